import Foundation
@testable import PatternsCore
import Testing
@testable import PatternsAuthoring
@testable import PatternsRendering

/// Every context's field table against the type itself: a renamed, added or removed property
/// cannot silently drop out of templates. Mirror is used here only, never on the render path.
@Suite("Template context tables")
struct TemplateContextTests {
    /// One value of every page context the sample site makes, plus an archetype's.
    static var roots: [any TemplateContext] {
        let site = SampleSite.site, context = SampleSite.context
        let group = site.categoryGroups[0]
        let plan = NewContentRequest.Plan(kind: .pattern, title: "Date picker", slug: "date-picker",
                                          path: "content/patterns/controls/date-picker.md",
                                          categories: ["controls"], platforms: [.ios, .web])
        return [
            HomePage(site: site, context: context),
            SampleSite.entryPage(SampleSite.button, lastUpdated: SampleSite.lastUpdated),
            SampleSite.entryPage(SampleSite.toggle),
            // Sources with what they back.
            SampleSite.entryPage(SourcesRenderingTests.slider),
            SampleSite.entryPage(SampleSite.button, changeLog: SampleSite.changeLog),
            ChangesPage.pages(changeLog: SampleSite.changeLog, context: context)[0].page,
            GuidePage(guide: SampleSite.guide, body: SampleSite.body(of: SampleSite.guide.body), pagePath: "guides/getting-started/index.html", context: context, lastUpdated: SampleSite.lastUpdated),
            NotFoundPage(context: context),
            SearchPage(context: context),
            RedirectPage(redirect: Redirect(address: "/about/", target: "content/guides/getting-started.md"),
                         targetPage: "guides/getting-started/index.html", title: "Getting started", context: context),
            CategoryPage.pages(of: group, site: site, context: context)[0].page,
            PlatformPage.pages(of: .web, site: site, context: context)[0].page,
            GuidesPage.pages(site: site, context: context)[0].page,
            // What only a large catalog makes: a split list's page links and a platform's category overview.
            Pagination(number: 2, count: 9, firstPage: "categories/controls/index.html", label: "Pages of Controls"),
            PlatformPage.CategoryLink(title: "Controls", url: "categories/controls/index.html", entryCount: 120),
            ChecklistPage(site: site, context: context),
            DefectsPage(site: site, context: context),
            ChecklistCategoryPage.pages(of: group, site: site, context: context, criteria: SampleSite.criteria)[0].page,
            CollectionPage(collection: .implicit, site: site, context: context),
            WCAGIndexPage(citations: SampleSite.citations, config: SampleSite.config, context: context),
            WCAGCriterionPage(criterion: WCAGIndex.criterion(id: "2.1.1")!, citations: SampleSite.citations, config: SampleSite.config, context: context),
            // Criteria whose quoted text has exceptions (1.4.3) and bullets (1.4.10).
            WCAGCriterionPage(criterion: WCAGIndex.criterion(id: "1.4.3")!, citations: SampleSite.citations, config: SampleSite.config, context: context),
            WCAGCriterionPage(criterion: WCAGIndex.criterion(id: "1.4.10")!, citations: SampleSite.citations, config: SampleSite.config, context: context),
            CoveragePage(coverage: CatalogCoverage(site: site), site: site, context: context),
            // A large catalog's coverage tables are on pages of their own.
            CoverageCategoryPage.pages(coverage: CatalogCoverage(site: site), site: site, context: context, rowsOnOnePage: 0)[0].page,
            ExamplePage(example: LiveExample(label: "Disabled button", fileName: nil, isInaccessible: true,
                                             html: "<button aria-disabled=\"true\">Save</button>",
                                             framePath: "patterns/button/example-1.html", location: .init(line: 20, column: 1)),
                        number: 1, context: context, theme: ExampleTheme(styles: "body{}", script: "")),
            ArchetypeContext(plan: plan),
        ]
    }

    /// The sample values of every context type reachable from the roots, by type.
    static func samples() -> [ObjectIdentifier: any TemplateContext] {
        var samples: [ObjectIdentifier: any TemplateContext] = [:]
        var queue = roots
        while let value = queue.popLast() {
            samples[ObjectIdentifier(type(of: value))] = samples[ObjectIdentifier(type(of: value))] ?? value
            for child in Mirror(reflecting: value).children {
                switch unwrapped(child.value) {
                case let context as any TemplateContext: queue.append(context)
                case let list as [Any]: queue += list.compactMap { $0 as? any TemplateContext }
                default: break
                }
            }
        }
        return samples
    }

    /// Every context type the page templates and archetypes can reach, by following the tables' shapes.
    static func reachableTypes() -> Set<ObjectIdentifier> {
        var seen = Set<ObjectIdentifier>()
        var queue: [any TemplateContext.Type] = PageTemplate.allCases.map(\.contextType) + [ArchetypeContext.self]
        while let type = queue.popLast() {
            guard seen.insert(ObjectIdentifier(type)).inserted else { continue }
            queue += type.fieldShapes.values.compactMap(\.contextType)
        }
        return seen
    }

    @Test("the sample site gives a value of every context type the templates can reach")
    func samplesCoverEveryType() {
        #expect(Set(Self.samples().keys) == Self.reachableTypes())
        #expect(Self.reachableTypes().count == 77)
    }

    @Test("each table lists exactly the type's stored properties, each under its own name")
    func tablesMatchStoredProperties() {
        for value in Self.samples().values {
            let typeName = String(describing: type(of: value))
            let properties = Mirror(reflecting: value).children.compactMap(\.label)
            let fields = Self.fields(of: value)
            #expect(fields.map(\.name) == properties, "\(typeName)")
            for field in fields {
                #expect(String(describing: field.keyPath).hasSuffix(".\(field.name)"),
                        "\(typeName).\(field.name) reads \(field.keyPath)")
            }
        }
    }

    @Test("looking a name up gives the property's value; an absent optional or an unknown name gives nil")
    func lookupGivesPropertyValues() {
        for value in Self.samples().values {
            for child in Mirror(reflecting: value).children {
                let label = child.label!
                let looked = value.child(named: label)
                #expect(looked.map { String(describing: $0) } == Self.unwrapped(child.value).map { String(describing: $0) },
                        "\(type(of: value)).\(label)")
            }
            #expect(value.child(named: "noSuchName") == nil)
        }
        let toggle = SampleSite.entryPage(SampleSite.toggle)
        #expect(toggle.description == nil)
        #expect(toggle.child(named: "description") == nil)
    }

    @Test("each field's shape says what it holds")
    func shapes() {
        let shapes = EntryPage.fieldShapes
        guard case .nested(let chrome) = shapes["chrome"], case .list(of: let tables) = shapes["tables"],
              case .flag = shapes["hasNotes"], case .text = shapes["title"], case .list = shapes["sections"] else {
            Issue.record("unexpected shapes: \(shapes)")
            return
        }
        #expect(ObjectIdentifier(chrome) == ObjectIdentifier(PageChrome.self))
        #expect(ObjectIdentifier(tables) == ObjectIdentifier(EntryPage.CriterionTable.self))
        #expect(EntryPage.fields.all.filter(\.isOptional).map(\.name) == ["description", "lastUpdated", "previous", "next", "categoryTitle", "pagerCategory", "changeNote"])
    }

    @Test("each page template renders with a context that names it as its template")
    func pageTemplatesAndContexts() {
        for template in PageTemplate.allCases {
            #expect(template.contextType.template == template)
        }
        #expect(Set(PageTemplate.allCases).count == PageTemplate.allCases.count, "two contexts name one template")
        #expect(NotFoundPage.template.overridePath == "templates/404.mustache")
    }

    private static func fields<Context: TemplateContext>(of value: Context) -> [(name: String, keyPath: AnyKeyPath)] {
        Context.fields.all.map { ($0.name, $0.keyPath) }
    }

    /// The value inside an optional, nil for an absent one, anything else as it is.
    static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first?.value
    }
}
