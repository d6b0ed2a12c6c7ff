import PatternsDiagnostics

extension Rule {
    /// The rules whose findings depend on more than one file (all checked by `SiteAssembler`); the
    /// incremental build re-checks the whole site when a file with such a finding changes.
    public static let crossFileRuleIDs: Set<String> = [duplicateSlug.id, duplicateTitle.id, missingAnchor.id, brokenLink.id]
}

/// Cross-file checks that need the whole site: unique slugs and links that reach real files.
enum SiteAssembler {
    /// `sourcePaths` lists every file found, including those that failed to parse, so a link to a
    /// broken file is not also reported as broken.
    static func assemble(config: SiteConfig, entries: [PatternEntry], guides: [Guide], assets: [String],
                         sourcePaths: [String], diagnostics: inout [Diagnostic]) -> Site {
        var firstBySlug: [String: PatternEntry] = [:]
        for entry in entries.sorted(by: { $0.sourcePath < $1.sourcePath }) {
            if let first = firstBySlug[entry.slug] {
                diagnostics.append(Diagnostic(
                    .duplicateSlug, "entry slug '\(entry.slug)' is also used by \(first.sourcePath)",
                    file: entry.sourcePath, at: nil,
                    hint: "rename one of the files; entries are published at patterns/<file name>/"))
            } else {
                firstBySlug[entry.slug] = entry
            }
        }

        var firstByTitle: [String: PatternEntry] = [:]
        for entry in entries.sorted(by: { $0.sourcePath < $1.sourcePath }) {
            let key = entry.title.lowercased()
            if let first = firstByTitle[key] {
                diagnostics.append(Diagnostic(
                    .duplicateTitle, "title '\(entry.title)' is also used by \(first.sourcePath)", file: entry.sourcePath,
                    at: SourceRange(at: entry.titleLocation ?? SourceLocation(line: 1, column: 1)),
                    hint: "give each entry a distinct title"))
            } else {
                firstByTitle[key] = entry
            }
        }

        var anchors: [String: Set<String>] = [:]
        for entry in entries {
            anchors[entry.sourcePath] = SitePaths.entryTemplateAnchors.union(entry.body.headings.map(\.anchor))
        }
        for guide in guides {
            anchors[guide.sourcePath] = SitePaths.guideTemplateAnchors.union(guide.body.headings.map(\.anchor))
        }
        let existing = Set(assets).union(sourcePaths)
        let bodies = entries.map { ($0.sourcePath, $0.body) } + guides.map { ($0.sourcePath, $0.body) }
        for (file, body) in bodies {
            for reference in body.localReferences where existing.contains(reference.targetPath) {
                guard let fragment = reference.fragment, !fragment.isEmpty,
                      let targetAnchors = anchors[reference.targetPath], !targetAnchors.contains(fragment) else { continue }
                let suggestion = closestMatch(to: fragment, in: Array(targetAnchors)).map { "did you mean '#\($0)'?" }
                diagnostics.append(Diagnostic(
                    .missingAnchor, "'#\(fragment)' is not a heading of \(reference.targetPath == file ? "this page" : reference.targetPath)",
                    file: file, at: SourceRange(at: reference.location),
                    hint: suggestion ?? "anchors are heading texts in lowercase with hyphens, such as '#focus-order'"))
            }
            for reference in body.localReferences where !existing.contains(reference.targetPath) {
                let what = reference.isImage ? "image" : "link"
                let message = reference.targetPath.isEmpty
                    ? "\(what) '\(reference.destination)' points outside the site"
                    : "\(what) '\(reference.destination)' points to \(reference.targetPath), which does not exist"
                diagnostics.append(Diagnostic(
                    .brokenLink, message, file: file, at: SourceRange(at: reference.location),
                    hint: "fix the path (it is relative to this file's folder), or remove the \(what)"))
            }
        }
        return Site(config: config, entries: entries, guides: guides, assets: assets)
    }
}
