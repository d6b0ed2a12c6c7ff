import PatternsCore

/// An entry's criteria in Cucumber's Gherkin, tagged by platform and way of testing, one scenario
/// each: on its own as a `.feature` file, or as a `Rule` of a feature that gathers several entries
/// (a Gherkin document holds one feature, so a checklist of several entries is one feature with a
/// rule per entry).
public struct GherkinFeature {
    let entry: EntrySummary
    let criteria: AcceptanceCriteria

    /// The first line of the feature that gathers several entries' rules.
    public static let gatheringFeatureLine = GherkinKeyword.feature.title("Accessibility acceptance criteria")

    /// The entry's `.feature` file.
    var text: String {
        var lines = tags.isEmpty ? [] : [tags]
        lines.append(GherkinKeyword.feature.title(oneLine(entry.title)))
        lines.append("  \(criteria.howToTestTitle).")
        lines += criteria.scenarioBlocks(depth: 1, tagged: true, entry: entry.id).flatMap(\.lines)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The entry as a rule of a gathering feature, the page's address (when known) as a comment.
    func rule(address: String?) -> PlatformText {
        var text = PlatformText()
        if !tags.isEmpty { text.append("  " + tags) }
        text.append("  " + GherkinKeyword.rule.title(oneLine(entry.title)))
        text.append("    \(criteria.howToTestTitle).")
        if let address { text.append("    # \(address)") }
        criteria.scenarioBlocks(depth: 2, tagged: true, entry: entry.id).forEach { text.append($0) }
        return text
    }

    /// The feature gathering `rules`, as the checklist copies and `patterns export` writes it.
    static func gathering(_ rules: [String]) -> String {
        ChecklistText.document([gatheringFeatureLine] + rules)
    }

    private var tags: String {
        var tags = entry.platforms.map { "@\($0.id)" }
        if !entry.keyboard.isEmpty { tags.append("@keyboard") }
        if !entry.mobile.isEmpty || entry.screenReader.name != nil { tags.append("@screenreader") }
        if !entry.settings.isEmpty { tags.append("@settings") }
        return tags.joined(separator: " ")
    }

    private func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
