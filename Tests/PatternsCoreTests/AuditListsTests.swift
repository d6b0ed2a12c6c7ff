import PatternsTestSupport
import Testing
@testable import PatternsCore
import PatternsDiagnostics

/// `audit:` in `patterns.yml`: the platforms, assistive technologies and browsers the audit mode offers.
@Suite("Audit lists in patterns.yml")
struct AuditListsTests {
    private func read(_ text: String) -> (SiteConfig, [Diagnostic]) {
        reporting(SiteLayout.configFile) { SiteConfigReader.read(text, diagnostics: $0) }
    }

    @Test("without 'audit' the site's platforms and the default lists are offered")
    func defaults() {
        let (config, findings) = read("platforms: [ios, { id: windows, title: Windows }]\n")
        #expect(findings.isEmpty, "\(findings.summaries)")
        #expect(config.audit.offeredPlatforms(of: config).map(\.displayName) == ["iOS", "Windows"])
        #expect(config.audit.assistiveTechnologies.contains("VoiceOver") && config.audit.assistiveTechnologies.contains("Keyboard only"))
        #expect(config.audit.browsers.first == "Safari")
    }

    @Test("each list replaces its default; a name with spaces stays whole; platforms take the site's titles")
    func configured() {
        let (config, findings) = read("""
            platforms: [ios, { id: windows, title: Windows }]
            audit:
              platforms: [windows]
              assistiveTechnologies: [JAWS, Keyboard only]
              browsers:
                - Edge on Windows 11
            """)
        #expect(findings.isEmpty, "\(findings.summaries)")
        #expect(config.audit.offeredPlatforms(of: config).map(\.displayName) == ["Windows"])
        #expect(config.audit.assistiveTechnologies == ["JAWS", "Keyboard only"])
        #expect(config.audit.browsers == ["Edge on Windows 11"])
    }

    @Test("an unknown key, a list that is not a list and a name listed twice are errors where they stand; the rest is read")
    func problemsArePositioned() {
        let marked = MarkedText("""
            audit:
              ‸browser: [Safari]
              assistiveTechnologies: ‸VoiceOver
              browsers: [Safari, ‸safari, Chrome]
            """)
        let (config, findings) = read(marked.text)
        #expect(findings.map(\.rule) == [.configUnknownKey, .configInvalid, .configInvalid])
        #expect(findings.map(\.location) == marked.locations)
        #expect(findings[1].message.contains("'audit.assistiveTechnologies' must be a list of names"))
        #expect(findings[2].message.contains("'safari' is listed twice under 'audit.browsers'"))
        #expect(config.audit.assistiveTechnologies == AuditLists.defaultAssistiveTechnologies)
        #expect(config.audit.browsers == ["Safari", "Chrome"])
    }

    @Test("'audit' that is not a mapping is an error at it and leaves the defaults")
    func notMapping() {
        let marked = MarkedText("audit: ‸[VoiceOver]\n")
        let (config, findings) = read(marked.text)
        #expect(findings.map(\.location) == marked.locations)
        #expect(findings.first?.rule == .configInvalid)
        #expect(config.audit == AuditLists())
    }
}
