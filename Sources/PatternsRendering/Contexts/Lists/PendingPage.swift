import PatternsCore

/// One page of a split list, made only when it is rendered: a category or platform of thousands
/// of entries has dozens of pages, and holding all their contexts at once would cost as much as
/// the entries' own text.
struct PendingPage<Page> {
    let path: OutputPath
    private let make: () -> Page

    init(path: OutputPath, make: @escaping () -> Page) {
        self.path = path
        self.make = make
    }

    /// The page's context, made anew on every read.
    var page: Page { make() }
}
