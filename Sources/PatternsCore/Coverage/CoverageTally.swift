/// How many of the items a catalog expects are present: a count the coverage report adds up per
/// entry, category, collection, platform and section.
public struct CoverageTally: Hashable, Sendable {
    public var present: Int
    public var expected: Int

    public init(present: Int = 0, expected: Int = 0) {
        self.present = present
        self.expected = expected
    }

    /// The items missing.
    public var missing: Int { expected - present }

    /// Counts one expected item, present or not.
    public mutating func count(_ isPresent: Bool) {
        expected += 1
        if isPresent { present += 1 }
    }

    public static func + (lhs: Self, rhs: Self) -> Self {
        Self(present: lhs.present + rhs.present, expected: lhs.expected + rhs.expected)
    }

    public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }

    /// The share present in tenths of a percent, rounded down so that only a complete count
    /// reads 100 (999 of 1,000 is 99.9); a tally expecting nothing is complete.
    public var permille: Int { expected == 0 ? 1000 : present * 1000 / expected }

    /// `87.5%`: always one decimal, rounded down.
    public var percentText: String { "\(permille / 10).\(permille % 10)%" }

    /// The share present as a number (`87.5`), rounded down to one decimal, for JSON.
    public var percent: Double { Double(permille) / 10 }

    /// Whether the exact share present (not the rounded one) is below `threshold` percent.
    public func isBelow(_ threshold: Double) -> Bool {
        expected > 0 && Double(present) * 100 < threshold * Double(expected)
    }
}

/// The kinds of item the coverage report counts, in report order.
public enum CoverageKind: String, CaseIterable, Hashable, Sendable {
    /// A tip for each platform of the entry's collection in each `CoverageSection`.
    case tips
    /// WCAG references per entry: a success criterion cited by number, or plain-language criteria
    /// under WCAG's principles (an entry with only those is reported apart, as such).
    case wcag
    /// A working live example per entry of a collection that covers the web.
    case examples
    /// Captions for each screen-reader video.
    case captions
    /// At least one published source (`sources:`) per entry. Not in the overall figure unless asked for.
    case sources
    /// Per entry: no behaviour awaiting confirmation on a device (`verify:`). Not in the overall figure unless asked for.
    case confirmations

    /// Whether the kind counts in the overall percentage by default: sources and device
    /// confirmations are new to catalogs, so they are reported but enter `--fail-under` only with `--include`.
    public var countsInOverall: Bool { self != .sources && self != .confirmations }

    /// Stable id, used in the JSON report.
    public var id: String { rawValue }

    public var title: String {
        switch self {
        case .tips: "Platform tips"
        case .wcag: "WCAG references"
        case .examples: "Working examples"
        case .captions: "Video captions"
        case .sources: "Sources"
        case .confirmations: "Confirmed on a device"
        }
    }

    /// What one item of the kind is, for reports' explanations.
    public var itemDescription: String {
        switch self {
        case .tips: "A tip for each platform of the entry's collection in each of Name, Role, Groupings, State and Focus"
        case .wcag: "WCAG references per entry: a success criterion cited by number, or plain-language criteria under WCAG's principles"
        case .examples: "A live example that is not a counter-example, per entry of a collection covering the web"
        case .captions: "A captions file for each screen-reader video"
        case .sources: "At least one published source per entry (not in the overall figure unless included)"
        case .confirmations: "Per entry, no behaviour still marked to be confirmed on a device (not in the overall figure unless included)"
        }
    }
}

/// One tally per kind of item, and their sum.
public struct CoverageTallies: Hashable, Sendable {
    private var byKind: [CoverageKind: CoverageTally] = [:]

    public init() {}

    public subscript(kind: CoverageKind) -> CoverageTally {
        get { byKind[kind] ?? CoverageTally() }
        set { byKind[kind] = newValue }
    }

    /// Every item of every kind that counts in the overall figure, each weighing one: the overall percentage.
    public var overall: CoverageTally { overall(including: []) }

    /// The overall figure with `extra` kinds added to those counted by default (`--include sources`).
    public func overall(including extra: Set<CoverageKind>) -> CoverageTally {
        CoverageKind.allCases.filter { $0.countsInOverall || extra.contains($0) }.reduce(CoverageTally()) { $0 + self[$1] }
    }

    public static func += (lhs: inout Self, rhs: Self) {
        for kind in CoverageKind.allCases { lhs[kind] += rhs[kind] }
    }
}
