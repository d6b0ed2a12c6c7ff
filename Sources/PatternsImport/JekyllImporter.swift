import PatternsCore
import PatternsDiagnostics

/// Reads a Jekyll pattern catalog and plans the `patterns` site made from it: entries with their
/// front matter byte for byte and converted bodies, guides, examples, videos and `patterns.yml`.
///
/// Only plans; `ImportPlanWriter` writes. Nothing in SRC is ever changed.
public struct JekyllImporter {
    public let source: JekyllSourceTree

    public init(source: JekyllSourceTree) {
        self.source = source
    }

    public func plan() throws(JekyllImportError) -> ImportPlan {
        let config = try JekyllConfig.read(source.text(JekyllConfig.file)).get()
        var plan = ImportPlan()
        var files = JekyllSiteFiles(source: source, config: config)

        // A collection is a pattern collection when any of its documents has testing criteria.
        let patternCollections = config.collections.filter { collection in
            files.documents.contains { $0.collection == collection.id && $0.document.isPatternEntry }
        }
        var permalinks: [String: String] = [:]
        for collection in patternCollections {
            if let pattern = JekyllPermalink.collection(collection.permalink, id: collection.id, pretty: config.prettyPermalinks) {
                permalinks[collection.id] = pattern
            } else {
                permalinks[collection.id] = "/\(collection.id)/:slug/"
                plan.findings.append(.leftForAuthor(.importConfig, file: JekyllConfig.file, source: nil,
                    message: "permalink '\(collection.permalink ?? "")' of collection '\(collection.id)' has no equivalent; its entries are published at /\(collection.id)/<name>/"))
            }
        }

        var addresses = JekyllAddressBook()
        var entrySlugs: [String: String] = [:]
        let conversions = self.conversions(of: &files, config: config, permalinks: permalinks, addresses: &addresses,
                                           entrySlugs: &entrySlugs, notes: &plan.notes)
        for path in files.images {
            addresses.add(source: path, address: "/" + path, destination: "content/" + path)
            plan.files.append(PlannedFile(destination: "content/" + path, source: path, contents: .copy))
        }
        let sourcePaths = Set(source.paths)
        let exampleFiles = files.examples
        var converter = JekyllBodyConverter(examples: Set(files.examples.keys), addresses: addresses)
        converter.baseurl = config.baseurl ?? ""
        converter.exampleText = { name in exampleFiles[name].flatMap { try? source.text($0) } }
        converter.sourceText = { path in sourcePaths.contains(path) ? try? source.text(path) : nil }
        converter.includeText = { name in
            let path = "_includes/" + name.drop { $0 == "/" }
            return sourcePaths.contains(path) && !name.contains("..") ? try? source.text(path) : nil
        }
        var referenced: Set<String> = []
        for conversion in conversions {
            let output = converter.convert(conversion.document.body, firstLine: conversion.document.bodyFirstLine,
                                           file: conversion.destination, source: conversion.source, pagePath: conversion.pagePath)
            plan.files.append(PlannedFile(destination: conversion.destination, source: conversion.source,
                                          contents: .text(String(conversion.document.frontMatterText) + output.text)))
            plan.findings += output.findings
            plan.notes += output.notes
            plan.counts.add(output.counts)
            referenced.formUnion(output.referencedFiles.map { String($0.drop { $0 == "/" }) })
            if conversion.isEntry { plan.counts.entries += 1 } else { plan.counts.guides += 1 }
        }
        // Files a converted body shows (a video player's video and captions) are copied at their address.
        for path in referenced.sorted() where sourcePaths.contains(path) {
            plan.files.append(PlannedFile(destination: "content/" + path, source: path, contents: .copy))
            files.skipped.removeAll { $0.path == path }
        }
        for (name, path) in files.examples.sorted(by: { $0.key < $1.key }) {
            let destination = "content/examples/\(name).html"
            // `{{ site.baseurl }}` in an example resolves against its frame document, where a copy of the file would be.
            let text = (try? source.text(path)) ?? ""
            let rewriter = SiteAddressRewriter(page: SiteLayout.exampleFrame(name: name))
            let rewritten = text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { rewriter.rewriteHTMLAttributes(in: $0) }.joined(separator: "\n")
            plan.files.append(PlannedFile(destination: destination, source: path, contents: rewritten == text ? .copy : .text(rewritten)))
            plan.counts.examples += 1
        }
        plan.skipped += files.skipped
        planVideos(files.media, config: config, entrySlugs: entrySlugs, into: &plan)

        // Every page Jekyll published at another address than the new site's gets a redirect page there.
        var redirects: [(address: String, target: String)] = []
        for conversion in conversions {
            guard let old = conversion.oldAddress, old.hasPrefix("/"), !old.contains(":"), !old.contains("{"),
                  SitePaths.page(forAddress: old) != conversion.pagePath else { continue }
            redirects.append((old, conversion.destination))
            plan.notes.append(ImportNote(file: "patterns.yml", source: conversion.source,
                                         message: "redirect from \(old), where Jekyll published it, to \(conversion.destination)"))
        }
        let entries = conversions.filter(\.isEntry).map { (collection: $0.collection ?? "", document: $0.document) }
        let resources = exampleResources(entries: entries.map(\.document), baseurl: config.baseurl ?? "")
        plan.files += resources.files
        plan.findings += resources.findings
        plan.notes += resources.notes
        let used = Set(resources.files.compactMap(\.source))
        plan.skipped.removeAll { used.contains($0.path) }
        plan.files.append(PlannedFile(destination: "patterns.yml", source: nil,
                                      contents: .text(configText(config, collections: patternCollections, permalinks: permalinks,
                                                                 entries: entries, redirects: redirects,
                                                                 examples: (resources.stylesheets, resources.scripts), findings: &plan.findings,
                                                                 notes: &plan.notes).text)))
        plan.files.sort { $0.destination < $1.destination }
        plan.skipped.sort { $0.path < $1.path }
        plan.findings.sort { ($0.file, $0.location?.line ?? 0, $0.location?.column ?? 0) < ($1.file, $1.location?.line ?? 0, $1.location?.column ?? 0) }
        return plan
    }

    static func stem(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.split(separator: ".").count > 1 ? name.split(separator: ".").dropLast().joined(separator: ".") : name
    }

    /// `a/b.markdown` → `a/b.md`: the extension `patterns` reads.
    static func markdownPath(_ path: String) -> String {
        path.hasSuffix(".markdown") ? String(path.dropLast(".markdown".count)) + ".md" : path
    }
}
