import PatternsDiagnostics

/// One testable step: an input (a key, a gesture, a setting) and what must happen.
public struct Criterion: Hashable, Sendable {
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
public struct ScreenReaderOutput: Hashable, Sendable {
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
}

/// A hand-written Gherkin step from `gherkin-keyboard` or `gherkin-mobile`: a connector, what is done,
/// and optionally what the user then sees or hears.
///
/// The connector is the step's one key as written: a Gherkin keyword (`when`, `then`, `and`) or a
/// short condition (`or`, `if tab activation is manual`), as real catalogs write them.
public struct GherkinStep: Hashable, Sendable {
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
