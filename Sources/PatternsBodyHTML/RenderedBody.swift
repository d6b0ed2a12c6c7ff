import PatternsCore

/// A body as its page shows it: what `BodyHTMLRenderer` makes of a body read from its handle
/// (`BodyHandle.parse`), owned by the page being rendered and gone with it. The model keeps no HTML.
///
/// Tips and introductions are in the order of the entry's `tipOutline` and its tips.
public struct RenderedBody: Sendable {
    /// The notes (or a guide's body) as HTML, tips left out; empty when not asked for.
    public var notesHTML: String
    /// Each tip as the body's own page shows it (`<li>`…), by tip section.
    public var tipHTML: [[String]]
    /// Each tip section's introduction (its platform-neutral items) as HTML; "" for none.
    public var tipIntroHTML: [String]
    /// Each tip and introduction as other pages show them, in the same orders; empty when none needs
    /// it (none links to a file of the site), nil for one that reads the same anywhere.
    public var relocatableTipHTML: [[RelocatableHTML?]] = []
    public var relocatableTipIntroHTML: [RelocatableHTML?] = []

    public init(notesHTML: String = "", tipHTML: [[String]] = [], tipIntroHTML: [String] = []) {
        self.notesHTML = notesHTML
        self.tipHTML = tipHTML
        self.tipIntroHTML = tipIntroHTML
    }

    /// The `tip`th tip of the `section`th tip section, as the page at `page` shows it: its entry's
    /// page when nil; "" when the body was not read (its file changed, and the build is refused).
    public func tipHTML(section: Int, tip: Int, onPage page: OutputPath? = nil) -> String {
        guard tipHTML.indices.contains(section), tipHTML[section].indices.contains(tip) else { return "" }
        if let page, relocatableTipHTML.indices.contains(section), let relocatable = relocatableTipHTML[section][tip] {
            return relocatable.html(onPage: page)
        }
        return tipHTML[section][tip]
    }

    /// The `section`th tip section's introduction as the page at `page` shows it (as `tipHTML(section:tip:onPage:)`).
    public func introHTML(section: Int, onPage page: OutputPath? = nil) -> String {
        guard tipIntroHTML.indices.contains(section) else { return "" }
        if let page, relocatableTipIntroHTML.indices.contains(section), let relocatable = relocatableTipIntroHTML[section] {
            return relocatable.html(onPage: page)
        }
        return tipIntroHTML[section]
    }
}

extension RenderedBody {
    /// A stable hash of the tips and introductions as rendered, in order: what other pages show of
    /// them, for the cross-page digest (`PatternEntry.tipContentDigest`).
    public var tipContentDigest: UInt64 {
        var hasher = StableHasher()
        hasher.combine(tipIntroHTML.count)
        for (index, intro) in tipIntroHTML.enumerated() {
            hasher.combine(intro)
            Self.combine(relocatableTipIntroHTML.indices.contains(index) ? relocatableTipIntroHTML[index] : nil, into: &hasher)
        }
        hasher.combine(tipHTML.count)
        for (section, tips) in tipHTML.enumerated() {
            hasher.combine(tips.count)
            for (index, tip) in tips.enumerated() {
                hasher.combine(tip)
                let relocatable = relocatableTipHTML.indices.contains(section) && relocatableTipHTML[section].indices.contains(index)
                    ? relocatableTipHTML[section][index] : nil
                Self.combine(relocatable, into: &hasher)
            }
        }
        return hasher.value
    }

    private static func combine(_ relocatable: RelocatableHTML?, into hasher: inout StableHasher) {
        hasher.combine(relocatable?.pieces.count ?? 0)
        relocatable?.pieces.forEach { hasher.combine($0) }
    }
}
