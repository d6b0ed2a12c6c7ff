/// How a site sets one rule in `patterns.yml`: off, or reported at a chosen severity.
public enum RuleSetting: Hashable, Sendable {
    case off
    case severity(Severity)
}
