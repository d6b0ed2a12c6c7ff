import PatternsCore

extension JekyllImporter {
    /// A document to convert: where it comes from and goes, and whether it is a pattern entry.
    struct Conversion {
        var source: String
        var destination: String
        var document: JekyllDocument
        var isEntry: Bool
        /// Where the page will be published, relative to the output folder (`checklist-web/button/index.html`).
        var pagePath: OutputPath
        /// Where Jekyll published it (`/about/`), when known.
        var oldAddress: String?
        /// The collection of a document; nil for a page.
        var collection: String? = nil
    }

    /// Where each document and page goes, recorded in `addresses` under its old address.
    ///
    /// Documents with testing criteria in a pattern collection are entries (`content/<collection>/`);
    /// other documents, and pages with front matter, are guides (`content/guides/`). Pages that are
    /// not imported are added to `files.skipped`. `entrySlugs` maps each entry's id as Jekyll names it
    /// (its collection and the slug its videos are found by) to the entry's new slug.
    func conversions(of files: inout JekyllSiteFiles, config: JekyllConfig, permalinks: [String: String],
                     addresses: inout JekyllAddressBook, entrySlugs: inout [EntryID: String], notes: inout [ImportNote]) -> [Conversion] {
        var conversions: [Conversion] = []
        for item in files.documents {
            let inside = Self.markdownPath(item.path.split(separator: "/").dropFirst().joined(separator: "/"))
            let stem = Self.stem(of: item.path)
            let isEntry = permalinks[item.collection] != nil && item.document.isPatternEntry
            let declared = config.collections.first { $0.id == item.collection }?.permalink
            let pattern = permalinks[item.collection] ?? JekyllPermalink.collection(declared, id: item.collection, pretty: config.prettyPermalinks)
            // An entry's file name is its slug: the name Jekyll put in its address (`Focus.md` → `focus.md`).
            var slug = JekyllPermalink.slug(of: stem, frontMatterSlug: item.document.slug, permalink: declared, pretty: config.prettyPermalinks)
            if slug.isEmpty { slug = stem }
            let folders = inside.split(separator: "/").dropLast().map { $0 + "/" }.joined()
            let destination = isEntry ? "content/\(item.collection)/\(folders)\(slug).md" : "content/guides/\(item.collection)/\(inside)"
            if isEntry, slug != stem {
                notes.append(ImportNote(file: destination, source: item.path,
                                        message: "named '\(slug)', the name Jekyll gave '\(stem)' in its address"))
            }
            if isEntry { entrySlugs[EntryID(collection: item.collection, slug: item.document.slug ?? stem)] = slug }
            let oldAddress = item.document.permalink ?? pattern.map { JekyllPermalink.address(of: slug, pattern: $0) }
            if let oldAddress { addresses.add(source: item.path, address: oldAddress, destination: destination) }
            let pagePath = isEntry ? SitePaths.page(forAddress: JekyllPermalink.address(of: slug, pattern: permalinks[item.collection] ?? ""))
                : SiteLayout.guidePage(forSource: destination)
            conversions.append(Conversion(source: item.path, destination: destination, document: item.document, isEntry: isEntry,
                                          pagePath: pagePath, oldAddress: oldAddress, collection: item.collection))
        }
        for path in files.pages {
            if let reason = Self.reasonNotImported(page: path) {
                files.skipped.append(SkippedFile(path: path, reason: reason))
                continue
            }
            guard let document = JekyllSiteFiles.read(path, from: source, skipping: &files.skipped) else { continue }
            guard document.hasFrontMatter else {
                files.skipped.append(SkippedFile(path: path, reason: "no front matter: Jekyll publishes it unchanged, it is not a page"))
                continue
            }
            let destination = "content/guides/\(Self.markdownPath(path))"
            let oldAddress = document.permalink ?? JekyllPermalink.page(path, pretty: config.prettyPermalinks)
            addresses.add(source: path, address: oldAddress, destination: destination)
            conversions.append(Conversion(source: path, destination: destination, document: document, isEntry: false,
                                          pagePath: SiteLayout.guidePage(forSource: destination), oldAddress: oldAddress))
        }
        return conversions
    }

    /// Why a page is not imported as a guide, if it is not: HTML demo pages and the home page.
    private static func reasonNotImported(page path: String) -> String? {
        if path.hasSuffix(".html") { return "demo page (HTML): its examples are imported from _includes/examples/" }
        if ["index.md", "index.markdown"].contains(path) { return "home page: the generated home page replaces it" }
        return nil
    }
}
