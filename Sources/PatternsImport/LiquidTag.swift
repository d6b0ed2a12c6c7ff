/// A Liquid tag (`{% name arguments %}`) or output (`{{ expression }}`) read from template text.
///
/// Jekyll bodies are templates, not Markdown, so the import finds these by scanning text; the
/// whitespace-control forms `{%-` and `-%}` read the same.
struct LiquidTag: Hashable {
    enum Form: Hashable { case tag, output }

    var form: Form
    /// The tag's name (`include`, `highlight`) or, for output, the whole expression (`site.baseurl`).
    var name: String
    /// The words after a tag's name (`/examples/button.html`, `html linenos`).
    var arguments: [String]
    /// How many characters of the text the tag spans.
    var length: Int

    /// The tag or output at the start of `text`, if one is there and closed.
    init?(at text: Substring) {
        let form: Form
        let close: String
        if text.hasPrefix("{%") {
            (form, close) = (.tag, "%}")
        } else if text.hasPrefix("{{") {
            (form, close) = (.output, "}}")
        } else {
            return nil
        }
        guard let end = text.range(of: close) else { return nil }
        var inner = text[text.index(text.startIndex, offsetBy: 2)..<end.lowerBound]
        if inner.hasPrefix("-") { inner = inner.dropFirst() }
        if inner.hasSuffix("-") { inner = inner.dropLast() }
        let words = inner.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard let first = words.first else { return nil }
        self.form = form
        self.name = form == .tag ? first : words.joined(separator: " ")
        self.arguments = form == .tag ? Array(words.dropFirst()) : []
        self.length = text.distance(from: text.startIndex, to: end.upperBound)
    }

    /// The tag when it is the whole of `line` (surrounding whitespace aside).
    init?(wholeLine line: Substring) {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }
        let text = Substring(String(trimmed.reversed()))
        guard let tag = LiquidTag(at: text), tag.length == text.count else { return nil }
        self = tag
    }

    /// The example an `{% include /examples/NAME.html %}` shows: `NAME`, which may hold folders; nil
    /// for any other tag, and for includes with parameters, which an example file cannot take.
    var exampleName: String? {
        guard form == .tag, name == "include", arguments.count == 1 else { return nil }
        var path = Substring(arguments[0])
        if path.hasPrefix("/") { path = path.dropFirst() }
        guard path.hasPrefix(Self.examplesFolder + "/"), path.hasSuffix(".html") else { return nil }
        let name = path.dropFirst(Self.examplesFolder.count + 1).dropLast(".html".count)
        return name.isEmpty ? nil : String(name)
    }

    /// The column (1-based, in Unicode scalars) of the first example include's brace in `line`.
    static func includeColumn(in line: Substring) -> Int? {
        var offset = 0
        var rest = line
        while !rest.isEmpty {
            if let tag = LiquidTag(at: rest), tag.exampleName != nil { return offset + 1 }
            offset += rest.first.map { $0.unicodeScalars.count } ?? 1
            rest = rest.dropFirst()
        }
        return nil
    }

    /// `line` with each tag or output that `replacement` gives text for replaced by that text.
    static func replacing(in line: Substring, _ replacement: (LiquidTag) -> String?) -> String {
        guard line.contains("{%") || line.contains("{{") else { return String(line) }
        var result = ""
        var rest = line
        while let open = rest.firstIndex(where: { $0 == "{" }) {
            result += rest[..<open]
            let candidate = rest[open...]
            if let tag = LiquidTag(at: candidate), let text = replacement(tag) {
                result += text
                rest = candidate.dropFirst(tag.length)
            } else {
                result.append("{")
                rest = candidate.dropFirst()
            }
        }
        return result + rest
    }

    /// The folder of `_includes/` that holds a catalog's live examples.
    static let examplesFolder = "examples"
}
