import PatternsCore
import PatternsDiagnostics

/// Compares the acceptance criteria of two versions of a site (`patterns diff`, `build --since`).
///
/// Only entry files whose bytes differ are parsed: between two git revisions equal blob ids are
/// enough; a folder's files are compared byte for byte. A changed `patterns.yml` (collections and
/// addresses may move) makes every entry file count as changed.
public enum CatalogDiff {
    public static func compare(_ old: SiteSnapshot, _ new: SiteSnapshot) throws -> CatalogChanges {
        let configs = try [old, new].map { try $0.bytes(of: [SiteLayout.configFile])[SiteLayout.configFile] ?? [] }
        let oldConfig = config(configs[0]), newConfig = config(configs[1])
        let oldPaths = old.paths.filter { isEntry($0, oldConfig) }
        let newPaths = new.paths.filter { isEntry($0, newConfig) }

        var oldChanged = oldPaths.subtracting(newPaths), newChanged = newPaths.subtracting(oldPaths)
        var oldBytes: [String: [UInt8]] = [:], newBytes: [String: [UInt8]] = [:]
        let shared = oldPaths.intersection(newPaths)
        if configs[0] != configs[1] {
            oldChanged.formUnion(shared)
            newChanged.formUnion(shared)
        } else {
            // Equal blob ids settle it without reading (a folder's are hashed when the other side is a
            // revision); otherwise the bytes do.
            let paths = shared.sorted()
            let hashing = old.isRevision || new.isRevision
            let oldIDs = hashing ? old.blobIDs(of: paths) : [:], newIDs = hashing ? new.blobIDs(of: paths) : [:]
            let unsettled = paths.filter { path in
                guard let a = oldIDs[path], let b = newIDs[path] else { return true }
                return a != b
            }
            oldBytes = try old.bytes(of: unsettled)
            newBytes = try new.bytes(of: unsettled)
            let differing = unsettled.filter { oldBytes[$0] != newBytes[$0] }
            oldChanged.formUnion(differing)
            newChanged.formUnion(differing)
        }
        oldBytes.merge(try old.bytes(of: oldChanged.filter { oldBytes[$0] == nil }), uniquingKeysWith: { first, _ in first })
        newBytes.merge(try new.bytes(of: newChanged.filter { newBytes[$0] == nil }), uniquingKeysWith: { first, _ in first })

        var unreadable: [String] = []
        let before = records(oldChanged.sorted(), bytes: oldBytes, config: oldConfig, unreadable: &unreadable)
        let after = records(newChanged.sorted(), bytes: newBytes, config: newConfig, unreadable: &unreadable)
        return CatalogChanges(entries: pair(before, after), unreadable: Array(Set(unreadable)).sorted())
    }

    private static func config(_ bytes: [UInt8]) -> SiteConfig {
        let sink = FileDiagnosticSink(file: SiteLayout.configFile, engine: .discarding("a compared revision's config problems are its own, not the site's"))
        guard let source = SourceDecoder.decode(bytes, diagnostics: sink) else { return SiteConfig() }
        return SiteConfigReader.read(source.text, diagnostics: sink)
    }

    private static func isEntry(_ path: String, _ config: SiteConfig) -> Bool {
        if case .entry = SiteLayout.kind(ofSource: path, collections: config.collections) { return true }
        return false
    }

    /// The entries of the given files, read in parallel; files that do not give an entry are `unreadable`.
    private static func records(_ paths: [String], bytes: [String: [UInt8]], config: SiteConfig,
                                unreadable: inout [String]) -> [EntryCriteriaRecord] {
        let reader = ContentFileReader(config: config, renderer: nil, sizeLimit: config.fileSizeLimit, parts: [])
        let read = paths.concurrentMap { path -> EntryCriteriaRecord? in
            guard let fileBytes = bytes[path],
                  case .entry(let entry)? = reader.read(fileBytes, path: path, diagnostics: .discarding("an entry that does not read is left out of the comparison")).content else { return nil }
            return EntryCriteriaRecord(entry: entry.summary)
        }
        unreadable += zip(paths, read).filter { $0.1 == nil }.map(\.0)
        return read.compactMap { $0 }
    }

    /// Matches the older and newer entries by `collection/slug`; an unmatched pair in one collection
    /// with the same title, or the same criteria, is a rename.
    private static func pair(_ before: [EntryCriteriaRecord], _ after: [EntryCriteriaRecord]) -> [CatalogChanges.EntryChange] {
        var unmatchedOld = Dictionary(before.map { ($0.summary.id, $0) }, uniquingKeysWith: { first, _ in first })
        var changes: [CatalogChanges.EntryChange] = []
        var added: [EntryCriteriaRecord] = []
        for record in after {
            if let old = unmatchedOld.removeValue(forKey: record.summary.id) {
                if let change = change(from: old, to: record) { changes.append(change) }
            } else {
                added.append(record)
            }
        }
        // Rename candidates indexed once, in id order, by (collection, title) and (collection, criteria):
        // a mass move of files stays linear.
        var byTitle: [String: [EntryID]] = [:], byCriteria: [String: [EntryID]] = [:]
        for old in unmatchedOld.values.sorted(by: { $0.summary.id < $1.summary.id }) {
            byTitle[old.collection + "\u{0}" + old.summary.title, default: []].append(old.summary.id)
            byCriteria[criteriaKey(old), default: []].append(old.summary.id)
        }
        func take(_ key: String, from index: inout [String: [EntryID]]) -> EntryCriteriaRecord? {
            while let id = index[key]?.first {
                index[key]?.removeFirst()
                if let old = unmatchedOld.removeValue(forKey: id) { return old }
            }
            return nil
        }
        for record in added {
            if let renamed = take(record.collection + "\u{0}" + record.summary.title, from: &byTitle) ?? take(criteriaKey(record), from: &byCriteria) {
                changes.append(change(from: renamed, to: record, renamed: true)!)
            } else {
                changes.append(.init(kind: .added, old: nil, new: record.summary, criteria: [], criterionCount: record.criteria.count))
            }
        }
        changes += unmatchedOld.values.map {
            .init(kind: .removed, old: $0.summary, new: nil, criteria: [], criterionCount: $0.criteria.count)
        }
        return changes.sorted { $0.current.id < $1.current.id }
    }

    /// An entry's collection and criteria texts, for matching a moved entry whose title changed too.
    private static func criteriaKey(_ record: EntryCriteriaRecord) -> String {
        ([record.collection] + record.criteria.map(\.text)).joined(separator: "\u{0}")
    }

    /// The criteria changes of one entry; nil when nothing a reader sees changed.
    private static func change(from old: EntryCriteriaRecord, to new: EntryCriteriaRecord, renamed: Bool = false) -> CatalogChanges.EntryChange? {
        let oldTexts = old.texts, newTexts = new.texts
        var criteria: [CatalogChanges.CriterionChange] = []
        for (key, text) in new.criteria {
            let id = CriterionID(entry: new.summary.id, key: key)
            switch oldTexts[key] {
            case nil: criteria.append(.init(kind: .added, id: id, old: nil, new: text))
            case let previous? where previous != text: criteria.append(.init(kind: .changed, id: id, old: previous, new: text))
            default: break
            }
        }
        for (key, text) in old.criteria where newTexts[key] == nil {
            criteria.append(.init(kind: .removed, id: CriterionID(entry: old.summary.id, key: key), old: text, new: nil))
        }
        let moved = renamed || old.summary.pagePath != new.summary.pagePath
        guard moved || !criteria.isEmpty || old.summary.title != new.summary.title else { return nil }
        return .init(kind: moved ? .renamed : .changed, old: old.summary, new: new.summary, criteria: criteria,
                     criterionCount: new.criteria.count)
    }
}
