/// Gherkin's keywords as Cucumber's parser reads them: case-sensitive, capitalised, a colon after
/// the block keywords. The one place they are spelled: the entry page, the checklist, its data, the
/// `.feature` files and `patterns export` all take them from here.
public enum GherkinKeyword: String, CaseIterable, Sendable {
    case feature = "Feature"
    case rule = "Rule"
    case scenario = "Scenario"
    case given = "Given"
    case when = "When"
    case then = "Then"
    case and = "And"
    case but = "But"

    /// The keywords that open a step.
    public static let stepKeywords: [GherkinKeyword] = [.given, .when, .then, .and, .but]

    /// The step keyword a connector names, in any case (`WHEN`, `when`); nil for a condition such as `or`.
    public init?(connector: String) {
        guard let keyword = Self.stepKeywordsByLowercase[connector.lowercased()] else { return nil }
        self = keyword
    }

    private static let stepKeywordsByLowercase = Dictionary(uniqueKeysWithValues: stepKeywords.map { ($0.rawValue.lowercased(), $0) })

    /// A block's title line: `Feature: Button`, `Scenario: Keyboard`.
    public func title(_ name: String) -> String { "\(rawValue): \(name)" }
}
