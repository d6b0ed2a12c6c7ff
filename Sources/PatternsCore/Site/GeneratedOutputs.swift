/// The output paths a site writes itself, which no content file may be written to.
///
/// A content file is published at a path of its own (`content/robots.txt` → `robots.txt`,
/// `content/guides/page/2.md` → `guides/page/2/index.html`); when that is a path the site generates,
/// one silently replaced the other. Every such path is named here, from `SiteLayout`, so the check
/// (`SiteAssembler`) has one list to consult.
public struct GeneratedOutputs: Sendable {
    /// Generated files, each with what it is (for the message).
    private var files: [String: String] = [:]
    /// Folders whose every file is generated (their number varies with the content), with what they hold.
    private var folders: [(path: String, what: String)] = []

    /// The outputs of a site with `config`, whose theme writes `staticFiles` (built-in and `templates/static/`).
    public init(config: SiteConfig, staticFiles: Set<String>) {
        let pages: [(String, String)] = [
            (SiteLayout.homePage, "the home page"), (SiteLayout.notFoundPage, "the not-found page"),
            (SiteLayout.robots, "the robots file"), (SiteLayout.sitemap, "the sitemap"), (SiteLayout.llmsText, "the llms.txt summary"),
            (SiteLayout.criteriaJSON, "the criteria export"), (SiteLayout.criteriaSchema, "the criteria export's schema"),
            (SiteLayout.criteriaCSV, "the criteria export"), (SiteLayout.searchPage, "the search page"),
            (SiteLayout.guidesIndexPage, "the list of guides"),
        ]
        for (path, what) in pages { files[path] = what }
        for path in staticFiles { files[path] = "a file of the theme" }
        for collection in config.declaredCollections {
            files[SiteLayout.collectionPage(collection)] = "the page of the collection '\(collection.id)'"
        }
        folders = [
            (folder(of: SiteLayout.checklistPage), "the checklist"), ("categories/", "the category pages"),
            (folder(of: SiteLayout.platformPage(Platform("x"))).components(separatedBy: "x/").first ?? "platforms/", "the platform pages"),
            (folder(of: SiteLayout.wcagIndexPage), "the WCAG pages"), (folder(of: SiteLayout.coverageIndexPage), "the coverage pages"),
            (folder(of: SiteLayout.changesPage), "the changes page"), (folder(of: SiteLayout.defectsPage), "the defect reporter"), (SiteLayout.featuresFolder, "the feature files"),
            (SiteLayout.searchFolder + "/", "the search index"),
            (folder(of: SiteLayout.paginated(SiteLayout.guidesIndexPage, number: 2)).components(separatedBy: "2/").first ?? "guides/page/",
             "the later pages of the list of guides"),
        ]
        for collection in config.declaredCollections {
            folders.append(("\(collection.id)/categories/", "the category pages of the collection '\(collection.id)'"))
        }
    }

    /// What the site generates at `path` (relative to the output folder), if it generates anything there.
    public func generated(at path: String) -> String? {
        if let what = files[path] { return what }
        return folders.first { path.hasPrefix($0.path) }?.what
    }

    private func folder(of page: String) -> String {
        page.hasSuffix(SiteLayout.pageFile) ? String(page.dropLast(SiteLayout.pageFile.count)) : page
    }
}
