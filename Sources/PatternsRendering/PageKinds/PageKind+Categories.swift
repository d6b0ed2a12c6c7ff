import PatternsCore

extension PageKind {
    /// Each category's page (paginated on a large catalog).
    static let categories = PageKind("category pages", pages: [CategoryPage.self], outputs: { config, _ in
        [.folder(of: "categories/", "the category pages")]
            + config.declaredCollections.map { .folder(of: "\($0.id)/categories/", "the category pages of the collection '\($0.id)'") }
    }, each: \.site.categoryGroups) { group, out in
        out.put(CategoryPage.pages(of: group, site: out.site, context: out.context))
    }

    /// Each platform's tips, on one page or one per category on a large catalog. A large catalog's
    /// category pages are made a category a job, for every platform at once, so each entry's body is
    /// read once for the tips all of them show (no model keeps a tip's HTML); the pages go in the
    /// order of the category's entries, so each entry's tips are kept only for a few pages.
    static let platforms = PageKind("platform pages", pages: [PlatformPage.self], outputs: { _, _ in
        [.folder(of: SiteLayout.platformsFolder, "the platform pages")]
    }, startsFirst: true, jobs: { run in
        let (site, context) = (run.site, run.context)
        let split = site.tipPlatforms.filter { PlatformPage.isSplitByCategory($0, site: site) }
        let firstPages = site.tipPlatforms.map { platform in
            PageJob { out in
                out.put([split.contains(platform) ? PlatformPage.overview(of: platform, site: site, context: context)
                    : PlatformPage.singlePage(of: platform, site: site, context: context, tips: run.own.tips(of:))])
            }
        }
        let categoryPages = split.isEmpty ? [] : site.categoryGroups.map { group in
            PageJob { out in
                let uses = Dictionary(group.entries.map { ($0.sourcePath, PlatformPage.pageCount(of: $0, among: split)) }, uniquingKeysWith: +)
                let tips = TipSectionsMemo(uses: uses, read: run.own.tips(of:))
                out.put(PlatformPage.categoryPages(of: split, group: group, site: site, context: context, tips: tips.tips(of:)))
            }
        }
        return firstPages + categoryPages
    })
}
