import PatternsBodyHTML
import PatternsCore
import PatternsDiagnostics
import PatternsHistory

/// One pattern entry: how to test it (condensed tables and Gherkin as two views), notes, platform tips.
struct EntryPage: Sendable {
    struct CriterionTable: Sendable {
        let id: String
        let caption: String
        let inputHeader: String
        let rows: [Row]
    }

    struct Row: Sendable {
        /// Deep-link target of the criterion: its key path (`keyboard.tab`), the part after `#` of its `CriterionID`.
        let id: String
        let input: String
        let expectation: String
        /// The criterion's behaviour is not yet confirmed on a device (`verify:`): the row says so in words.
        let unconfirmed: Bool
        /// The criterion's whole `CriterionID` (`native/button#keyboard.tab`), which the audit mode records
        /// results under; nil on the row saying a way of testing does not apply.
        let criterion: String?
    }

    struct Scenario: Sendable {
        let id: String
        let title: String
        let steps: [Step]
    }

    struct Step: Sendable {
        let id: String
        let keyword: String
        let text: String
    }

    /// A platform's tips: one panel of the platform switcher, a column when compared side by side.
    struct PlatformTips: Sendable {
        let id: String
        /// The platform's id (`ios`), which the site script remembers as the reader's platform.
        let platform: String
        let name: String
        let sections: [TipGroup]
    }

    /// The tips of one section of the notes for one platform.
    struct TipGroup: Sendable {
        /// The group heading's id, when the page gives it one: `tips-<platform>-<section>` for every platform.
        let id: String?
        /// The section's own anchor (`role`) on the group that stands for a heading the notes leave
        /// out: the first platform's, so links to the section land on its tips.
        let sectionAnchor: String?
        let title: String
        /// The section's platform-neutral items (HTML), shown before every platform's tips; nil for none.
        let intro: String?
        /// The section in the full notes, when the notes show more than its tips.
        let notesURL: String?
        let tips: [Tip]
        /// True when there are tips to list (a group may hold only the section's introduction).
        let hasTips: Bool

        init(id: String?, sectionAnchor: String? = nil, title: String, intro: String?, notesURL: String?, tips: [Tip]) {
            self.id = id
            self.sectionAnchor = sectionAnchor
            self.title = title
            self.intro = intro
            self.notesURL = notesURL
            self.tips = tips
            hasTips = !tips.isEmpty
        }
    }

    /// One tip as the items of its section's list.
    struct Tip: Sendable {
        let framework: String?
        /// The tip as list items (`<li>`…); a framework's tips are one item, its name over their own list.
        let html: String

        /// `tip` with its content as rendered for the page that shows it (`RenderedBody.tipHTML(section:tip:onPage:)`).
        /// A tip under its framework's name (`SwiftUI`), if it has one.
        init(framework: String?, html tipHTML: String) {
            self.framework = framework
            if let framework {
                html = "<li><p class=\"framework\">\(TextEscaping.markup(framework))</p>\n<ul>\n\(tipHTML)</ul>\n</li>\n"
            } else {
                html = tipHTML
            }
        }
    }

    struct Link: Sendable {
        let title: String
        let url: String
    }

    let chrome: PageChrome
    let title: String
    let description: String?
    /// When the entry's file last changed in git; nil outside a repository or with dates off.
    let lastUpdated: LastUpdated?
    let howToTestTitle: String
    let breadcrumbs: [Link]
    let tables: [CriterionTable]
    let scenarios: [Scenario]
    let condensedText: String
    let gherkinText: String
    let wcagGroups: [WCAGGroupView]
    let wcagReferences: [WCAGBadge]
    let hasWCAG: Bool
    let hasWCAGReferences: Bool
    let videos: [Video]
    let hasVideos: Bool
    let notesHTML: String
    let hasNotes: Bool
    let tipPlatforms: [PlatformTips]
    let hasTips: Bool
    /// More than one platform has tips: they are tabs (or columns); one platform's tips stand alone, without a platform heading.
    let hasPlatformTabs: Bool
    /// "Platform tips", or with one platform its name ("Web tips").
    let tipsTitle: String
    /// The page's sections (its `h2`s), for the "On this page" navigation.
    let sections: [Link]
    let previous: Link?
    let next: Link?
    let categoryTitle: String?
    /// The entry's category page, which the pager offers where the category starts or ends.
    let pagerCategory: Link?
    let hasPager: Bool
    let pagerLabel: String
    /// The references the entry rests on, under a "Sources" heading.
    let sources: [SourceItem]
    let hasSources: Bool
    let sideNav: SideNavigation
    /// What changed in the entry since the revision `build --since` names; nil without it or when nothing did.
    let changeNote: ChangeNote?
    /// The audit mode's lists and this entry's criteria for defect reports (`AuditPageData`), as JSON.
    let auditData: String

    /// The page of `entry`, whose `body` its page's reading of the body handle rendered.
    /// `defectData` is the entry's object in the defect reporter's data when made already (`CriteriaCopies`).
    init(entry: PatternEntry, body: RenderedBody, config: SiteConfig, context: SiteContext, neighbours: CategoryNeighbours, criteria: AcceptanceCriteria,
         defectData: String? = nil, changeNote: ChangeNote? = nil, lastUpdated: CommitDate? = nil) {
        let path = entry.pagePath
        self.changeNote = changeNote
        auditData = AuditPageData.json(config: config, entry: defectData ?? AuditPageData.entry(entry.summary, criteria: criteria))
        chrome = PageChrome(site: context, pagePath: path, title: entry.title, description: entry.description, section: .patterns)
        title = entry.title
        description = entry.description
        self.lastUpdated = LastUpdated(lastUpdated)
        howToTestTitle = criteria.howToTestTitle
        let home = path.relativeURL(to: HomePage.path)
        var crumbs = [Link(title: "Home", url: home)]
        let collection = config.collection(entry.collection) ?? .implicit
        if entry.id.namedCollection(in: config) != nil {
            crumbs.append(Link(title: collection.title, url: path.relativeURL(to: SiteLayout.collectionPage(collection))))
        }
        if let first = entry.categories.first {
            let category = config.category(first) ?? Category(id: first)
            crumbs.append(Link(title: category.title,
                               url: path.relativeURL(to: SiteLayout.categoryPage(category.id, collection: collection))))
            categoryTitle = category.title
            pagerCategory = Link(title: "All \(category.title) patterns", url: crumbs[crumbs.count - 1].url)
        } else {
            categoryTitle = nil
            pagerCategory = nil
        }
        breadcrumbs = crumbs

        func table(_ mode: TestingMode) -> CriterionTable? {
            // A way of testing that does not apply at all keeps its table, with one row saying so.
            let rows = entry.notApplicable.contains(mode)
                ? [Row(id: "\(mode.id).not-applicable", input: mode.title, expectation: NotApplicable.displayText, unconfirmed: false,
                       criterion: nil)]
                : mode.keyedCriteria(of: entry.summary).map {
                    Row(id: $0.key, input: $0.criterion.displayInput, expectation: $0.criterion.displayExpectation,
                        unconfirmed: entry.isUnconfirmed($0.key), criterion: CriterionID(entry: entry.id, key: $0.key).description)
                }
            guard !rows.isEmpty else { return nil }
            return CriterionTable(id: mode.id, caption: mode.title, inputHeader: mode.inputHeader, rows: rows)
        }
        tables = TestingMode.allCases.compactMap(table)
        scenarios = criteria.gherkin.map { scenario in
            Scenario(id: "gherkin-\(scenario.id)", title: scenario.title, steps: scenario.steps.enumerated().map { index, step in
                Step(id: "gherkin-\(scenario.id)-\(index + 1)", keyword: step.keyword, text: step.shownText)
            })
        }
        condensedText = criteria.condensedText
        gherkinText = criteria.gherkinText
        wcagGroups = Self.wcagGroups(entry.wcag, from: path)
        wcagReferences = Self.wcagReferences(entry.wcag, from: path)
        hasWCAG = !wcagGroups.isEmpty
        hasWCAGReferences = !wcagReferences.isEmpty
        videos = Self.videos(entry.videos, from: path)
        hasVideos = !videos.isEmpty
        notesHTML = body.notesHTML
        hasNotes = !notesHTML.trimmingWhitespace().isEmpty
        tipPlatforms = Self.tipPlatforms(of: entry, body: body, config: config)
        hasTips = !tipPlatforms.isEmpty
        hasPlatformTabs = tipPlatforms.count > 1
        tipsTitle = tipPlatforms.count == 1 ? "\(tipPlatforms[0].name) tips" : "Platform tips"
        sources = SourceItem.items(entry.sources, labels: SourceItem.labels(of: entry))
        hasSources = !sources.isEmpty
        sections = [Link(title: howToTestTitle, url: "#how-to-test")]
            + (videos.isEmpty ? [] : [Link(title: "Screen reader videos", url: "#screen-reader-videos")])
            + entry.body.headings.filter { $0.level == 2 && !$0.holdsOnlyTips }.map { Link(title: $0.text, url: "#\($0.anchor)") }
            + (tipPlatforms.isEmpty ? [] : [Link(title: tipsTitle, url: "#platform-tips")])
            + (sources.isEmpty ? [] : [Link(title: "Sources", url: "#sources")])
        previous = neighbours.previous[entry.pagePath].map { Link(title: $0.title, url: path.relativeURL(to: $0.pagePath)) }
        next = neighbours.next[entry.pagePath].map { Link(title: $0.title, url: path.relativeURL(to: $0.pagePath)) }
        hasPager = previous != nil || next != nil || pagerCategory != nil
        pagerLabel = categoryTitle.map { "More \($0) patterns" } ?? "More patterns"
        sideNav = SideNavigation(neighbours: neighbours, config: config,
                                 place: .entry(collection: collection.id, category: entry.categories.first,
                                               page: CategoryNeighbours.Neighbour(title: entry.title, pagePath: path)),
                                 from: path)
    }

    /// The entry's tips by platform (its own platforms first, then the site's), each section under the
    /// title of its notes heading, with the section's platform-neutral items before its tips. Every
    /// platform's group has an id of one scheme (`tips-android-role`); a heading the notes leave out
    /// (nothing but tips under it) gives its own anchor (`role`) to the first platform's group, so
    /// links to it still land.
    static func tipPlatforms(of entry: PatternEntry, body: RenderedBody, config: SiteConfig) -> [PlatformTips] {
        var platforms: [Platform] = []
        for platform in entry.platforms + config.platforms + entry.tipOutline.flatMap(\.platforms)
        where !platforms.contains(platform) && entry.tipOutline.contains(where: { $0.platforms.contains(platform) }) {
            platforms.append(platform)
        }
        let tipsOnly = Set(entry.body.headings.filter(\.holdsOnlyTips).map(\.anchor))
        var rehomed: Set<String> = []
        return platforms.map { platform in
            PlatformTips(id: tipsAnchor(platform), platform: platform.id, name: platform.displayName,
                         sections: entry.tipOutline.enumerated().compactMap { index, section in
                let tips = section.tips.indices.filter { section.tips[$0].platform == platform }
                let intro = body.introHTML(section: index)
                // The introduction applies to every platform: a platform without tips of its own still shows it.
                guard !tips.isEmpty || !intro.isEmpty else { return nil }
                let keepsAnchor = tipsOnly.contains(section.anchor) && rehomed.insert(section.anchor).inserted
                return TipGroup(id: section.anchor(for: platform), sectionAnchor: keepsAnchor ? section.anchor : nil, title: section.title,
                                intro: intro.isEmpty ? nil : intro, notesURL: nil,
                                tips: tips.map { Tip(framework: section.tips[$0].framework, html: body.tipHTML(section: index, tip: $0)) })
            })
        }
    }
}
