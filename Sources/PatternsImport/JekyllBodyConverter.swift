import PatternsCore

/// Turns a Jekyll body into CommonMark for `patterns`: `{% highlight %}` blocks into fenced code,
/// included examples into `html example file=…` fences, Liquid links into relative links.
///
/// Works line by line on the template tags (template syntax, not Markdown), never inside fenced code
/// the author wrote. A conversion that makes fewer lines pads with blank lines, so every line after
/// it keeps its number and findings point where they pointed in SRC; only a lone include, which
/// becomes a two-line fence, moves the lines after it down by one.
struct JekyllBodyConverter {
    /// The examples `_includes/examples/` holds, by name (`button`, `forms/checkbox`).
    let examples: Set<String>
    let addresses: JekyllAddressBook

    struct Output: Hashable {
        var text: String
        var findings: [ImportFinding]
        var counts: ImportPlan.Counts
    }

    /// Converts `body`, whose first line is line `firstLine` of `file` (relative to DEST), which comes from `source` (relative to SRC).
    func convert(_ body: String, firstLine: Int, file: String, source: String) -> Output {
        var state = ConversionState(body: body, file: file, source: source, firstLine: firstLine)
        let links = LiquidLinkRewriter(addresses: addresses, file: file)
        while state.index < state.lines.count {
            let line = state.lines[state.index]
            if state.copyAuthorFence() { continue }
            if let tag = LiquidTag(wholeLine: line), tag.form == .tag, tag.name == "highlight" {
                if convertHighlight(tag, state: &state) { continue }
            } else if let block = ExampleBlock(lines: state.lines, start: state.index) {
                convertExample(block.name, through: block.lastLine, state: &state)
                continue
            } else if let tag = LiquidTag(wholeLine: line), let name = tag.exampleName {
                // The one conversion that adds a line: the lines after it move down by one.
                convertExample(name, through: state.index, state: &state)
                continue
            }
            let rewritten = MarkdownLinkDestinations.rewrite(line) { links.rewrite($0) }
            state.counts.links += rewritten.count
            state.emit(rewritten.line, scan: .prose)
            state.index += 1
        }
        return state.finish()
    }

    /// `{% highlight LANG %}` … `{% endhighlight %}` → a fenced block of LANG; an HTML highlight of
    /// one example's include, with or without the live copy after it, → that example's fence.
    private func convertHighlight(_ tag: LiquidTag, state: inout ConversionState) -> Bool {
        guard let closing = state.lines[(state.index + 1)...].firstIndex(where: { LiquidTag(wholeLine: $0)?.name == "endhighlight" }) else {
            return false
        }
        let inner = state.lines[(state.index + 1)..<closing]
        let language = tag.arguments.first ?? ""
        let shown = inner.filter { !$0.trimmingWhitespace().isEmpty }
        if language == "html", shown.count == 1, let name = LiquidTag(wholeLine: shown[0])?.exampleName, examples.contains(name) {
            var last = closing
            var next = closing + 1
            while next < state.lines.count, state.lines[next].trimmingWhitespace().isEmpty { next += 1 }
            if let live = ExampleBlock(lines: state.lines, start: next), live.name == name { last = live.lastLine }
            convertExample(name, through: last, state: &state)
            return true
        }
        let indent = Self.indent(of: state.lines[state.index])
        let longestBackticks = inner.map { $0.split(separator: "`", omittingEmptySubsequences: false).count - 1 }.max() ?? 0
        let fence = String(repeating: "`", count: max(3, longestBackticks + 1))
        state.emit(Substring(indent + fence + language), scan: .none)
        for line in inner { state.emit(line, scan: .code) }
        state.emit(Substring(indent + fence), scan: .none)
        state.index = closing + 1
        state.counts.highlightBlocks += 1
        return true
    }

    /// Lines `state.index...last` → one `html example file=NAME` fence, padded to the same number of lines;
    /// copied as they are, and reported, when the example is not in `_includes/examples/`.
    private func convertExample(_ name: String, through last: Int, state: inout ConversionState) {
        guard examples.contains(name) else {
            state.missingExample(name, through: last)
            for line in state.lines[state.index...last] { state.emit(line, scan: .prose) }
            state.index = last + 1
            return
        }
        let indent = Self.indent(of: state.lines[state.index])
        state.emit(Substring(indent + "```html example file=\(name)"), scan: .none)
        state.emit(Substring(indent + "```"), scan: .none)
        for _ in 0..<max(0, last - state.index - 1) { state.emit("", scan: .none) }
        state.index = last + 1
        state.counts.exampleFences += 1
    }

    /// The indentation a line starts with, for the lines written in its place.
    private static func indent(of line: Substring) -> String {
        String(line.prefix { $0 == " " || $0 == "\t" })
    }
}
