/// One WCAG 2.2 success criterion, as the bundled index knows it.
public struct SuccessCriterion: Hashable, Sendable {
    public enum Level: String, Hashable, Sendable, CaseIterable {
        case a = "A", aa = "AA", aaa = "AAA"
    }

    /// `2.4.7`.
    public let id: String
    /// The criterion's short name: `Focus Visible`.
    public let name: String
    public let level: Level
    public let principle: WCAGPrinciple
    /// The guideline's number and title: `2.4 Navigable`.
    public let guideline: String
    /// The WCAG version that introduced it: `2.0`, `2.1` or `2.2`.
    public let version: String
    /// True for 4.1.1 Parsing, obsolete and removed in WCAG 2.2.
    public let isObsolete: Bool
    /// The anchor the W3C's documents give it: `focus-visible`.
    public let slug: String

    /// The W3C's Understanding document for the criterion.
    public var understandingURL: String { "https://www.w3.org/WAI/WCAG22/Understanding/\(slug).html" }
    /// The criterion's normative text in the WCAG 2.2 Recommendation.
    public var recommendationURL: String { "https://www.w3.org/TR/WCAG22/#\(slug)" }
    /// The criterion in the W3C's "How to Meet WCAG (Quick Reference)", with its techniques and failures.
    public var quickReferenceURL: String { "https://www.w3.org/WAI/WCAG22/quickref/#\(slug)" }

    /// `2.4.7 Focus Visible (AA)`: how badges and lists name it.
    public var label: String { "\(id) \(name) (\(level.rawValue))" }
}

/// The four principles WCAG groups its guidelines under, in the recommendation's order.
public enum WCAGPrinciple: Int, CaseIterable, Hashable, Sendable, Encodable {
    case perceivable = 1, operable, understandable, robust

    /// `Perceivable`: as `wcag:` groups name it.
    public var name: String {
        switch self {
        case .perceivable: "Perceivable"
        case .operable: "Operable"
        case .understandable: "Understandable"
        case .robust: "Robust"
        }
    }

    /// The principle written in a `wcag:` group (`perceivable`, `Operable`), in any case.
    public init?(name: String) {
        guard let match = Self.allCases.first(where: { $0.name.lowercased() == name.lowercased() }) else { return nil }
        self = match
    }
}
