import PatternsDiagnostics
import PatternsYAML

/// Reads `collections:` in `patterns.yml`: each collection's id, title, folder, permalink,
/// platforms, category order and what its entries must state (`required:`), with every problem at its position.
struct CollectionsReader {
    let reader: YAMLFieldReader

    /// The keys of a collection.
    enum Key: String, ConfigKey {
        case id, title, folder, permalink, platforms, categories, required
    }

    /// The collections, in order; nil when none is usable (the site then keeps its implicit one).
    func read(_ node: YAMLNode) -> [EntryCollection]? {
        guard let items = node.sequenceItems else {
            reader.diagnose(.collectionsNotList(found: node.kindDescription), at: node.range)
            return nil
        }
        var collections: [EntryCollection] = []
        var addresses: [OutputPath: String] = [:]
        for item in items {
            guard let collection = read(item: item, existing: collections) else { continue }
            // Two collections clash when their pages would share addresses; reported at the later permalink.
            let address = collection.page(slug: EntryCollection.slugPlaceholder)
            if let other = addresses[address] {
                reader.diagnose(.clashingPermalink(collection.permalink, with: other), at: (item[Key.permalink] ?? item).range)
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
        reader.checkKeys(entries, known: Key.known, context: "a collection", unknownRule: .configUnknownKey, variantRule: .configUnknownKey)
        guard let idNode = item[Key.id] else {
            reader.diagnose(.collectionWithoutID, at: item.range)
            return nil
        }
        guard let id = reader.text(idNode, field: Key.id.rawValue)?.trimmingWhitespace() else { return nil }
        guard TitleSlug.make(from: id) == id else {
            reader.diagnose(.invalidCollectionID(id), at: idNode.range)
            return nil
        }
        guard !SiteLayout.generatedFolders.contains(id) else {
            reader.diagnose(.reservedCollectionFolder(id, field: Key.id.rawValue), at: idNode.range)
            return nil
        }
        if existing.contains(where: { $0.id == id }) {
            reader.diagnose(.duplicateCollection(id), at: idNode.range)
            return nil
        }
        var collection = EntryCollection(id: id)
        if let node = item[Key.title], let title = reader.text(node, field: Key.title.rawValue) { collection.title = title.collapsedWhitespace }
        if let node = item[Key.folder], let folder = reader.text(node, field: Key.folder.rawValue)?.trimmingWhitespace() {
            let parts = folder.split(separator: "/", omittingEmptySubsequences: false)
            guard !folder.hasPrefix("/"), !parts.contains(where: { $0.isEmpty || $0 == ".." || $0 == "." }) else {
                reader.diagnose(.invalidCollectionFolder(folder), at: node.range)
                return nil
            }
            collection.folder = folder
        }
        if let other = existing.first(where: { $0.folder == collection.folder }) {
            reader.diagnose(.sharedCollectionFolder(collection.folder, with: other.id), at: (item[Key.folder] ?? idNode).range)
            return nil
        }
        collection.folderRange = (item[Key.folder] ?? idNode).range
        if let node = item[Key.permalink], let permalink = reader.text(node, field: Key.permalink.rawValue)?.trimmingWhitespace() {
            guard permalink.contains(EntryCollection.slugPlaceholder) else {
                reader.diagnose(.permalinkWithoutSlug(permalink), at: node.range)
                return nil
            }
            if let first = permalink.split(separator: "/").first.map(String.init), SiteLayout.generatedFolders.contains(first) {
                reader.diagnose(.reservedCollectionFolder(first, field: Key.permalink.rawValue), at: node.range)
                return nil
            }
            collection.permalink = permalink
        }
        if let node = item[Key.platforms] { collection.platforms = reader.platforms(node, field: Key.platforms.rawValue) }
        if let node = item[Key.categories] { collection.categories = reader.words(node, field: Key.categories.rawValue).map(\.text) }
        if let node = item[Key.required], let required = RequirementsReader(reader: reader).read(node) {
            collection.required = required
        }
        return collection
    }
}
