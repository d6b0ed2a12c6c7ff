/// Acceptance criteria generated from an entry's data, in the two forms testers paste into tickets.
///
/// Condensed: numbered sections (1. keyboard, 2. mobile screen-reader gestures, 3. screen-reader
/// output, 4. device settings). Gherkin: one scenario per way of testing, in steps Cucumber reads
/// (`Given`/`When`/`Then`/`And`, spelled by `GherkinKeyword`).
public struct AcceptanceCriteria: Hashable, Sendable {
    /// A titled group of criterion lines.
    public struct Section: Hashable, Sendable {
        public var title: String
        /// Stable id for anchors and exports (`keyboard`, `mobile`, `screenreader`, `settings`).
        public var id: String
        public var lines: [String]
        /// A Gherkin scenario's steps, each line split into its connector and text; empty for condensed sections.
        public var steps: [Step] = []
        /// For each of `lines`, the platforms it is limited to (empty: every platform); see `Criterion.platforms(among:)`.
        public var platforms: [[Platform]] = []
        /// For each of `lines`, the key path of the criterion it comes from (`keyboard.tab`, see `CriterionID`);
        /// nil for a scenario's `Given` line, which no criterion states.
        public var keys: [String?] = []
    }

    /// One Gherkin line: a connector (a Gherkin keyword or a condition such as `if tab activation is
    /// manual`) and its text.
    ///
    /// Cucumber's keywords are case-sensitive, and a line that starts with anything else is not a
    /// step: a Gherkin keyword is shown as Gherkin spells it (`When`), and any other connector
    /// becomes an `And` step that keeps the condition in its text (`And or: I press Enter`).
    public struct Step: Hashable, Sendable {
        /// The connector as written.
        public var connector: String
        public var text: String
        /// The platforms the step is limited to (empty: every platform): those of the criterion it comes from.
        public var platforms: [Platform]
        /// The key path of the criterion the step comes from (a generated `When` and its `Then` share one).
        public var key: String?

        public init(_ connector: String, _ text: String, platforms: [Platform] = [], key: String? = nil) {
            self.connector = connector
            self.text = text
            self.platforms = platforms
            self.key = key
        }

        /// The step's keyword as Cucumber reads it: `Given`, `When`, `Then`, `And`, `But`.
        public var keyword: String { (GherkinKeyword(connector: connector) ?? .and).rawValue }
        /// The text after the keyword: the step's text, after the connector when that is a condition.
        public var shownText: String { isGherkinKeyword ? text : "\(connector.lowercased()): \(text)" }
        /// The step as a line of a feature file: `keyword`, then `shownText`, the connector looked up
        /// once (every feature, page and report writes every step's line).
        public var line: String {
            guard let keyword = GherkinKeyword(connector: connector) else {
                return "\(GherkinKeyword.and.rawValue) \(connector.lowercased()): \(text)"
            }
            return "\(keyword.rawValue) \(text)"
        }
        /// True when the connector is one of Gherkin's own keywords, which Cucumber reads as such.
        public var isGherkinKeyword: Bool { GherkinKeyword(connector: connector) != nil }
    }

    public internal(set) var condensed: [Section]
    /// One section per Gherkin scenario; lines are its steps as a feature file writes them (`When I press tab`).
    public internal(set) var gherkin: [Section]
    /// The entry's title as it reads inside a sentence (`icon button`).
    public internal(set) var componentName: String
    /// The condensed sections as plain text for the clipboard (`condensedBlocks`' lines), made with
    /// the criteria: the entry page and the exports copy it.
    public internal(set) var condensedText = ""
    /// A feature with one scenario per way of testing, as plain text for the clipboard, made with the
    /// criteria: the entry page and the exports copy it.
    public internal(set) var gherkinText = ""

    public init(entry: EntrySummary) {
        componentName = Self.componentName(entry.title)
        let article = Self.article(for: componentName)
        let candidates = Self.platformCandidates(of: entry)
        // Each mode's criteria and keys, made once for both forms.
        let applicable = TestingMode.allCases.map { $0.applicableKeyedCriteria(of: entry) }
        func applicableKeyed(_ mode: TestingMode) -> [(key: String, criterion: Criterion)] {
            applicable[TestingMode.allCases.firstIndex(of: mode)!]
        }
        condensed = zip(TestingMode.allCases, applicable).map { mode, keyed in
            return Section(title: mode.title, id: mode.id, lines: keyed.map { "\($0.criterion.displayInput): \($0.criterion.expectation)" },
                           platforms: keyed.map { $0.criterion.platforms(among: candidates) }, keys: keyed.map(\.key))
        }.filter { !$0.lines.isEmpty }

        var scenarios: [Section] = []
        let keyboardSteps = entry.gherkinKeyboard.isEmpty
            ? applicableKeyed(.keyboard).flatMap { key, criterion in
                Self.pair(criterion, key: key, among: candidates, when: "I press \(criterion.input)")
            }
            : Self.steps(entry.gherkinKeyboard, field: .gherkinKeyboard, among: candidates)
        if !keyboardSteps.isEmpty {
            scenarios.append(Section(
                mode: .keyboard,
                steps: [Step("given", "I am using a keyboard on a screen with \(article) \(componentName)")] + keyboardSteps))
        }
        var mobileSteps = entry.gherkinMobile.isEmpty
            ? applicableKeyed(.mobile).flatMap { key, criterion in
                Self.pair(criterion, key: key, among: candidates, when: "I \(Self.gesturePhrase(criterion.input))")
            }
            : Self.steps(entry.gherkinMobile, field: .gherkinMobile, among: candidates)
        let announcements = applicableKeyed(.screenReader).map { key, output in
            Step("and", "the \(output.input) is announced: \(output.expectation.lowercasingFirstLetter)",
                 platforms: output.platforms(among: candidates), key: key)
        }
        mobileSteps = Self.placing(announcements, in: mobileSteps)
        if !mobileSteps.isEmpty {
            scenarios.append(Section(
                mode: .mobile,
                steps: [Step("given", "the screen reader is on and I am on a screen with \(article) \(componentName)")] + mobileSteps))
        }
        let settings = applicableKeyed(.settings)
        if !settings.isEmpty {
            scenarios.append(Section(
                mode: .settings,
                steps: [Step("given", "I am on a screen with \(article) \(componentName)")]
                    + settings.flatMap { key, criterion in
                        Self.pair(criterion, key: key, among: candidates, when: "I change the \(criterion.input) setting")
                    }))
        }
        gherkin = scenarios
        condensedText = makeCondensedText()
        gherkinText = makeGherkinText()
    }

    /// The heading over an entry's criteria: "How to test a carousel", "How to test an icon button".
    public var howToTestTitle: String { "How to test \(Self.article(for: componentName)) \(componentName)" }

    /// A generated criterion as two steps: what is done, then the expected result.
    private static func pair(_ criterion: Criterion, key: String, among candidates: [Platform], when action: String) -> [Step] {
        let platforms = criterion.platforms(among: candidates)
        return [Step("when", action, platforms: platforms, key: key),
                Step("then", criterion.expectation.lowercasingFirstLetter, platforms: platforms, key: key)]
    }

    /// Hand-written steps: the connector and its text, then the result as a `Then` step (`And` after a `Then` step).
    /// A step is limited to the platforms its text or result closes with, as a criterion is; its key
    /// is the field's name and the step's text (`gherkin-keyboard.i-press-tab`).
    ///
    /// A fragment that a Jekyll-era layout framed (`the tab key to move focus`, see `GherkinFraming`)
    /// becomes the full step the layout made of it (`I use the tab key to move focus`); it is an
    /// action, so a Gherkin keyword before it (`when`, `and`, `then`, `but`: the layout wrote "Then
    /// when I use…") opens a `When` step, or an `And` step right after another `When`. A condition
    /// (`if tab activation is manual`) stays an `And` step keeping it; a full step keeps its connector.
    private static func steps(_ steps: [GherkinStep], field: FrontMatterField, among candidates: [Platform]) -> [Step] {
        let framing = GherkinFraming(field: field)
        var lines: [Step] = []
        for (key, step) in field.keyedSteps(steps) {
            let platforms = Criterion(input: step.text, expectation: step.result ?? "", location: step.location).platforms(among: candidates)
            var connector = step.connector
            var text = step.text.lowercasingFirstLetter
            if let framed = framing?.framed(step.text) {
                text = framed
                if GherkinKeyword(connector: connector) != nil {
                    connector = lastClause(of: lines) == .when ? "and" : "when"
                }
            }
            lines.append(Step(connector, text, platforms: platforms, key: key))
            if let result = step.result {
                lines.append(Step(GherkinKeyword(connector: connector) == .then ? "and" : "then", result.lowercasingFirstLetter,
                                  platforms: platforms, key: key))
            }
        }
        return lines
    }

    /// What the last of `steps` states for Cucumber: `Given`, `When` or `Then`, an `And` or `But`
    /// (or a condition, shown as `And`) taking the kind of the step before it; nil for no steps.
    static func lastClause(of steps: [Step]) -> GherkinKeyword? {
        for step in steps.reversed() {
            if let keyword = GherkinKeyword(connector: step.connector), [.given, .when, .then].contains(keyword) { return keyword }
        }
        return nil
    }

    /// The screen-reader announcements placed after the steps that move focus to the component (a
    /// swipe right or left, exploring by touch; see `GherkinFraming.movesFocus`), or after the first
    /// action (not a `Given`) when none does, as the catalogs' layouts put "I HEAR" under the first step: what is
    /// announced is heard on arriving, not after a double tap. The first is a `Then` step unless it
    /// follows one, and a step after them that continued an action with `And` or `But` opens a `When`.
    static func placing(_ announcements: [Step], in steps: [Step]) -> [Step] {
        guard !announcements.isEmpty else { return steps }
        // Consecutive steps from one criterion (a `When` and its `Then`) stay together.
        var groups: [Range<Int>] = []
        var start = 0
        for index in steps.indices where index > 0 {
            if steps[index].key == nil || steps[index].key != steps[index - 1].key {
                groups.append(start..<index)
                start = index
            }
        }
        if !steps.isEmpty { groups.append(start..<steps.count) }
        let actions = groups.filter { GherkinKeyword(connector: steps[$0.lowerBound].connector) != .given }
        let end = (actions.first { GherkinFraming.movesFocus(steps[$0.lowerBound].text) } ?? actions.first)?.upperBound ?? steps.count
        var placed = announcements
        placed[0].connector = lastClause(of: Array(steps[..<end])) == .then ? "and" : "then"
        var after = Array(steps[end...])
        if let first = after.first, [.and, .but].contains(GherkinKeyword(connector: first.connector)) {
            after[0].connector = "when"
        }
        return Array(steps[..<end]) + placed + after
    }

    /// The platforms a criterion may name: the entry's, then the defaults it does not list.
    private static func platformCandidates(of entry: EntrySummary) -> [Platform] {
        entry.platforms + Platform.defaults.filter { !entry.platforms.contains($0) }
    }

    /// `swipe right` reads as a verb after "I"; `volume keys` needs one: "I use volume keys".
    static func gesturePhrase(_ gesture: String) -> String {
        let verbs = ["swipe", "tap", "doubletap", "double", "triple", "drag", "scrub", "press", "pinch", "hold",
                     "rotate", "touch", "flick", "explore", "use", "turn", "focus", "move", "activate", "long", "two",
                     "three", "1", "2", "3", "one", "split", "magic"]
        let first = gesture.split(separator: " ").first.map { $0.lowercased() } ?? ""
        return verbs.contains(where: { first.hasPrefix($0) }) ? gesture : "use \(gesture)"
    }

    /// `Icon Button` → `icon button`, keeping words with inner capitals (`iOS`, `TalkBack`) as written.
    public static func componentName(_ title: String) -> String {
        title.split(separator: " ").map { word in
            word.dropFirst().contains(where: \.isUppercase) ? String(word) : word.lowercased()
        }.joined(separator: " ")
    }

    /// `a` or `an` by the first letter, the rule that fits component names.
    public static func article(for name: String) -> String {
        guard let first = name.lowercased().first else { return "a" }
        return "aeiou".contains(first) ? "an" : "a"
    }
}

extension AcceptanceCriteria.Section {
    /// The Gherkin scenario of a testing mode.
    init(mode: TestingMode, steps: [AcceptanceCriteria.Step]) {
        self.init(title: mode.scenarioTitle ?? mode.title, id: mode.id, lines: steps.map(\.line), steps: steps,
                  platforms: steps.map(\.platforms), keys: steps.map(\.key))
    }
}
