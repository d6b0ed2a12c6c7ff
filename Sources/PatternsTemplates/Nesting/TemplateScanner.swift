import PatternsDiagnostics

extension TemplateToken {
    /// The template's text and tags in order, as swift-mustache reads them: set-delimiter tags
    /// change the delimiters for the tags after them, `{{{name}}}` ends with a third brace, comments
    /// may span lines. Scanning stops at a tag that never closes (the parser reports that one).
    public static func scan(_ template: String) -> [TemplateToken] {
        var scanner = TemplateScanner(template)
        return scanner.tokens()
    }
}

/// Walks a template's Unicode scalars once, counting lines and columns as diagnostics do.
private struct TemplateScanner {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var location = SourceLocation(line: 1, column: 1)
    private var opening: [Unicode.Scalar] = ["{", "{"]
    private var closing: [Unicode.Scalar] = ["}", "}"]

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    mutating func tokens() -> [TemplateToken] {
        var tokens: [TemplateToken] = []
        while index < scalars.count {
            let textStart = location
            var text = String.UnicodeScalarView()
            while index < scalars.count, !isAt(opening) {
                text.append(scalars[index])
                advance()
            }
            if !text.isEmpty { tokens.append(TemplateToken(kind: .text, name: String(text), location: textStart)) }
            guard index < scalars.count else { break }
            let tagStart = location
            advance(by: opening.count)
            guard let tag = tag(startingAt: tagStart) else { break }
            tokens.append(tag)
        }
        return tokens
    }

    /// The tag after an opening delimiter, through its closing delimiter; nil when it never closes.
    private mutating func tag(startingAt tagStart: SourceLocation) -> TemplateToken? {
        let sigil = index < scalars.count ? scalars[index] : nil
        var kind: TemplateToken.Kind = switch sigil {
        case "#": .section
        case "^": .invertedSection
        case "/": .sectionEnd
        case "&", "{": .unescapedVariable
        case ">": .partial
        case "<": .parentPartial
        case "$": .block
        case "!", "=", "%": .other
        default: .variable
        }
        if kind != .variable { advance() }
        skipWhitespace()
        if sigil == ">", index < scalars.count, scalars[index] == "*" {
            kind = .dynamicPartial
            advance()
            skipWhitespace()
        }
        let nameStart = location
        var content = String.UnicodeScalarView()
        while index < scalars.count, !isAt(closing) {
            content.append(scalars[index])
            advance()
        }
        guard index < scalars.count else { return nil }
        advance(by: closing.count)
        if sigil == "{", index < scalars.count, scalars[index] == "}" { advance() }
        let name = String(content).trimmingTrailingWhitespace
        if sigil == "=" { setDelimiters(from: name) }
        return TemplateToken(kind: kind, name: kind == .other ? "" : name, location: kind == .other ? tagStart : nameStart)
    }

    /// `<% %>=` (the content of `{{=<% %>=}}`) makes `<%` and `%>` the delimiters.
    private mutating func setDelimiters(from content: String) {
        let parts = content.dropLast(content.hasSuffix("=") ? 1 : 0).split(whereSeparator: \.isWhitespace)
        guard parts.count == 2 else { return }
        opening = Array(parts[0].unicodeScalars)
        closing = Array(parts[1].unicodeScalars)
    }

    private func isAt(_ delimiter: [Unicode.Scalar]) -> Bool {
        guard index + delimiter.count <= scalars.count else { return false }
        return scalars[index..<(index + delimiter.count)].elementsEqual(delimiter)
    }

    private mutating func skipWhitespace() {
        while index < scalars.count, scalars[index].properties.isWhitespace { advance() }
    }

    private mutating func advance(by count: Int = 1) {
        for _ in 0..<count {
            if scalars[index] == "\n" {
                location = SourceLocation(line: location.line + 1, column: 1)
            } else {
                location.column += 1
            }
            index += 1
        }
    }
}

private extension String {
    var trimmingTrailingWhitespace: String {
        var scalars = Substring(self).unicodeScalars
        while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
