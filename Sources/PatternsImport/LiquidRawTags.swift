/// `{% raw %}` and `{% endraw %}` within a line: Jekyll shows the text between them as it is, so the
/// import keeps that text and removes the tags.
enum LiquidRawTags {
    static func removing(from line: Substring) -> String {
        LiquidTag.replacing(in: line) { $0.form == .tag && ($0.name == "raw" || $0.name == "endraw") ? "" : nil }
    }
}
