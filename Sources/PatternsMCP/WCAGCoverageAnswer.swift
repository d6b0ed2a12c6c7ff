import PatternsCore

/// `wcag_coverage`: the entries citing one success criterion, or, without one, how the catalog
/// covers WCAG 2.2's level A and AA criteria (the levels most policies require).
struct WCAGCoverageAnswer {
    let text: String

    init(catalog: Catalog, sc: String?) throws {
        let citations = catalog.citations
        guard let sc else {
            text = Self.summary(citations, entries: catalog.site.entries)
            return
        }
        guard let criterion = WCAGIndex.criterion(id: sc) else {
            throw ToolError.unknown("WCAG 2.2 success criterion", sc, closest: WCAGIndex.suggestion(for: sc).map { [$0] } ?? [],
                                    where: "")
        }
        var lines = ["\(criterion.label), \(criterion.guideline)" + (criterion.isObsolete ? " (obsolete in WCAG 2.2)" : "")]
        let cited = citations.citations(of: criterion.id)
        if cited.isEmpty {
            lines.append("No entry cites it.")
        } else {
            lines.append("Cited by \(cited.count) \(cited.count == 1 ? "entry" : "entries"):")
            for citation in cited {
                var line = "- \(citation.entry.title) (\(catalog.name(of: citation.entry.id)))"
                if !citation.criteria.isEmpty { line += ": " + citation.criteria.joined(separator: "; ") }
                lines.append(line)
            }
        }
        lines.append("Understanding \(criterion.id): \(criterion.understandingURL)")
        text = lines.joined(separator: "\n")
    }

    /// Each level A and AA criterion some entry cites with how many do, the ones none cites, and
    /// the AAA criteria cited.
    private static func summary(_ citations: WCAGCitations, entries: [PatternEntry]) -> String {
        let entryCount = entries.count
        let required = WCAGIndex.current.filter { $0.level != .aaa }
        let cited = required.filter { !citations.citations(of: $0.id).isEmpty }
        let uncited = required.filter { citations.citations(of: $0.id).isEmpty }
        func count(_ criterion: SuccessCriterion) -> String {
            let number = citations.citations(of: criterion.id).count
            return "\(number) \(number == 1 ? "entry" : "entries")"
        }
        var lines = ["WCAG 2.2 levels A and AA: \(cited.count) of \(required.count) success criteria are cited by the catalog's "
                     + "\(entryCount) \(entryCount == 1 ? "entry" : "entries")."]
        if !cited.isEmpty {
            lines += ["", "Cited:"] + cited.map { "- \($0.label): \(count($0))" }
        }
        if !uncited.isEmpty {
            lines += ["", "Not cited by any entry (\(uncited.count)):"] + uncited.map { "- \($0.label)" }
        }
        let beyond = WCAGIndex.current.filter { $0.level == .aaa && !citations.citations(of: $0.id).isEmpty }
        if !beyond.isEmpty {
            lines += ["", "Level AAA criteria cited:"] + beyond.map { "- \($0.label): \(count($0))" }
        }
        let silent = entries.count { $0.wcag.citedIDs.isEmpty }
        if silent > 0 { lines += ["", "\(silent) \(silent == 1 ? "entry cites" : "entries cite") no success criterion."] }
        return lines.joined(separator: "\n")
    }
}
