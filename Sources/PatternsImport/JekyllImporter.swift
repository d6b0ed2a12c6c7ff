import PatternsCore

/// Reads a Jekyll pattern catalog and plans the `patterns` site made from it: entries with their
/// front matter byte for byte and converted bodies, guides, examples, videos and `patterns.yml`.
///
/// Only plans; `ImportPlanWriter` writes. Nothing in SRC is ever changed.
public struct JekyllImporter {
    public let source: JekyllSourceTree

    public init(source: JekyllSourceTree) {
        self.source = source
    }

    /// A document to convert: where it comes from and goes, and what it is.
    private struct Conversion {
        var source: String
        var destination: String
        var document: JekyllDocument
        var isEntry: Bool
    }

    public func plan() throws(JekyllImportError) -> ImportPlan {
        let config = try JekyllConfig.read(source.text(JekyllConfig.file)).get()
        var plan = ImportPlan()
        var documents: [(path: String, collection: String, document: JekyllDocument)] = []
        var pages: [String] = []
        var examples: [String: String] = [:]
        var media: [(path: String, collection: String, directory: String, file: String)] = []
        var images: [String] = []
        for path in source.paths {
            switch JekyllFileKind(path: path, collections: config.collections.map(\.id), exclude: config.exclude) {
            case .config: continue
            case .document(let collection):
                if let document = read(path, skipping: &plan.skipped) { documents.append((path, collection, document)) }
            case .documentTemplate: plan.skipped.append(SkippedFile(path: path, reason: "template for new entries (its name starts with _)"))
            case .example(let name): examples[name] = path
            case .videoMedia(let collection, let directory, let file): media.append((path, collection, directory, file))
            case .image: images.append(path)
            case .page: pages.append(path)
            case .notImported(let reason): plan.skipped.append(SkippedFile(path: path, reason: reason))
            }
        }

        let patternCollections = config.collections.filter { collection in
            documents.contains { $0.collection == collection.id && $0.document.isPatternEntry }
        }
        var permalinks: [String: String] = [:]
        for collection in patternCollections {
            if let pattern = JekyllPermalink.collection(collection.permalink, id: collection.id, pretty: config.prettyPermalinks) {
                permalinks[collection.id] = pattern
            } else {
                permalinks[collection.id] = "/\(collection.id)/:slug/"
                plan.findings.append(ImportFinding(.config, file: JekyllConfig.file, source: nil,
                    message: "permalink '\(collection.permalink ?? "")' of collection '\(collection.id)' has no equivalent; its entries are published at /\(collection.id)/<name>/"))
            }
        }

        var addresses = JekyllAddressBook()
        var conversions: [Conversion] = []
        for (path, collection, document) in documents {
            let inside = path.split(separator: "/").dropFirst().joined(separator: "/")
            let stem = Self.stem(of: path)
            if let pattern = permalinks[collection] {
                let destination = "content/\(collection)/\(Self.markdownPath(inside))"
                addresses.add(source: path, address: document.permalink ?? JekyllPermalink.address(of: stem, pattern: pattern), destination: destination)
                conversions.append(Conversion(source: path, destination: destination, document: document, isEntry: true))
            } else {
                let destination = "content/guides/\(collection)/\(Self.markdownPath(inside))"
                let pattern = JekyllPermalink.collection(config.collections.first { $0.id == collection }?.permalink, id: collection, pretty: config.prettyPermalinks)
                addresses.add(source: path, address: document.permalink ?? pattern.map { JekyllPermalink.address(of: stem, pattern: $0) } ?? "",
                              destination: destination)
                conversions.append(Conversion(source: path, destination: destination, document: document, isEntry: false))
            }
        }
        for path in pages {
            if let reason = Self.reasonNotImported(page: path) {
                plan.skipped.append(SkippedFile(path: path, reason: reason))
                continue
            }
            guard let document = read(path, skipping: &plan.skipped) else { continue }
            guard document.hasFrontMatter else {
                plan.skipped.append(SkippedFile(path: path, reason: "no front matter: Jekyll publishes it unchanged, it is not a page"))
                continue
            }
            let destination = "content/guides/\(Self.markdownPath(path))"
            addresses.add(source: path, address: document.permalink ?? JekyllPermalink.page(path, pretty: config.prettyPermalinks), destination: destination)
            conversions.append(Conversion(source: path, destination: destination, document: document, isEntry: false))
        }
        for path in images {
            addresses.add(source: path, address: "/" + path, destination: "content/" + path)
            plan.files.append(PlannedFile(destination: "content/" + path, source: path, contents: .copy))
        }

        let converter = JekyllBodyConverter(examples: Set(examples.keys), addresses: addresses)
        for conversion in conversions {
            let output = converter.convert(conversion.document.body, firstLine: conversion.document.bodyFirstLine,
                                           file: conversion.destination, source: conversion.source)
            plan.files.append(PlannedFile(destination: conversion.destination, source: conversion.source,
                                          contents: .text(String(conversion.document.frontMatterText) + output.text)))
            plan.findings += output.findings
            plan.counts.add(output.counts)
            if conversion.isEntry { plan.counts.entries += 1 } else { plan.counts.guides += 1 }
        }
        for (name, path) in examples.sorted(by: { $0.key < $1.key }) {
            plan.files.append(PlannedFile(destination: "content/examples/\(name).html", source: path, contents: .copy))
            plan.counts.examples += 1
        }
        planVideos(media, config: config, into: &plan)

        let entries = conversions.filter(\.isEntry).map(\.document)
        plan.files.append(PlannedFile(destination: "patterns.yml", source: nil,
                                      contents: .text(configText(config, collections: patternCollections, permalinks: permalinks,
                                                                 entries: entries, findings: &plan.findings).text)))
        plan.files.sort { $0.destination < $1.destination }
        plan.skipped.sort { $0.path < $1.path }
        plan.findings.sort { ($0.file, $0.line ?? 0, $0.column ?? 0) < ($1.file, $1.line ?? 0, $1.column ?? 0) }
        return plan
    }

    /// The document at `path`; nil, with the file listed as not imported, when it cannot be read as UTF-8 text.
    private func read(_ path: String, skipping skipped: inout [SkippedFile]) -> JekyllDocument? {
        do {
            return JekyllDocument(path: path, text: try source.text(path))
        } catch {
            skipped.append(SkippedFile(path: path, reason: error.description))
            return nil
        }
    }

    /// Why a page is not imported as a guide, if it is not: HTML demo pages and the home page.
    private static func reasonNotImported(page path: String) -> String? {
        if path.hasSuffix(".html") { return "demo page (HTML): its examples are imported from _includes/examples/" }
        if ["index.md", "index.markdown"].contains(path) { return "home page: the generated home page replaces it" }
        return nil
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
