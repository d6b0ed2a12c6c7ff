/// How much a diagnostic matters: errors fail `validate` and stop `build`; warnings do not.
public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable, Codable {
    case warning
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs == .warning && rhs == .error
    }
}
