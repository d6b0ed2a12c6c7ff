@testable import PatternsCore
import Testing
@testable import PatternsRendering

/// The side navigation: the current entry's category open around it, other categories as counts,
/// collections closed but the current one, and the same outline from the build cache's neighbours.
@Suite("Side navigation")
struct SideNavigationTests {
    static func titles(_ nav: SideNavigation) -> [String] {
        nav.groups.flatMap { [$0] + $0.children }.flatMap(\.entries).map(\.title)
    }

    @Test("an entry's category lists a window of its entries around it, the entry marked current")
    func windowAroundTheEntry() throws {
        let site = PaginationTests.largeSite(50)
        let neighbours = CategoryNeighbours(site: site)
        let entry = site.entries[24]
        let nav = SideNavigation(neighbours: neighbours, config: site.config,
                                 place: .entry(collection: entry.collection, category: "controls",
                                               page: .init(title: entry.title, pagePath: entry.pagePath)),
                                 from: entry.pagePath)
        let side = PageSizes.sideNavigationNeighbours
        let group = try #require(nav.groups.first)
        #expect(group.isOpen && group.entryCount == 50 && group.allLabel == "All Controls patterns")
        #expect(group.url == "../../categories/controls/index.html")
        #expect(group.entries.map(\.title) == site.entries[(24 - side)...(24 + side)].map(\.title))
        #expect(group.entries.filter(\.isCurrent).map(\.url) == ["index.html"])
    }

    @Test("at either end of its category the window fills from the other side")
    func windowAtTheEnds() {
        let site = PaginationTests.largeSite(50)
        let neighbours = CategoryNeighbours(site: site)
        let side = PageSizes.sideNavigationNeighbours
        for (index, expected) in [(0, 0...(2 * side)), (49, (49 - 2 * side)...49)] {
            let entry = site.entries[index]
            let window = neighbours.window(around: .init(title: entry.title, pagePath: entry.pagePath), side: side)
            #expect(window.map(\.title) == site.entries[expected].map(\.title))
        }
    }

    @Test("with collections, only the current collection lists its categories; categories show counts")
    func collections() throws {
        var config = SampleSite.config
        config.collections = [EntryCollection(id: "web", title: "Web"), EntryCollection(id: "native", title: "Native apps")]
        var neighbours = CategoryNeighbours()
        neighbours.categoryCounts = [.init(collection: "web", category: "controls", entryCount: 12),
                                     .init(collection: "web", category: "forms", entryCount: 3),
                                     .init(collection: "native", category: "controls", entryCount: 7)]
        let nav = SideNavigation(neighbours: neighbours, config: config, place: .collection("web"), from: "web/index.html")
        #expect(nav.groups.map(\.title) == ["Web", "Native apps"])
        #expect(nav.groups.map(\.isOpen) == [true, false])
        #expect(nav.groups.map(\.isCurrent) == [true, false])
        #expect(nav.groups.map(\.entryCount) == [nil, nil])
        #expect(nav.groups[0].children.map(\.title) == ["Controls", "Forms"])
        #expect(nav.groups[0].children.map(\.entryCount) == [12, 3])
        #expect(nav.groups[0].children.map(\.url) == ["categories/controls/index.html", "categories/forms/index.html"])
        #expect(nav.groups[1].children.isEmpty && nav.groups[1].url == "../native/index.html")
        let elsewhere = SideNavigation(neighbours: neighbours, config: config, place: .elsewhere, from: "platforms/ios/index.html")
        #expect(elsewhere.groups.allSatisfy { !$0.isOpen && !$0.isCurrent })
    }
}
