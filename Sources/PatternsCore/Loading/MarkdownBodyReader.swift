import PatternsDiagnostics
import PatternsHTML
import PatternsMarkdown

/// Turns a parsed Markdown body into a `MarkdownBody`: heading anchors, local links resolved and
/// checked, image alt texts checked, platform tips found; and the live tree with those findings
/// (`ParsedBody`), which a `BodyRenderer` turns into what a page shows.
struct MarkdownBodyReader {
    let diagnostics: FileDiagnosticSink
    /// Where the body is, which the model keeps.
    let handle: BodyHandle
    /// Output path of the page this body is shown on.
    let pagePath: OutputPath
    /// The site's collections, which say where a linked entry's page is.
    let collections: [EntryCollection]
    /// The site's example files, which `html example file=NAME` fences show.
    var examples = ExampleLibrary()
    /// When false, raw HTML is sanitised on the page and each element or attribute it loses is reported.
    var allowsRawHTML = false
    /// Whether the body's search terms are made (`BodyParts.searchTerms`).
    var parts: BodyParts = .all
    /// False when a checked body is read again only to render it: the checks that only report are skipped.
    var checks = true
    /// True for an entry's notes, whose platform tips the page shows apart from the notes; a guide's
    /// lists stay as written.
    var findsTips = true
    /// The site's platforms: besides iOS, Android and Web, their ids and titles open platform-first
    /// scopes (`## Windows`) and label tips (`- **Windows**`).
    var platforms: [Platform] = []

    var file: String { diagnostics.file }

    /// A heading of the notes with the lists under it, and the platform of the `## iOS`-style heading above it, if any.
    struct NotesSection {
        var heading: MarkdownBody.Heading
        var node: MarkdownNode
        /// The blocks that may hold tips, in order: its lists and, inside a platform scope, its paragraphs.
        var lists: [MarkdownNode]
        var platform: Platform?
        /// Under a platform heading (`## Android` › `### Groupings`), where prose is that platform's tip too.
        var isInsideScope = false
        /// A block under the heading (before the next heading) that is not a list of tips only.
        var hasOtherContent = false
        var tipCount = 0
        /// Blocks under the heading (before the next heading), lists included.
        var blockCount = 0
        /// The first and only block under the heading is a paragraph saying `n/a`.
        var saysNotApplicable = false
    }

    struct Output {
        var body: MarkdownBody
        var tipSections: [TipSection]
        /// The live tree with what the reader found in it, for a `BodyRenderer`.
        var parsed: ParsedBody
        /// Text of a leading H1, removed from the body because the page template prints the title.
        var leadingTitle: String?
        /// The body's search terms when the reading asked for them (`.searchTerms`) or for the pages
        /// (`.pages`), which the model does not keep.
        var searchTerms = ""
    }

    func read(_ document: MarkdownDocument, takesLeadingTitle: Bool) -> Output {
        // Before the leading title is taken out, so `# TODO: …` as a guide's title is reported too.
        if checks {
            Placeholder.inBody(document, diagnostics: diagnostics)
            TemplateSyntax.inBody(document, diagnostics: diagnostics)
        }
        var blocks = document.root.children
        var leadingTitle: String?
        if takesLeadingTitle, let first = blocks.first, case .heading(1) = first.kind {
            leadingTitle = first.plainText.trimmingWhitespace()
            document.remove(first)
            blocks.removeFirst()
        }

        var sections: [NotesSection] = []
        var headings: [(node: MarkdownNode, anchor: String)] = []
        var anchors = AnchorNamer()
        // Platform-first notes: `## iOS` scopes the sections under it (`### Name`…) to that platform.
        var scope: (platform: Platform, level: Int)?
        for block in blocks {
            if case .heading(let level) = block.kind {
                let text = block.plainText.trimmingWhitespace()
                let heading = MarkdownBody.Heading(level: level, text: text, anchor: anchors.anchor(for: text),
                                                   location: block.range?.start ?? SourceLocation(line: 1, column: 1))
                headings.append((block, heading.anchor))
                if let current = scope, level <= current.level { scope = nil }
                let opensScope = PlatformLabel.scope(ofHeading: text, among: platforms)
                if let platform = opensScope { scope = (platform, level) }
                sections.append(NotesSection(heading: heading, node: block, lists: [], platform: scope?.platform,
                                             isInsideScope: opensScope == nil && scope != nil))
            } else if !sections.isEmpty {
                let last = sections.count - 1
                sections[last].blockCount += 1
                sections[last].saysNotApplicable = findsTips && sections[last].blockCount == 1 && block.kind == .paragraph
                    && NotApplicable.matches(block.plainText)
                if case .list = block.kind {
                    sections[last].lists.append(block)
                } else if findsTips, sections[last].isInsideScope, block.kind == .paragraph, !sections[last].saysNotApplicable {
                    sections[last].lists.append(block)
                } else {
                    sections[last].hasOtherContent = true
                }
            }
        }

        if checks {
            checkHeadingLevels(sections.map(\.heading))
            if !allowsRawHTML { reportRemovedHTML(document) }
        }
        let (references, links) = checkInlines(document)
        let liveExamples = readExamples(document)
        let extractor = PlatformTipExtractor(platforms: platforms)
        var tipSections: [TipSection] = []
        var tipNodes: [[ParsedBody.Tip]] = []
        var introNodes: [[MarkdownNode]] = []
        // A section of the same title under `## iOS` and `## Android` is one section with both platforms' tips.
        var sectionIndex: [String: Int] = [:]
        for index in sections.indices where findsTips {
            let section = sections[index]
            let perList = section.lists.map { extractor.tips(in: $0, scope: section.platform) }
            let found = perList.flatMap { $0 }
            // An unlabelled item beside tips introduces them for every platform: it goes with them, not into the notes.
            let neutralPerList = zip(section.lists, perList).map { list, tips in
                extractor.neutralItems(in: list, tips: tips.count, scope: section.platform)
            }
            let neutral = neutralPerList.flatMap { $0 }
            sections[index].tipCount = found.count
            if zip(section.lists, zip(perList, neutralPerList)).contains(where: { list, taken in
                list.kind != .paragraph && list.children.count > taken.0.count + taken.1.count
            }) {
                sections[index].hasOtherContent = true
            }
            guard !found.isEmpty else { continue }
            let key = section.heading.text.lowercased()
            if let index = sectionIndex[key] {
                tipSections[index].tips += found.map(\.tip)
                tipSections[index].introCount += neutral.count
                tipNodes[index] += found.map(\.nodes)
                introNodes[index] += neutral
            } else {
                sectionIndex[key] = tipSections.count
                tipSections.append(TipSection(title: section.heading.text, anchor: section.heading.anchor,
                                              location: section.heading.location, tips: found.map(\.tip), introCount: neutral.count))
                tipNodes.append(found.map(\.nodes))
                introNodes.append(neutral)
            }
        }
        Self.markTipsOnly(&sections)
        // Before rendering: the renderer takes the tips out of the notes, and search still finds their words.
        let searchTerms = parts.isDisjoint(with: [.searchTerms, .pages]) ? "" : SearchTerms.utf8Digest(document.forEachVisibleUTF8)
        let parsed = ParsedBody(document: document, pagePath: pagePath, blocks: blocks, headings: headings, links: links,
                                tips: tipNodes, tipIntros: introNodes, tipsOnlyHeadings: sections.filter(\.heading.holdsOnlyTips).map(\.node),
                                examples: liveExamples)
        // cmark makes no block of blank lines, so a body without blocks has no content.
        var body = MarkdownBody(handle: handle, headings: sections.map(\.heading), localReferences: references, isEmpty: blocks.isEmpty,
                                examples: liveExamples.map(\.example), searchTerms: parts.contains(.searchTerms) ? searchTerms : "")
        if findsTips {
            body.inapplicableSections = sections.filter(\.saysNotApplicable).map {
                MarkdownBody.InapplicableSection(title: $0.heading.text, platform: $0.platform)
            }
        }
        return Output(body: body, tipSections: tipSections, parsed: parsed, leadingTitle: leadingTitle, searchTerms: searchTerms)
    }

    /// Resolves local links and collects them for cross-file checks, finds unsafe URLs, and checks
    /// every image's alt text. Returns the links whose page URL differs from what is written.
    private func checkInlines(_ document: MarkdownDocument) -> ([MarkdownBody.LocalReference], [ParsedBody.Link]) {
        var references: [MarkdownBody.LocalReference] = []
        var links: [ParsedBody.Link] = []
        for node in document.imagesWithoutText() {
            diagnostics.diagnose(.imageWithoutAlt(url: node.url ?? ""), at: node.range)
        }
        let directory = file.split(separator: "/").dropLast().joined(separator: "/")
        for node in document.linksAndImages() {
            guard let url = node.url else { continue }
            let location = node.range?.start ?? SourceLocation(line: 1, column: 1)
            let isImage = node.kind == .image
            if Self.isUnsafe(url, isImage: isImage) {
                diagnostics.diagnose(.unsafeURL(url, isImage: isImage), at: location)
                links.append(ParsedBody.Link(node: node, destination: .unsafe))
                continue
            }
            if url.hasPrefix("#") {
                references.append(.init(destination: url, targetPath: file, fragment: SitePaths.percentDecode(String(url.dropFirst())),
                                        isImage: isImage, location: location))
                continue
            }
            guard let local = LocalDestination(url) else { continue }
            let target = SitePaths.percentDecode(local.path).flatMap { SitePaths.resolve($0, against: directory) }
            references.append(.init(destination: url, targetPath: target ?? "", fragment: local.fragment,
                                    isImage: isImage, location: location))
            if let target, let output = Self.output(of: target, collections: collections) {
                links.append(ParsedBody.Link(node: node, destination: .siteFile(output: output, suffix: local.suffix)))
            }
        }
        return (references, links)
    }
}

extension MarkdownBodyReader {
    /// Where a linked file of the site ends up: an entry's or guide's page, or an asset's copy.
    static func output(of source: String, collections: [EntryCollection]) -> OutputPath? {
        switch SiteLayout.kind(ofSource: source, collections: collections) {
        case .entry, .guide: SiteLayout.page(forSource: source, collections: collections)
        case .asset: SiteLayout.assetOutput(forSource: source)
        case .example: SiteLayout.exampleName(forSource: source).map(SiteLayout.exampleFrame)
        case nil: nil
        }
    }

    /// Schemes that run code or reach the reader's files; `data:` is allowed for images only.
    static func isUnsafe(_ url: String, isImage: Bool) -> Bool {
        HTMLPolicy.isUnsafeURL(url, isImage: isImage)
    }

    /// A heading holds only tips when neither it nor a heading below it (up to the next heading of
    /// its level or higher) has anything but tips, and there is at least one tip: the page shows
    /// those tips apart from the notes, so the notes leave the heading out.
    static func markTipsOnly(_ sections: inout [NotesSection]) {
        for index in sections.indices {
            let level = sections[index].heading.level
            var end = index + 1
            while end < sections.count, sections[end].heading.level > level { end += 1 }
            let part = sections[index..<end]
            sections[index].heading.holdsOnlyTips = !part.contains(where: \.hasOtherContent) && part.contains { $0.tipCount > 0 }
        }
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

    /// A warning for each element or attribute the sanitiser takes out of raw HTML, at the raw HTML
    /// node it is in: the page runs the same policy over each run of raw HTML (pairs of tags with
    /// Markdown between them included), so what a node loses here is what the page loses.
    func reportRemovedHTML(_ document: MarkdownDocument) {
        let sanitizer = HTMLSanitizer()
        for node in document.rawHTML() {
            let removals = sanitizer.sanitize(node.literal ?? "").removals
            guard !removals.isEmpty else { continue }
            let location = node.range.map { SourceRange(at: $0.start) }
            for removal in removals { diagnostics.diagnose(.removedRawHTML(removal), at: location) }
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
public struct AnchorNamer {
    private var used: [String: Int] = [:]

    public init() {}

    public mutating func anchor(for text: String) -> String {
        var slug = Self.asciiSlug(of: text) ?? Self.slug(of: text)
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

    /// Letters and digits lower-cased, each run of spaces, `-` and `_` between them one `-`.
    static func slug(of text: String) -> String {
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
        return slug
    }

    /// `slug(of:)` of ASCII text (nearly every heading), read byte by byte: the `Character` walk's
    /// Unicode letter tests were most of its cost. Nil when the text is not all ASCII.
    static func asciiSlug(of text: String) -> String? {
        var text = text
        return text.withUTF8 { bytes -> String? in
            guard TextEscaping.isASCII(bytes) else { return nil }
            var slug: [UInt8] = []
            slug.reserveCapacity(bytes.count)
            var pendingDash = false
            for byte in bytes {
                let lower = SourceBytes.isUpperCase(byte) ? byte | 0x20 : byte
                if SourceBytes.isLetter(lower) || SourceBytes.isDigit(lower) {
                    if pendingDash, !slug.isEmpty { slug.append(UInt8(ascii: "-")) }
                    pendingDash = false
                    slug.append(lower)
                } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") {
                    pendingDash = true
                }
            }
            return String(decoding: slug, as: UTF8.self)
        }
    }
}
