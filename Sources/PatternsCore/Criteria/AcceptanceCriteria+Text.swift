extension AcceptanceCriteria {
    /// A titled block of copied text: its head lines, then its items, each with the platforms it is
    /// limited to, so a copy for some platforms can leave out the items (and the blocks) of others.
    public struct TextBlock: Hashable, Sendable {
        public struct Item: Hashable, Sendable {
            public var text: String
            /// Empty: for every platform.
            public var platforms: [Platform]

            public init(text: String, platforms: [Platform]) {
                self.text = text
                self.platforms = platforms
            }
        }

        public var head: [String]
        public var items: [Item]

        public init(head: [String], items: [Item]) {
            self.head = head
            self.items = items
        }

        /// The block's lines, head first.
        public var lines: [String] { head + items.map(\.text) }
    }

    /// The condensed sections as blocks: a numbered title, then an indented item per criterion.
    public var condensedBlocks: [TextBlock] {
        condensed.enumerated().map { index, section in
            TextBlock(head: ["\(index + 1). \(section.title)"],
                      items: zip(section.lines, section.platforms).map { TextBlock.Item(text: "   - \($0)", platforms: $1) })
        }
    }

    /// The Gherkin scenarios as blocks of a feature (`depth` 1) or of a rule inside one (`depth` 2):
    /// each after a blank line, under its way of testing as a tag when `tagged`. Given the `entry`,
    /// each criterion's steps follow a comment naming its `CriterionID` (`native/button#keyboard.tab`),
    /// which Cucumber ignores and `patterns diff` reports by.
    public func scenarioBlocks(depth: Int, tagged: Bool, entry: EntryID? = nil) -> [TextBlock] {
        let indent = String(repeating: "  ", count: depth)
        return gherkin.map { scenario in
            var items: [TextBlock.Item] = []
            var previousKey: String?
            for step in scenario.steps {
                if let entry, let key = step.key, key != previousKey {
                    items.append(TextBlock.Item(text: "\(indent)  # \(CriterionID(entry: entry, key: key))", platforms: step.platforms))
                }
                previousKey = step.key
                items.append(TextBlock.Item(text: "\(indent)  \(step.line)", platforms: step.platforms))
            }
            return TextBlock(head: [""] + (tagged ? ["\(indent)@\(scenario.id)"] : []) + ["\(indent)\(GherkinKeyword.scenario.title(scenario.title))"],
                             items: items)
        }
    }

    /// Plain text for the clipboard: numbered sections with indented items (`condensedText`).
    func makeCondensedText() -> String {
        condensedBlocks.flatMap(\.lines).joined(separator: "\n")
    }

    /// Plain text for the clipboard: a feature with one scenario per section (`gherkinText`).
    func makeGherkinText() -> String {
        ([GherkinKeyword.feature.title(componentName.capitalizingFirstLetter)] + scenarioBlocks(depth: 1, tagged: false).flatMap(\.lines))
            .joined(separator: "\n")
    }
}
