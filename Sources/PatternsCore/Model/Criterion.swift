import PatternsDiagnostics

/// One testable step: an input (a key, a gesture, a setting) and what must happen.
public struct Criterion: Hashable, Sendable, Encodable {
    /// The key, gesture or setting as written (`tab or arrow keys`, `swipe rt`, `text resize`).
    public var input: String
    /// The expected result, whitespace collapsed to one line.
    public var expectation: String
    public var location: SourceLocation

    public init(input: String, expectation: String, location: SourceLocation) {
        self.input = input
        self.expectation = expectation
        self.location = location
    }

    /// The input as a table cell or list item shows it (`Tab or arrow keys`).
    public var displayInput: String { input.capitalizingFirstLetter }

    /// Whether the expected result says the criterion does not apply (`group: n/a`).
    public var isNotApplicable: Bool { NotApplicable.matches(expectation) }

    /// The expected result as a table cell shows it: "Not applicable" for any spelling of it.
    public var displayExpectation: String { isNotApplicable ? NotApplicable.displayText : expectation }
}

/// What a screen reader must announce for the component: name, role, group and state, plus extra keys in order.
public struct ScreenReaderOutput: Hashable, Sendable, Encodable {
    public var name: Criterion?
    public var role: Criterion?
    public var group: Criterion?
    public var state: Criterion?
    /// Keys beyond the four standard ones, kept in source order.
    public var extra: [Criterion]

    public init(name: Criterion? = nil, role: Criterion? = nil, group: Criterion? = nil,
                state: Criterion? = nil, extra: [Criterion] = []) {
        self.name = name
        self.role = role
        self.group = group
        self.state = state
        self.extra = extra
    }

    /// All criteria in display order: name, role, group, state, then the extra keys.
    public var all: [Criterion] { [name, role, group, state].compactMap { $0 } + extra }

    /// The keys every entry states, from the description of the entry format.
    public static let standardKeys = FrontMatterField.screenReaderFields.map(\.name)

    /// The standard key `key` looks like a misspelling of (`Name`, `nmae`, `rol` → name, role), or nil:
    /// the same letters in another case or with spaces, hyphens or underscores, or one edit away.
    /// Words that only look alike (`status` beside `state`, `label`) are keys of their own.
    public static func standardKey(resembling key: String) -> String? {
        guard !standardKeys.contains(key) else { return nil }
        let folded = String(key.lowercased().filter { $0.isLetter || $0.isNumber })
        if let same = standardKeys.first(where: { $0 == folded }) { return same }
        guard folded.count >= 3 else { return nil }
        return standardKeys.first { editDistance(folded, $0) <= 1 || isTransposition(folded, $0) }
    }

    /// Two neighbouring letters swapped (`nmae`).
    private static func isTransposition(_ a: String, _ b: String) -> Bool {
        let a = Array(a), b = Array(b)
        guard a.count == b.count else { return false }
        let differences = a.indices.filter { a[$0] != b[$0] }
        return differences.count == 2 && differences[1] == differences[0] + 1
            && a[differences[0]] == b[differences[1]] && a[differences[1]] == b[differences[0]]
    }
}

/// A hand-written Gherkin step from `gherkin-keyboard` or `gherkin-mobile`: a connector, what is done,
/// and optionally what the user then sees or hears.
///
/// The connector is the step's one key as written: a Gherkin keyword (`when`, `then`, `and`) or a
/// short condition (`or`, `if tab activation is manual`), as real catalogs write them.
public struct GherkinStep: Hashable, Sendable, Encodable {
    public var connector: String
    public var text: String
    public var result: String?
    public var location: SourceLocation

    public init(connector: String, text: String, result: String? = nil, location: SourceLocation) {
        self.connector = connector
        self.text = text
        self.result = result
        self.location = location
    }

    /// True when the connector is one of Gherkin's own step keywords (in any case); any other
    /// connector is a condition kept in the step's text.
    public var isGherkinKeyword: Bool { GherkinKeyword(connector: connector) != nil }
}
