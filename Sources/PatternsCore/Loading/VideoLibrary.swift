import PatternsDiagnostics

/// The screen-reader videos of a site, found by file name under `content/media/video/`
/// (`<collection>/<folder>/<slug>.mp4|webm`, captions `<slug>.vtt`, poster `<slug>.jpg|png`),
/// with what is wrong with them as messages to report once.
public struct VideoLibrary: Sendable {
    /// Every video found for a configured collection and kind, in file order.
    public private(set) var videos: [ScreenReaderVideo] = []
    /// The videos by entry, in the order of `videos:` in patterns.yml.
    private var byEntry: [EntryID: [ScreenReaderVideo]] = [:]
    /// Media files that must not be published: Git LFS pointers stand in for files that were never fetched.
    public private(set) var unpublished: Set<String> = []
    /// What is wrong with the files, each about one file as a whole.
    public private(set) var findings: [(message: DiagnosticMessage, file: String)] = []

    /// A Git LFS pointer starts with this line; a real video never does.
    static let lfsPointerPrefix = Array("version https://git-lfs".utf8)

    public init() {}

    /// Finds the videos among `paths` (site-root relative content files) for the site's collections
    /// and `videos:` kinds; reads only the first bytes of media files, to spot LFS pointers.
    public static func scan(paths: [String], config: SiteConfig, directory: SiteDirectory) -> VideoLibrary {
        var library = VideoLibrary()
        let folders = config.videos.map(\.folder)
        let knownPlaces = config.collections.flatMap { collection in folders.map { "\(collection.id)/\($0)" } }
        // Files of one recording share collection, folder and slug: group them by that stem.
        var groups: [String: [String: String]] = [:]
        var order: [String] = []
        for path in paths where path.hasPrefix(SiteLayout.videoFolder + "/") {
            let parts = path.dropFirst(SiteLayout.videoFolder.count + 1).split(separator: "/")
            guard let name = parts.last, let dot = name.lastIndex(of: ".") else { continue }
            let fileExtension = name[name.index(after: dot)...].lowercased()
            if directory.head(of: path, count: lfsPointerPrefix.count) == lfsPointerPrefix {
                library.unpublished.insert(path)
                library.findings.append((.mediaLFSPointer, path))
                continue
            }
            guard SiteLayout.videoFormats.contains(where: { $0.fileExtension == fileExtension })
                    || fileExtension == SiteLayout.captionsExtension || SiteLayout.posterExtensions.contains(fileExtension) else { continue }
            guard parts.count == 3, knownPlaces.contains("\(parts[0])/\(parts[1])") else {
                if SiteLayout.videoFormats.contains(where: { $0.fileExtension == fileExtension }) {
                    library.findings.append((.mediaUnknownFolder(parts.dropLast().joined(separator: "/"), known: knownPlaces), path))
                }
                continue
            }
            let stem = path[..<path.lastIndex(of: ".")!]
            if groups[String(stem)] == nil { order.append(String(stem)) }
            groups[String(stem), default: [:]][fileExtension] = path
        }
        for stem in order {
            guard let files = groups[stem] else { continue }
            let sources = SiteLayout.videoFormats.compactMap { files[$0.fileExtension] }
            guard !sources.isEmpty else { continue }
            let parts = stem.dropFirst(SiteLayout.videoFolder.count + 1).split(separator: "/").map(String.init)
            guard let kind = config.videos.first(where: { $0.folder == parts[1] }) else { continue }
            library.videos.append(ScreenReaderVideo(
                kind: kind, collection: parts[0], slug: parts[2], sources: sources, captions: files[SiteLayout.captionsExtension],
                poster: SiteLayout.posterExtensions.lazy.compactMap { files[$0] }.first))
        }
        for video in library.videos { library.byEntry[video.entry, default: []].append(video) }
        for key in library.byEntry.keys {
            library.byEntry[key]?.sort { a, b in (config.videos.firstIndex(of: a.kind) ?? 0) < (config.videos.firstIndex(of: b.kind) ?? 0) }
        }
        return library
    }

    /// An entry's videos, in the order of `videos:` in patterns.yml.
    public func videos(for entry: PatternEntry) -> [ScreenReaderVideo] {
        byEntry[entry.id] ?? []
    }

    /// The entries with their videos attached.
    public func attach(to entries: [PatternEntry]) -> [PatternEntry] {
        guard !videos.isEmpty else { return entries }
        return entries.map { entry in
            var entry = entry
            entry.videos = videos(for: entry)
            return entry
        }
    }

    /// Reports the library's findings and those about videos that match no entry.
    public func report(entries: [PatternEntry], to diagnostics: DiagnosticEngine) {
        for (message, file) in findings + entryFindings(entries: entries) { diagnostics.diagnose(message, file: file, at: nil) }
    }

    /// Messages about each video given the entries: one named after no entry of its collection (with
    /// the closest slug), else one without captions.
    func entryFindings(entries: [PatternEntry]) -> [(message: DiagnosticMessage, file: String)] {
        var slugs: [String: Set<String>] = [:]
        for entry in entries { slugs[entry.collection, default: []].insert(entry.slug) }
        return videos.compactMap { video in
            guard let known = slugs[video.collection], known.contains(video.slug) else {
                let candidates = slugs[video.collection].map { Array($0).sorted() } ?? []
                return (.mediaUnknownEntry(video.slug, collection: video.collection, suggestion: closestMatch(to: video.slug, in: candidates)),
                        video.sources[0])
            }
            guard video.captions == nil else { return nil }
            let source = video.sources[0]
            let stem = source[..<(source.lastIndex(of: ".") ?? source.endIndex)]
            return (.mediaCaptionsMissing(title: video.kind.title, captions: "\(stem).\(SiteLayout.captionsExtension)"), video.sources[0])
        }
    }
}
