import PatternsDiagnostics
import PatternsYAML

/// Reads `collections:` in `patterns.yml`: each collection's id, title, folder, permalink,
/// platforms, category order and what its entries must state (`required:`), with every problem at its position.
struct CollectionsReader {
    let reader: YAMLFieldReader

    static let knownKeys = ["id", "title", "folder", "permalink", "platforms", "categories", "required"]

    /// The collections, in order; nil when none is usable (the site then keeps its implicit one).
    func read(_ node: YAMLNode) -> [EntryCollection]? {
        guard let items = node.sequenceItems else {
            reader.diagnose(.collectionsNotList(found: node.kindDescription), at: node.range)
            return nil
        }
        var collections: [EntryCollection] = []
        var addresses: [String: String] = [:]
        for item in items {
            guard let collection = read(item: item, existing: collections) else { continue }
            // Two collections clash when their pages would share addresses; reported at the later permalink.
            let address = collection.page(slug: EntryCollection.slugPlaceholder)
            if let other = addresses[address] {
                reader.diagnose(.clashingPermalink(collection.permalink, with: other), at: (item["permalink"] ?? item).range)
                continue
            }
            addresses[address] = collection.id
            collections.append(collection)
        }
        return collections.isEmpty ? nil : collections
    }

    private func read(item: YAMLNode, existing: [EntryCollection]) -> EntryCollection? {
        guard let entries = item.mappingEntries else {
            reader.diagnose(.collectionsNotList(found: item.kindDescription), at: item.range)
            return nil
        }
        reader.checkKeys(entries, known: Self.knownKeys, context: "a collection", unknownRule: .configUnknownKey, variantRule: .configUnknownKey)
        guard let idNode = item["id"] else {
            reader.diagnose(.collectionWithoutID, at: item.range)
            return nil
        }
        guard let id = reader.text(idNode, field: "id")?.trimmingWhitespace() else { return nil }
        guard TitleSlug.make(from: id) == id else {
            reader.diagnose(.invalidCollectionID(id), at: idNode.range)
            return nil
        }
        guard !SiteLayout.generatedFolders.contains(id) else {
            reader.diagnose(.reservedCollectionFolder(id, field: "id"), at: idNode.range)
            return nil
        }
        if existing.contains(where: { $0.id == id }) {
            reader.diagnose(.duplicateCollection(id), at: idNode.range)
            return nil
        }
        var collection = EntryCollection(id: id)
        if let node = item["title"], let title = reader.text(node, field: "title") { collection.title = title.collapsedWhitespace }
        if let node = item["folder"], let folder = reader.text(node, field: "folder")?.trimmingWhitespace() {
            let parts = folder.split(separator: "/", omittingEmptySubsequences: false)
            guard !folder.hasPrefix("/"), !parts.contains(where: { $0.isEmpty || $0 == ".." || $0 == "." }) else {
                reader.diagnose(.invalidCollectionFolder(folder), at: node.range)
                return nil
            }
            collection.folder = folder
        }
        if let other = existing.first(where: { $0.folder == collection.folder }) {
            reader.diagnose(.sharedCollectionFolder(collection.folder, with: other.id), at: (item["folder"] ?? idNode).range)
            return nil
        }
        collection.folderRange = (item["folder"] ?? idNode).range
        if let node = item["permalink"], let permalink = reader.text(node, field: "permalink")?.trimmingWhitespace() {
            guard permalink.contains(EntryCollection.slugPlaceholder) else {
                reader.diagnose(.permalinkWithoutSlug(permalink), at: node.range)
                return nil
            }
            if let first = permalink.split(separator: "/").first.map(String.init), SiteLayout.generatedFolders.contains(first) {
                reader.diagnose(.reservedCollectionFolder(first, field: "permalink"), at: node.range)
                return nil
            }
            collection.permalink = permalink
        }
        if let node = item["platforms"] { collection.platforms = reader.platforms(node, field: "platforms") }
        if let node = item["categories"] { collection.categories = reader.words(node, field: "categories").map(\.text) }
        if let node = item["required"], let required = RequirementsReader(reader: reader).read(node) {
            collection.required = required
        }
        return collection
    }
}
