/// A platform that tips are written for (`ios`, `android`, `web`, or one a site configures).
public struct Platform: Hashable, Sendable, Comparable {
    public let id: String

    /// Ids are case-insensitive (`iOS` and `ios` are one platform), so they are kept lowercased.
    public init(_ id: String) {
        self.id = id.lowercased()
    }

    public static let ios = Platform("ios")
    public static let android = Platform("android")
    public static let web = Platform("web")

    /// The platforms a site has when `patterns.yml` names none.
    public static let defaults: [Platform] = [.ios, .android, .web]

    /// How the platform is written for people.
    public var displayName: String {
        switch id {
        case "ios": return "iOS"
        case "android": return "Android"
        case "web": return "Web"
        default: return id.prefix(1).uppercased() + id.dropFirst()
        }
    }

    public static func < (lhs: Platform, rhs: Platform) -> Bool { lhs.id < rhs.id }
}

/// The bold label that opens a tip list item (`**iOS Tips**`, `**SwiftUI**`), read as a platform and framework.
public struct PlatformLabel: Hashable, Sendable {
    public let platform: Platform
    /// The framework named by the label (`UIKit`, `SwiftUI`, `Jetpack Compose`…), nil for a bare platform name.
    public let framework: String?

    /// Reads a label, ignoring case, surrounding spaces and a trailing colon; nil when it names no platform.
    public init?(_ label: String) {
        var text = label.trimmingWhitespace()
        if text.hasSuffix(":") { text.removeLast() }
        guard let known = Self.known[text.trimmingWhitespace().lowercased()] else { return nil }
        self.platform = known.platform
        self.framework = known.framework
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
    public static func scope(ofHeading text: String) -> Platform? {
        let heading = text.trimmingWhitespace().lowercased()
        for platform in [Platform.ios, .android, .web] where scopeSuffixes.contains(where: { heading == platform.id + $0 }) {
            return platform
        }
        return nil
    }
}
