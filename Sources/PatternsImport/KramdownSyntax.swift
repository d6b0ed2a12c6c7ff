/// The kramdown extensions Jekyll catalogs write in bodies, which CommonMark shows as text:
/// attribute lists (`{: .divider }`, `{:.bad-example}`) and the `{::nomarkdown}` … `{:/}` markers.
enum KramdownSyntax {
    /// The attribute list a whole line is (`{: .divider tabindex="-1"}`), as its inner text; nil otherwise.
    static func attributeList(wholeLine line: Substring) -> Substring? {
        let trimmed = line.trimmingWhitespace()[...]
        guard trimmed.hasPrefix("{:"), trimmed.hasSuffix("}"), !trimmed.hasPrefix("{::"), !trimmed.hasPrefix("{:/") else { return nil }
        let inner = trimmed.dropFirst(2).dropLast()
        return inner.contains("{") || inner.contains("}") ? nil : inner
    }

    /// `line` without a span or block attribute list at its end (`## Title {: .annotated}`), and that list's inner text.
    static func trailingAttributeList(_ line: Substring) -> (line: Substring, attributes: Substring)? {
        guard let end = line.lastIndex(where: { $0 != " " && $0 != "\t" }), line[end] == "}",
              let open = line[..<end].range(of: "{:", options: .backwards), open.lowerBound > line.startIndex else { return nil }
        let inner = line[open.upperBound..<end]
        guard !inner.hasPrefix(":"), !inner.hasPrefix("/"), !inner.contains("{"), !inner.contains("}") else { return nil }
        var head = line[..<open.lowerBound]
        while let last = head.last, last == " " || last == "\t" { head = head.dropLast() }
        return (head, inner)
    }

    /// The classes an attribute list names (`.bad-example` → `bad-example`).
    static func classes(_ attributes: Substring) -> [String] {
        attributes.split(whereSeparator: { $0 == " " || $0 == "\t" }).filter { $0.hasPrefix(".") }.map { String($0.dropFirst()) }
    }

    /// The caption a code block's class stood for where the catalog's stylesheet writes it as text
    /// (`.bad-example::before { content: "Bad example" }`): kept as the code block's title.
    static func codeCaption(classes: [String]) -> String? {
        for name in classes {
            switch name {
            case "bad-example": return "Bad example"
            case "good-example": return "Good example"
            default: continue
            }
        }
        return nil
    }

    static let nomarkdownOpening = "{::nomarkdown}"
    static let nomarkdownClosings = ["{:/nomarkdown}", "{:/}"]
}
