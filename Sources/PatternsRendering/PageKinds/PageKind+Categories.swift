import PatternsCore

extension PageKind {
    /// Each category's page (paginated on a large catalog).
    static let categories = PageKind("category pages", pages: [CategoryPage.self], outputs: { config, _ in
        [.folder(of: "categories/", "the category pages")]
            + config.declaredCollections.map { .folder(of: "\($0.id)/categories/", "the category pages of the collection '\($0.id)'") }
    }, each: \.site.categoryGroups) { group, out in
        out.put(CategoryPage.pages(of: group, site: out.site, context: out.context))
    }

    /// Each platform's tips, on one page or, on a large catalog, a first page listing the categories;
    /// a large catalog's category pages of tips are made with the entries' own pages (`EntryJobs`),
    /// from the same reading of each body.
    static let platforms = PageKind("platform pages", pages: [PlatformPage.self], outputs: { _, _ in
        [.folder(of: SiteLayout.platformsFolder, "the platform pages")]
    }, startsFirst: true, jobs: { run in
        let site = run.site
        return site.tipPlatforms.map { platform in
            PageJob { out in
                out.put([PlatformPage.isSplitByCategory(platform, site: site) ? PlatformPage.overview(of: platform, site: site, context: run.context)
                    : PlatformPage.singlePage(of: platform, site: site, context: run.context, tips: run.own.tips(of:))])
            }
        }
    })
}
