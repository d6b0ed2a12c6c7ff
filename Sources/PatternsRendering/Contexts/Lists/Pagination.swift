import PatternsCore

/// Where one page of a split list stands among its pages, for the pagination partial: a labelled
/// `nav` with previous/next, a window of page numbers and `aria-current="page"` on this one.
struct Pagination: Sendable {
    struct PageLink: Sendable {
        let number: Int
        let url: String
        let isCurrent: Bool
        /// A gap in the numbers before this link ("…").
        let followsGap: Bool
    }

    let number: Int
    let count: Int
    let label: String
    let previousURL: String?
    let nextURL: String?
    let pages: [PageLink]
    /// Whether the list has more than one page (the partial shows nothing otherwise).
    let isPaginated: Bool

    /// Page `number` (1-based) of `count` pages starting at `firstPage`, as seen from that page.
    init(number: Int, count: Int, firstPage: OutputPath, label: String) {
        self.number = number
        self.count = count
        self.label = label
        isPaginated = count > 1
        let here = SiteLayout.paginated(firstPage, number: number)
        func url(_ page: Int) -> String { here.relativeURL(to: SiteLayout.paginated(firstPage, number: page)) }
        previousURL = number > 1 ? url(number - 1) : nil
        nextURL = number < count ? url(number + 1) : nil
        // The first, the last and two either side of this one: a short list however many pages there are.
        let shown = Set([1, count] + Array(max(1, number - 2)...min(count, number + 2))).sorted()
        var previous = 0
        pages = shown.map { page in
            defer { previous = page }
            return PageLink(number: page, url: url(page), isCurrent: page == number, followsGap: page > previous + 1)
        }
    }

    /// "Controls – page 2 of 9" for the document title; the title alone on an unsplit list.
    func title(_ title: String) -> String {
        isPaginated ? "\(title) – page \(number) of \(count)" : title
    }

    /// Splits `items` into pages of `size`, each with its number (at least one page, perhaps empty).
    static func pages<Items: RandomAccessCollection>(of items: Items, size: Int)
        -> [(number: Int, count: Int, items: Items.SubSequence)] where Items.Index == Int {
        let count = max(1, (items.count + size - 1) / size)
        return (0..<count).map { index -> (number: Int, count: Int, items: Items.SubSequence) in
            let start = items.startIndex + min(items.count, index * size)
            let end = items.startIndex + min(items.count, (index + 1) * size)
            return (index + 1, count, items[start..<end])
        }
    }
}

extension Pagination: TemplateContext {
    static let fields: TemplateFields<Self> = [
        .text("number", \.number),
        .text("count", \.count),
        .text("label", \.label),
        .text("previousURL", \.previousURL),
        .text("nextURL", \.nextURL),
        .list("pages", \.pages),
        .flag("isPaginated", \.isPaginated),
    ]
}

extension Pagination.PageLink: TemplateContext {
    static let fields: TemplateFields<Self> = [
        .text("number", \.number),
        .text("url", \.url),
        .flag("isCurrent", \.isCurrent),
        .flag("followsGap", \.followsGap),
    ]
}
