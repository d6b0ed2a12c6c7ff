import PatternsCore
import PatternsDiagnostics

/// The checklist generator: pick entries, choose Gherkin or condensed, copy the combined criteria.
///
/// Without JavaScript the page lists every entry's criteria as text, so nothing is out of reach.
struct ChecklistPage: Sendable {
    struct Group: Sendable {
        let id: String
        let title: String
        let entries: [Item]
    }

    struct Item: Sendable {
        /// The entry's key in the page's ids, the URL and the data: its slug, after its collection's id
        /// (`web-button`) on a site that declares collections, where two entries may share a slug.
        let slug: String
        let title: String
        let url: String
        let condensedText: String
        let gherkinText: String
    }

    static let path = SiteLayout.checklistPage

    let chrome: PageChrome
    let groups: [Group]
    /// Every entry's criteria as JSON for the script, safe inside `<script type="application/json">`.
    let dataJSON: String

    init(site: Site, context: SiteContext, criteria book: CriteriaBook) {
        chrome = PageChrome(site: context, pagePath: Self.path, title: "Checklist generator",
                            description: "Combine the acceptance criteria of several patterns into one checklist.",
                            section: .checklist)
        var seen = Set<String>()
        let config = site.config
        groups = site.categoryGroups.map { group in
            Group(id: "checklist-" + config.key(group.category.id, in: group.collection.id),
                  title: config.naming(group.category.title, in: group.collection.id),
                  entries: group.entries.compactMap { entry in
                let key = config.key(entry.slug, in: entry.collection)
                guard seen.insert(key).inserted else { return nil }
                let page = entry.pagePath
                let text = ChecklistText(criteria: book[entry], address: context.absoluteURL(for: page))
                return Item(slug: key, title: entry.title, url: SitePaths.relativeURL(from: Self.path, to: page),
                            condensedText: text.condensed, gherkinText: text.gherkin)
            })
        }
        var writer = JSONWriter(style: .compact, scriptSafe: true)
        writer.beginObject()
        for item in groups.flatMap(\.entries) {
            writer.key(item.slug)
            writer.beginObject()
            for (key, value) in [("title", item.title), ("condensed", item.condensedText), ("gherkin", item.gherkinText)] {
                writer.key(key)
                writer.string(value)
            }
            writer.endObject()
        }
        writer.endObject()
        dataJSON = writer.take()
    }
}

extension ChecklistPage: PageContext {
    static let template = PageTemplate.checklist
    static let fields: TemplateFields<Self> = [
        .nested("chrome", \.chrome),
        .list("groups", \.groups),
        .text("dataJSON", \.dataJSON),
    ]
}

extension ChecklistPage.Group: TemplateContext {
    static let fields: TemplateFields<Self> = [
        .text("id", \.id),
        .text("title", \.title),
        .list("entries", \.entries),
    ]
}

extension ChecklistPage.Item: TemplateContext {
    static let fields: TemplateFields<Self> = [
        .text("slug", \.slug),
        .text("title", \.title),
        .text("url", \.url),
        .text("condensedText", \.condensedText),
        .text("gherkinText", \.gherkinText),
    ]
}
