import MCP
import PatternsCore
import PatternsExports

/// Every entry as a resource, `patterns://<collection>/<slug>`, read as one Markdown document: the
/// title and description, what it covers, its criteria as the Markdown checklist, and its tips.
enum EntryResources {
    static let scheme = "patterns"
    static let mimeType = "text/markdown"
    /// Entries listed per page of `resources/list`; a client asks for the next with the cursor.
    static let pageSize = 500

    static let template = Resource.Template(
        uriTemplate: "\(scheme)://{collection}/{slug}", name: "pattern-entry", title: "Pattern entry",
        description: "A pattern entry's description, acceptance criteria and platform tips as Markdown.", mimeType: mimeType)
}

extension Catalog {
    /// One page of the entries, in site order; `cursor` is where the page starts.
    func resources(cursor: String?) throws -> ListResources.Result {
        let start = try cursor.map { cursor in
            guard let offset = Int(cursor), (0...site.entries.count).contains(offset) else {
                throw MCPError.invalidParams("unknown cursor '\(cursor)'")
            }
            return offset
        } ?? 0
        let end = min(start + EntryResources.pageSize, site.entries.count)
        let resources = site.entries[start..<end].map { entry in
            Resource(name: name(of: entry.id), uri: uri(of: entry), title: entry.title, description: entry.description,
                     mimeType: EntryResources.mimeType)
        }
        return ListResources.Result(resources: resources, nextCursor: end < site.entries.count ? String(end) : nil)
    }

    /// The entry at `uri` as Markdown; an address that names no entry is "resource not found",
    /// with the closest names.
    func readResource(_ uri: String) throws -> ReadResource.Result {
        let prefix = "\(EntryResources.scheme)://"
        let path = uri.hasPrefix(prefix) ? String(uri.dropFirst(prefix.count)) : ""
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2 else {
            throw MCPError.invalidParams("'\(uri)' is not an entry's address: they read \(prefix)<collection>/<slug>")
        }
        do {
            let found = try entry(path, collection: nil)
            return ReadResource.Result(contents: [.text(markdown(of: found), uri: uri, mimeType: EntryResources.mimeType)])
        } catch let problem as ToolError {
            throw MCPError.serverError(code: Self.resourceNotFound, message: problem.description)
        }
    }

    /// The JSON-RPC error code the protocol gives a resource that does not exist.
    static let resourceNotFound = -32002

    /// Title, description and facts, the Markdown checklist (its heading links to the page), then every platform's tips.
    func markdown(of entry: PatternEntry) -> String {
        var text = "# \(entry.title)\n\n"
        if let description = entry.description { text += description + "\n\n" }
        var facts: [String] = []
        if let collection = entry.id.collectionTitle(in: site.config) { facts.append("Collection: \(collection)") }
        if !entry.categories.isEmpty {
            facts.append("Categories: " + entry.categories.map { site.config.category($0)?.title ?? $0 }.joined(separator: ", "))
        }
        if !entry.platforms.isEmpty { facts.append("Platforms: " + entry.platforms.map(\.displayName).joined(separator: ", ")) }
        let cited = entry.wcag.citedIDs.compactMap(WCAGIndex.criterion(id:)).map(\.label)
        if !cited.isEmpty { facts.append("WCAG 2.2: " + cited.joined(separator: ", ")) }
        text += facts.map { "- \($0)\n" }.joined()
        text += "\n" + export.text(.markdown, for: [entry])
        let tips = site.tipPlatforms.compactMap { platform in
            EntryTips(entry: entry, markdown: markdownTips(of: entry), platform: platform).sections(level: 4).map { "### \(platform.displayName)\n\n" + $0 }
        }
        if !tips.isEmpty { text += "\n## Platform tips\n\n" + tips.joined(separator: "\n") }
        return text
    }
}
