import PatternsCore

/// A Cucumber `.feature` file for one entry: tagged by platform and way of testing, one scenario each.
struct GherkinFeature {
    let entry: PatternEntry
    let criteria: AcceptanceCriteria

    var text: String {
        var tags = entry.platforms.map { "@\($0.id)" }
        if !entry.keyboard.isEmpty { tags.append("@keyboard") }
        if !entry.mobile.isEmpty || entry.screenReader.name != nil { tags.append("@screenreader") }
        if !entry.settings.isEmpty { tags.append("@settings") }
        var lines: [String] = []
        if !tags.isEmpty { lines.append(tags.joined(separator: " ")) }
        lines.append("Feature: \(oneLine(entry.title))")
        lines.append("  \(criteria.howToTestTitle).")
        for scenario in criteria.gherkin {
            lines.append("")
            lines.append("  @\(scenario.id)")
            lines.append("  Scenario: \(scenario.title)")
            lines += scenario.steps.map { "    " + Self.cucumberStep($0) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Cucumber's keywords are case-sensitive: `GIVEN` in the page's text becomes `Given` here. A
    /// connector Gherkin does not know (`or`, `if tab activation is manual`) becomes an `And` step
    /// that keeps the condition in its text.
    static func cucumberStep(_ step: AcceptanceCriteria.Step) -> String {
        let connector = step.connector.lowercased()
        guard step.isGherkinKeyword else { return "And \(connector): \(step.text)" }
        return connector.prefix(1).uppercased() + connector.dropFirst() + " " + step.text
    }

    private func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
