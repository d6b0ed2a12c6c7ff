import Foundation
import PatternsCore
import PatternsDiagnostics
import PatternsHTML

extension JekyllImporter {
    /// The stylesheets and scripts the entries' layouts load, planned as files under `content/`
    /// and listed in `examples:`, so every live example runs in its frame as it ran on the catalog's
    /// own page (a carousel turning, tabs switching).
    ///
    /// - Layouts are followed from what the entries name (`layout: entry` → its `layout: default`),
    ///   their `{% include %}`s inlined, and the `<link rel=stylesheet>` and `<script src>` read
    ///   with libxml2's HTML parser, in page order.
    /// - A stylesheet Jekyll compiles from Sass (`assets/main.scss` with front matter, importing
    ///   from `_sass/`) is compiled with Debian's `sassc`; a `-dev` variant of one already taken is left out.
    /// - A script from a CDN is not fetched by an import; jQuery is taken from Debian's
    ///   `libjs-jquery` when it is installed, anything else (analytics) is left out with a note.
    struct ExampleResourcesPlan {
        var files: [PlannedFile] = []
        var stylesheets: [String] = []
        var scripts: [String] = []
        var findings: [Diagnostic] = []
        var notes: [ImportNote] = []
    }

    func exampleResources(entries: [JekyllDocument], baseurl: String) -> ExampleResourcesPlan {
        var plan = ExampleResourcesPlan()
        let paths = Set(source.paths)
        var seen: Set<String> = []
        for link in layoutLinks(entries: entries, paths: paths) {
            guard let url = Self.siteURL(link.url, baseurl: baseurl) else { continue }
            switch link.kind {
            case .stylesheet:
                guard let path = url.path, !seen.contains(path), !Self.isDevelopmentVariant(path, of: seen) else { continue }
                seen.insert(path)
                addStylesheet(path, paths: paths, to: &plan)
            case .script:
                if let path = url.path {
                    guard paths.contains(path), seen.insert(path).inserted else { continue }
                    plan.files.append(PlannedFile(destination: "content/" + path, source: path, contents: .copy))
                    plan.scripts.append(path)
                } else if let external = url.external, seen.insert(external).inserted {
                    addExternalScript(external, to: &plan)
                }
            }
        }
        if !plan.stylesheets.isEmpty || !plan.scripts.isEmpty {
            plan.notes.append(ImportNote(file: "patterns.yml", source: nil, message: "examples: every example frame gets "
                + (plan.stylesheets + plan.scripts).joined(separator: ", ") + ", which the catalog's layouts load around its examples"))
        }
        return plan
    }

    /// `{{ site.baseurl }}/assets/a.js?{{ site.time }}` or `{{ '/assets/a.js' | relative_url }}` → the
    /// site path `assets/a.js`; an absolute URL elsewhere → external.
    static func siteURL(_ written: String, baseurl: String) -> (path: String?, external: String?)? {
        var url = LiquidTag.replacing(in: written[...]) { tag in
            if tag.form == .output, ["site.baseurl", "site.url"].contains(tag.name) { return "" }
            return LiquidLinkRewriter.quotedSitePath(tag)
        }
        if let query = url.firstIndex(where: { $0 == "?" || $0 == "#" }) { url = String(url[..<query]) }
        if url.hasPrefix("http://") || url.hasPrefix("https://") || url.hasPrefix("//") { return (nil, url) }
        guard !url.contains("{"), url.hasPrefix("/") || !url.contains(":") else { return nil }
        var path = url.drop { $0 == "/" }
        let base = baseurl.drop { $0 == "/" }
        if !base.isEmpty, path.hasPrefix(base + "/") { path = path.dropFirst(base.count + 1) }
        let parts = path.split(separator: "/")
        guard !parts.isEmpty, !parts.contains("..") else { return nil }
        return (parts.joined(separator: "/"), nil)
    }

    /// `assets/main-dev.css` when `assets/main.css` is already taken: layouts pick one or the other with Liquid conditions.
    static func isDevelopmentVariant(_ path: String, of taken: Set<String>) -> Bool {
        guard let dot = path.lastIndex(of: ".") else { return false }
        let stem = path[..<dot]
        return stem.hasSuffix("-dev") && taken.contains(String(stem.dropLast(4)) + path[dot...])
    }

    private func addStylesheet(_ path: String, paths: Set<String>, to plan: inout ExampleResourcesPlan) {
        if paths.contains(path) {
            plan.files.append(PlannedFile(destination: "content/" + path, source: path, contents: .copy))
            plan.stylesheets.append(path)
            return
        }
        let stem = path.hasSuffix(".css") ? String(path.dropLast(4)) : path
        guard let sass = [stem + ".scss", stem + ".sass"].first(where: paths.contains) else {
            plan.findings.append(.leftForAuthor(.importConfig, file: "patterns.yml", source: nil,
                message: "the layouts load the stylesheet /\(path), which is neither in the site nor made from Sass there; examples go without it"))
            return
        }
        let guardProblem = SassImportGuard(root: source.root, loadPaths: ["_sass", (sass as NSString).deletingLastPathComponent].filter { !$0.isEmpty })
            .problem(sassFiles: source.paths.filter { $0.hasSuffix(".scss") || $0.hasSuffix(".sass") })
        let compiled = guardProblem.map { Result<String, SassProblem>.failure(SassProblem(description: $0)) }
            ?? SassCompiler(sourceRoot: source.root).compile(sass)
        switch compiled {
        case .success(let css):
            plan.files.append(PlannedFile(destination: "content/" + path, source: sass, contents: .text(css)))
            plan.stylesheets.append(path)
            plan.notes.append(ImportNote(file: "content/" + path, source: sass, message: "compiled from \(sass) with sassc, as Jekyll compiles it"))
        case .failure(let problem):
            plan.findings.append(.leftForAuthor(.importConfig, file: "content/" + path, source: sass,
                message: "\(sass) could not be compiled: \(problem); fix the stylesheet and import again (until then the examples go without the catalog's styles)"))
        }
    }

    private func addExternalScript(_ url: String, to plan: inout ExampleResourcesPlan) {
        let name = url.split(separator: "/").last.map(String.init) ?? url
        if name.lowercased().hasPrefix("jquery"), !name.lowercased().contains("validate"),
           let text = try? String(contentsOfFile: Self.debianJQuery, encoding: .utf8) {
            let path = "assets/vendor/jquery.min.js"
            plan.files.append(PlannedFile(destination: "content/" + path, source: nil, contents: .text(text)))
            plan.scripts.append(path)
            plan.notes.append(ImportNote(file: "content/" + path, source: nil,
                message: "jQuery, which the layouts load from \(url), copied from Debian's libjs-jquery (\(Self.debianJQuery))"))
            return
        }
        // Analytics, widgets and the like are the site's, not the examples': left out, and said so.
        plan.notes.append(ImportNote(file: "patterns.yml", source: nil,
            message: "the layouts load \(url), which an import does not fetch; if an example needs it, save it under content/ and add it to examples: scripts"))
    }

    /// The links of the layouts the entries use, their parents and includes, in page order, without repeats.
    private func layoutLinks(entries: [JekyllDocument], paths: Set<String>) -> [HTMLResourceLinks.Link] {
        var layouts: [String] = []
        // Each layout the entries name, once, in the order first named; then its parents.
        var named: [String] = []
        for entry in entries {
            if let name = entry.frontMatter?["layout"]?.scalar?.value, !named.contains(name) { named.append(name) }
        }
        for first in named {
            var name: String? = first
            var depth = 0
            while let current = name, depth < 8 {
                depth += 1
                let path = "_layouts/\(current).html"
                guard paths.contains(path), !layouts.contains(path), let text = try? source.text(path) else { break }
                layouts.append(path)
                name = JekyllDocument(path: path, text: text).frontMatter?["layout"]?.scalar?.value
            }
        }
        var links: [HTMLResourceLinks.Link] = []
        // Outer layouts first: the page's head comes from them.
        for path in layouts.reversed() {
            guard let text = try? source.text(path) else { continue }
            let expanded = expandingIncludes(JekyllDocument(path: path, text: text).body, paths: paths, depth: 0)
            for link in HTMLResourceLinks.scan(expanded) where !links.contains(link) { links.append(link) }
        }
        return links
    }

    /// Layout text with each `{% include FILE %}` replaced by `_includes/FILE`, to a depth of 4.
    private func expandingIncludes(_ text: String, paths: Set<String>, depth: Int) -> String {
        guard depth < 4 else { return text }
        return LiquidTag.replacing(in: text[...]) { tag in
            guard tag.form == .tag, tag.name == "include", let file = tag.arguments.first, !file.contains("{") else { return nil }
            let path = "_includes/" + file.drop { $0 == "/" }
            guard paths.contains(path), let included = try? source.text(path) else { return nil }
            return expandingIncludes(included, paths: paths, depth: depth + 1)
        }
    }

    static let debianJQuery = "/usr/share/javascript/jquery/jquery.min.js"
}
