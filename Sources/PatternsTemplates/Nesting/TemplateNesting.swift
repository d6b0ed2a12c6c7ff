/// How deep sections may nest in a template, counted before swift-mustache parses it.
///
/// swift-mustache's parser recurses once per open section and its renderer once per section and
/// partial, so a template nested thousands deep stops the process with a stack overflow instead
/// of an error. The scan here is a loop over the tokens, so it cannot overflow whatever the input.
public enum TemplateNesting {
    /// Sections (with the partials around them) nested this deep are allowed; one more is an error.
    /// The built-in templates nest a handful of levels (a test holds them under 10); 100 is far past
    /// any real page and far from the depths that overflow the stack (thousands of levels).
    public static let limit = 100

    /// The tag that opens the first section past `limit` levels, nil when the template stays within it.
    public static func firstTooDeep(_ tokens: [TemplateToken], limit: Int = limit) -> TemplateToken? {
        var depth = 0
        for token in tokens {
            if token.opensLevel {
                depth += 1
                if depth > limit { return token }
            } else if token.kind == .sectionEnd {
                depth = max(depth - 1, 0)
            }
        }
        return nil
    }
}

extension TemplateToken {
    /// Whether the tag opens a level that its `{{/name}}` closes: a section, an inverted section,
    /// a block or a parent partial.
    public var opensLevel: Bool {
        switch kind {
        case .section, .invertedSection, .block, .parentPartial: true
        default: false
        }
    }
}
