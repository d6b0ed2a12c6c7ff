import PatternsDiagnostics

/// Cross-file checks that need the whole site: unique slugs and titles, links that reach real
/// files and headings.
struct SiteAssembler {
    let templateAnchors: TemplateAnchors
    let diagnostics: DiagnosticEngine

    /// `sourcePaths` lists every file found, including those that failed to parse, so a link to a
    /// broken file is not also reported as broken.
    func assemble(config: SiteConfig, entries: [PatternEntry], guides: [Guide], assets: [String],
                  examples: ExampleLibrary = ExampleLibrary(), sourcePaths: [String]) -> Site {
        let bySource = entries.sorted { $0.sourcePath < $1.sourcePath }
        reportRepeats(in: bySource, key: \.pagePath) { entry, first in
            diagnostics.diagnose(.duplicateSlug(entry.slug, firstUsedBy: first.sourcePath.text), file: entry.sourcePath.text, at: nil)
        }
        reportRepeats(in: bySource, key: { [$0.collection, $0.title.lowercased()] }) { entry, first in
            diagnostics.diagnose(.duplicateTitle(entry.title, firstUsedBy: first.sourcePath.text), file: entry.sourcePath.text,
                                 at: SourceRange(at: entry.titleLocation ?? SourceLocation(line: 1, column: 1)))
        }
        var anchors = AnchorTable(templateAnchors: templateAnchors, entries: entries, guides: guides)
        let existing = Set(assets).union(sourcePaths).union(examples.files.values.map(\.sourcePath))
        let bodies = entries.map { ($0.sourcePath.text, $0.body) } + guides.map { ($0.sourcePath.text, $0.body) }
        for (file, body) in bodies {
            for reference in body.localReferences where existing.contains(reference.targetPath) {
                guard let fragment = reference.fragment, !fragment.isEmpty,
                      let targetAnchors = anchors.anchors(of: reference.targetPath), !targetAnchors.contains(fragment) else { continue }
                diagnostics.diagnose(
                    .missingAnchor(fragment, in: reference.targetPath == file ? nil : reference.targetPath,
                                   suggestion: closestMatch(to: fragment, in: Array(targetAnchors))),
                    file: file, at: SourceRange(at: reference.location))
            }
            for reference in body.localReferences where !existing.contains(reference.targetPath) {
                diagnostics.diagnose(.brokenLink(reference.destination, target: reference.targetPath, isImage: reference.isImage),
                                     file: file, at: SourceRange(at: reference.location))
            }
        }
        checkRedirects(config.redirects, existing: existing, entries: entries, guides: guides)
        FileNameClashes.reportPages(entries.map { ($0.sourcePath.text, $0.pagePath) } + guides.map { ($0.sourcePath.text, $0.pagePath) }, to: diagnostics)
        checkGeneratedPaths(templateAnchors.generated, entries: entries, guides: guides, assets: assets)
        return Site(config: config, entries: entries, guides: guides, assets: assets, examples: examples)
    }

    /// Each redirect leads to a file that exists, and stands where no page is published.
    private func checkRedirects(_ redirects: [Redirect], existing: Set<String>, entries: [PatternEntry], guides: [Guide]) {
        guard !redirects.isEmpty else { return }
        let pages = Dictionary(entries.map { ($0.pagePath, $0.sourcePath) } + guides.map { ($0.pagePath, $0.sourcePath) }) { first, _ in first }
        for redirect in redirects {
            if !existing.contains(redirect.target) {
                diagnostics.diagnose(.redirectTargetMissing(redirect.target), file: SiteLayout.configFile, at: redirect.range)
            } else if let page = pages[redirect.page] {
                diagnostics.diagnose(.redirectOverPage(redirect.address, page: page.text), file: SiteLayout.configFile, at: redirect.range)
            }
        }
    }

    /// No entry, guide or copied file is published where the site writes a file of its own.
    private func checkGeneratedPaths(_ generated: GeneratedOutputs, entries: [PatternEntry], guides: [Guide], assets: [String]) {
        let published = entries.map { ($0.sourcePath.text, $0.pagePath) } + guides.map { ($0.sourcePath.text, $0.pagePath) }
            + assets.compactMap { asset in SiteLayout.assetOutput(forSource: asset).map { (asset, $0) } }
        for (source, output) in published.sorted(by: { $0.0 < $1.0 }) {
            guard let what = generated.generated(at: output) else { continue }
            diagnostics.diagnose(.generatedPath(output, generated: what), file: source, at: SourceRange(at: SourceLocation(line: 1, column: 1)))
        }
    }

    /// Calls `report` for each entry whose key an earlier entry already has, with that earlier entry.
    private func reportRepeats<Key: Hashable>(in entries: [PatternEntry], key: (PatternEntry) -> Key,
                                              report: (PatternEntry, PatternEntry) -> Void) {
        var first: [Key: PatternEntry] = [:]
        for entry in entries {
            if let earlier = first[key(entry)] { report(entry, earlier) } else { first[key(entry)] = entry }
        }
    }
}

/// The ids a link's `#fragment` may name on each page, made only for pages a fragment link
/// targets: a set for every page of a 100,000-entry site took about 110 MB at once.
private struct AnchorTable {
    private let templateAnchors: TemplateAnchors
    private let entries: [String: PatternEntry]
    private let guides: [String: Guide]
    private var made: [String: Set<String>] = [:]

    init(templateAnchors: TemplateAnchors, entries: [PatternEntry], guides: [Guide]) {
        self.templateAnchors = templateAnchors
        self.entries = Dictionary(entries.map { ($0.sourcePath.text, $0) }) { first, _ in first }
        self.guides = Dictionary(guides.map { ($0.sourcePath.text, $0) }) { first, _ in first }
    }

    /// The anchors of the page made from `source`; nil when no entry or guide is read from it.
    mutating func anchors(of source: String) -> Set<String>? {
        if let known = made[source] { return known }
        let anchors: Set<String>
        if let entry = entries[source] {
            // Each platform's tips for a section have an id of the same scheme (`tips-android-role`).
            let tipGroups = entry.tipOutline.flatMap { section in section.platforms.map(section.anchor(for:)) }
            anchors = templateAnchors.entry.union(entry.body.headings.map(\.anchor)).union(tipGroups)
        } else if let guide = guides[source] {
            anchors = templateAnchors.guide.union(guide.body.headings.map(\.anchor))
        } else {
            return nil
        }
        made[source] = anchors
        return anchors
    }
}
