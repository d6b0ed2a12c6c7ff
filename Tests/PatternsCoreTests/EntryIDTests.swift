import Testing
@testable import PatternsCore

@Suite("Entry ids")
struct EntryIDTests {
    private let button = EntryID(collection: "web", slug: "button")

    private var declared: SiteConfig {
        var config = SiteConfig()
        config.collections = [EntryCollection(id: "web", title: "Web"), EntryCollection(id: "native", title: "Native apps")]
        return config
    }

    @Test("the id itself always names the collection; criterion ids build on it")
    func descriptionNamesTheCollection() {
        #expect(button.description == "web/button")
        #expect("\(EntryID(collection: "patterns", slug: "button"))" == "patterns/button")
        #expect(CriterionID(entry: button, key: "keyboard.tab").description == "web/button#keyboard.tab")
    }

    @Test("a site that declares collections names the entry with its collection; one without, by its slug alone")
    func referenceFollowsTheSite() {
        #expect(button.reference(in: declared) == "web/button")
        #expect(button.namedCollection(in: declared) == "web")
        #expect(button.key(in: declared) == "web-button")
        let implicit = EntryID(collection: "patterns", slug: "button")
        #expect(implicit.reference(in: SiteConfig()) == "button")
        #expect(implicit.namedCollection(in: SiteConfig()) == nil)
        #expect(implicit.key(in: SiteConfig()) == "button")
    }

    @Test("the collection's title where the site names collections, its id where the site does not know it")
    func collectionTitle() {
        #expect(EntryID(collection: "native", slug: "switch").collectionTitle(in: declared) == "Native apps")
        #expect(EntryID(collection: "gone", slug: "switch").collectionTitle(in: declared) == "gone")
        #expect(button.collectionTitle(in: SiteConfig()) == nil)
    }

    @Test("ids are keys: the same collection and slug are one id, the same slug in two collections are two")
    func hashable() {
        var videos: [EntryID: Int] = [button: 1]
        videos[EntryID(collection: "web", slug: "button"), default: 0] += 1
        videos[EntryID(collection: "native", slug: "button"), default: 0] += 1
        #expect(videos == [button: 2, EntryID(collection: "native", slug: "button"): 1])
    }

    @Test("ids sort as their text reads, so `web-apps/x` comes before `web/x` as it did when ids were strings")
    func orderIsTheTextOrder() {
        let ids = [EntryID(collection: "web-apps", slug: "a"), EntryID(collection: "web", slug: "z"), EntryID(collection: "native", slug: "b")]
        #expect(ids.sorted().map(\.description) == ids.map(\.description).sorted())
        #expect(ids.sorted().map(\.description) == ["native/b", "web-apps/a", "web/z"])
    }

    @Test("an entry's id is its collection and slug, and changes with them")
    func entryExposesItsID() throws {
        var entry = try #require(readEntry("""
        ---
        title: Sample
        categories: controls
        ---
        """).entry)
        #expect(entry.id == EntryID(collection: "patterns", slug: "sample"))
        entry.slug = "renamed"
        #expect(entry.id.description == "patterns/renamed")
    }
}
