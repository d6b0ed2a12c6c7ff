/// Jekyll's permalink styles, turned into the `permalink:` of a `patterns` collection or the old
/// address of a page, so what was published keeps its address.
enum JekyllPermalink {
    /// A collection's address pattern with `:slug`: `/:collection/:name/` → `/checklist-web/:slug/`;
    /// nil when it uses placeholders a collection cannot fill (`:categories`, dates).
    static func collection(_ permalink: String?, id: String, pretty: Bool) -> String? {
        var pattern = permalink ?? (pretty ? "pretty" : "/:collection/:path:output_ext")
        if pattern == "pretty" { pattern = "/:collection/:path/" }
        pattern = pattern.replacingOccurrences(of: ":collection", with: id)
            .replacingOccurrences(of: ":output_ext", with: ".html")
        for name in [":path", ":name", ":title"] {
            pattern = pattern.replacingOccurrences(of: name, with: ":slug")
        }
        let placeholders = pattern.split(separator: ":").dropFirst().map { $0.prefix { $0.isLetter || $0 == "_" } }
        guard pattern.contains(":slug"), placeholders.allSatisfy({ $0 == "slug" }) else { return nil }
        return pattern
    }

    /// The name Jekyll writes for a document's placeholder in its collection's permalink, which the
    /// imported entry takes as its file name (its slug): `:name` and `:slug` are slugified
    /// (`Focus` → `focus`, `loading_spinner` → `loading-spinner`), `:title` keeps case and more
    /// punctuation, `:path` keeps the file's name as it is.
    static func slug(of stem: String, frontMatterSlug: String?, permalink: String?, pretty: Bool) -> String {
        let pattern = permalink ?? (pretty ? "pretty" : "/:collection/:path:output_ext")
        if pattern == "pretty" || pattern.contains(":path") { return stem }
        if pattern.contains(":title") { return JekyllSlug.make(frontMatterSlug ?? stem, mode: .pretty, cased: true) }
        if pattern.contains(":slug") { return JekyllSlug.make(frontMatterSlug ?? stem) }
        if pattern.contains(":name") { return JekyllSlug.make(stem) }
        return stem
    }

    /// The address of an entry published by `pattern` (`/checklist-web/:slug/`).
    static func address(of slug: String, pattern: String) -> String {
        pattern.replacingOccurrences(of: ":slug", with: slug)
    }

    /// The address Jekyll gave a page at `path` (relative to SRC) without a `permalink:` of its own.
    static func page(_ path: String, pretty: Bool) -> String {
        let stem = path.split(separator: ".").dropLast().joined(separator: ".")
        if stem == "index" || stem.hasSuffix("/index") { return "/" + stem.dropLast("index".count) }
        return pretty ? "/\(stem)/" : "/\(stem).html"
    }
}
