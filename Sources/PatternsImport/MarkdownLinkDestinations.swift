/// Finds the destinations of Markdown links on one line, `[text](destination)` and reference
/// definitions `[label]: destination`, and replaces those a rewrite gives a new value for.
enum MarkdownLinkDestinations {
    /// `line` with each destination `rewrite` returns a value for replaced, and how many were.
    static func rewrite(_ line: Substring, _ rewrite: (Substring) -> String?) -> (line: Substring, count: Int) {
        var result = ""
        var count = 0
        var rest = line
        if let definition = referenceDefinition(line), let replacement = rewrite(line[definition]) {
            return (line[..<definition.lowerBound] + replacement + line[definition.upperBound...], 1)
        }
        while let open = rest.range(of: "](") {
            result += rest[..<open.upperBound]
            rest = rest[open.upperBound...]
            // Liquid may hold spaces and quotes, but not a closing parenthesis.
            guard let close = rest.firstIndex(of: ")") else { break }
            if let replacement = rewrite(rest[..<close]) {
                result += replacement
                count += 1
            } else {
                result += rest[..<close]
            }
            rest = rest[close...]
        }
        return (Substring(result + rest), count)
    }

    /// The destination's range in a `[label]: destination` line.
    private static func referenceDefinition(_ line: Substring) -> Range<Substring.Index>? {
        let trimmed = line.drop { $0 == " " }
        guard trimmed.hasPrefix("["), let colon = trimmed.range(of: "]:") else { return nil }
        let start = trimmed[colon.upperBound...].firstIndex { $0 != " " } ?? trimmed.endIndex
        guard start < line.endIndex else { return nil }
        return start..<line.endIndex
    }
}
