/// The choices the audit mode offers for a run (`audit:` in `patterns.yml`): the platforms, assistive
/// technologies and browsers a tester picks from, so every results file of a site names them alike
/// and `patterns report results` can merge them without guessing that "VO" is "VoiceOver".
public struct AuditLists: Hashable, Sendable {
    /// The platforms a run may be on; empty means the site's own `platforms:`.
    public var platforms: [Platform] = []
    /// Screen readers and other assistive technologies, as testers should write them.
    public var assistiveTechnologies: [String] = AuditLists.defaultAssistiveTechnologies
    /// Browsers (or browser and OS pairs) a run may use.
    public var browsers: [String] = AuditLists.defaultBrowsers

    /// The keys of `audit:` in `patterns.yml`, in the order the audit mode shows the lists.
    public enum Key: String, CaseIterable, Sendable {
        case platforms, assistiveTechnologies, browsers
    }

    /// What most catalogs test with: the screen readers of the default platforms, then other inputs.
    public static let defaultAssistiveTechnologies = [
        "VoiceOver", "TalkBack", "NVDA", "JAWS", "Narrator", "Orca", "Switch Control", "Voice Control", "Keyboard only",
    ]
    /// The browsers those assistive technologies are usually tested with.
    public static let defaultBrowsers = ["Safari", "Chrome", "Firefox", "Edge", "Samsung Internet", "Native app (no browser)"]

    public init(platforms: [Platform] = [], assistiveTechnologies: [String] = AuditLists.defaultAssistiveTechnologies,
                browsers: [String] = AuditLists.defaultBrowsers) {
        self.platforms = platforms
        self.assistiveTechnologies = assistiveTechnologies
        self.browsers = browsers
    }

    /// The platforms offered on `config`'s site: these lists' own, else the site's, titled as the site titles them.
    public func offeredPlatforms(of config: SiteConfig) -> [Platform] {
        (platforms.isEmpty ? config.platforms : platforms).map { $0.title == nil ? $0.titled(by: config.platforms) : $0 }
    }
}
