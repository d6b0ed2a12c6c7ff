import PatternsDiagnostics
import PatternsMarkdown

/// Turns a parsed Markdown body into a `MarkdownBody`: heading anchors, local links rewritten to
/// page URLs, image alt texts checked, platform tips extracted, HTML rendered when building.
struct MarkdownBodyReader {
    let diagnostics: FileDiagnosticSink
    /// Output path of the page this body is rendered into.
    let pagePath: String
    let rendersHTML: Bool
    /// When false, raw HTML is dropped from the page and each dropped piece is reported.
    var allowsRawHTML = false

    struct Output {
        var body: MarkdownBody
        var tipSections: [TipSection]
        /// Text of a leading H1, removed from the body because the page template prints the title.
        var leadingTitle: String?
    }

    var file: String { diagnostics.file }

    func read(_ document: MarkdownDocument, takesLeadingTitle: Bool) -> Output {
        // Before the leading title is taken out, so `# TODO: …` as a guide's title is reported too.
        Placeholder.inBody(document, diagnostics: diagnostics)
        var blocks = document.root.children
        var leadingTitle: String?
        if takesLeadingTitle, let first = blocks.first, case .heading(1) = first.kind {
            leadingTitle = first.plainText.trimmingWhitespace()
            document.remove(first)
            blocks.removeFirst()
        }

        var sections: [(heading: MarkdownBody.Heading, lists: [MarkdownNode])] = []
        var headings: [MarkdownBody.Heading] = []
        var headingNodes: [MarkdownNode] = []
        var anchors = AnchorNamer()
        // cmark makes no block of blank lines, so a body without blocks has no content.
        let isEmpty = blocks.isEmpty
        for block in blocks {
            if case .heading(let level) = block.kind {
                let text = block.plainText.trimmingWhitespace()
                let heading = MarkdownBody.Heading(level: level, text: text, anchor: anchors.anchor(for: text),
                                                   location: block.range?.start ?? SourceLocation(line: 1, column: 1))
                headings.append(heading)
                headingNodes.append(block)
                sections.append((heading, []))
            } else if case .list = block.kind, !sections.isEmpty {
                sections[sections.count - 1].lists.append(block)
            }
        }

        checkHeadingLevels(headings)
        if !allowsRawHTML { reportDroppedHTML(document) }
        let references = checkInlines(document)
        if rendersHTML { BodyPresentation(document: document).apply(to: blocks) }
        for (node, heading) in zip(headingNodes, headings) {
            document.setID(heading.anchor, on: node)
        }
        let html = rendersHTML ? document.renderHTML() : ""
        let extractor = PlatformTipExtractor(document: document, rendersHTML: rendersHTML)
        let tipSections = sections.compactMap { section -> TipSection? in
            let tips = section.lists.flatMap { extractor.tips(in: $0) }
            guard !tips.isEmpty else { return nil }
            return TipSection(title: section.heading.text, anchor: section.heading.anchor,
                              location: section.heading.location, tips: tips)
        }
        return Output(
            body: MarkdownBody(html: html, headings: headings, localReferences: references, isEmpty: isEmpty),
            tipSections: tipSections, leadingTitle: leadingTitle)
    }

    /// Rewrites local links, collects them for cross-file checks, and checks every image's alt text.
    private func checkInlines(_ document: MarkdownDocument) -> [MarkdownBody.LocalReference] {
        var references: [MarkdownBody.LocalReference] = []
        for node in document.imagesWithoutText() {
            diagnostics.diagnose(.imageWithoutAlt(url: node.url ?? ""), at: node.range)
        }
        let directory = file.split(separator: "/").dropLast().joined(separator: "/")
        document.rewriteLinks { node in
            guard let url = node.url else { return nil }
            let location = node.range?.start ?? SourceLocation(line: 1, column: 1)
            let isImage = node.kind == .image
            if Self.isUnsafe(url, isImage: isImage) {
                diagnostics.diagnose(.unsafeURL(url, isImage: isImage), at: location)
                return "#"
            }
            if url.hasPrefix("#") {
                references.append(.init(destination: url, targetPath: file, fragment: SitePaths.percentDecode(String(url.dropFirst())),
                                        isImage: isImage, location: location))
                return nil
            }
            guard let local = LocalDestination(url) else { return nil }
            let target = SitePaths.percentDecode(local.path).flatMap { SitePaths.resolve($0, against: directory) }
            references.append(.init(destination: url, targetPath: target ?? "", fragment: local.fragment,
                                    isImage: isImage, location: location))
            guard let target else { return nil }
            let output: String
            switch SiteLayout.kind(ofSource: target) {
            case .entry, .guide: output = SiteLayout.page(forSource: target)
            case .asset: output = SiteLayout.assetOutput(forSource: target) ?? target
            case nil: return nil
            }
            return SitePaths.relativeURL(from: pagePath, to: output) + local.suffix
        }
        return references
    }
}

extension MarkdownBodyReader {
    /// Schemes that run code or reach the reader's files; `data:` is allowed for images only.
    static func isUnsafe(_ url: String, isImage: Bool) -> Bool {
        let scheme = url.trimmingWhitespace().lowercased().filter { !$0.isWhitespace && $0 != "\0" }
        if scheme.hasPrefix("javascript:") || scheme.hasPrefix("vbscript:") || scheme.hasPrefix("file:") { return true }
        if scheme.hasPrefix("data:") {
            return !(isImage && ["data:image/png", "data:image/gif", "data:image/jpeg", "data:image/webp"].contains { scheme.hasPrefix($0) })
        }
        return false
    }

    /// Headings must not skip levels; the page title is the only H1.
    func checkHeadingLevels(_ headings: [MarkdownBody.Heading]) {
        var previous = 1
        for heading in headings {
            if heading.level == 1 {
                diagnostics.diagnose(.secondH1(heading.text), at: heading.location)
            } else if heading.level > previous + 1 {
                diagnostics.diagnose(.skippedHeadingLevel(heading.level, text: heading.text, after: previous), at: heading.location)
            }
            previous = heading.level
        }
    }

    /// A warning for each piece of raw HTML the page will not show (comments are invisible anyway).
    func reportDroppedHTML(_ document: MarkdownDocument) {
        for node in document.rawHTML() {
            let html = (node.literal ?? "").trimmingWhitespace()
            guard !html.isEmpty, !html.hasPrefix("<!--") else { continue }
            let shown = html.split(separator: "\n").first.map { String($0.prefix(40)) } ?? ""
            diagnostics.diagnose(.droppedRawHTML(shown), at: node.range.map { SourceRange(at: $0.start) })
        }
    }
}

/// A link destination that points into the site: no scheme, not absolute, not only a fragment.
struct LocalDestination {
    var path: String
    /// `?query#fragment` as written, kept on the rewritten URL.
    var suffix: String

    /// The decoded `#fragment`, if any.
    var fragment: String? {
        guard let hash = suffix.firstIndex(of: "#") else { return nil }
        return SitePaths.percentDecode(String(suffix[suffix.index(after: hash)...]))
    }

    init?(_ url: String) {
        guard !url.isEmpty, !url.hasPrefix("#"), !url.hasPrefix("/"), !url.hasPrefix("?") else { return nil }
        if let colon = url.firstIndex(of: ":"),
           url[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "+" || $0 == "." || $0 == "-" }),
           !url[..<colon].contains("/") {
            return nil
        }
        let split = url.firstIndex(where: { $0 == "#" || $0 == "?" }) ?? url.endIndex
        path = String(url[..<split])
        suffix = String(url[split...])
        guard !path.isEmpty else { return nil }
    }
}

/// Gives headings unique, readable anchors: `Name` → `name`, a second `Name` → `name-2`.
struct AnchorNamer {
    private var used: [String: Int] = [:]

    mutating func anchor(for text: String) -> String {
        var slug = ""
        var pendingDash = false
        for character in text.lowercased() {
            if character.isLetter || character.isNumber {
                if pendingDash, !slug.isEmpty { slug.append("-") }
                pendingDash = false
                slug.append(character)
            } else if character == " " || character == "-" || character == "_" {
                pendingDash = true
            }
        }
        if slug.isEmpty { slug = "section" }
        var candidate = slug
        var number = used[slug] ?? 1
        // A heading may itself read "Name 2", so a generated suffix must skip taken names.
        while used[candidate] != nil {
            number += 1
            candidate = "\(slug)-\(number)"
        }
        used[slug] = number
        used[candidate] = used[candidate] ?? 1
        return candidate
    }
}
