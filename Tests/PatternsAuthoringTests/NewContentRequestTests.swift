import PatternsCore
import PatternsDiagnostics
import Testing
@testable import PatternsAuthoring

@Suite("New content")
struct NewContentRequestTests {
    @Test("a title becomes a slug of lower-case letters, digits and hyphens", arguments: [
        ("Date Picker", "date-picker"), ("  Icon  button!  ", "icon-button"), ("Sélecteur d'heure", "selecteur-dheure"),
        ("Tab bar (iOS 17)", "tab-bar-ios-17"), ("../../etc/passwd", "etc-passwd"),
    ])
    func slugs(title: String, slug: String) {
        #expect(TitleSlug.make(from: title) == slug)
    }

    @Test("a title without letters or digits has no slug")
    func noSlug() {
        #expect(TitleSlug.make(from: "!?  -") == nil)
        let request = NewContentRequest(kind: .guide, title: "***")
        #expect(request.plan(config: Self.config, contentFiles: []) == .failure(.noSlug(title: "***")))
    }

    static let config = SiteConfig(categories: [Category(id: "controls"), Category(id: "inputs")])

    @Test("a pattern goes under its category's folder, with the site's platforms unless others are named")
    func patternPlan() throws {
        let plain = try NewContentRequest(kind: .pattern, title: "Date Picker").plan(config: Self.config, contentFiles: []).get()
        #expect(plain.path == "content/patterns/controls/date-picker.md")
        #expect(plain.categories == ["controls"])
        #expect(plain.platforms == [.ios, .android, .web])
        let named = try NewContentRequest(kind: .pattern, title: "Date Picker", category: "inputs", platforms: ["Android", "ios", "android"])
            .plan(config: Self.config, contentFiles: []).get()
        #expect(named.path == "content/patterns/inputs/date-picker.md")
        #expect(named.platforms == [.android, .ios])
    }

    @Test("a guide goes under content/guides")
    func guidePlan() throws {
        let plan = try NewContentRequest(kind: .guide, title: "Focus order").plan(config: Self.config, contentFiles: []).get()
        #expect(plan.path == "content/guides/focus-order.md")
    }

    @Test("unknown names, existing files and taken slugs are refused")
    func refusals() {
        func problem(_ request: NewContentRequest, config: SiteConfig = Self.config, files: [String] = []) -> NewContentRequest.Problem? {
            if case .failure(let problem) = request.plan(config: config, contentFiles: files) { return problem }
            return nil
        }
        #expect(problem(NewContentRequest(kind: .pattern, title: "A", category: "input"))
            == .unknownCategory("input", suggestion: "inputs", known: ["controls", "inputs"]))
        #expect(problem(NewContentRequest(kind: .pattern, title: "A", platforms: ["watchos"]))
            == .unknownPlatform("watchos", suggestion: nil, known: ["ios", "android", "web"]))
        #expect(problem(NewContentRequest(kind: .pattern, title: "A"), config: SiteConfig()) == .categoryNeeded)
        #expect(problem(NewContentRequest(kind: .pattern, title: "Button"), files: ["content/patterns/controls/button.md"])
            == .exists(path: "content/patterns/controls/button.md"))
        #expect(problem(NewContentRequest(kind: .pattern, title: "Button", category: "inputs"), files: ["content/patterns/controls/button.md"])
            == .slugTaken(slug: "button", path: "content/patterns/controls/button.md"))
        #expect(problem(NewContentRequest(kind: .guide, title: "Intro"), files: ["content/guides/intro.md"])
            == .exists(path: "content/guides/intro.md"))
    }

    @Test("on a site without categories any category is taken, and its folder name is made safe")
    func freeCategories() throws {
        let plan = try NewContentRequest(kind: .pattern, title: "Card", category: "../Containers").plan(config: SiteConfig(), contentFiles: []).get()
        #expect(plan.path == "content/patterns/containers/card.md")
        #expect(plan.categories == ["../Containers"])
    }
}
