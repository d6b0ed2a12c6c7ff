import PatternsCore
import Testing
@testable import PatternsRendering

/// The entry page's WCAG view and the WCAG pages, from the sample site (the button cites 2.1.1, 2.4.7 and 4.1.2).
@Suite("WCAG view and pages")
struct WCAGPageTests {
    @Test("the WCAG view groups criteria by principle; plain-list ids join their principle's group")
    func entryView() {
        let page = SampleSite.entryPage(SampleSite.button)
        #expect(page.hasWCAG)
        #expect(page.wcagGroups.map(\.name) == ["Operable", "Robust"])
        #expect(page.wcagGroups[0].criteria.map(\.text) == ["Is keyboard operable"])
        #expect(page.wcagGroups[0].criteria[0].badges.map(\.id) == ["2.1.1", "2.4.7"])
        #expect(page.wcagGroups[0].criteria[0].badges.map(\.url) == ["../../wcag/2.1.1/index.html", "../../wcag/2.4.7/index.html"])
        #expect(page.wcagGroups[1].criteria.isEmpty)
        #expect(page.wcagGroups[1].badges.map(\.level) == ["A"])
        #expect(page.wcagReferences.map(\.understandingURL).last == "https://www.w3.org/WAI/WCAG22/Understanding/name-role-value.html")
        #expect(!SampleSite.entryPage(SampleSite.toggle).hasWCAG)
    }

    @Test("/wcag/ lists all 87 numbered criteria by principle with who cites them")
    func index() {
        let page = WCAGIndexPage(citations: SampleSite.citations, config: SampleSite.config, context: SampleSite.context)
        #expect(page.principles.map(\.name) == ["Perceivable", "Operable", "Understandable", "Robust"])
        #expect(page.principles.flatMap(\.rows).count == 87)
        #expect(page.citedCount == 3)
        #expect(page.criterionCount == 86)
        let keyboard = page.principles[1].rows.first { $0.badge.id == "2.1.1" }
        #expect(keyboard?.entryCount == 1)
        #expect(keyboard?.entries.map(\.url) == ["../patterns/button/index.html"])
        #expect(page.principles[3].rows.map(\.isObsolete) == [true, false, false])
        #expect(page.chrome.wcagCurrent == "page")
    }

    @Test("a criterion's page lists the entries citing it with their plain-language criteria")
    func criterionPage() throws {
        let criterion = try #require(WCAGIndex.criterion(id: "2.4.7"))
        let page = WCAGCriterionPage(criterion: criterion, citations: SampleSite.citations, config: SampleSite.config, context: SampleSite.context)
        #expect(page.title == "2.4.7 Focus Visible")
        #expect(page.citations.map(\.title) == ["Button"])
        #expect(page.citations[0].criteria == ["Is keyboard operable"])
        #expect(page.citations[0].url == "../../patterns/button/index.html")
        #expect(page.indexURL == "../index.html")
        // The criterion's own words, quoted with the W3C's notice, and the W3C's documents on it.
        #expect(page.text.map(\.content) == ["Any keyboard operable user interface has a mode of operation where the keyboard focus indicator is visible."])
        #expect(page.text[0].isParagraph && page.textSource.contains("W3C Recommendation") && page.licenseURL.hasPrefix("https://www.w3.org/copyright/"))
        #expect(page.recommendationURL == "https://www.w3.org/TR/WCAG22/#focus-visible")
        #expect(page.quickReferenceURL == "https://www.w3.org/WAI/WCAG22/quickref/#focus-visible")
        #expect(page.chrome.wcagCurrent == "true")
        #expect(PageKind.wcagPages(site: SampleSite.site, templates: TemplateAnchorsTests.builtIn, context: SampleSite.context)
            .map(\.path) == ["wcag/index.html", "wcag/2.1.1/index.html", "wcag/2.4.7/index.html", "wcag/4.1.2/index.html"])
    }

    @Test("exceptions and bullets are grouped into one list each, between the paragraphs and notes around them")
    func criterionTextParts() throws {
        let target = WCAGCriterionPage.QuotedPart.parts(of: WCAGText.blocks(of: try #require(WCAGIndex.criterion(id: "2.5.8"))))
        #expect(target.map { $0.isParagraph ? "p" : $0.isNote ? "note" : $0.isExceptions ? "dl" : "ul" } == ["p", "dl", "note", "note"])
        #expect(target[1].exceptions.map(\.term) == ["Spacing", "Equivalent", "Inline", "User Agent Control", "Essential"])
        let reflow = WCAGCriterionPage.QuotedPart.parts(of: WCAGText.blocks(of: try #require(WCAGIndex.criterion(id: "1.4.10"))))
        #expect(reflow.map { $0.isParagraph ? "p" : $0.isNote ? "note" : $0.isExceptions ? "dl" : "ul" } == ["p", "ul", "p", "note", "note"])
    }

    @Test("/wcag/ is written even when no entry cites a criterion, as the site navigation links to it")
    func indexWithoutCitations() {
        let site = Site(config: SampleSite.site.config, entries: [], guides: [], assets: [])
        #expect(PageKind.wcagPages(site: site, templates: TemplateAnchorsTests.builtIn, context: SampleSite.context).map(\.path) == ["wcag/index.html"])
    }
}
