import PatternsDiagnostics

/// Implementation advice for one platform, taken from a list item in an entry's notes.
public struct PlatformTip: Hashable, Sendable {
    public var platform: Platform
    /// `UIKit`, `SwiftUI`, `Jetpack Compose`… when the label named one.
    public var framework: String?
    /// The tip as the built-in theme renders it, label removed: the items of its section's list
    /// (`<li>`…; Markdown with `TipMarkdownRenderer`), as its entry's page shows it.
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
    public func html(onPage page: OutputPath) -> String {
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
    /// The section's platform-neutral items (`- The name says what will happen.` before `- **iOS**` in
    /// the same list), rendered as HTML (Markdown with `TipMarkdownRenderer`): the section's
    /// introduction, shown with every platform's tips. Empty when the section has none, or when the
    /// site was only validated.
    public var introHTML: String
    /// The introduction for any other page (a platform's tips), when it links to a file of the site
    /// (as `PlatformTip.relocatableHTML`); nil when `introHTML` reads the same anywhere.
    public var relocatableIntroHTML: RelocatableHTML?
    /// How many platform-neutral items the section has, rendered or not.
    public var introCount: Int

    public init(title: String, anchor: String, location: SourceLocation, tips: [PlatformTip], introHTML: String = "", introCount: Int = 0) {
        self.title = title
        self.anchor = anchor
        self.location = location
        self.tips = tips
        self.introHTML = introHTML
        self.introCount = introCount
    }

    /// The introduction as the page at `page` (an output path other than the entry's) shows it.
    public func introHTML(onPage page: OutputPath) -> String {
        relocatableIntroHTML?.html(onPage: page) ?? introHTML
    }

    /// The id of one platform's tips for this section on the entry page (`tips-ios-role`): the same
    /// scheme for every platform, beside the section's own anchor (`role`).
    public func anchor(for platform: Platform) -> String { "\(platform.tipsAnchor)-\(anchor)" }

    public var platforms: [Platform] {
        var seen: [Platform] = []
        for tip in tips where !seen.contains(tip.platform) { seen.append(tip.platform) }
        return seen
    }
}
