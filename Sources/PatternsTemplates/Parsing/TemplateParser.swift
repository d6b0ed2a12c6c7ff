import PatternsDiagnostics

/// Parses a template into `TemplateNode`s the way swift-mustache's parser does, keeping positions.
///
/// Which whitespace is text is swift-mustache's business: a standalone tag's line disappears,
/// other lines keep their indentation, and the rules have quirks (after a section whose opening
/// tag was not standalone, a standalone closing tag does not make the next line start fresh).
/// Output is compared byte for byte with swift-mustache's, so this parser follows its state machine
/// step by step, over `Character`s as it does, instead of re-deriving the rules from the spec.
struct TemplateParser {
    private let characters: [Character]
    /// Where each character starts (columns count Unicode scalars, as the template checker's do); one more for the end.
    private let locations: [SourceLocation]
    private var position = 0

    /// The state swift-mustache carries from one tag to the next.
    private struct State {
        var sectionName: String?
        /// True at the start of a line, where a standalone tag may stand.
        var newLine = true
        var opening: [Character] = ["{", "{"]
        var closing: [Character] = ["}", "}"]
    }

    /// The template's nodes, or the first thing that stops it.
    static func parse(_ text: String) throws(TemplateParseError) -> [TemplateNode] {
        var parser = TemplateParser(text)
        return try parser.parseBody(State())
    }

    private init(_ text: String) {
        characters = Array(text)
        var locations: [SourceLocation] = []
        locations.reserveCapacity(characters.count + 1)
        var location = SourceLocation(line: 1, column: 1)
        for character in characters {
            locations.append(location)
            for scalar in character.unicodeScalars {
                if scalar == "\n" {
                    location = SourceLocation(line: location.line + 1, column: 1)
                } else {
                    location.column += 1
                }
            }
        }
        locations.append(location)
        self.locations = locations
    }

    // MARK: The state machine (`MustacheTemplate.parse(_:state:)`)

    private mutating func parseBody(_ initial: State) throws(TemplateParseError) -> [TemplateNode] {
        var nodes: [TemplateNode] = []
        var state = initial
        var whitespaceBefore = ""
        while !reachedEnd {
            if state.newLine {
                whitespaceBefore = read { $0 == " " || $0 == "\t" }
            }
            let text = try readUntilTagOrNewline(state)
            if current.isNewline {
                nodes.append(.text(whitespaceBefore + text + String(current)))
                state.newLine = true
                position += 1
                continue
            }
            if !text.isEmpty {
                nodes.append(.text(whitespaceBefore + text))
                whitespaceBefore = ""
                state.newLine = false
            }
            if reachedEnd { break }
            var setNewLine = false
            switch current {
            case "#", "^":
                let isInverted = current == "^"
                position += 1
                let (name, location) = try parseName(state)
                if isStandalone(state) {
                    setNewLine = true
                } else if !whitespaceBefore.isEmpty {
                    nodes.append(.text(whitespaceBefore))
                    whitespaceBefore = ""
                }
                var inner = state
                inner.sectionName = name
                if !setNewLine { inner.newLine = false }
                let body = try parseBody(inner)
                nodes.append(.section(name: name, isInverted: isInverted, body: body, at: location))
            case "/":
                position += 1
                let (name, location) = try parseName(state)
                guard name == state.sectionName else {
                    throw TemplateParseError(reason: "the section close name is not the open section's", location: location)
                }
                if !isStandalone(state), !whitespaceBefore.isEmpty {
                    nodes.append(.text(whitespaceBefore))
                }
                return nodes
            case "!":
                position += 1
                try skipComment(state)
                setNewLine = isStandalone(state)
            case "{", "&":
                let isTriple = current == "{"
                if !whitespaceBefore.isEmpty {
                    nodes.append(.text(whitespaceBefore))
                    whitespaceBefore = ""
                }
                position += 1
                let (name, location) = try parseName(state)
                if isTriple {
                    guard current == "}", !reachedEnd else { throw TemplateParseError(reason: "the tag is not finished", location: location) }
                    position += 1
                }
                nodes.append(.variable(name: name, isEscaped: false, at: location))
            case ">":
                position += 1
                _ = read { $0.isWhitespace }
                if current == "*" { throw .unsupported("A dynamic partial ({{>*name}})", at: here) }
                let (name, location) = try parsePartialName(state)
                if !whitespaceBefore.isEmpty { nodes.append(.text(whitespaceBefore)) }
                if isStandalone(state) {
                    setNewLine = true
                    nodes.append(.partial(name: name, indentation: whitespaceBefore, at: location))
                } else {
                    nodes.append(.partial(name: name, indentation: nil, at: location))
                }
                whitespaceBefore = ""
            case "<":
                throw .unsupported("A parent partial ({{<name}})", at: here)
            case "$":
                throw .unsupported("A block ({{$name}})", at: here)
            case "=":
                position += 1
                state = try setDelimiters(state)
                setNewLine = isStandalone(state)
            case "%":
                position += 1
                nodes.append(try parsePragma(state))
                setNewLine = isStandalone(state)
            default:
                if !whitespaceBefore.isEmpty {
                    nodes.append(.text(whitespaceBefore))
                    whitespaceBefore = ""
                }
                let (name, location) = try parseName(state)
                nodes.append(.variable(name: name, isEscaped: true, at: location))
            }
            state.newLine = setNewLine
        }
        if state.sectionName != nil {
            throw TemplateParseError(reason: "a section is not closed", location: here)
        }
        return nodes
    }

    /// Text up to the next opening delimiter (consumed) or line break (not consumed).
    private mutating func readUntilTagOrNewline(_ state: State) throws(TemplateParseError) -> String {
        var text = ""
        guard let first = state.opening.first else { return "" }
        while !reachedEnd {
            let start = position
            while !reachedEnd, characters[position] != "\n", characters[position] != "\r\n", characters[position] != first {
                position += 1
            }
            text += String(characters[start..<position])
            if current.isNewline { break }
            if !reachedEnd, characters[position] == first {
                if read(state.opening) { break }
                text.append(first)
                position += 1
            }
        }
        return text
    }

    /// A tag's name (`title`, `entry.url`, `.`) through the closing delimiter, and where it starts.
    private mutating func parseName(_ state: State) throws(TemplateParseError) -> (String, SourceLocation) {
        let (name, location) = try parseTagName(state, allowed: Self.nameCharacters)
        if name.contains("(") || name.contains(")") {
            throw .unsupported("A transform (\(name))", at: location)
        }
        return (name, location)
    }

    private mutating func parsePartialName(_ state: State) throws(TemplateParseError) -> (String, SourceLocation) {
        try parseTagName(state, allowed: Self.partialNameCharacters)
    }

    /// The name between optional whitespace, through the closing delimiter.
    private mutating func parseTagName(_ state: State, allowed: Set<Character>) throws(TemplateParseError) -> (String, SourceLocation) {
        _ = read { $0.isWhitespace }
        let location = here
        let name = read { allowed.contains($0) }
        _ = read { $0.isWhitespace }
        guard read(state.closing) else { throw TemplateParseError(reason: "the tag is not finished", location: location) }
        return (name, location)
    }

    /// Skips a comment through the closing delimiter, matching it as swift-mustache's `read(untilString:)` does.
    private mutating func skipComment(_ state: State) throws(TemplateParseError) {
        let start = here
        var matched = 0
        while !reachedEnd {
            if characters[position] == state.closing[matched] {
                matched += 1
                if matched == state.closing.count {
                    position += 1
                    return
                }
            } else {
                matched = 0
            }
            position += 1
        }
        throw TemplateParseError(reason: "the comment is not closed", location: start)
    }

    /// `{{=<% %>=}}`: the delimiters for the tags after it.
    private mutating func setDelimiters(_ state: State) throws(TemplateParseError) -> State {
        let location = here
        let invalid = TemplateParseError(reason: "the set-delimiter tag is not well formed", location: location)
        _ = read { $0.isWhitespace }
        let opening = read { !$0.isWhitespace }
        guard !reachedEnd else { throw invalid }
        _ = read { $0.isWhitespace }
        let closing = read { $0 != "=" && !$0.isWhitespace }
        guard !reachedEnd else { throw invalid }
        _ = read { $0.isWhitespace }
        guard current == "=", !reachedEnd else { throw invalid }
        position += 1
        guard read(state.closing), !opening.isEmpty, !closing.isEmpty else { throw invalid }
        var state = state
        state.opening = Array(opening)
        state.closing = Array(closing)
        return state
    }

    /// `{{% CONTENT_TYPE: HTML}}`, the only pragma swift-mustache knows.
    private mutating func parsePragma(_ state: State) throws(TemplateParseError) -> TemplateNode {
        let location = here
        let invalid = TemplateParseError(reason: "the pragma is not well formed", location: location)
        _ = read { $0.isWhitespace }
        let variable = read { Self.pragmaCharacters.contains($0) }
        _ = read { $0.isWhitespace }
        guard current == ":", !reachedEnd else { throw invalid }
        position += 1
        _ = read { $0.isWhitespace }
        let value = read { Self.pragmaCharacters.contains($0) }
        _ = read { $0.isWhitespace }
        guard read(state.closing), !variable.isEmpty, !value.isEmpty else { throw invalid }
        guard variable == "CONTENT_TYPE" else { throw TemplateParseError(reason: "unknown pragma \(variable)", location: location) }
        switch value {
        case "HTML": return .contentType(.markup)
        case "TEXT": return .contentType(.none)
        default: throw TemplateParseError(reason: "unknown content type \(value)", location: location)
        }
    }

    // MARK: Reading

    /// True when the tag just read stands alone on its line; then the rest of the line, through its break, is consumed.
    private mutating func isStandalone(_ state: State) -> Bool {
        guard state.newLine else { return false }
        if reachedEnd { return true }
        var ahead = position
        while ahead < characters.count, characters[ahead] == " " || characters[ahead] == "\t" { ahead += 1 }
        guard ahead < characters.count, characters[ahead].isNewline else { return false }
        position = ahead + 1
        return true
    }

    private var reachedEnd: Bool { position >= characters.count }

    /// The current character; `"\0"` at the end, as swift-mustache's `current()`.
    private var current: Character { reachedEnd ? "\0" : characters[position] }

    private var here: SourceLocation { locations[min(position, characters.count)] }

    private mutating func read(while matches: (Character) -> Bool) -> String {
        let start = position
        while !reachedEnd, matches(characters[position]) { position += 1 }
        return String(characters[start..<position])
    }

    /// Reads `expected` when the text continues with it.
    private mutating func read(_ expected: [Character]) -> Bool {
        guard position + expected.count <= characters.count,
              characters[position..<(position + expected.count)].elementsEqual(expected) else { return false }
        position += expected.count
        return true
    }

    private static let pragmaCharacters = Set<Character>("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?*")
    private static let nameCharacters = Set<Character>("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?()*")
    private static let partialNameCharacters = Set<Character>("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?()*/")
}
