import PatternsCore

extension PageKind {
    /// Each category's page (paginated on a large catalog).
    static let categories = PageKind("category pages", pages: [CategoryPage.self], outputs: { config, _ in
        [.folder(of: "categories/", "the category pages")]
            + config.declaredCollections.map { .folder(of: "\($0.id)/categories/", "the category pages of the collection '\($0.id)'") }
    }, each: \.site.categoryGroups) { group, out in
        out.put(CategoryPage.pages(of: group, site: out.site, context: out.context))
    }

    /// Each platform's tips, on one page or one per category on a large catalog.
    static let platforms = PageKind("platform pages", pages: [PlatformPage.self], outputs: { _, _ in
        [.folder(of: SiteLayout.platformsFolder, "the platform pages")]
    }, startsFirst: true, each: \.site.tipPlatforms) { platform, out in
        out.put(PlatformPage.pages(of: platform, site: out.site, context: out.context))
    }
}
