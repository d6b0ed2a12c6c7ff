import PatternsCore

/// HTML that any page of the site can show: in pieces, between which goes the way from the page
/// back to the site's root (`../../`), so that each of its links to a file of the site leads there
/// from wherever it is shown.
///
/// A tip is rendered once, while its entry's Markdown tree is alive, but shown on its entry's page
/// and on a platform's page elsewhere in the site: its relative links are written for the first and
/// would lead astray from the second.
public struct RelocatableHTML: Hashable, Sendable {
    public var pieces: [String]

    public init(pieces: [String]) {
        self.pieces = pieces
    }

    /// The HTML as the page at `page` (an output path) shows it.
    public func html(onPage page: OutputPath) -> String {
        pieces.joined(separator: page.rootPrefix)
    }
}
