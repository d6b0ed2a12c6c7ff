import PatternsCore
import PatternsDiagnostics

/// Splits the gathered index into shards by term prefix, each a script that hands its data to
/// `window.patternsSearchShard(key, data)`, so it loads from `file://` as well as over HTTP.
///
/// A shard starts as the terms sharing their first character (`b` → `button`, `bulk`…); one that
/// would be larger than `budget` is split by one more character (`bu`, `bl`…), and its own file
/// becomes a summary: the best pages over all its terms, all a reader typing just that prefix needs
/// (none for a one-letter prefix: one letter is not searched). The
/// shard list (`shard-list.js`) says which prefixes are split and which hold their terms in full,
/// so the search script fetches exactly one shard per word typed; it also carries the shortest
/// word searched, the stop words and the names of the fields by weight, so the script needs no copy of them.
///
/// Data: `{"pages": [[title, url, kind, collection, summary, page number in the whole index]…], "terms": {term: [page, rank, page, rank…] (`SearchRanking.rank`)},
/// "idf": {term: specificity}, "more": {term: pages holding it}}`, pages numbered within the shard, so
/// no shard needs another file; `more` lists only the terms on more pages than their list keeps. A
/// summary adds `"summary": true` and lists its prefix as its one term, each page with its score
/// (`SearchRanking.score`) in place of a rank and a specificity of 1.
public struct SearchShards: Sendable {
    /// A shard over this many bytes is split by one more character.
    static let budget = 48_000
    /// Shards start as the terms sharing their first letter; a small site needs no more.
    static let firstKeyLength = 1
    /// Shorter words are not searched, so a split prefix shorter than this has no summary.
    static let shortestWord = SearchTerms.minimumLength
    /// No shard is split beyond a prefix this long, whatever its size.
    static let longestKey = 8
    /// Records per file of the page table the results page reads (`pages/<n>.js`).
    static let pagesPerChunk = 100

    /// A term of the index: its best pages, how many pages hold it and its specificity.
    struct Term: Sendable {
        var term: String
        var postings: [SearchIndexBuilder.Posting]
        /// Every page holding the term, best first, when there are more than `postings`; else empty.
        var all: [SearchIndexBuilder.Posting]
        var pagesWithTerm: Int
        var specificity: Int

        /// The term with `all` its pages, best first, on a site of `pages` pages: its best pages kept,
        /// every one when more hold it.
        init(term: String, ranked all: [SearchIndexBuilder.Posting], pages: Int) {
            self.term = term
            postings = Array(all.prefix(SearchIndexBuilder.pagesPerTerm))
            self.all = all.count > SearchIndexBuilder.pagesPerTerm ? all : []
            pagesWithTerm = all.count
            specificity = SearchRanking.specificity(pagesWithTerm: all.count, pages: pages)
        }
    }

    /// A term as a shard writes it: each page with a rank (a score in a summary).
    private typealias Written = (term: String, specificity: Int, pagesWithTerm: Int, pages: [(page: Int32, value: Int)])

    let contents: SearchIndexContents

    public init(contents: SearchIndexContents) {
        self.contents = contents
    }

    /// The shards and the shard list.
    func files() -> [RenderedFile] {
        output().files
    }

    /// Every file of the index, with the shards each first character was cut into (what an
    /// incremental build needs to rewrite one character's shards and the list alone).
    public func output() -> (files: [RenderedFile], layout: [String: SearchShardLayout]) {
        var files: [RenderedFile] = []
        let layout = output { files.append($0) }
        return (files, layout)
    }

    /// The same files handed to `emit` one at a time as each is made, so the index's files (12 MB of
    /// full lists alone at 10,000 entries) are never all held at once; returns the layout.
    ///
    /// The index is cut once every page is rendered, when nothing else is left to run beside it, so
    /// each first character's shards are made on all cores (a few megabytes at 10,000 entries, held
    /// until emitted in order), and the full lists a batch at a time.
    public func output(into emit: (RenderedFile) -> Void) -> [String: SearchShardLayout] {
        var layout: [String: SearchShardLayout] = [:]
        let groups = Self.group(contents.terms[...], by: Self.firstKeyLength)
        let made = groups.concurrentMap { key, terms in shards(firstCharacter: key, terms: terms) }
        for ((key, _), group) in zip(groups, made) {
            group.files.forEach(emit)
            layout[key] = group.layout
        }
        emit(Self.shardList(layout))
        fullLists(into: emit)
        return layout
    }

    /// The shards of the terms that start with `key` (one character), cut as `files()` cuts them.
    func shards(firstCharacter key: String, terms: ArraySlice<Term>) -> (files: [RenderedFile], layout: SearchShardLayout) {
        var files: [RenderedFile] = []
        var layout = SearchShardLayout()
        shard(key: key, terms: terms, into: &files, full: &layout.full, split: &layout.split)
        return (files, layout)
    }

    /// The shard list (`shard-list.js`) of shards cut as `layout` says, by first character.
    static func shardList(_ layout: [String: SearchShardLayout]) -> RenderedFile {
        let characters = layout.keys.sorted()
        var writer = JSONWriter(style: .compact, scriptSafe: true)
        writer.beginObject()
        writer.key("full")
        writer.strings(characters.flatMap { layout[$0]!.full })
        writer.key("split")
        writer.strings(characters.flatMap { layout[$0]!.split })
        // The search script folds a query as the index was folded, and leaves out the same words.
        writer.key("shortest")
        writer.number(Self.shortestWord)
        writer.key("stop")
        writer.strings(SearchTerms.stopWords.sorted())
        writer.key("chunk")
        writer.number(Self.pagesPerChunk)
        // The ranking's weights, so the script scores as `SearchRanking.score` does; a result names
        // the field its match was found in, by the weight in the rank a full shard lists.
        writer.key("occurrenceBits")
        writer.number(Int(SearchRanking.occurrenceBits))
        writer.key("wholeTermBonus")
        writer.number(SearchRanking.wholeTermBonus)
        writer.key("fields")
        writer.beginObject()
        for field in SearchDocument.Field.allCases {
            writer.key(String(field.rawValue))
            writer.string(field.label)
        }
        writer.endObject()
        writer.endObject()
        return RenderedFile(path: SiteLayout.searchShardList, text: "window.patternsSearchShards(\(writer.take()));\n")
    }

    /// What the results page needs to list every match of a term on more pages than its shard lists:
    /// `all/<term>.js`, every page holding it (`[page, rank…]`, best first, numbered in the whole
    /// index), and the page table those numbers point into, `pages/<n>.js`, `pagesPerChunk` records a
    /// file. None on a site where no term is trimmed.
    private func fullLists(into emit: (RenderedFile) -> Void) {
        let trimmed = contents.terms.filter { !$0.all.isEmpty }
        guard !trimmed.isEmpty else { return }
        for start in stride(from: 0, to: trimmed.count, by: Self.fullListsPerBatch) {
            Array(trimmed[start..<min(start + Self.fullListsPerBatch, trimmed.count)]).concurrentMap(Self.fullList(of:)).forEach(emit)
        }
        pageChunks().forEach(emit)
    }

    /// Full lists made at once on all cores: enough to share out, few enough that their text (up to
    /// a few kilobytes a page holding the term) is not all held at once.
    static let fullListsPerBatch = 64

    /// `all/<term>.js` of a term on more pages than its shard lists.
    static func fullList(of term: Term) -> RenderedFile {
        var writer = JSONWriter(style: .compact, scriptSafe: true)
        writer.beginArray()
        for posting in term.all {
            writer.number(Int(posting.page))
            writer.number(Int(posting.rank))
        }
        writer.endArray()
        return RenderedFile(path: fullListPath(of: term.term), text: "window.patternsSearchAll(\(Self.quoted(term.term)),\(writer.take()));\n")
    }

    static func fullListPath(of term: String) -> OutputPath {
        OutputPath(composed: "\(SiteLayout.searchFolder)/all/\(Self.fileName(of: term)).js")
    }

    /// The page table the full lists point into, `pages/<n>.js`.
    func pageChunks() -> [RenderedFile] {
        var files: [RenderedFile] = []
        let records = contents.pages.records
        for start in stride(from: 0, to: records.count, by: Self.pagesPerChunk) {
            var writer = JSONWriter(style: .compact, scriptSafe: true)
            writer.beginArray()
            for record in records[start..<min(start + Self.pagesPerChunk, records.count)] {
                writer.strings([record.title, record.url, record.kind, record.collection, record.summary])
            }
            writer.endArray()
            let chunk = start / Self.pagesPerChunk
            files.append(RenderedFile(path: Self.pageChunkPath(chunk), text: "window.patternsSearchPages(\(chunk),\(writer.take()));\n"))
        }
        return files
    }

    static func pageChunkPath(_ chunk: Int) -> OutputPath {
        OutputPath(composed: "\(SiteLayout.searchFolder)/pages/\(chunk).js")
    }

    private static func quoted(_ text: String) -> String {
        var writer = JSONWriter(style: .compact, scriptSafe: true)
        writer.string(text)
        return writer.take()
    }

    /// The file name of a prefix: letters a–z and digits as they are, any other character as `_` and its code point in hex.
    static func fileName(of key: String) -> String {
        var name = ""
        for scalar in key.unicodeScalars {
            if (scalar >= "a" && scalar <= "z") || (scalar >= "0" && scalar <= "9") {
                name.unicodeScalars.append(scalar)
            } else {
                name += "_" + String(scalar.value, radix: 16)
            }
        }
        return name
    }

    private func shard(key: String, terms: ArraySlice<Term>,
                       into files: inout [RenderedFile], full: inout [String], split: inout [String]) {
        let text = script(key: key, terms: terms.map {
            ($0.term, $0.specificity, $0.pagesWithTerm, $0.postings.map { ($0.page, Int($0.rank)) })
        }, summary: false)
        let length = key.unicodeScalars.count
        let longer = terms.filter { $0.term.unicodeScalars.count > length }
        guard text.utf8.count > Self.budget, length < Self.longestKey, !longer.isEmpty else {
            files.append(RenderedFile(path: SiteLayout.searchShard(fileName: Self.fileName(of: key)), text: text))
            full.append(key)
            return
        }
        if length >= Self.shortestWord {
            files.append(RenderedFile(path: SiteLayout.searchShard(fileName: Self.fileName(of: key)),
                                      text: script(key: key, terms: [(key, 1, 0, best(of: terms, exact: key))], summary: true)))
        }
        split.append(key)
        for (child, childTerms) in Self.group(longer[...], by: length + 1) {
            shard(key: child, terms: childTerms, into: &files, full: &full, split: &split)
        }
    }

    /// The best pages over all `terms`, each with its best score (`SearchRanking.score`, the whole
    /// prefix counting as a whole term), best first, ties by title.
    private func best(of terms: ArraySlice<Term>, exact key: String) -> [(page: Int32, value: Int)] {
        var scores: [Int32: Int] = [:]
        let keySpecificity = terms.first { $0.term == key }?.specificity
        for term in terms {
            let specificity = SearchRanking.specificity(ofTerm: term.specificity, word: keySpecificity)
            for posting in term.postings {
                let score = SearchRanking.score(rank: posting.rank, wholeTerm: term.term == key, specificity: specificity)
                if score > scores[posting.page, default: 0] { scores[posting.page] = score }
            }
        }
        let pages = contents.pages
        let ranked = scores.sorted {
            $0.value != $1.value ? $0.value > $1.value
                : pages.ranks(SearchIndexBuilder.Posting(page: $0.key, rank: 0), before: SearchIndexBuilder.Posting(page: $1.key, rank: 0))
        }
        return ranked.prefix(SearchIndexBuilder.pagesPerTerm).map { ($0.key, $0.value) }
    }

    private func script(key: String, terms: [Written], summary: Bool) -> String {
        var local: [Int32: Int] = [:]
        var order: [Int32] = []
        for term in terms {
            for (page, _) in term.pages where local[page] == nil {
                local[page] = order.count
                order.append(page)
            }
        }
        var writer = JSONWriter(style: .compact, scriptSafe: true)
        writer.beginObject()
        if summary {
            writer.key("summary")
            writer.bool(true)
        }
        writer.key("pages")
        writer.beginArray()
        for page in order {
            let record = contents.pages.records[Int(page)]
            writer.beginArray()
            [record.title, record.url, record.kind, record.collection, record.summary].forEach { writer.string($0) }
            // The page's number in the whole index, which the results page's full lists use.
            writer.number(Int(page))
            writer.endArray()
        }
        writer.endArray()
        writer.key("terms")
        writer.beginObject()
        for term in terms {
            writer.key(term.term)
            writer.beginArray()
            for (page, value) in term.pages {
                writer.number(local[page]!)
                writer.number(value)
            }
            writer.endArray()
        }
        writer.endObject()
        Self.numbers("idf", terms.map { ($0.term, $0.specificity) }, into: &writer)
        let trimmed = terms.filter { $0.pagesWithTerm > $0.pages.count }
        if !trimmed.isEmpty { Self.numbers("more", trimmed.map { ($0.term, $0.pagesWithTerm) }, into: &writer) }
        writer.endObject()
        return "window.patternsSearchShard(\(Self.quoted(key)),\(writer.take()));\n"
    }

    /// `"key": {term: number…}`.
    private static func numbers(_ key: String, _ values: [(String, Int)], into writer: inout JSONWriter) {
        writer.key(key)
        writer.beginObject()
        for (term, value) in values {
            writer.key(term)
            writer.number(value)
        }
        writer.endObject()
    }

    /// The shard key of `term` cut at `length` characters (the first, by default: its group in the shard list).
    static func key(of term: String, length: Int = firstKeyLength) -> String {
        String(String.UnicodeScalarView(term.unicodeScalars.prefix(length)))
    }

    /// The terms by their first `length` characters, prefixes in order, each group's terms in their order.
    private static func group(_ terms: ArraySlice<Term>, by length: Int) -> [(String, ArraySlice<Term>)] {
        let groups = Dictionary(grouping: terms) { key(of: $0.term, length: length) }
        return groups.keys.sorted().map { ($0, groups[$0]![...]) }
    }
}
