/// The sections of an entry's notes a catalog expects a tip for on each platform of its collection,
/// in the order pages, reports and the coverage matrix list them.
///
/// The one table of them: the coverage report, the coverage page and the bundled catalog's own
/// completeness test read it, so a new section is added here only.
public enum CoverageSection: String, CaseIterable, Hashable, Sendable {
    case name
    case role
    case groupings
    case state
    case focus

    /// Stable id, used in the JSON report.
    public var id: String { rawValue }

    /// The heading the notes give the section, as reports show it.
    public var title: String {
        switch self {
        case .name: "Name"
        case .role: "Role"
        case .groupings: "Groupings"
        case .state: "State"
        case .focus: "Focus"
        }
    }

    /// The section a notes heading holds tips for: its title in any case, or a singular or plural
    /// spelling of it (`Grouping`, `States`); nil for any other heading.
    public init?(heading: String) {
        let text = heading.trimmingWhitespace().lowercased()
        guard let match = Self.allCases.first(where: { $0.headings.contains(text) }) else { return nil }
        self = match
    }

    /// Headings, lower-cased, that hold the section's tips.
    private var headings: Set<String> {
        switch self {
        case .name: ["name", "names"]
        case .role: ["role", "roles"]
        case .groupings: ["groupings", "grouping"]
        case .state: ["state", "states"]
        case .focus: ["focus"]
        }
    }

    /// Whether the entry's front matter says the section does not apply on any platform: its
    /// `screenreader` criterion is `n/a` (or `screenreader` as a whole is), and for focus, both
    /// `keyboard` and `mobile` are (nothing receives focus).
    public func isNotApplicable(in entry: EntrySummary) -> Bool {
        let output = entry.screenReader
        let criterion: Criterion?
        switch self {
        case .name: criterion = output.name
        case .role: criterion = output.role
        case .groupings: criterion = output.group
        case .state: criterion = output.state
        case .focus: return [TestingMode.keyboard, .mobile].allSatisfy(entry.notApplicable.contains)
        }
        return entry.notApplicable.contains(.screenReader) || (criterion?.isNotApplicable ?? false)
    }
}
