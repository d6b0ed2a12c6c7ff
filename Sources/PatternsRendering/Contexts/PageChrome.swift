import PatternsCore

/// What every page's frame needs: titles, the way back to the site root, navigation state.
///
/// Page contexts are explicit types (not dictionaries) so a template's variables are a
/// documented contract: each declares its variables in a `TemplateFields` table (`TemplateContext`).
struct PageChrome: Sendable {
    let siteTitle: String
    /// The `<title>`: "Entry – Site", or the site title alone on the home page.
    let documentTitle: String
    let metaDescription: String?
    /// Relative prefix from this page to the output root (`../../`), empty on root pages.
    let root: String
    let canonicalURL: String?
    let isHome: Bool
    /// On the guides index (`guides/`), which the site navigation marks as the current page.
    let isGuides: Bool
    let isChecklist: Bool
    /// The `aria-current` value of each link of the site navigation: `page` on the page it leads to,
    /// `true` on the other pages of its section, none elsewhere.
    let patternsCurrent: String?
    let guidesCurrent: String?
    let checklistCurrent: String?
    /// `page` on `/wcag/`, `true` on a criterion's page.
    let wcagCurrent: String?

    init(site: SiteContext, pagePath: OutputPath, title: String?, description: String?,
         section: Section = .none, rootOverride: String? = nil) {
        siteTitle = site.title
        documentTitle = title.map { "\($0) – \(site.title)" } ?? site.title
        metaDescription = description
        root = rootOverride ?? pagePath.rootPrefix
        canonicalURL = site.absoluteURL(for: pagePath)
        isHome = section == .home
        isGuides = section == .guides
        isChecklist = section == .checklist
        patternsCurrent = section == .home ? "page" : section == .patterns ? "true" : nil
        guidesCurrent = section == .guides ? "page" : section == .guide ? "true" : nil
        checklistCurrent = section == .checklist ? "page" : nil
        wcagCurrent = section == .wcag ? "page" : section == .wcagCriterion ? "true" : nil
    }

    /// Where the page sits in the site navigation: on one of its pages (`home`, `guides`,
    /// `checklist`), or inside one of its sections (`patterns`: entries, categories, platforms;
    /// `guide`: one guide; `wcagCriterion`: one success criterion's page).
    enum Section { case none, home, patterns, guides, guide, checklist, wcag, wcagCriterion }
}

extension PageChrome: TemplateContext {
    static let fields: TemplateFields<Self> = [
        .text("siteTitle", \.siteTitle),
        .text("documentTitle", \.documentTitle),
        .text("metaDescription", \.metaDescription),
        .text("root", \.root),
        .text("canonicalURL", \.canonicalURL),
        .flag("isHome", \.isHome),
        .flag("isGuides", \.isGuides),
        .flag("isChecklist", \.isChecklist),
        .text("patternsCurrent", \.patternsCurrent),
        .text("guidesCurrent", \.guidesCurrent),
        .text("checklistCurrent", \.checklistCurrent),
        .text("wcagCurrent", \.wcagCurrent),
    ]
}
