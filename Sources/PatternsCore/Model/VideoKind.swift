/// One kind of screen-reader video the site shows (`videos:` in `patterns.yml`): a recording of
/// an entry with one screen reader, such as iOS VoiceOver, found by file name in its own folder.
public struct VideoKind: Hashable, Sendable, Encodable {
    public var id: String
    /// What the entry page calls it: "iOS VoiceOver".
    public var title: String
    /// The folder holding its files: `content/media/video/<collection>/<folder>/<slug>.mp4`.
    public var folder: String

    public init(id: String, title: String, folder: String) {
        self.id = id
        self.title = title
        self.folder = folder
    }
}
