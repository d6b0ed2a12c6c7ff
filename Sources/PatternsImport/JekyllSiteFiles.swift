/// The files of a Jekyll site sorted by what the import does with them, documents already read.
struct JekyllSiteFiles {
    /// A document of a collection declared in `_config.yml`.
    struct Document {
        var path: String
        var collection: String
        var document: JekyllDocument
    }

    /// A media file under `assets/media/video/<collection>/<directory>/<file>`.
    struct VideoMedia {
        var path: String
        var collection: String
        var directory: String
        var file: String
    }

    var documents: [Document] = []
    /// Pages outside the `_` folders, not read yet: most are skipped by their path alone.
    var pages: [String] = []
    /// Example files by name (`forms/search`), with their paths.
    var examples: [String: String] = [:]
    var media: [VideoMedia] = []
    var images: [String] = []
    var skipped: [SkippedFile] = []

    init(source: JekyllSourceTree, config: JekyllConfig) {
        for path in source.paths {
            switch JekyllFileKind(path: path, collections: config.collections.map(\.id), exclude: config.exclude) {
            case .config: continue
            case .document(let collection):
                if let document = Self.read(path, from: source, skipping: &skipped) {
                    documents.append(Document(path: path, collection: collection, document: document))
                }
            case .documentTemplate: skipped.append(SkippedFile(path: path, reason: "template for new entries (its name starts with _)"))
            case .example(let name): examples[name] = path
            case .videoMedia(let collection, let directory, let file):
                media.append(VideoMedia(path: path, collection: collection, directory: directory, file: file))
            case .image: images.append(path)
            case .page: pages.append(path)
            case .notImported(let reason): skipped.append(SkippedFile(path: path, reason: reason))
            }
        }
    }

    /// The document at `path`; nil, with the file listed as not imported, when it cannot be read as UTF-8 text.
    static func read(_ path: String, from source: JekyllSourceTree, skipping skipped: inout [SkippedFile]) -> JekyllDocument? {
        do {
            return JekyllDocument(path: path, text: try source.text(path))
        } catch {
            skipped.append(SkippedFile(path: path, reason: error.description))
            return nil
        }
    }
}
