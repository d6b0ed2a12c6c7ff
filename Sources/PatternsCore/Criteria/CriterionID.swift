/// A criterion's stable name across releases: the entry's collection and slug, and the criterion's
/// key path in the entry's front matter (`native/button#keyboard.tab`).
///
/// It is made from what the criterion *is* (its way of testing and its key or gesture), never from
/// its position, so reordering, adding or removing other criteria leaves it unchanged, and
/// `patterns diff` can tell a changed expectation from a new criterion. The key is also the
/// criterion's anchor on its entry page, so the id reads as an address: page `#` key.
public struct CriterionID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The entry the criterion belongs to; its collection is named whether or not the site declares collections.
    public var entry: EntryID
    /// The key path inside the entry: `keyboard.tab`, `screenreader.name`, `gherkin-mobile.i-swipe-right`.
    public var key: String

    public init(entry: EntryID, key: String) {
        self.entry = entry
        self.key = key
    }

    /// `native/button#keyboard.tab`: made in one buffer of the right size. Every page and export
    /// that names criteria asks for it (48,000 times at 1,000 entries); interpolated, the text grew
    /// and was copied part by part, about 1,800 instructions each.
    public var description: String {
        var text = entry.text(reservingExtra: 1 + key.utf8.count)
        text.append("#")
        text.append(key)
        return text
    }

    public static func < (lhs: CriterionID, rhs: CriterionID) -> Bool { lhs.description < rhs.description }
}
