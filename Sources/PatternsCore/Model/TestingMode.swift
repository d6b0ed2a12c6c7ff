/// The ways an entry's component is tested: keyboard, mobile screen-reader gestures, screen-reader
/// output and device settings.
///
/// The one table of them: criteria, page tables, exports, the build's cross-page digest and the
/// export schema all list modes from here, so a new mode is added in one place.
public enum TestingMode: String, CaseIterable, Hashable, Sendable, Encodable {
    case keyboard
    case mobile
    case screenReader = "screenreader"
    case settings

    /// Stable id: the front-matter key, the anchor on entry pages and the key in exports.
    public var id: String { rawValue }

    /// The front-matter field the mode's criteria come from.
    public var field: FrontMatterField {
        switch self {
        case .keyboard: .keyboard
        case .mobile: .mobile
        case .screenReader: .screenReader
        case .settings: .settings
        }
    }

    /// The mode's heading in condensed criteria, criteria tables and the CSV test plan.
    public var title: String {
        switch self {
        case .keyboard: "Keyboard"
        case .mobile: "Mobile screen reader gestures"
        case .screenReader: "Screen reader output"
        case .settings: "Device settings"
        }
    }

    /// What the input column of the mode's criteria holds.
    public var inputHeader: String {
        switch self {
        case .keyboard: "Key"
        case .mobile: "Gesture"
        case .screenReader: "Announces"
        case .settings: "Setting"
        }
    }

    /// The title of the mode's Gherkin scenario; screen-reader output has none of its own, its
    /// announcements close the mobile scenario.
    public var scenarioTitle: String? {
        switch self {
        case .keyboard: "Keyboard"
        case .mobile: "Mobile screen reader"
        case .screenReader: nil
        case .settings: "Device settings"
        }
    }

    /// What the export schema says of the mode's criteria, beyond their shape.
    public var exportDescription: String? {
        self == .screenReader ? "name, role, group, state, then any extra announcements, in order." : nil
    }

    /// The criteria that apply: those whose expected result is not `n/a` (what generated criteria and exports list).
    public func applicableCriteria(of entry: EntrySummary) -> [Criterion] {
        criteria(of: entry).filter { !$0.isNotApplicable }
    }

    /// The entry's criteria for this mode, in source order.
    public func criteria(of entry: EntrySummary) -> [Criterion] {
        switch self {
        case .keyboard: entry.keyboard
        case .mobile: entry.mobile
        case .screenReader: entry.screenReader.all
        case .settings: entry.settings
        }
    }
}
