import PatternsCore

/// One page's contribution to the search index, made in the page's own rendering job: what a
/// result shows, and each of the page's terms with the weight of the best field it appears in.
public struct SearchDocument: Sendable {
    /// Where a term was found; the raw value is its weight, so a title or heading hit ranks above
    /// a hit in the notes.
    enum Field: UInt8, CaseIterable {
        case title = 9
        case heading = 6
        /// A plain-language criterion, or the number and name of a success criterion it cites.
        case criteria = 5
        /// A platform tip of an entry's notes.
        case tip = 4
        case description = 3
        /// A category or platform.
        case facet = 2
        /// The notes, code and a guide's prose.
        case body = 1

        /// Where a result says its match was found when neither its title nor its summary shows it.
        var label: String {
            switch self {
            case .title: "the title"
            case .heading: "a heading"
            case .facet: "its categories and platforms"
            case .description: "the description"
            case .criteria: "the criteria"
            case .tip: "a tip"
            case .body: "the text"
            }
        }
    }

    /// What a search result shows, without any other table: the page's title, its address relative
    /// to the site root, its kind, the collection's title (empty on a site without collections)
    /// and the start of its description.
    struct Record: Sendable, Equatable {
        var title: String
        var url: String
        var kind: String
        var collection: String
        var summary: String
    }

    /// The longest description a result shows, in characters, before it is cut at a word.
    static let summaryLength = 100

    let record: Record
    /// Output path of the page: the tie-break between equal hits, so the index is the same whatever
    /// order the jobs finish in.
    let pagePath: OutputPath
    /// What the page holds of one term: the weight of its best field, and how often it occurs
    /// outside the notes (whose terms are kept once each). One table, so each occurrence of a term on
    /// this hot path is one lookup.
    struct TermOnPage {
        var weight: UInt8 = 0
        var occurrences = 0

        /// One more occurrence, in a field of `weight`: the best field is kept.
        mutating func count(at weight: UInt8) {
            self.weight = max(self.weight, weight)
            occurrences += 1
        }
    }

    /// The page's terms, numbered in the order first found, and what the page holds of each, by number.
    private var table = TermTable()
    private var onPage: [TermOnPage] = []

    /// The page's terms, in the order first found.
    var terms: [String] { table.terms }

    /// Each term and the weight of its best field.
    var weights: [String: UInt8] {
        Dictionary(uniqueKeysWithValues: onPage.indices.map { (table.term(at: $0), onPage[$0].weight) })
    }

    /// Each term with its posting rank (`SearchRanking.rank`): its best field and its occurrences.
    var ranks: [(term: String, rank: UInt8)] {
        onPage.indices.map { (table.term(at: $0), rank(at: $0)) }
    }

    /// `ranks` with each term as its UTF-8 bytes, valid only during `body`: the index gathers a
    /// page's terms without making a `String` of each.
    func forEachRank(_ body: (_ term: UnsafeBufferPointer<UInt8>, _ rank: UInt8) -> Void) {
        for index in onPage.indices {
            let rank = rank(at: index)
            table.withTermBytes(at: index) { body($0, rank) }
        }
    }

    private func rank(at index: Int) -> UInt8 {
        SearchRanking.rank(fieldWeight: onPage[index].weight, occurrences: onPage[index].occurrences)
    }

    /// One more occurrence of the term numbered `index` (made now when `isNew`), in a field of `weight`.
    private mutating func count(_ term: (index: Int, isNew: Bool), at weight: UInt8) {
        if term.isNew { onPage.append(TermOnPage()) }
        onPage[term.index].count(at: weight)
    }

    /// `tips` are `SearchText.tips(_:)` of the entry's rendered tips, which the page's search text reads too.
    public init(entry: PatternEntry, config: SiteConfig, criteria: AcceptanceCriteria, tips: [[String]]) {
        let collection = entry.id.collectionTitle(in: config) ?? ""
        self.init(record: Record(title: entry.title, url: Self.url(of: entry.pagePath), kind: "Pattern", collection: collection,
                                 summary: Self.summary(of: entry.description)),
                  pagePath: entry.pagePath)
        add(entry.title, as: .title)
        entry.body.headings.forEach { add($0.text, as: .heading) }
        (entry.categories + entry.platforms.map(\.displayName)).forEach { add($0, as: .facet) }
        add(entry.description ?? "", as: .description)
        criteria.condensed.flatMap(\.lines).forEach { add($0, as: .criteria) }
        entry.wcag.groups.flatMap(\.criteria).forEach { add($0.text, as: .criteria) }
        for id in entry.wcag.citedIDs {
            // The number whole (`2.4.7`: the text's terms split it), and the criterion's name.
            count(id, as: .criteria)
            WCAGIndex.criterion(id: id).map { add($0.name, as: .criteria) }
        }
        tips.joined().forEach { add($0, as: .tip) }
        addBody(entry.body)
    }

    /// A success criterion's page (`wcag/2.4.7/`), found by its number and its name.
    init(criterion: SuccessCriterion, citedBy entries: Int) {
        self.init(record: Record(title: "\(criterion.id) \(criterion.name)", url: Self.url(of: SiteLayout.wcagCriterionPage(criterion.id)),
                                 kind: "WCAG", collection: "",
                                 summary: "Level \(criterion.level.rawValue), \(criterion.guideline). Cited by \(entries) \(entries == 1 ? "entry" : "entries")."),
                  pagePath: SiteLayout.wcagCriterionPage(criterion.id))
        count(criterion.id, as: .title)
        add(criterion.name, as: .title)
        add(criterion.guideline, as: .description)
    }

    /// The documents of the success criteria entries cite, one per `wcag/<id>/` page.
    public static func criterionPages(of entries: some Sequence<EntrySummary>) -> [SearchDocument] {
        let citations = WCAGCitations(entries: entries)
        return citations.citedCriteria.map { SearchDocument(criterion: $0, citedBy: citations.citations(of: $0.id).count) }
    }

    public init(guide: Guide) {
        self.init(record: Record(title: guide.title, url: Self.url(of: guide.pagePath), kind: "Guide", collection: "",
                                 summary: Self.summary(of: guide.description)),
                  pagePath: guide.pagePath)
        add(guide.title, as: .title)
        guide.body.headings.forEach { add($0.text, as: .heading) }
        add(guide.description ?? "", as: .description)
        addBody(guide.body)
    }

    init(record: Record, pagePath: OutputPath) {
        self.record = record
        self.pagePath = pagePath
    }

    /// Counts `term` whole (a success criterion's number, which the text's terms would split).
    private mutating func count(_ term: String, as field: Field) {
        count(table.add(term), at: field.rawValue)
    }

    /// Adds the terms of `text`, keeping for each term its best field so far.
    mutating func add(_ text: String, as field: Field) {
        let weight = field.rawValue
        SearchTerms.forEachIndexTermBytes(in: text) { term in
            count(table.add(term), at: weight)
        }
    }

    /// The body's terms were found while its tree was alive (`MarkdownBody.searchTerms`).
    private mutating func addBody(_ body: MarkdownBody) {
        let weight = Field.body.rawValue
        // Split on the bytes: the terms are ASCII-separated, and a split by characters was 1.6 % of a build.
        var digest = body.searchTerms
        digest.withUTF8 { bytes in
            for term in bytes.split(separator: UInt8(ascii: " ")) {
                if table.add(UnsafeBufferPointer(rebasing: term)).isNew { onPage.append(TermOnPage(weight: weight, occurrences: 1)) }
            }
        }
    }

    public static func url(of page: OutputPath) -> String {
        SiteLayout.homePage.relativeURL(to: page)
    }

    /// The description up to `summaryLength` characters, cut after a whole word with an ellipsis.
    static func summary(of description: String?) -> String {
        let text = (description ?? "").trimmingWhitespace()
        guard text.count > summaryLength else { return text }
        let head = text.prefix(summaryLength)
        let cut = head.lastIndex(of: " ").map { head[..<$0] } ?? head
        return cut.trimmingWhitespace() + "…"
    }
}
