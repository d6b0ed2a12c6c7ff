import PatternsCore

extension PageKind {
    /// The home page and the list of guides (paginated on a large catalog).
    static let home = PageKind("home page and list of guides", pages: [HomePage.self, GuidesPage.self], outputs: { _, _ in
        [.file(SiteLayout.homePage, "the home page"), .file(SiteLayout.guidesIndexPage, "the list of guides"),
         .folder(of: SiteLayout.laterPagesFolder(of: SiteLayout.guidesIndexPage), "the later pages of the list of guides")]
    }) { out in
        out.put(HomePage(site: out.site, context: out.context), at: HomePage.path)
        out.put(GuidesPage.pages(site: out.site, context: out.context))
    }

    /// The page a missing address shows.
    static let notFound = PageKind("not-found page", pages: [NotFoundPage.self], outputs: { _, _ in
        [.file(SiteLayout.notFoundPage, "the not-found page")]
    }) { out in
        out.put(NotFoundPage(context: out.context), at: NotFoundPage.path)
    }

    /// Every search result for a query, found by the script.
    static let search = PageKind("search page", pages: [SearchPage.self], outputs: { _, _ in
        [.file(SiteLayout.searchPage, "the search page")]
    }) { out in
        out.put(SearchPage(context: out.context), at: SearchPage.path)
    }

    /// A declared collection's own page, on sites that declare collections.
    static let collections = PageKind("collection pages", pages: [CollectionPage.self], outputs: { config, _ in
        config.declaredCollections.map { .file(SiteLayout.collectionPage($0), "the page of the collection '\($0.id)'") }
    }) { out in
        for collection in out.site.config.declaredCollections {
            out.put(CollectionPage(collection: collection, site: out.site, context: out.context), at: CollectionPage.path(for: collection))
        }
    }

    /// The theme's static files (built-in and `templates/static/`) and `robots.txt`.
    static let theme = PageKind("theme", outputs: { _, templates in
        [.file(SiteLayout.robots, "the robots file")] + templates.staticFiles.map { .file(OutputPath(composed: $0.path), "a file of the theme") }
    }) { out in
        out.run.templates.staticFiles.forEach { out.put(RenderedFile(path: OutputPath(composed: $0.path), contents: $0.contents)) }
        out.put(RenderedFile(path: SiteLayout.robots, text: robots(context: out.context)))
    }

    /// The pages at old addresses (`redirects:`), each leading to its new one; not in the sitemap.
    static let redirects = PageKind("redirects", pages: [RedirectPage.self]) { out in
        RedirectPage.files(site: out.site, context: out.context) { out.run.templates.file($0, at: $1) }.forEach(out.putUnlisted)
    }

    /// The frame document of each example file (`content/examples/`), shared by the pages that show it.
    static let exampleFiles = PageKind("example frames", pages: [ExamplePage.self]) { out in
        for file in out.site.examples.sorted {
            out.put(ExamplePage(file: file, context: out.context, theme: out.run.templates.exampleTheme, resources: out.site.config.examples),
                    at: SiteLayout.exampleFrame(name: file.name))
        }
    }

    /// Every crawler may read every page; the sitemap is named when the site knows its address.
    static func robots(context: SiteContext) -> String {
        "User-agent: *\nAllow: /\n" + (context.baseURL.map { "Sitemap: \($0)\(SiteLayout.sitemap)\n" } ?? "")
    }
}
