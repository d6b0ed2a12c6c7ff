/// An entry's identity: its collection and its slug (`web/button`), the one place either is put
/// together into text.
///
/// Slugs are unique within a collection, so the pair names one entry on any site. `description`
/// always names the collection, so what is meant to last across releases and sites (criterion ids,
/// `patterns diff`, MCP resource addresses) reads the same whether or not `patterns.yml` declares
/// collections; the `in config` forms are how a given site names the entry, with its collection
/// only when the site declares collections (the one implicit collection is never named).
public struct EntryID: Hashable, Comparable, Sendable, CustomStringConvertible, Encodable {
    /// The id of the collection (`patterns` on a site without collections).
    public var collection: String
    /// URL-safe name from the file name; unique within its collection.
    public var slug: String

    public init(collection: String, slug: String) {
        self.collection = collection
        self.slug = slug
    }

    /// `web/button`, whatever the site declares.
    public var description: String { text(reservingExtra: 0) }

    /// `description` in a string with room for `extra` more bytes, so a text that goes on from the id
    /// (a criterion id, `web/button#keyboard.tab`) is made in one buffer rather than copied as it grows.
    func text(reservingExtra extra: Int) -> String {
        var text = collection
        text.reserveCapacity(collection.utf8.count + 1 + slug.utf8.count + extra)
        text.append("/")
        text.append(slug)
        return text
    }

    /// In the order of their `collection/slug` text, the order `patterns diff` and criterion ids list them.
    public static func < (lhs: EntryID, rhs: EntryID) -> Bool { lhs.description < rhs.description }

    /// The entry's collection where the site names collections (a `collection` column, a feature file's
    /// folder); nil on a site without `collections:`.
    public func namedCollection(in config: SiteConfig) -> String? {
        config.declaresCollections ? collection : nil
    }

    /// The title of the entry's collection where the site names collections (its id if the site does
    /// not know it); nil on a site without `collections:`.
    public func collectionTitle(in config: SiteConfig) -> String? {
        namedCollection(in: config).map { config.collection($0)?.title ?? $0 }
    }

    /// How answers and exports name the entry on this site: `web/button` where the site declares
    /// collections, `button` otherwise.
    public func reference(in config: SiteConfig) -> String {
        namedCollection(in: config) == nil ? slug : description
    }

    /// A name unique across the site that fits an HTML id or a storage key: `web-button` where the
    /// site declares collections, `button` otherwise (`SiteConfig.key(_:in:)`).
    public func key(in config: SiteConfig) -> String {
        config.key(slug, in: collection)
    }
}
