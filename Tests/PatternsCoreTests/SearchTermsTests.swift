import Testing
@testable import PatternsCore
import PatternsDiagnostics

@Suite struct SearchTermsTests {
    @Test func foldsCaseAndDiacriticsAndSplitsAtEverythingButLettersAndDigits() {
        #expect(SearchTerms.terms(in: "Set `app:contentDescription` on the VoiceOver-ready Écran, 2 × 44pt")
            == ["set", "app", "contentdescription", "voiceover", "ready", "ecran", "44pt"])
        #expect(SearchTerms.terms(in: "Über naïve Straße") == ["uber", "naive", "strasse"])
        #expect(SearchTerms.terms(in: "日本語 テキスト") == ["日本語", "テキスト"])
    }

    @Test func leavesOutStopWordsSingleLettersAndOverlongRuns() {
        #expect(SearchTerms.terms(in: "A tab and the arrow keys, x y z") == ["tab", "arrow", "keys"])
        #expect(SearchTerms.terms(in: String(repeating: "a", count: SearchTerms.maximumLength + 1) + " ok") == ["ok"])
        #expect(SearchTerms.terms(in: String(repeating: "b", count: SearchTerms.maximumLength)).count == 1)
    }

    @Test func theIndexAlsoHoldsThePartsOfCamelCaseNamesAndAQueryIsNotSplit() {
        var terms: [String] = []
        SearchTerms.forEachIndexTerm(in: "Set accessibilityLabel, UIAccessibilityTraits and isAccessibilityElement on a URLSession") { terms.append($0) }
        #expect(terms == ["set", "accessibilitylabel", "accessibility", "label", "uiaccessibilitytraits", "ui", "accessibility", "traits",
                          "isaccessibilityelement", "accessibility", "element", "urlsession", "url", "session"])
        var unicode: [String] = []
        SearchTerms.forEachIndexTerm(in: "Écran étiquetteÉcran") { unicode.append($0) }
        #expect(unicode == ["ecran", "etiquetteecran", "etiquette", "ecran"])
        #expect(SearchTerms.queryTerms(in: "accessibilityLabel") == ["accessibilitylabel"])
        #expect(SearchTerms.terms(in: "contentDescription") == ["contentdescription"])
    }

    @Test func aDigestIsTheDistinctTermsSortedWhateverTheirOrderOrRepeats() {
        let first = SearchTerms.digest { visit in visit("Focus moves"); visit("focus, then MOVES on") }
        let second = SearchTerms.digest { visit in visit("then moves focus") }
        #expect(first == "focus moves then")
        #expect(first == second)
        #expect(SearchTerms.digest { _ in } == "")
    }

    @Test func aBodysDigestHoldsItsTextCodeSpansAndCodeBlocksButNotRawHTML() throws {
        let body = try readBody("""
        ## Name

        - **Android**: set `contentDescription`, *never* blank

        ```kotlin
        view.importantForAccessibility = YES
        ```

        <div class="hiddenmarkup">raw</div>
        """)
        let terms = body.searchTerms.split(separator: " ").map(String.init)
        #expect(terms == terms.sorted())
        for term in ["name", "android", "contentdescription", "never", "blank", "view", "importantforaccessibility", "yes"] {
            #expect(terms.contains(term), "\(term)")
        }
        #expect(!terms.contains("hiddenmarkup") && !terms.contains("div"))
    }

    private func readBody(_ markdown: String) throws -> MarkdownBody {
        let text = "---\ntitle: Notes\n---\n\n" + markdown + "\n"
        let path = "content/guides/notes.md"
        let guide = try #require(GuideReader(config: SiteConfig(title: "T"))
            .read(SourceFile(path: path, text: text), diagnostics: FileDiagnosticSink(file: path, engine: DiagnosticEngine())))
        return guide.body
    }
}

extension SearchTermsTests {
    @Test("no stop word is longer than the length past which terms skip the stop-word check")
    func stopWordLength() {
        #expect(SearchTerms.stopWords.map(\.utf8.count).max() == SearchTerms.stopWordLength)
    }
}

extension SearchTermsTests {
    @Test("the byte-wise stop-word check agrees with the set for every stop word and every term of up to two letters, and some longer")
    func stopWordsByBytes() {
        let letters = Array("abcdefghijklmnopqrstuvwxyz0123456789".utf8)
        var terms = SearchTerms.stopWords.map { Array($0.utf8) } + ["then", "than", "form", "thi", "ths", "andd", "tha", "withh", "isa"].map { Array($0.utf8) }
        for first in letters { for second in letters { terms.append([first, second]) } }
        for term in terms {
            #expect(SearchTerms.isStopWord(term[...]) == SearchTerms.stopWords.contains(String(decoding: term, as: UTF8.self)),
                    "\(String(decoding: term, as: UTF8.self))")
        }
    }
}
