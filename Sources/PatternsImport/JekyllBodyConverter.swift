import PatternsCore
import PatternsDiagnostics

/// Turns a Jekyll body into CommonMark for `patterns`, so the page shows what Jekyll's page showed and
/// no template syntax: `{% highlight %}` blocks into fenced code, included examples into
/// `html example file=…` fences, `<example>` blocks written inline into `html example` fences,
/// `{::nomarkdown}` blocks into raw HTML, `{% raw %}` into its text, `include_relative` into the
/// file's text, a video-player include into a video, attribute lists removed (a code block's
/// "Bad example" class kept as its caption), and Liquid links into relative links.
///
/// Works line by line on the template tags (template syntax, not Markdown), never inside fenced code
/// the author wrote. Conversions keep the line count where they can (a removed line becomes a
/// blank one), so most findings point where they pointed in SRC.
struct JekyllBodyConverter {
    /// The examples `_includes/examples/` holds, by name (`button`, `forms/checkbox`).
    let examples: Set<String>
    let addresses: JekyllAddressBook
    /// The text of an example file by name, for inline examples around an include and for source-only snippets.
    var exampleText: (String) -> String? = { _ in nil }
    /// `baseurl` in `_config.yml`, which a snippet shown as code shows where it writes `{{ site.baseurl }}`.
    var baseurl = ""
    /// The text of a file of `_includes/` by the name an include gives it (`site-note.html`).
    var includeText: (String) -> String? = { _ in nil }
    /// The text of a file of SRC by its path relative to SRC, for `include_relative`; nil when it is not a readable file of SRC.
    var sourceText: (String) -> String? = { _ in nil }

    struct Output: Hashable {
        var text: String
        var findings: [Diagnostic]
        var notes: [ImportNote] = []
        var counts: ImportPlan.Counts
        /// Site addresses of the files the body shows that are not images (a video player's video).
        var referencedFiles: [String] = []
    }

    /// Converts `body`, whose first line is line `firstLine` of `file` (relative to DEST), which comes
    /// from `source` (relative to SRC) and is published at `pagePath` (relative to the output folder).
    func convert(_ body: String, firstLine: Int, file: String, source: String, pagePath: OutputPath? = nil) -> Output {
        let expanded = HighlightLines.splitting(expandingRelativeIncludes(body, source: source))
        var state = ConversionState(body: expanded, file: file, source: source, firstLine: firstLine)
        let links = LiquidLinkRewriter(addresses: addresses, file: file)
        let page = pagePath ?? OutputPath(composed: file)
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
            } else if let block = LiteralBlock(lines: state.lines, start: state.index) {
                convertLiteral(block, page: page, state: &state)
                continue
            } else if let include = LiquidInclude(wholeLine: line) {
                convertInclude(include, page: page, state: &state)
                continue
            } else if KramdownSyntax.attributeList(wholeLine: line) != nil {
                // `{: .divider }` styles the block before it; the site has its own styles.
                state.emit("", scan: .none)
                state.index += 1
                continue
            }
            var text = KramdownSyntax.trailingAttributeList(line)?.line ?? line
            // (Tags written in a code span are the author's example of the syntax: left alone.)
            let masked = ConversionState.maskingCodeSpans(text)
            let unraw = LiquidRawTags.removing(from: Substring(masked)) == masked ? String(text) : LiquidRawTags.removing(from: text)
            // Text inside `{% raw %}` is shown as written: the line is not searched for Liquid.
            let scan: ConversionState.Scan = unraw.count == text.count ? .prose : .none
            text = Substring(unraw)
            text = Substring(SiteAddressRewriter(page: page).rewriteHTMLAttributes(in: text))
            let rewritten = MarkdownLinkDestinations.rewrite(text) { links.rewrite($0) }
            state.counts.links += rewritten.count
            state.emit(rewritten.line, scan: scan)
            state.index += 1
        }
        return state.finish()
    }

    /// `{% highlight LANG %}` … `{% endhighlight %}` → a fenced block of LANG (with the caption a
    /// trailing `{: .bad-example}` stood for); an HTML highlight of one example's include followed by
    /// the live copy → that example's fence; without the live copy → the example's source as code,
    /// since the catalog only showed it; followed by an `<example>` block of the same HTML → one
    /// inline example fence.
    private func convertHighlight(_ tag: LiquidTag, state: inout ConversionState) -> Bool {
        guard let closing = state.lines[(state.index + 1)...].firstIndex(where: { Self.endsHighlight($0) }) else {
            return false
        }
        let inner = Array(state.lines[(state.index + 1)..<closing])
        let language = tag.arguments.first ?? ""
        let shown = inner.filter { !$0.trimmingWhitespace().isEmpty }
        let next = state.nextNonBlank(after: closing)
        let trailing = KramdownSyntax.trailingAttributeList(state.lines[closing]).map { KramdownSyntax.classes($0.attributes) } ?? []
        let caption = KramdownSyntax.codeCaption(classes: trailing)
        if language == "html", shown.count == 1, let name = LiquidTag(wholeLine: shown[0])?.exampleName, examples.contains(name) {
            if let previous = state.lastExample, previous.name == name,
               state.lines[(previous.lastLine + 1)..<state.index].allSatisfy({ $0.trimmingWhitespace().isEmpty }) {
                // The source of the example just shown live: its fence already shows it.
                for _ in state.index...closing { state.emit("", scan: .none) }
                state.index = closing + 1
                return true
            }
            if let next, let live = ExampleBlock(lines: state.lines, start: next), live.name == name {
                convertExample(name, through: live.lastLine, state: &state)
                return true
            }
            if let next, let live = LiteralBlock(lines: state.lines, start: next), live.isExample,
               live.includedExamples == [name] {
                convertExample(name, through: live.lastLine, state: &state)
                return true
            }
            if let text = exampleText(name) {
                var source = text.split(separator: "\n", omittingEmptySubsequences: false).map { Substring(LiquidSiteVariables.substitute(in: $0, baseurl: baseurl)) }
                while let last = source.last, last.trimmingWhitespace().isEmpty { source.removeLast() }
                emitCode(source, language: language, caption: caption, indentOf: state.lines[state.index], state: &state)
                state.index = closing + 1
                state.counts.highlightBlocks += 1
                return true
            }
        }
        if language == "html", let next, let live = LiteralBlock(lines: state.lines, start: next), live.isExample,
           Self.sameMarkup(live.exampleLines(exampleText: exampleText), inner) {
            for _ in state.index..<next { state.emit("", scan: .none) }
            state.index = next
            convertLiteral(live, page: nil, state: &state)
            return true
        }
        emitCode(inner, language: language, caption: caption, indentOf: state.lines[state.index], state: &state)
        state.index = closing + 1
        state.counts.highlightBlocks += 1
        return true
    }

    /// Whether `line` closes a highlight: `{% endhighlight %}`, alone or followed by an attribute list.
    private static func endsHighlight(_ line: Substring) -> Bool {
        if LiquidTag(wholeLine: line)?.name == "endhighlight" { return true }
        guard let stripped = KramdownSyntax.trailingAttributeList(line) else { return false }
        return LiquidTag(wholeLine: stripped.line)?.name == "endhighlight"
    }

    /// Whether two snippets are the same HTML, indentation and blank lines aside.
    private static func sameMarkup(_ a: [Substring], _ b: [Substring]) -> Bool {
        let normal: ([Substring]) -> [String] = { $0.map { $0.trimmingWhitespace() }.filter { !$0.isEmpty } }
        return normal(a) == normal(b)
    }

    /// A fenced code block of `lines` (never containing its own fence), with a caption when the catalog gave it one.
    private func emitCode(_ lines: [Substring], language: String, caption: String?, indentOf opening: Substring, state: inout ConversionState) {
        let indent = Self.indent(of: opening)
        let fence = Self.fence(for: lines)
        let info = language + (caption.map { " title=\"\($0)\"" } ?? "")
        state.emit(Substring(indent + fence + info), scan: .none)
        for line in lines { state.emit(line, scan: .code) }
        state.emit(Substring(indent + fence), scan: .none)
    }

    /// Backticks enough to fence `lines`: one more than the longest run in them, at least three.
    static func fence(for lines: [Substring]) -> String {
        let longest = lines.map { line in
            var longest = 0, run = 0
            for character in line { run = character == "`" ? run + 1 : 0; longest = max(longest, run) }
            return longest
        }.max() ?? 0
        return String(repeating: "`", count: max(3, longest + 1))
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
        state.lastExample = (name, last)
        state.index = last + 1
        state.counts.exampleFences += 1
    }

    /// A `{::nomarkdown}` or `{% raw %}` block: an `<example>` in it becomes an inline example fence
    /// (its includes inlined); other HTML stays HTML, as one block (no blank lines, so Markdown
    /// does not read an indented line as code); a raw block's text is shown as it is.
    private func convertLiteral(_ block: LiteralBlock, page: OutputPath?, state: inout ConversionState) {
        let address = page.map { SiteAddressRewriter(page: $0) }
        if block.isExample {
            var lines = block.exampleLines(exampleText: exampleText)
            if let address { lines = lines.map { Substring(address.rewriteHTMLAttributes(in: $0)) } }
            let fence = Self.fence(for: lines)
            state.emit(Substring(fence + "html example"), scan: .none)
            for line in Self.dedented(lines) { state.emit(line, scan: .none) }
            state.emit(Substring(fence), scan: .none)
            state.counts.exampleFences += 1
        } else {
            for line in block.contentLines where !line.trimmingWhitespace().isEmpty {
                let text = address?.rewriteHTMLAttributes(in: line) ?? String(line)
                state.emit(Substring(block.kind == .raw ? text : String(text.drop { $0 == " " || $0 == "\t" })),
                           scan: block.kind == .raw ? .none : .prose)
            }
            state.emit("", scan: .none)
        }
        state.index = block.lastLine + 1
    }

    /// An include that is not an example: a video player becomes a `<video>` (with its title as a
    /// heading, as the player showed it); any other include is part of the catalog's layout and is dropped, with a note.
    private func convertInclude(_ include: LiquidInclude, page: OutputPath, state: inout ConversionState) {
        defer { state.index += 1 }
        guard include.isVideoPlayer, let filename = include.value("filename"), !filename.contains("{") else {
            // An include of plain HTML shows the same on every page: its HTML stays, as one block.
            // One with Liquid in it draws on the page and the layout, which the site's own templates replace.
            if include.parameters.isEmpty, let text = includeText(include.file), !text.contains("{%"), !text.contains("{{") {
                for line in text.split(separator: "\n") where !line.trimmingWhitespace().isEmpty {
                    state.emit(Substring(line.drop { $0 == " " || $0 == "\t" }), scan: .prose)
                }
                state.emit("", scan: .none)
                state.note("the include of '\(include.file)', plain HTML, is inlined")
                return
            }
            state.note("the include of '\(include.file)', part of the Jekyll layout, is dropped")
            state.emit("", scan: .none)
            return
        }
        let address = SiteAddressRewriter(page: page)
        let title = include.value("title")
        var html = "<video controls preload=\"metadata\" src=\"\(TextEscaping.markup(address.relative(filename)))\""
        if let title { html += " aria-label=\"\(TextEscaping.markup(title))\"" }
        html += ">"
        if let vtt = include.value("vtt"), !vtt.contains("{") {
            html += "<track kind=\"captions\" srclang=\"en\" label=\"English\" default src=\"\(TextEscaping.markup(address.relative(vtt)))\">"
        }
        html += "</video>"
        if let title {
            // A heading one level below the section it is in, as the player's own heading sat in the page.
            let level = min(6, (state.lastHeadingLevel(before: state.index) ?? 1) + 1)
            state.emit(Substring(String(repeating: "#", count: level) + " " + title), scan: .none)
            state.emit("", scan: .none)
        }
        state.emit(Substring(html), scan: .none)
        state.counts.videoIncludes += 1
        state.referencedFiles.append(contentsOf: [filename, include.value("vtt")].compactMap { $0 })
    }

    /// The body with every `{% include_relative FILE %}` line replaced by FILE's text (front matter
    /// left out, as Jekyll does), to a depth of 8; an include that cannot be read stays, and is reported later.
    private func expandingRelativeIncludes(_ body: String, source: String, depth: Int = 0) -> String {
        guard depth < 8, body.contains("include_relative") else { return body }
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.map { line -> String in
            guard let name = LiquidRelativeInclude.path(wholeLine: line),
                  let path = LiquidRelativeInclude.resolve(name, from: source), let text = sourceText(path) else { return String(line) }
            let included = JekyllDocument(path: path, text: text).body
            let trimmed = included.hasSuffix("\n") ? String(included.dropLast()) : included
            return expandingRelativeIncludes(trimmed, source: path, depth: depth + 1)
        }.joined(separator: "\n")
    }

    /// `lines` without the indentation they all share.
    static func dedented(_ lines: [Substring]) -> [Substring] {
        let shared = lines.filter { !$0.trimmingWhitespace().isEmpty }.map { indent(of: $0).count }.min() ?? 0
        return lines.map { $0.trimmingWhitespace().isEmpty ? "" : $0.dropFirst(shared) }
    }

    /// The indentation a line starts with, for the lines written in its place.
    static func indent(of line: Substring) -> String {
        String(line.prefix { $0 == " " || $0 == "\t" })
    }
}
