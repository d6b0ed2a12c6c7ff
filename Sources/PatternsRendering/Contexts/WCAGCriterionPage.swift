import PatternsCore

/// `/wcag/<id>/`: one cited success criterion and the entries that test it, with their plain-language criteria.
struct WCAGCriterionPage: Sendable {
    struct Citation: Sendable {
        let title: String
        let url: String
        let criteria: [String]
    }

    /// A run of the criterion's quoted text: a paragraph, a note, a list of exceptions or of bullets.
    struct QuotedPart: Sendable {
        struct Exception: Sendable {
            let term: String
            let text: String
        }

        var isParagraph = false
        var isNote = false
        var content = ""
        /// Set when a run of exceptions starts, stored like every field a template reads.
        var isExceptions = false
        var exceptions: [Exception] = []
        /// Set when a run of bullets starts.
        var isBullets = false
        var bullets: [String] = []

        /// The blocks in order, consecutive exceptions in one list and consecutive bullets in another.
        static func parts(of blocks: [WCAGText.Block]) -> [QuotedPart] {
            var parts: [QuotedPart] = []
            for block in blocks {
                switch block.kind {
                case .paragraph: parts.append(QuotedPart(isParagraph: true, content: block.text))
                case .note: parts.append(QuotedPart(isNote: true, content: block.text))
                case .item:
                    if parts.last?.isExceptions != true { parts.append(QuotedPart(isExceptions: true)) }
                    parts[parts.count - 1].exceptions.append(Exception(term: block.term, text: block.text))
                case .listItem:
                    if parts.last?.isBullets != true { parts.append(QuotedPart(isBullets: true)) }
                    parts[parts.count - 1].bullets.append(block.text)
                }
            }
            return parts
        }
    }

    static func path(for criterion: SuccessCriterion) -> OutputPath { SiteLayout.wcagCriterionPage(criterion.id) }

    let chrome: PageChrome
    let title: String
    let badge: WCAGBadge
    let principle: String
    let guideline: String
    let version: String
    let isObsolete: Bool
    /// The criterion's normative text, quoted with the W3C's notice, and where it is in the Recommendation.
    let text: [QuotedPart]
    let textSource = WCAGText.source
    let textCopyright = WCAGText.copyright
    let licenseURL = WCAGText.licenseURL
    let recommendationURL: String
    let quickReferenceURL: String
    let indexURL: String
    let citations: [Citation]

    init(criterion: SuccessCriterion, citations: WCAGCitations, config: SiteConfig, context: SiteContext) {
        let path = Self.path(for: criterion)
        title = "\(criterion.id) \(criterion.name)"
        chrome = PageChrome(site: context, pagePath: path, title: title,
                            description: "The patterns that test WCAG 2.2 success criterion \(criterion.label).", section: .wcagCriterion)
        badge = WCAGBadge(criterion, from: path)
        principle = criterion.principle.name
        guideline = criterion.guideline
        version = criterion.version
        isObsolete = criterion.isObsolete
        text = QuotedPart.parts(of: WCAGText.blocks(of: criterion))
        recommendationURL = criterion.recommendationURL
        quickReferenceURL = criterion.quickReferenceURL
        indexURL = path.relativeURL(to: WCAGIndexPage.path)
        self.citations = citations.citations(of: criterion.id).map {
            Citation(title: config.naming($0.entry.title, in: $0.entry.collection), url: path.relativeURL(to: $0.entry.pagePath), criteria: $0.criteria)
        }
    }
}

extension WCAGCriterionPage: PageContext {
    static let template = PageTemplate("wcag-criterion")
    static let fields: TemplateFields<Self> = [
        .nested("chrome", \.chrome),
        .text("title", \.title),
        .nested("badge", \.badge),
        .text("principle", \.principle),
        .text("guideline", \.guideline),
        .text("version", \.version),
        .flag("isObsolete", \.isObsolete),
        .list("text", \.text),
        .text("textSource", \.textSource),
        .text("textCopyright", \.textCopyright),
        .text("licenseURL", \.licenseURL),
        .text("recommendationURL", \.recommendationURL),
        .text("quickReferenceURL", \.quickReferenceURL),
        .text("indexURL", \.indexURL),
        .list("citations", \.citations),
    ]
}

extension WCAGCriterionPage.Citation: TemplateContext {
    static let fields: TemplateFields<Self> = [
        .text("title", \.title),
        .text("url", \.url),
        .list("criteria", \.criteria),
    ]
}

extension WCAGCriterionPage.QuotedPart: TemplateContext {
    static let fields: TemplateFields<Self> = [
        .flag("isParagraph", \.isParagraph),
        .flag("isNote", \.isNote),
        .text("content", \.content),
        .flag("isExceptions", \.isExceptions),
        .list("exceptions", \.exceptions),
        .flag("isBullets", \.isBullets),
        .list("bullets", \.bullets),
    ]
}

extension WCAGCriterionPage.QuotedPart.Exception: TemplateContext {
    static let fields: TemplateFields<Self> = [
        .text("term", \.term),
        .text("text", \.text),
    ]
}
