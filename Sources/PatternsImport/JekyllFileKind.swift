/// What a file of a Jekyll site is to the import, decided from its path alone.
enum JekyllFileKind: Hashable {
    case config
    /// A document of a collection declared in `_config.yml`.
    case document(collection: String)
    /// A document whose name starts with `_`: a template for new entries.
    case documentTemplate
    /// An HTML fragment under `_includes/examples/`, named by its path there without `.html`.
    case example(name: String)
    /// A media file of a screen-reader video: `assets/media/video/<collection>/<directory>/<file>`.
    case videoMedia(collection: String, directory: String, file: String)
    /// An image the pages may show, copied under `content/`.
    case image
    /// A page: Markdown or HTML outside the `_` folders.
    case page
    /// Not part of a `patterns` site, and why.
    case notImported(String)

    init(path: String, collections: [String], exclude: [String]) {
        let parts = path.split(separator: "/").map(String.init)
        let name = parts.last ?? path
        let fileExtension = name.split(separator: ".").count > 1 ? (name.split(separator: ".").last.map { $0.lowercased() } ?? "") : ""
        if path == JekyllConfig.file {
            self = .config
        } else if exclude.contains(where: { path == $0 || path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) {
            self = .notImported("excluded in _config.yml")
        } else if let first = parts.first, first.hasPrefix("_"), parts.count > 1 {
            let folder = String(first.dropFirst())
            if collections.contains(folder), Self.markdownExtensions.contains(fileExtension) {
                self = name.hasPrefix("_") ? .documentTemplate : .document(collection: folder)
            } else if first == "_includes", parts.count > 2, parts[1] == LiquidTag.examplesFolder, fileExtension == "html" {
                self = .example(name: parts.dropFirst(2).joined(separator: "/").dropLast(".html".count).description)
            } else if first == "_layouts" {
                self = .notImported("layout: the site's templates replace it")
            } else if first == "_includes" {
                self = .notImported("include: part of a layout, not an example")
            } else {
                self = .notImported("Jekyll folder \(first)/")
            }
        } else if parts.contains(where: { $0.hasPrefix("_") }) {
            // Jekyll publishes no file or folder whose name starts with `_` outside its own folders.
            self = .notImported("its name starts with _, so Jekyll does not publish it")
        } else if parts.count == 6, Array(parts.prefix(3)) == Self.videoFolder {
            self = .videoMedia(collection: parts[3], directory: parts[4], file: parts[5])
        } else if Self.markdownExtensions.contains(fileExtension) || fileExtension == "html" {
            self = .page
        } else if parts.first == "assets", Self.imageExtensions.contains(fileExtension) {
            self = .image
        } else {
            self = .notImported("not part of the catalog (styles, scripts, build files)")
        }
    }

    static let markdownExtensions: Set<String> = ["md", "markdown"]
    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "svg", "webp"]
    static let videoFolder = ["assets", "media", "video"]
}
