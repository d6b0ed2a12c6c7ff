import PatternsDiagnostics
import PatternsMarkdown

/// Turns a parsed Markdown body into a `MarkdownBody`: heading anchors, local links rewritten to
/// page URLs, image alt texts checked, platform tips extracted, HTML rendered when building.
struct MarkdownBodyReader {
    let file: String
    /// Output path of the page this body is rendered into.
    let pagePath: String
    let rendersHTML: Bool

    struct Output {
        var body: MarkdownBody
        var tipSections: [TipSection]
        /// Text of a leading H1, removed from the body because the page template prints the title.
        var leadingTitle: String?
    }

    func read(_ document: MarkdownDocument, takesLeadingTitle: Bool, diagnostics: inout [Diagnostic]) -> Output {
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

        let references = checkInlines(document, diagnostics: &diagnostics)
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
    private func checkInlines(_ document: MarkdownDocument, diagnostics: inout [Diagnostic]) -> [MarkdownBody.LocalReference] {
        var references: [MarkdownBody.LocalReference] = []
        for node in document.linksAndImages() where node.kind == .image {
            if node.plainText.trimmingWhitespace().isEmpty {
                diagnostics.append(Diagnostic(
                    .imageMissingAlt, "image '\(node.url ?? "")' has no alternative text", file: file,
                    at: node.range, hint: "describe the image between the brackets: ![what it shows](\(node.url ?? ""))"))
            }
        }
        let directory = file.split(separator: "/").dropLast().joined(separator: "/")
        document.rewriteLinks { node in
            guard let url = node.url, let local = LocalDestination(url) else { return nil }
            let location = node.range?.start ?? SourceLocation(line: 1, column: 1)
            let isImage = node.kind == .image
            let target = SitePaths.percentDecode(local.path).flatMap { SitePaths.resolve($0, against: directory) }
            references.append(.init(destination: url, targetPath: target ?? "", isImage: isImage, location: location))
            guard let target else { return nil }
            let output = target.hasSuffix(".md") ? SitePaths.pagePath(forSource: target) : SitePaths.assetPath(forSource: target)
            guard let output else { return nil }
            return SitePaths.relativeURL(from: pagePath, to: output) + local.suffix
        }
        return references
    }
}

/// A link destination that points into the site: no scheme, not absolute, not only a fragment.
struct LocalDestination {
    var path: String
    /// `?query#fragment` as written, kept on the rewritten URL.
    var suffix: String

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
