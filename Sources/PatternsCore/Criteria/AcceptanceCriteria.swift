/// Acceptance criteria generated from an entry's data, in the two forms testers paste into tickets.
///
/// Condensed: numbered sections (1. keyboard, 2. mobile screen-reader gestures, 3. screen-reader
/// output, 4. device settings). Gherkin: one scenario per way of testing, GIVEN/WHEN/THEN.
public struct AcceptanceCriteria: Hashable, Sendable {
    /// A titled group of criterion lines.
    public struct Section: Hashable, Sendable {
        public var title: String
        /// Stable id for anchors and exports (`keyboard`, `mobile`, `screenreader`, `settings`).
        public var id: String
        public var lines: [String]
        /// A Gherkin scenario's steps, each line split into its connector and text; empty for condensed sections.
        public var steps: [Step] = []
    }

    /// One Gherkin line: a connector (a Gherkin keyword or a condition such as `if tab activation is
    /// manual`) and its text. Shown as the upper-cased connector, then the text.
    public struct Step: Hashable, Sendable {
        /// The connector as written, for exports that keep its case.
        public var connector: String
        public var text: String

        public init(_ connector: String, _ text: String) {
            self.connector = connector
            self.text = text
        }

        /// The connector as the page and the copied text show it: `WHEN`, `OR`, `IF TAB ACTIVATION IS MANUAL`.
        public var keyword: String { connector.uppercased() }
        public var line: String { "\(keyword) \(text)" }
        /// True when the connector is one of Gherkin's own keywords, which Cucumber reads as such.
        public var isGherkinKeyword: Bool { GherkinStep.gherkinKeywords.contains(connector.lowercased()) }
    }

    public var condensed: [Section]
    /// One section per Gherkin scenario; lines are steps starting with an upper-cased connector (GIVEN, WHEN, THEN, AND, OR…).
    public var gherkin: [Section]
    /// The entry's title as it reads inside a sentence (`icon button`).
    public var componentName: String

    public init(entry: PatternEntry) {
        componentName = Self.componentName(entry.title)
        let article = Self.article(for: componentName)
        condensed = TestingMode.allCases.map { mode in
            Section(title: mode.title, id: mode.id,
                    lines: mode.applicableCriteria(of: entry).map { "\($0.displayInput): \($0.expectation)" })
        }.filter { !$0.lines.isEmpty }

        var scenarios: [Section] = []
        let keyboardSteps = entry.gherkinKeyboard.isEmpty
            ? TestingMode.keyboard.applicableCriteria(of: entry).flatMap { [Step("when", "I press \($0.input)"), Step("then", $0.expectation.lowercasingFirstLetter)] }
            : Self.steps(entry.gherkinKeyboard)
        if !keyboardSteps.isEmpty {
            scenarios.append(Section(
                mode: .keyboard,
                steps: [Step("given", "I am using a keyboard on a screen with \(article) \(componentName)")] + keyboardSteps))
        }
        var mobileSteps = entry.gherkinMobile.isEmpty
            ? TestingMode.mobile.applicableCriteria(of: entry).flatMap { [Step("when", "I \(Self.gesturePhrase($0.input))"), Step("then", $0.expectation.lowercasingFirstLetter)] }
            : Self.steps(entry.gherkinMobile)
        for (index, output) in TestingMode.screenReader.applicableCriteria(of: entry).enumerated() {
            let connector = index == 0 && mobileSteps.isEmpty ? "then" : "and"
            mobileSteps.append(Step(connector, "the \(output.input) is announced: \(output.expectation.lowercasingFirstLetter)"))
        }
        if !mobileSteps.isEmpty {
            scenarios.append(Section(
                mode: .mobile,
                steps: [Step("given", "the screen reader is on and I am on a screen with \(article) \(componentName)")] + mobileSteps))
        }
        let settings = TestingMode.settings.applicableCriteria(of: entry)
        if !settings.isEmpty {
            scenarios.append(Section(
                mode: .settings,
                steps: [Step("given", "I am on a screen with \(article) \(componentName)")]
                    + settings.flatMap { [Step("when", "I change the \($0.input) setting"), Step("then", $0.expectation.lowercasingFirstLetter)] }))
        }
        gherkin = scenarios
    }

    /// The heading over an entry's criteria: "How to test a carousel", "How to test an icon button".
    public var howToTestTitle: String { "How to test \(Self.article(for: componentName)) \(componentName)" }

    /// Plain text for the clipboard: numbered sections with indented items.
    public var condensedText: String {
        condensed.enumerated().map { index, section in
            "\(index + 1). \(section.title)\n" + section.lines.map { "   - \($0)" }.joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// Plain text for the clipboard: a feature with one scenario per section.
    public var gherkinText: String {
        "Feature: \(componentName.capitalizingFirstLetter)\n"
            + gherkin.map { "\n  Scenario: \($0.title)\n" + $0.lines.map { "    \($0)" }.joined(separator: "\n") }
                .joined(separator: "\n")
    }

    /// Hand-written steps: the connector and its text, then the result as a THEN line (AND after a THEN step).
    private static func steps(_ steps: [GherkinStep]) -> [Step] {
        steps.flatMap { step in
            var lines = [Step(step.connector, step.text.lowercasingFirstLetter)]
            if let result = step.result {
                lines.append(Step(step.connector.lowercased() == "then" ? "and" : "then", result.lowercasingFirstLetter))
            }
            return lines
        }
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
        self.init(title: mode.scenarioTitle ?? mode.title, id: mode.id, lines: steps.map(\.line), steps: steps)
    }
}
