import Foundation
import Testing
@testable import PatternsCore
import PatternsDiagnostics

@Suite("Rule catalog")
struct RuleCatalogTests {
    /// Every `Rule(id: "…"` declared in the sources, found by reading them: a rule declared but not
    /// listed would be missing from `patterns explain`, SARIF and the `rules:` setting.
    static func declaredRuleIDs() throws -> Set<String> {
        let sources = packageRoot.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") } ?? []
        var ids: Set<String> = []
        let pattern = try Regex(#"Rule\(\s*id:\s*"([^"]+)""#)
        for file in files {
            let text = try String(contentsOfFile: sources.appendingPathComponent(file).path, encoding: .utf8)
            for match in text.matches(of: pattern) {
                if let id = match.output[1].substring { ids.insert(String(id)) }
            }
        }
        return ids
    }

    @Test("the catalog lists every rule the sources declare, once")
    func complete() throws {
        let declared = try Self.declaredRuleIDs()
        let listed = RuleCatalog.all.map(\.id)
        #expect(declared.count > 30)
        #expect(Set(listed) == declared, "declared but not listed: \(declared.subtracting(listed).sorted())")
        #expect(listed.count == Set(listed).count, "listed twice")
    }

    @Test("rule ids follow the patterns.area.name convention and every rule says how to fix it")
    func shape() {
        for rule in RuleCatalog.all {
            #expect(rule.id.hasPrefix("patterns."), "\(rule.id)")
            #expect(rule.id.split(separator: ".").count == 3, "\(rule.id)")
            #expect(!rule.summary.isEmpty && !rule.fix.isEmpty, "\(rule.id)")
        }
    }
}
