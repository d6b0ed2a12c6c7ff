import PatternsCore

/// Finding entries by what an assistant passes: a slug, or `collection/slug`, with the closest
/// names in the error when nothing has that name.
extension Catalog {
    /// The one entry `reference` names (in `collection` when given); a slug that several
    /// collections use, without a collection, is refused with each of its entries.
    func entry(_ reference: String, collection: String?) throws -> PatternEntry {
        let (named, slug) = try split(reference)
        if let named, let collection, named != collection {
            throw ToolError("'\(reference)' is in collection '\(named)', but collection '\(collection)' was asked for")
        }
        let found = try entries(slug: slug, in: named ?? collection)
        guard found.count == 1 else {
            let choices = found.map { "\(name(of: $0.id)) (\(site.config.collection($0.collection)?.title ?? $0.collection))" }
            throw ToolError("'\(slug)' names \(found.count) entries: \(choices.joined(separator: ", ")); "
                            + "pass collection (\(found.map(\.collection).joined(separator: " or "))) or a slug such as '\(name(of: found[0].id))'")
        }
        return found[0]
    }

    /// The entries `reference` names: a bare slug names every collection's entry of that slug, as
    /// `patterns export` reads slugs.
    func entries(_ reference: String) throws -> [PatternEntry] {
        let (collection, slug) = try split(reference)
        return try entries(slug: slug, in: collection)
    }

    /// `collection/slug` as its two parts; a bare slug has no collection.
    private func split(_ reference: String) throws -> (collection: String?, slug: String) {
        guard let slash = reference.lastIndex(of: "/") else { return (nil, reference) }
        let collection = String(reference[..<slash])
        guard collectionIDs.contains(collection) else {
            throw ToolError.unknown("collection", collection, closest: closestMatches(to: collection, in: collectionIDs), known: collectionIDs)
        }
        return (collection, String(reference[reference.index(after: slash)...]))
    }

    /// Every entry with `slug` (of `collection` when given), at least one.
    private func entries(slug: String, in collection: String?) throws -> [PatternEntry] {
        let found = site.entries.filter { $0.slug == slug && (collection == nil || $0.collection == collection) }
        guard found.isEmpty else { return found }
        // Another collection's entry of that slug is the likeliest meant.
        let elsewhere = site.entries.filter { $0.slug == slug }
        let pool = site.entries.filter { collection == nil || $0.collection == collection }
        throw ToolError.unknown("entry", collection.map { EntryID(collection: $0, slug: slug).description } ?? slug,
                                closest: elsewhere.isEmpty ? closestNames(to: slug, in: pool) : elsewhere.map { name(of: $0.id) })
    }

    /// Entries whose slug is near `slug`, then the best search matches for its words (`modal` →
    /// `modal-dialog`), by name, at most five.
    private func closestNames(to slug: String, in pool: [PatternEntry]) -> [String] {
        let nearSlugs = closestMatches(to: slug, in: pool.map(\.slug), limit: 5)
        let near = nearSlugs.flatMap { near in pool.filter { $0.slug == near } }
        let collections = Set(pool.map(\.collection))
        let found = search.matches(for: slug.replacingOccurrences(of: "-", with: " ")) { collections.contains($0.collection) }
        var seen = Set<String>()
        return (near + found.map(\.entry)).map { name(of: $0.id) }.filter { seen.insert($0).inserted }.prefix(5).map { $0 }
    }
}
