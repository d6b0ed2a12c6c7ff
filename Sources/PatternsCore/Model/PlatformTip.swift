import PatternsDiagnostics

/// Implementation advice for one platform, taken from a list item in an entry's notes.
public struct PlatformTip: Hashable, Sendable {
    public var platform: Platform
    /// `UIKit`, `SwiftUI`, `Jetpack Compose`… when the label named one.
    public var framework: String?
    /// The item's content (usually a nested list) rendered as HTML, label removed, as its entry's page shows it.
    public var html: String
    /// The same content for any other page (a platform's tips), when it links to a file of the site:
    /// `html`'s relative links lead there only from the entry's page. Nil when `html` reads the same anywhere.
    public var relocatableHTML: RelocatableHTML?
    public var location: SourceLocation

    public init(platform: Platform, framework: String?, html: String, relocatableHTML: RelocatableHTML? = nil, location: SourceLocation) {
        self.platform = platform
        self.framework = framework
        self.html = html
        self.relocatableHTML = relocatableHTML
        self.location = location
    }

    /// The content as the page at `page` (an output path other than the entry's) shows it.
    public func html(onPage page: String) -> String {
        relocatableHTML?.html(onPage: page) ?? html
    }
}

/// The tips under one heading of the notes (Name, Role, Groupings, State, Focus, or any other).
public struct TipSection: Hashable, Sendable {
    public var title: String
    /// The heading's `id` in the rendered notes, for links from the tips to the full section.
    public var anchor: String
    public var location: SourceLocation
    public var tips: [PlatformTip]

    public init(title: String, anchor: String, location: SourceLocation, tips: [PlatformTip]) {
        self.title = title
        self.anchor = anchor
        self.location = location
        self.tips = tips
    }

    public var platforms: [Platform] {
        var seen: [Platform] = []
        for tip in tips where !seen.contains(tip.platform) { seen.append(tip.platform) }
        return seen
    }
}
