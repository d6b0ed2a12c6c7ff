import PatternsCore

/// One pattern entry: how to test it (tables, condensed and Gherkin criteria), notes, platform tips.
struct EntryPage: Sendable {
    struct CriterionTable: Sendable {
        let id: String
        let caption: String
        let inputHeader: String
        let rows: [Row]
    }

    struct Row: Sendable {
        let input: String
        let expectation: String
    }

    struct CriteriaBlock: Sendable {
        let title: String
        let lines: [String]
    }

    struct PlatformTips: Sendable {
        let id: String
        let name: String
        let sections: [TipGroup]
    }

    struct TipGroup: Sendable {
        let title: String
        let notesURL: String
        let tips: [Tip]
    }

    struct Tip: Sendable {
        let framework: String?
        let html: String
    }

    struct Breadcrumb: Sendable {
        let title: String
        let url: String
    }

    static func path(for entry: PatternEntry) -> String {
        SitePaths.pagePath(forSource: entry.sourcePath) ?? "patterns/\(entry.slug)/index.html"
    }

    let chrome: PageChrome
    let title: String
    let description: String?
    let howToTestTitle: String
    let breadcrumbs: [Breadcrumb]
    let tables: [CriterionTable]
    let condensed: [CriteriaBlock]
    let condensedText: String
    let gherkinText: String
    let notesHTML: String
    let hasNotes: Bool
    let tipPlatforms: [PlatformTips]
    let hasTips: Bool

    init(entry: PatternEntry, site: Site, context: SiteContext) {
        let path = Self.path(for: entry)
        chrome = PageChrome(site: context, pagePath: path, title: entry.title, description: entry.description)
        title = entry.title
        description = entry.description
        let criteria = AcceptanceCriteria(entry: entry)
        howToTestTitle = criteria.howToTestTitle
        var crumbs = [Breadcrumb(title: "Home", url: SitePaths.relativeURL(from: path, to: HomePage.path))]
        if let first = entry.categories.first {
            let name = site.config.category(first)?.title ?? Category(id: first).title
            crumbs.append(Breadcrumb(title: name, url: SitePaths.relativeURL(from: path, to: HomePage.path) + "#category-\(first)"))
        }
        breadcrumbs = crumbs

        func table(_ id: String, _ caption: String, _ header: String, _ criteria: [Criterion]) -> CriterionTable? {
            guard !criteria.isEmpty else { return nil }
            return CriterionTable(id: id, caption: caption, inputHeader: header,
                                  rows: criteria.map { Row(input: $0.displayInput, expectation: $0.expectation) })
        }
        tables = [
            table("keyboard", "Keyboard", "Key", entry.keyboard),
            table("mobile", "Mobile screen reader gestures", "Gesture", entry.mobile),
            table("screenreader", "Screen reader output", "Announces", entry.screenReader.all),
            table("settings", "Device settings", "Setting", entry.settings),
        ].compactMap { $0 }
        condensed = criteria.condensed.map { CriteriaBlock(title: $0.title, lines: $0.lines) }
        condensedText = criteria.condensedText
        gherkinText = criteria.gherkinText
        notesHTML = entry.body.html
        hasNotes = !entry.body.isEmpty

        let orderedPlatforms = site.config.platforms + entry.tipSections.flatMap(\.platforms)
        var seen: Set<Platform> = []
        tipPlatforms = orderedPlatforms.compactMap { platform in
            guard seen.insert(platform).inserted else { return nil }
            let groups = entry.tipSections.compactMap { section -> TipGroup? in
                let tips = section.tips.filter { $0.platform == platform }
                guard !tips.isEmpty else { return nil }
                return TipGroup(title: section.title, notesURL: "#\(section.anchor)",
                                tips: tips.map { Tip(framework: $0.framework, html: $0.html) })
            }
            return groups.isEmpty ? nil : PlatformTips(id: "tips-\(platform.id)", name: platform.displayName, sections: groups)
        }
        hasTips = !tipPlatforms.isEmpty
    }
}
