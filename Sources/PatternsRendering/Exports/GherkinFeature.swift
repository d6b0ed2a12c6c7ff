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
            lines += scenario.lines.map { "    " + Self.cucumberKeyword($0) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Cucumber's keywords are case-sensitive: `GIVEN` in the page's text becomes `Given` here.
    static func cucumberKeyword(_ step: String) -> String {
        for keyword in ["GIVEN", "WHEN", "THEN", "AND"] where step.hasPrefix(keyword + " ") {
            return keyword.prefix(1) + keyword.dropFirst().lowercased() + step.dropFirst(keyword.count)
        }
        return "* " + step
    }

    private func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
