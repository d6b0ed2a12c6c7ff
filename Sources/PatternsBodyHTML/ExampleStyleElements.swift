/// An example's leading `<style>` elements, which its frame document moves into `<head>`: HTML
/// allows `<style>` in the body nowhere the Nu checker accepts, and examples that style themselves
/// (a custom focus ring, a visually hidden class) start with one.
///
/// Only elements at the very start (whitespace between them allowed) move; a `<style>` further
/// down is left where its author put it. The example's source, shown under it, is never changed.
public struct ExampleStyleElements: Sendable {
    /// The leading `<style>…</style>` elements, as written.
    public let head: String
    /// The rest of the example.
    public let body: String

    public init(html: String) {
        var rest = Substring(html)
        var head = ""
        while true {
            let trimmed = rest.drop { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }
            guard Self.startsStyleElement(trimmed),
                  let close = trimmed.range(of: "</style>", options: .caseInsensitive) else { break }
            head += trimmed[..<close.upperBound] + "\n"
            rest = trimmed[close.upperBound...]
        }
        self.head = head
        body = head.isEmpty ? html : String(rest)
    }

    /// `<style>` or `<style ` (attributes), in any case; not `<styles>`.
    private static func startsStyleElement(_ text: Substring) -> Bool {
        // `prefix`/`dropFirst`, not `count`: counting would walk the whole rest of the example.
        guard text.prefix(6).lowercased() == "<style", let next = text.dropFirst(6).first else { return false }
        return next == ">" || next == " " || next == "\n" || next == "\t"
    }
}
