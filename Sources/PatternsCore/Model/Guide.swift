/// Long-form material: a guide or a component doc.
public struct Guide: Hashable, Sendable {
    /// Source path relative to the site root.
    public var sourcePath: String
    public var title: String
    public var description: String?
    public var body: MarkdownBody

    public init(sourcePath: String, title: String, description: String?, body: MarkdownBody) {
        self.sourcePath = sourcePath
        self.title = title
        self.description = description
        self.body = body
    }
}
