import PatternsDiagnostics

// Rules about an entry's `wcag:` mapping, checked against the bundled WCAG 2.2 index.
// Each rule's id is a public contract (CI logs, `rules:` in patterns.yml, `patterns explain`): ids never change.
extension Rule {
    public static let wcagPrinciple = Rule(
        id: "patterns.entry.wcag-principle", severity: .error,
        summary: "A `wcag:` group is named something other than one of WCAG's four principles, so its criteria are not shown.",
        fix: "Name the group Perceivable, Operable, Understandable or Robust.")
    public static let unknownSuccessCriterion = Rule(
        id: "patterns.entry.wcag-unknown-sc", severity: .error,
        summary: "An entry cites a WCAG success criterion that WCAG 2.2 does not have (`2.4.14`).",
        fix: "Correct the number; the hint names the nearest real criterion.")
    public static let wcagWrongPrinciple = Rule(
        id: "patterns.entry.wcag-wrong-principle", severity: .warning,
        summary: "A success criterion is cited under a principle group it does not belong to (2.5.3 Label in Name under Robust), so the WCAG index and exports file it wrongly.",
        fix: "Move the criterion to the group its first digit names (1 Perceivable, 2 Operable, 3 Understandable, 4 Robust); the hint names it.")
    public static let obsoleteSuccessCriterion = Rule(
        id: "patterns.entry.wcag-obsolete-sc", severity: .warning,
        summary: "An entry cites 4.1.1 Parsing, which WCAG 2.2 marks obsolete and removed.",
        fix: "Remove the citation, or cite 4.1.2 Name, Role, Value if that is what the criterion checks.")
}

extension DiagnosticMessage {
    static func wcagNotList(found: String) -> Self {
        Self(.wrongType, "'wcag' must be a list, found \(found)",
             hint: "write '- name: Operable' groups with a 'list:' of '- criteria: …', or success criteria as 'wcag: [2.1.1, 2.4.7]'")
    }

    static func wcagItemNotGroup(found: String) -> Self {
        Self(.wrongType, "each 'wcag' item must be a principle group or a success-criterion id, found \(found)",
             hint: "write '- name: Operable' with 'list:' under it, or an id such as '- 2.1.1'")
    }

    static let wcagGroupWithoutName = Self(
        .missingField, "a 'wcag' group has no 'name'",
        hint: "add 'name: Perceivable', 'Operable', 'Understandable' or 'Robust'")

    static let wcagGroupWithoutList = Self(
        .missingField, "a 'wcag' group has no 'list'",
        hint: "add 'list:' with items such as '- criteria: Is keyboard operable'")

    static func wcagListNotList(found: String) -> Self {
        Self(.wrongType, "'wcag.list' must be a list of criteria, found \(found)",
             hint: "write each item as '- criteria: Is keyboard operable', optionally with 'sc: [2.1.1]'")
    }

    static func wcagCriterionNotMapping(found: String) -> Self {
        Self(.wrongType, "each 'wcag.list' item must be a mapping with 'criteria', found \(found)",
             hint: "write '- criteria: Is keyboard operable', optionally with 'sc: [2.1.1]' under it")
    }

    static let wcagCriterionWithoutText = Self(
        .missingField, "a 'wcag.list' item has no 'criteria'",
        hint: "add 'criteria: …' saying in plain words what must be true")

    static func unknownWCAGPrinciple(_ name: String) -> Self {
        let names = WCAGPrinciple.allCases.map(\.name)
        let hint = closestMatch(to: name, in: names).map { "did you mean '\($0)'?" }
            ?? "use one of: \(names.joined(separator: ", "))"
        return Self(.wcagPrinciple, "'\(name)' is not a WCAG principle", hint: hint)
    }

    static func unknownSuccessCriterion(_ id: String, suggestion: String?) -> Self {
        let hint = suggestion.flatMap(WCAGIndex.criterion(id:)).map { "did you mean \($0.id) \($0.name)?" }
            ?? "cite a WCAG 2.2 success criterion by its number, such as 2.1.1"
        return Self(.unknownSuccessCriterion, "WCAG 2.2 has no success criterion '\(id)'", hint: hint)
    }

    static func successCriterionUnderWrongPrinciple(_ criterion: SuccessCriterion, group: WCAGPrinciple) -> Self {
        Self(.wcagWrongPrinciple, "\(criterion.id) \(criterion.name) is cited under \(group.name), but it belongs to \(criterion.principle.name)",
             hint: "move it to a '- name: \(criterion.principle.name)' group (guideline \(criterion.guideline))")
    }

    static func obsoleteSuccessCriterion(_ criterion: SuccessCriterion) -> Self {
        Self(.obsoleteSuccessCriterion, "\(criterion.id) \(criterion.name) is obsolete in WCAG 2.2",
             hint: "remove it; WCAG 2.2 no longer requires it")
    }
}
