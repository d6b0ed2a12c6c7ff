import PatternsCore

/// An entry's tips as Markdown (`TipMarkdownRenderer`), as `patterns mcp` answers with them: what
/// the entry's body handle gives through that renderer, held by the answer's reader, not the model.
///
/// In the order of the entry's `tipOutline` and its tips.
public struct TipMarkdown: Sendable {
    /// Each tip as a Markdown list, by tip section.
    public var tips: [[String]]
    /// Each tip section's introduction (its platform-neutral items) as Markdown paragraphs; "" for none.
    public var intros: [String]

    public init(tips: [[String]] = [], intros: [String] = []) {
        self.tips = tips
        self.intros = intros
    }

    /// The `tip`th tip of the `section`th tip section; "" when the body was not read.
    public func markdown(section: Int, tip: Int) -> String {
        tips.indices.contains(section) && tips[section].indices.contains(tip) ? tips[section][tip] : ""
    }

    /// The `section`th tip section's introduction; "" for none.
    public func introMarkdown(section: Int) -> String {
        intros.indices.contains(section) ? intros[section] : ""
    }
}
