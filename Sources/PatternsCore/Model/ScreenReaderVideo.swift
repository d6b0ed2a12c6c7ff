/// A recording of an entry with one screen reader, found by its file name: the video in one or
/// more formats, its captions and its poster, all as source paths under `content/media/video/`.
public struct ScreenReaderVideo: Hashable, Sendable, Encodable {
    public var kind: VideoKind
    public var collection: String
    public var slug: String
    /// The video files, MP4 before WebM; the page offers each as a `<source>`.
    public var sources: [String]
    /// The WebVTT captions file; nil when there is none (a finding, since the video is then not accessible).
    public var captions: String?
    public var poster: String?

    /// The entry the video is of, named by its file's folder and name.
    public var entry: EntryID { EntryID(collection: collection, slug: slug) }

    public init(kind: VideoKind, collection: String, slug: String, sources: [String], captions: String?, poster: String?) {
        self.kind = kind
        self.collection = collection
        self.slug = slug
        self.sources = sources
        self.captions = captions
        self.poster = poster
    }
}
