import PatternsDiagnostics
/// What `patterns import jekyll` will do: the files to write into DEST, what it left for the author
/// and what it did not import. Made in full before anything is written, so `--dry-run` prints it and
/// a real run writes exactly it.
public struct ImportPlan: Sendable {
    /// Every file of the new site, in DEST-path order.
    public var files: [PlannedFile] = []
    /// Things the author still has to do, each at its place in a written file.
    public var findings: [Diagnostic] = []
    /// Files of SRC that are not part of the new site, with why.
    public var skipped: [SkippedFile] = []
    /// What the import inferred or decided on its own, for the report.
    public var notes: [ImportNote] = []
    public var counts = Counts()

    public init() {}

    /// How much of each kind was converted.
    public struct Counts: Hashable, Sendable {
        public var entries = 0
        public var guides = 0
        public var examples = 0
        /// Videos (`.mp4` or `.webm`) copied into `content/media/video/`.
        public var videos = 0
        /// Other media files copied beside them: captions and posters.
        public var mediaFiles = 0
        /// `{% include %}` of an example turned into one `html example file=…` fence.
        public var exampleFences = 0
        /// `{% highlight %}` blocks turned into fenced code blocks.
        public var highlightBlocks = 0
        /// Liquid links turned into relative links.
        public var links = 0
        /// Video-player includes turned into videos.
        public var videoIncludes = 0
    }

    /// True when nothing was left for the author (skipped files do not count: they are not content).
    public var isComplete: Bool { findings.isEmpty }
}

extension ImportPlan.Counts {
    /// Adds what one converted body counted.
    mutating func add(_ other: Self) {
        entries += other.entries
        guides += other.guides
        examples += other.examples
        videos += other.videos
        mediaFiles += other.mediaFiles
        exampleFences += other.exampleFences
        highlightBlocks += other.highlightBlocks
        links += other.links
        videoIncludes += other.videoIncludes
    }
}
