/// Long-form material: a guide or a component doc.
public struct Guide: Hashable, Sendable {
    /// Source path relative to the site root.
    public var sourcePath: SourcePath
    /// Output path of the guide's page (`guides/writing/index.html`).
    public var pagePath: OutputPath
    public var title: String
    public var description: String?
    public var body: MarkdownBody
    /// The published references the guide rests on (`sources:`), in source order.
    public var sources: [SourceReference] = []

    public init(sourcePath: SourcePath, title: String, description: String?, body: MarkdownBody) {
        self.sourcePath = sourcePath
        self.pagePath = SiteLayout.guidePage(forSource: sourcePath.text)
        self.title = title
        self.description = description
        self.body = body
    }
}
