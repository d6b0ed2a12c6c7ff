/// How Markdown is read and rendered for one site.
public struct MarkdownOptions: Hashable, Sendable {
    /// Pass raw HTML through. Off by default: content is text, and `patterns.yml` must opt in.
    public var allowsRawHTML: Bool

    public init(allowsRawHTML: Bool = false) {
        self.allowsRawHTML = allowsRawHTML
    }
}
