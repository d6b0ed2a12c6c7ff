/// A platform that tips are written for (`ios`, `android`, `web`, or one a site configures:
/// `platforms: [ios, { id: windows, title: Windows }]`).
///
/// A platform is its id: two values with the same id are equal whatever their titles, so a platform
/// read from an entry finds the site's titled one.
public struct Platform: Hashable, Sendable, Comparable, Encodable {
    public let id: String
    /// The name the site gives it in `patterns.yml`; nil for the built-in name.
    public let title: String?

    /// Ids are case-insensitive (`iOS` and `ios` are one platform), so they are kept lowercased.
    public init(_ id: String, title: String? = nil) {
        self.id = id.lowercased()
        self.title = title
    }

    public static let ios = Platform("ios")
    public static let android = Platform("android")
    public static let web = Platform("web")

    /// The platforms a site has when `patterns.yml` names none.
    public static let defaults: [Platform] = [.ios, .android, .web]

    /// How the platform is written for people: the site's title, else the built-in name.
    public var displayName: String {
        if let title { return title }
        switch id {
        case "ios": return "iOS"
        case "android": return "Android"
        case "web": return "Web"
        case "macos": return "macOS"
        default: return id.prefix(1).uppercased() + id.dropFirst()
        }
    }

    /// The id of the platform's tips on an entry page (`tips-ios`); its tips for a section add the
    /// section's anchor (`tips-ios-role`, `TipSection.anchor(for:)`).
    public var tipsAnchor: String { "tips-\(id)" }

    /// This platform as one of `configured` names it (with its title), or itself when none does.
    public func titled(by configured: [Platform]) -> Platform {
        configured.first { $0.id == id } ?? self
    }

    public static func == (lhs: Platform, rhs: Platform) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
    public static func < (lhs: Platform, rhs: Platform) -> Bool { lhs.id < rhs.id }
}

/// The bold label that opens a tip list item (`**iOS Tips**`, `**SwiftUI**`), read as a platform and framework.
public struct PlatformLabel: Hashable, Sendable {
    public let platform: Platform
    /// The framework named by the label (`UIKit`, `SwiftUI`, `Jetpack Compose`…), nil for a bare platform name.
    public let framework: String?

    /// Reads a label, ignoring case, surrounding spaces and a trailing colon; nil when it names no platform.
    /// Besides the built-in labels, a platform of `among` is named by its id or title (`Windows`, `Windows Tips`).
    public init?(_ label: String, among configured: [Platform] = []) {
        var text = label.trimmingWhitespace()
        if text.hasSuffix(":") { text.removeLast() }
        let key = text.trimmingWhitespace().lowercased()
        if let known = Self.known[key] {
            self.platform = known.platform
            self.framework = known.framework
        } else if let platform = configured.first(where: { platform in
            Self.names(of: platform).contains { key == $0 || key == $0 + " tips" }
        }) {
            self.platform = platform
            self.framework = nil
        } else {
            return nil
        }
    }

    /// The lowercased names a heading or label may call a configured platform by: its id and its title.
    private static func names(of platform: Platform) -> [String] {
        [platform.id] + (platform.title.map { [$0.lowercased()] } ?? [platform.displayName.lowercased()])
    }

    private static let known: [String: (platform: Platform, framework: String?)] = [
        "ios": (.ios, nil), "ios tips": (.ios, nil), "uikit": (.ios, "UIKit"), "swiftui": (.ios, "SwiftUI"),
        "android": (.android, nil), "android tips": (.android, nil),
        "android views": (.android, "Android Views"), "views": (.android, "Android Views"),
        "jetpack compose": (.android, "Jetpack Compose"), "compose": (.android, "Jetpack Compose"),
        "web": (.web, nil), "web tips": (.web, nil), "html": (.web, "HTML"), "aria": (.web, "ARIA"), "css": (.web, "CSS"),
    ]

    /// The words a platform-first heading may add after the platform's name (`## iOS Developer Notes`).
    private static let scopeSuffixes = ["", " developer notes", " notes", " tips"]

    /// The platform a heading opens a scope for, in platform-first notes: `iOS`, `Android`, `Web`,
    /// alone or followed by `Developer Notes`, `Notes` or `Tips` (any case); nil for any other heading.
    /// A platform of `among` (the site's) opens a scope by its id or title too (`## Windows`).
    public static func scope(ofHeading text: String, among configured: [Platform] = []) -> Platform? {
        let heading = text.trimmingWhitespace().lowercased()
        for platform in [Platform.ios, .android, .web] where scopeSuffixes.contains(where: { heading == platform.id + $0 }) {
            return platform
        }
        for platform in configured where !Platform.defaults.contains(platform) {
            if names(of: platform).contains(where: { name in scopeSuffixes.contains { heading == name + $0 } }) { return platform }
        }
        return nil
    }
}
