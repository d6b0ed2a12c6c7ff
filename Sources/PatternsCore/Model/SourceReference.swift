import PatternsDiagnostics

/// A published reference an entry or a guide rests on (`sources:`): a specification, a platform's
/// documentation or a screen reader's source, with what it backs.
public struct SourceReference: Hashable, Sendable, Encodable {
    /// What the reader sees as the link text: `WAI-ARIA APG: Tabs pattern`.
    public var title: String
    /// An `http` or `https` address.
    public var url: String
    /// The criterion keys (`mobile.swipe-up-or-down`) or section anchors (`groupings`) the source
    /// backs, in source order; empty when it backs the page as a whole.
    public var backs: [KeyReference]
    public var location: SourceLocation

    public init(title: String, url: String, backs: [KeyReference] = [], location: SourceLocation) {
        self.title = title
        self.url = url
        self.backs = backs
        self.location = location
    }
}

/// A criterion key or section anchor named in front matter (`backs:`, `verify:`), with where it
/// stands so a key the entry lacks is reported there.
public struct KeyReference: Hashable, Sendable, Encodable {
    public var key: String
    public var location: SourceLocation

    public init(key: String, location: SourceLocation) {
        self.key = key
        self.location = location
    }
}
