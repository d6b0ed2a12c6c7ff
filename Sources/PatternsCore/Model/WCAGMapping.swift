import PatternsDiagnostics

/// How an entry maps to WCAG: plain-language criteria grouped under the four principles, each
/// citing success criteria, and success criteria cited on their own (`wcag: [2.1.1, 2.4.7]`).
public struct WCAGMapping: Hashable, Sendable, Encodable {
    public var groups: [WCAGGroup]
    /// Success-criterion ids of the plain-list form, in source order.
    public var listed: [String]

    public init(groups: [WCAGGroup] = [], listed: [String] = []) {
        self.groups = groups
        self.listed = listed
    }

    public var isEmpty: Bool { groups.isEmpty && listed.isEmpty }

    /// Every success criterion the entry cites, once each, in source order.
    public var citedIDs: [String] {
        var seen = Set<String>()
        return (groups.flatMap { $0.criteria.flatMap(\.successCriteria) } + listed).filter { seen.insert($0).inserted }
    }
}

/// One principle's group in `wcag:`: `- name: Operable` with its `list:` of criteria.
public struct WCAGGroup: Hashable, Sendable, Encodable {
    public var principle: WCAGPrinciple
    public var criteria: [WCAGCriterion]

    public init(principle: WCAGPrinciple, criteria: [WCAGCriterion]) {
        self.principle = principle
        self.criteria = criteria
    }
}

/// One plain-language criterion (`- criteria: Is keyboard operable`) and the success criteria it cites.
public struct WCAGCriterion: Hashable, Sendable, Encodable {
    public var text: String
    /// Known success-criterion ids from `sc:`; unknown ones are reported and left out.
    public var successCriteria: [String]
    public var location: SourceLocation

    public init(text: String, successCriteria: [String] = [], location: SourceLocation) {
        self.text = text
        self.successCriteria = successCriteria
        self.location = location
    }
}
