import Testing
@testable import PatternsCore
@testable import PatternsRendering

/// On a large catalog each entry's own page is made by the job that makes the first platform page
/// of its category showing its tips, so its body is read once for both.
@Suite("Entry jobs with the platform pages of their category")
struct EntryJobsTests {
    /// Entries with tips for every platform, for some only, for none; filed under one category, two,
    /// another one, or none.
    static func variedSite(_ count: Int) -> Site {
        let entries = PaginationTests.largeSite(count).entries.enumerated().map { index, entry -> PatternEntry in
            var entry = entry
            if index % 7 == 3 {
                entry.tipOutline = []
            } else if index % 3 == 1 {
                entry.tipOutline = entry.tipOutline.map { section in
                    var section = section
                    section.tips.removeAll { $0.platform == .web }
                    return section
                }
            }
            if index % 10 == 4 { entry.categories = ["controls", "forms"] }
            if index % 50 == 9 { entry.categories = ["forms"] }
            if index % 97 == 5 { entry.categories = [] }
            return entry
        }
        return Site(config: SampleSite.config, entries: entries, guides: [], assets: [])
    }

    @Test("every entry is made once: before the first page showing its tips, in its first category; else beside its neighbour or alone")
    func eachEntryMadeOnce() {
        let site = Self.variedSite(PageSizes.tipEntriesPerPage * 12 + 7)
        let assignment = EntryJobs.Assignment(site: site, context: SampleSite.context)
        #expect(site.tipPlatforms.count >= 2)
        #expect(site.tipPlatforms.allSatisfy { PlatformPage.isSplitByCategory($0, site: site) })

        var madeBy: [SourcePath: [String]] = [:]
        for (index, (group, plan)) in assignment.plans.enumerated() {
            for position in plan.makes { madeBy[group.entries[position].sourcePath, default: []].append("\(group.category.id) \(index)") }
        }
        for entry in assignment.alone { madeBy[entry.sourcePath, default: []].append("alone") }
        #expect(madeBy.count == site.entries.count)
        #expect(madeBy.values.filter { $0.count != 1 }.isEmpty)
        #expect(Set(assignment.alone.map(\.sourcePath)) == Set(site.entries.filter(\.categories.isEmpty).map(\.sourcePath)))

        for group in site.categoryGroups {
            let plans = assignment.plans.filter { $0.group.category.id == group.category.id }.map(\.plan)
            // The category's pages, cut into jobs in their order.
            let pages = PlatformPage.categoryPages(of: site.tipPlatforms, group: group, site: site, context: SampleSite.context)
            #expect(plans.flatMap(\.pages).map(\.path) == pages.map(\.path))
            #expect(plans.allSatisfy { $0.pages.count <= EntryJobs.pagesPerJob })
            let firstPlanShowing = Dictionary(plans.enumerated().flatMap { index, plan in
                plan.pages.flatMap(\.positions).map { ($0, index) }
            }, uniquingKeysWith: min)
            for (index, plan) in plans.enumerated() {
                for position in plan.makes {
                    let entry = group.entries[position]
                    // Made in its first category only.
                    #expect(entry.categories.first == group.category.id)
                    if plan.unshown.contains(position) {
                        #expect(firstPlanShowing[position] == nil)
                    } else {
                        #expect(firstPlanShowing[position] == index)
                    }
                }
            }
        }
        // Entries without tips are made, though no platform page shows them.
        let noTips = site.entries.filter(\.tipOutline.isEmpty).map(\.sourcePath)
        #expect(!noTips.isEmpty && noTips.allSatisfy { madeBy[$0] != nil })
        #expect(assignment.plans.contains { !$0.plan.unshown.isEmpty })
    }

    @Test("a catalog whose platforms each fit on one page makes every entry alone")
    func smallCatalogAlone() {
        let site = Self.variedSite(PageSizes.tipEntriesOnOnePage / 2)
        let assignment = EntryJobs.Assignment(site: site, context: SampleSite.context)
        #expect(assignment.plans.isEmpty)
        #expect(assignment.alone.map(\.sourcePath) == site.entries.map(\.sourcePath))
    }
}
