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

extension SearchTermsTests {
    /// The rule the byte-wise reader keeps, written plainly over arrays: each run of ASCII letters and
    /// digits lower-cased is a term, then its camel-case parts, unless the run is longer than
    /// `maximumLength`; short terms and stop words are left out.
    static func plainASCIIIndexTerms(_ text: String) -> [String] {
        var result: [String] = []
        func keep(_ bytes: ArraySlice<UInt8>) {
            let term = String(decoding: bytes, as: UTF8.self).lowercased()
            if term.count >= SearchTerms.minimumLength, !SearchTerms.stopWords.contains(term) { result.append(term) }
        }
        for run in text.utf8.split(whereSeparator: { !(($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A)) }) {
            let bytes = Array(run)
            guard bytes.count <= SearchTerms.maximumLength else { continue }
            keep(bytes[...])
            // A part starts at a capital after a small letter, or at the last of a run of capitals before a small letter.
            func kind(_ byte: UInt8) -> Int { byte >= 0x41 && byte <= 0x5A ? 1 : byte >= 0x61 && byte <= 0x7A ? 2 : 0 }
            var starts: [Int] = []
            for index in bytes.indices.dropFirst() {
                if kind(bytes[index]) == 1, kind(bytes[index - 1]) == 2 { starts.append(index) }
                if index >= 2, kind(bytes[index]) == 2, kind(bytes[index - 1]) == 1, kind(bytes[index - 2]) == 1 { starts.append(index - 1) }
            }
            guard !starts.isEmpty else { continue }
            let bounds = [0] + starts + [bytes.count]
            for index in bounds.indices.dropLast() { keep(bytes[bounds[index]..<bounds[index + 1]]) }
        }
        return result
    }

    @Test("the byte-wise reader's terms and camel-case parts follow the plain rule, overlong runs and capital runs included")
    func asciiTermsFollowThePlainRule() {
        var texts = ["Set accessibilityLabel, UIAccessibilityTraits and isAccessibilityElement on a URLSession",
                     "HTMLElement XMLHttpRequest iOS16 a11yLabel ABCDefGHIjkl aB Ab AB abC",
                     String(repeating: "ab", count: 20) + "Cd " + String(repeating: "xY", count: 20) + " " + String(repeating: "Q", count: 41),
                     String(repeating: "Wx", count: 20) + ", tail", "", "--", "the an to if 42 x9 9x"]
        // Deterministic mixed text: letters of both cases, digits and separators.
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        let alphabet = Array("abcXYZqQ019 ,.-_`".utf8)
        for _ in 0..<200 {
            var bytes: [UInt8] = []
            for _ in 0..<(Int(seed % 90) + 1) {
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                bytes.append(alphabet[Int((seed >> 33) % UInt64(alphabet.count))])
            }
            texts.append(String(decoding: bytes, as: UTF8.self))
        }
        for text in texts {
            var terms: [String] = []
            SearchTerms.forEachIndexTerm(in: text) { terms.append($0) }
            #expect(terms == Self.plainASCIIIndexTerms(text), "\(text)")
        }
    }
}
