import PatternsBodyHTML
import PatternsCore
import PatternsExports

/// The jobs that make the entries' own files and, on a catalog whose platform tips are paged by
/// category, those category pages, each body read once for both.
///
/// A platform's category page shows the tips of its entries as their own pages do, from the same
/// reading of the body (`RenderedBody`), and no model keeps a tip's HTML. So an entry whose tips such
/// a page shows has its own page made by the job making the first such page in its first category
/// (the category's pages in the order `PlatformPage.categoryPages` gives), which then keeps the tips
/// for the other platforms' pages (`TipSectionsMemo.keep`). It used to be read once for its page and
/// once more for the platform pages: a tenth of a large build's instructions while every reading
/// parsed the file, and still a decoding of its kept body (`KeptBodies`).
///
/// A category's pages go `pagesPerJob` to a job, so a single large category still spreads over
/// every core. An entry shown by pages of two jobs, or filed under two categories, has its tips read
/// again by the later job, as every entry's were before. An entry of a category that no platform
/// page shows is made by the job holding the entry before it in the category; an entry in no
/// category, or on a catalog whose platforms each fit one page, has a job of its own.
enum EntryJobs {
    /// About five pages of each of three platforms: 200 entries, a few hundred milliseconds of work.
    static let pagesPerJob = 15

    static func jobs(of run: RenderRun) -> [PageJob] {
        let assignment = Assignment(site: run.site, context: run.context)
        return assignment.plans.map { group, plan in PageJob { write(plan, of: group, into: $0) } }
            + assignment.alone.map { entry in PageJob { writeOwnFiles(of: entry, into: $0) } }
    }

    /// Which job makes each entry: the plans of the categories' platform pages, and the entries made alone.
    struct Assignment {
        var plans: [(group: Site.CategoryGroup, plan: Plan)] = []
        var alone: [PatternEntry] = []

        init(site: Site, context: SiteContext) {
            let split = site.tipPlatforms.filter { PlatformPage.isSplitByCategory($0, site: site) }
            guard !split.isEmpty else {
                alone = site.entries
                return
            }
            var made = Set<SourcePath>()
            for group in site.categoryGroups {
                let pages = PlatformPage.categoryPages(of: split, group: group, site: site, context: context)
                plans += Chunks(group: group, pages: pages, madeEarlier: &made).plans.map { (group, $0) }
            }
            // Entries filed under no category are on no category's platform page.
            alone = site.entries.filter { !made.contains($0.sourcePath) }
        }
    }

    /// The entry's page, its search text, its inline examples' frames, its feature file and its
    /// search terms, from one reading of its body; returns the body as read, tips included.
    @discardableResult
    static func writeOwnFiles(of entry: PatternEntry, into out: PageWriter) -> RenderedBody {
        let run = out.run
        // The body is read once, for the page and for its search text; the tips' text once for both
        // searches; the criteria once for the page, the feature file and the search.
        let read = run.own.read(entry)
        let criteria = run.criteria[read.entry.summary]
        run.own.ownFiles(for: read, criteria: criteria).forEach(out.put)
        out.put(CriteriaExport(site: run.site, context: run.context, criteria: run.criteria).featureFile(of: read.entry.summary, criteria: criteria))
        run.search.add(SearchDocument(entry: read.entry, config: run.site.config, criteria: criteria, tips: read.tips))
        return read.body
    }

    /// One job's platform pages of a category, and the entries (by position in the category) whose
    /// own files it makes.
    struct Plan: Sendable {
        var pages: [PlatformPage.CategoryPage] = []
        /// The entries it makes, each before the first of its pages that shows it.
        var makes: Set<Int> = []
        /// Those of them no page of the category shows, made after its pages.
        var unshown: [Int] = []
    }

    /// A category's pages cut into plans of `pagesPerJob` pages, and which plan makes each entry.
    struct Chunks {
        var plans: [Plan] = []

        /// `madeEarlier` holds the entries an earlier category's plans make; this category's are added.
        init(group: Site.CategoryGroup, pages: [PlatformPage.CategoryPage], madeEarlier made: inout Set<SourcePath>) {
            var owner = [Int?](repeating: nil, count: group.entries.count)
            for start in stride(from: 0, to: pages.count, by: EntryJobs.pagesPerJob) {
                var plan = Plan(pages: Array(pages[start..<min(pages.count, start + EntryJobs.pagesPerJob)]))
                for page in plan.pages {
                    for position in page.positions where owner[position] == nil && made.insert(group.entries[position].sourcePath).inserted {
                        owner[position] = plans.count
                        plan.makes.insert(position)
                    }
                }
                plans.append(plan)
            }
            guard !plans.isEmpty else { return }
            // An entry no page shows goes with the entry before it (the first plan for the first).
            var previous = 0
            for position in group.entries.indices {
                if let plan = owner[position] {
                    previous = plan
                } else if made.insert(group.entries[position].sourcePath).inserted {
                    plans[previous].makes.insert(position)
                    plans[previous].unshown.append(position)
                }
            }
        }
    }

    /// Makes a plan's entries and pages: each entry just before the first page that shows it, its
    /// tips kept for the plan's pages that show them.
    private static func write(_ plan: Plan, of group: Site.CategoryGroup, into out: PageWriter) {
        var uses: [SourcePath: Int] = [:]
        for page in plan.pages {
            for position in page.positions { uses[group.entries[position].sourcePath, default: 0] += 1 }
        }
        let memo = TipSectionsMemo(uses: uses, read: out.run.own.tips(of:))
        var pending = plan.makes.subtracting(plan.unshown)
        for page in plan.pages {
            for position in page.positions where pending.remove(position) != nil {
                let entry = group.entries.entry(at: position)
                memo.keep(writeOwnFiles(of: entry, into: out), of: entry.summary)
            }
            out.put(page.page(tips: memo.tips(of:)), at: page.path)
        }
        for position in plan.unshown { writeOwnFiles(of: group.entries.entry(at: position), into: out) }
    }
}
