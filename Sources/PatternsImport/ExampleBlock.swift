/// The lines a Jekyll catalog writes to show an example live: its include inside an `<example>`
/// element, with or without kramdown's `{::nomarkdown}` … `{:/}` around it, or inside those markers
/// alone, on one line or several.
///
///     {::nomarkdown}
///     <example>
///     {% include /examples/button.html %}
///     </example>
///     {:/}
struct ExampleBlock: Hashable {
    /// The example shown (`button`, `forms/checkbox`).
    var name: String
    /// Index of the block's last line.
    var lastLine: Int

    /// The block starting at `lines[start]`, if one starts there and is complete within a few lines.
    init?(lines: [Substring], start: Int) {
        var openExample = false, closedExample = false
        var nomarkdownDepth = 0
        var name: String?
        var index = start
        while index < lines.count, index < start + Self.maximumLines {
            var rest = lines[index].drop { $0 == " " || $0 == "\t" }
            guard !rest.isEmpty else { return nil }
            while !rest.isEmpty {
                if let marker = Self.nomarkdownMarkers.first(where: { rest.hasPrefix($0.text) }) {
                    nomarkdownDepth += marker.opens ? 1 : -1
                    guard nomarkdownDepth >= 0 else { return nil }
                    rest = rest.dropFirst(marker.text.count)
                } else if rest.hasPrefix("<example"), let end = rest.firstIndex(of: ">"), !openExample {
                    openExample = true
                    rest = rest[rest.index(after: end)...]
                } else if rest.hasPrefix("</example>"), openExample, name != nil, !closedExample {
                    closedExample = true
                    rest = rest.dropFirst("</example>".count)
                } else if let tag = LiquidTag(at: rest), let example = tag.exampleName, openExample || nomarkdownDepth > 0, name == nil {
                    name = example
                    rest = rest.dropFirst(tag.length)
                } else {
                    return nil
                }
                rest = rest.drop { $0 == " " || $0 == "\t" }
            }
            if closedExample || !openExample, nomarkdownDepth == 0, let name {
                self.name = name
                self.lastLine = index
                return
            }
            index += 1
        }
        return nil
    }

    /// More lines than any hand-written block takes: the search stops there.
    static let maximumLines = 8
    static let nomarkdownMarkers: [(text: String, opens: Bool)] =
        [(KramdownSyntax.nomarkdownOpening, true)] + KramdownSyntax.nomarkdownClosings.map { ($0, false) }
}
