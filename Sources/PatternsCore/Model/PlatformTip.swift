import PatternsDiagnostics

/// Implementation advice for one platform, taken from a list item in an entry's notes.
///
/// What the tip says is rendered by the pages that show it, from the entry's `BodyHandle`: the
/// `n`th tip of a section here is the `n`th a reading of the body renders.
public struct PlatformTip: Hashable, Sendable {
    public var platform: Platform
    /// `UIKit`, `SwiftUI`, `Jetpack Compose`… when the label named one.
    public var framework: String?
    public var location: SourceLocation

    public init(platform: Platform, framework: String?, location: SourceLocation) {
        self.platform = platform
        self.framework = framework
        self.location = location
    }
}

/// The tips under one heading of the notes (Name, Role, Groupings, State, Focus, or any other).
public struct TipSection: Hashable, Sendable {
    public var title: String
    /// The heading's `id` in the rendered notes, for links from the tips to the full section.
    public var anchor: String
    public var location: SourceLocation
    public var tips: [PlatformTip]
    /// How many platform-neutral items the section has (`- The name says what will happen.` before
    /// `- **iOS**` in the same list): the section's introduction, shown with every platform's tips
    /// and rendered, as the tips are, by the pages that show it.
    public var introCount: Int

    public init(title: String, anchor: String, location: SourceLocation, tips: [PlatformTip], introCount: Int = 0) {
        self.title = title
        self.anchor = anchor
        self.location = location
        self.tips = tips
        self.introCount = introCount
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
