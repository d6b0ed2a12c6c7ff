extension SiteConfig {
    /// `title`, followed by the collection's title on a site that declares collections (`Controls (Web)`),
    /// where the same category or entry name may stand in two collections.
    public func naming(_ title: String, in collectionID: String) -> String {
        guard declaresCollections else { return title }
        return "\(title) (\(collection(collectionID)?.title ?? collectionID))"
    }

    /// A name unique across the site for an entry or a collection's category: `id` itself, or after
    /// its collection's id (`web-button`) on a site that declares collections.
    public func key(_ id: String, in collectionID: String) -> String {
        declaresCollections ? "\(collectionID)-\(id)" : id
    }
}

extension SiteConfig {
    /// The platforms a collection's entries are written for: its own list, else the site's.
    public func platforms(of collection: EntryCollection) -> [Platform] {
        collection.platforms.isEmpty ? platforms : collection.platforms
    }
}
