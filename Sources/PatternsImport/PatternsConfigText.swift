import PatternsCore
import PatternsDiagnostics

/// The `patterns.yml` an import writes: the site, its categories, its collections (with the Jekyll
/// permalinks, so addresses stay) and its screen-reader videos, under a comment saying where they came from.
struct PatternsConfigText {
    struct Collection {
        var id: String
        var title: String
        var permalink: String
        var platforms: [String]
        var categories: [String]
        /// `required:`: what every entry of the collection states.
        var required: [String] = []
    }

    var title: String
    var description: String?
    var baseURL: String?
    var categories: [String]
    var collections: [Collection]
    var videos: [JekyllConfig.VideoDemo]
    /// Old addresses and the files now published elsewhere.
    var redirects: [(address: String, target: String)] = []
    /// What every example frame gets (`examples:`), paths relative to `content/`.
    var exampleStylesheets: [String] = []
    var exampleScripts: [String] = []

    var text: String {
        var lines = [
            "# Written by `patterns import jekyll` from _config.yml. Collections keep the Jekyll permalinks,",
            "# so every entry keeps its address; their platforms are guessed from their names: check them.",
            "title: \(Self.quoted(title))",
        ]
        if let description { lines.append("description: \(Self.quoted(description.trimmingWhitespace()))") }
        if let baseURL { lines.append("baseURL: \(Self.quoted(baseURL))") }
        let platforms = collections.flatMap(\.platforms).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        if platforms.contains(where: { Self.platformTitles[$0] != nil }) {
            // Platforms beyond the built-in three need their titles on the site's list.
            let builtIn = ["ios", "android", "web"]
            let listed = builtIn + platforms.filter { !builtIn.contains($0) }
            lines.append("platforms: [" + listed.map { id in Self.platformTitles[id].map { "{ id: \(id), title: \(Self.quoted($0)) }" } ?? id }
                .joined(separator: ", ") + "]")
        }
        // A site with no categories (an empty _config.yml, no entries) still needs a list, not a null.
        lines.append(categories.isEmpty ? "categories: []" : "categories:")
        lines += categories.map { "  - { id: \(Self.id($0)), title: \(Self.quoted(Category(id: $0).title)) }" }
        if !collections.isEmpty { lines.append("collections:") }
        for collection in collections {
            lines += ["  - id: \(Self.id(collection.id))", "    title: \(Self.quoted(collection.title))", "    folder: \(Self.id(collection.id))",
                      "    permalink: \(Self.quoted(collection.permalink))"]
            if !collection.platforms.isEmpty { lines.append("    platforms: [\(collection.platforms.joined(separator: ", "))]") }
            if !collection.categories.isEmpty { lines.append("    categories: [\(collection.categories.map(Self.id).joined(separator: ", "))]") }
            lines.append("    required: [\(collection.required.map(Self.requiredWord).joined(separator: ", "))]")
        }
        if !videos.isEmpty { lines.append("videos:") }
        for video in videos {
            let id = TitleSlug.make(from: video.title) ?? video.directory
            lines.append("  - { id: \(Self.id(id)), title: \(Self.quoted(video.title)), folder: \(Self.id(video.directory)) }")
        }
        if !exampleStylesheets.isEmpty || !exampleScripts.isEmpty {
            lines.append("# The catalog's own styles and scripts, which its examples were made to run with.")
            lines.append("examples:")
            if !exampleStylesheets.isEmpty { lines.append("  stylesheets: [\(exampleStylesheets.map(Self.quoted).joined(separator: ", "))]") }
            if !exampleScripts.isEmpty { lines.append("  scripts: [\(exampleScripts.map(Self.quoted).joined(separator: ", "))]") }
        }
        if !redirects.isEmpty {
            lines.append("# Pages Jekyll published elsewhere: a redirect page at each old address keeps links working.")
            lines.append("redirects:")
            lines += redirects.map { "  \(Self.quoted($0.address)): \(Self.quoted($0.target))" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The platforms a collection's name suggests: `checklist-web` → web, `checklist-native` → iOS and Android.
    static func platforms(forCollection id: String) -> [String] {
        let words = id.split(separator: "-")
        if words.contains("web") { return ["web"] }
        if words.contains(where: { ["native", "app", "apps", "mobile"].contains($0) }) { return ["ios", "android"] }
        if words.contains("ios") { return ["ios"] }
        if words.contains("android") { return ["android"] }
        if words.contains("desktop") { return ["windows", "macos"] }
        if words.contains("windows") { return ["windows"] }
        if words.contains("macos") { return ["macos"] }
        return []
    }

    /// The platforms a collection's name may suggest beyond iOS, Android and web, with their titles.
    static let platformTitles = ["windows": "Windows", "macos": "macOS"]

    /// A `required:` word, quoted when a screen-reader key holds more than an id's characters (`screenreader.column header`).
    static func requiredWord(_ word: String) -> String {
        word.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." || $0 == "_" } ? word : quoted(word)
    }

    /// A YAML double-quoted scalar: a JSON string literal is one, escapes included.
    static func quoted(_ text: String) -> String { TextEscaping.jsonString(text) }

    /// An id as it stands: plain when it is lower-case letters, digits and hyphens, quoted otherwise.
    static func id(_ text: String) -> String { TitleSlug.make(from: text) == text ? text : quoted(text) }
}
