import PatternsCore

/// The JSON Schema (draft 2020-12) of an audit's results file (`AuditRun`), which the audit mode
/// exports and `patterns report results` reads; `patterns schema --results` prints it.
///
/// Made from field tables as `CriteriaSchema` is, named by the keys `AuditRunReader` reads (`AuditRun.Key`). Unlike criteria.json the file is open to keys
/// it does not list (a later audit mode may add some), so neither object is closed.
public enum ResultsSchema {
    /// The file: what it is, who ran it where, and the results.
    enum Run {
        private typealias Key = AuditRun.Key
        static let format = JSONField(Key.format.rawValue, [("const", .string(AuditRun.format))], required: true)
        static let version = JSONField(Key.version.rawValue, [("const", .integer(AuditRun.version))], required: true)
        static let site = JSONField(Key.site.rawValue, JSONField.string, "The catalog's title.", required: false)
        static let tester = JSONField(Key.tester.rawValue, JSONField.string, required: false)
        static let date = JSONField(Key.date.rawValue, JSONField.string, "When the run was made, as YYYY-MM-DD.", required: false)
        static let platform = JSONField(Key.platform.rawValue, JSONField.string,
                                        "The platform tested: a platform id from the catalog's audit.platforms (default: its platforms: ios, android, web…).",
                                        required: false)
        static let assistiveTechnology = JSONField(Key.assistiveTechnology.rawValue, JSONField.string,
                                                   "One of the catalog's audit.assistiveTechnologies: VoiceOver, TalkBack, NVDA, Keyboard only…",
                                                   required: false)
        static let browser = JSONField(Key.browser.rawValue, JSONField.string, "One of the catalog's audit.browsers: Safari, Chrome…", required: false)
        static let environment = JSONField(Key.environment.rawValue, JSONField.string, "Device and OS, as the tester writes them.", required: false)
        static let results = JSONField(Key.results.rawValue, [("type", .string("array")), ("items", .object(Result.shape.schema))], required: true)
        static let shape = JSONObjectShape(
            fields: [format, version, site, tester, date, platform, assistiveTechnology, browser, environment, results], isClosed: false)
    }

    /// One criterion's result.
    enum Result {
        private typealias Key = AuditRun.ResultKey
        static let criterion = JSONField(Key.criterion.rawValue, JSONField.string(matching: CriteriaSchema.criterionIDPattern),
                                         "The criterion's id: collection/slug#mode.key, as criteria.json lists it.", required: true)
        static let outcome = JSONField(Key.outcome.rawValue, [("enum", .array(AuditOutcome.allCases.map { .string($0.rawValue) }))], required: true)
        static let note = JSONField(Key.note.rawValue, JSONField.string, "What the tester found; the actual result of a failure.", required: false)
        static let expected = JSONField(Key.expected.rawValue, JSONField.string,
                                        "The criterion as the tester read it (input: expected result), to tell whether it changed since.",
                                        required: false)
        static let shape = JSONObjectShape(fields: [criterion, outcome, note, expected], isClosed: false)
    }

    public static let text = JSONValue.object([
        ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
        ("$id", .string("results.schema.json")),
        ("title", .string("Accessibility audit results")),
        ("description", .string(
            "One tester's results for a pattern catalog's criteria, as the audit mode exports them and patterns report results reads them.")),
    ] + Run.shape.schema).formatted() + "\n"
}
