import PatternsDiagnostics

/// What a tester found for one criterion: the outcome a results file records for it.
public enum AuditOutcome: String, CaseIterable, Sendable {
    case pass
    case fail
    case notTested = "not-tested"
    case notApplicable = "not-applicable"

    /// `Passed`, `Failed`…: how reports name it.
    public var title: String {
        switch self {
        case .pass: "Passed"
        case .fail: "Failed"
        case .notTested: "Not tested"
        case .notApplicable: "Not applicable"
        }
    }
}

/// One results file: one tester's run over some of a catalog's criteria, on one platform and
/// assistive technology, as the audit mode exports it (`results.schema.json` describes the format).
public struct AuditRun: Sendable {
    /// The format's name and version a results file states, so another JSON file is told apart.
    public static let format = "patterns-results"
    public static let version = 1

    /// The keys of a results file, which `AuditRunReader` reads and `ResultsSchema` describes.
    public enum Key: String, CaseIterable, Sendable {
        case format, version, site, tester, date, platform, assistiveTechnology, browser, environment, results
    }

    /// The keys of one result in a results file.
    public enum ResultKey: String, CaseIterable, Sendable {
        case criterion, outcome, note, expected
    }

    /// One criterion's result, with where it is in its file.
    public struct Result: Sendable {
        /// The criterion's id as written (`native/button#keyboard.tab`).
        public var criterion: String
        public var outcome: AuditOutcome
        public var note: String
        /// The criterion as the tester read it (`Tab: Focus moves to the button`), to tell whether it
        /// changed since; nil when the file does not say.
        public var expected: String?
        public var location: SourceLocation

        public init(criterion: String, outcome: AuditOutcome, note: String = "", expected: String? = nil,
                    location: SourceLocation = SourceLocation(line: 1, column: 1)) {
            self.criterion = criterion
            self.outcome = outcome
            self.note = note
            self.expected = expected
            self.location = location
        }
    }

    /// The file it was read from, as the command line named it.
    public var file: String
    public var tester: String?
    /// `2026-11-26`.
    public var date: String?
    /// A platform id (`ios`, `web`…) or what the site's config lists.
    public var platform: String?
    public var assistiveTechnology: String?
    /// The browser, as chosen from the site's `audit.browsers` list.
    public var browser: String?
    /// Device, OS and anything else: as the tester wrote it.
    public var environment: String?
    public var results: [Result]

    public init(file: String, tester: String? = nil, date: String? = nil, platform: String? = nil,
                assistiveTechnology: String? = nil, browser: String? = nil, environment: String? = nil, results: [Result] = []) {
        self.file = file
        self.tester = tester
        self.date = date
        self.platform = platform
        self.assistiveTechnology = assistiveTechnology
        self.browser = browser
        self.environment = environment
        self.results = results
    }

    /// `Ana, iOS, VoiceOver`: who tested with what, for a report's lines.
    public var testedWith: String {
        let parts = [tester, platform.map { Platform($0).displayName }, assistiveTechnology, browser, environment].compactMap { $0 }
        return parts.isEmpty ? file : parts.joined(separator: ", ")
    }
}
