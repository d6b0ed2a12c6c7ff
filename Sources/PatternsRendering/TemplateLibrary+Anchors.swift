import PatternsCore

extension TemplateLibrary {
    /// Ids the page templates give their own parts, which links may target as well as headings.
    public var anchors: TemplateAnchors {
        TemplateAnchors(
            entry: ["main", "how-to-test", "keyboard", "mobile", "screenreader", "settings", "condensed", "gherkin",
                    "platform-tips", "tips-ios", "tips-android", "tips-web"],
            guide: ["main", "toc-title"])
    }
}
