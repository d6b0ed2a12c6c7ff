/// The site's rule settings and limits, applied to every diagnostic as it is emitted.
///
/// Kept apart from the engine so configuration readers can build it without touching diagnostics.
public struct RulePolicy: Hashable, Sendable {
    /// Per-rule overrides by rule id (`rules:` in `patterns.yml`); rules not listed keep their default.
    public var settings: [String: RuleSetting]
    /// At most this many diagnostics of one rule per file; the rest are summed up in one more.
    public var perFileRuleLimit: Int

    /// Files report at most this many problems of one rule: a pathological file (thousands of
    /// duplicate keys on one line) should give a readable report, printed in linear time.
    public static let defaultPerFileRuleLimit = 50

    public init(settings: [String: RuleSetting] = [:], perFileRuleLimit: Int = defaultPerFileRuleLimit) {
        self.settings = settings
        self.perFileRuleLimit = perFileRuleLimit
    }

    /// The diagnostic as the site wants it: re-graded, or nil when its rule is off.
    public func applied(to diagnostic: Diagnostic) -> Diagnostic? {
        switch settings[diagnostic.rule.id] {
        case nil: return diagnostic
        case .off: return nil
        case .severity(let severity):
            var regraded = diagnostic
            regraded.severity = severity
            return regraded
        }
    }
}
