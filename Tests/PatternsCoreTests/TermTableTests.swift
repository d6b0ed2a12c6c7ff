import Foundation
import PatternsTestSupport
import Testing
@testable import PatternsCore

/// The term table stands in for `Set<String>` and `[String: Value]` on the build's hottest path: it
/// must find, count and sort terms exactly as they do, `String`'s equality of normal forms included.
@Suite("Term table")
struct TermTableTests {
    /// Terms of generated texts, with repeats, more distinct terms than the first slots hold, and
    /// terms outside ASCII, some written in two normal forms.
    static let terms: [String] = {
        var generator = SeededGenerator(seed: 42)
        let letters = Array("abcdefghijklmnopqrstuvwxyz0123456789")
        var terms: [String] = []
        for _ in 0..<3_000 {
            let length = Int.random(in: 2...9, using: &generator)
            terms.append(String((0..<length).map { _ in letters[Int.random(in: 0..<6, using: &generator) + (length % 5) * 6] }))
        }
        terms += ["écran", "e\u{301}cran", "日本語", "straße", "écran", "ab", "a", "zz", "ba"]
        return terms
    }()

    @Test("each term is found again by the number it was given, and counted as a dictionary counts it")
    func countsAsADictionary() {
        var table = TermTable()
        var counts: [Int] = []
        var dictionary: [String: Int] = [:]
        for term in Self.terms {
            let (index, isNew) = table.add(term)
            #expect(isNew == (index == counts.count))
            if isNew { counts.append(0) }
            counts[index] += 1
            dictionary[term, default: 0] += 1
        }
        #expect(table.count == dictionary.count)
        #expect(table.count > 64)
        for index in 0..<table.count { #expect(dictionary[table.term(at: index)] == counts[index]) }
        // One term for both normal forms of "écran", written as first met.
        #expect(table.terms.filter { $0 == "écran" }.count == 1)
        #expect(table.terms.contains { Array($0.utf8) == Array("écran".utf8) })
        #expect(table.terms == table.terms.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } })
    }

    @Test("sorted and joined as a Set's sorted terms are, with and without terms outside ASCII")
    func sortsAsStringsSort() {
        for terms in [Self.terms.filter { $0.utf8.allSatisfy { $0 < 0x80 } }, Self.terms, []] {
            var table = TermTable()
            for term in terms { _ = table.add(term) }
            #expect(table.sortedTerms(joinedBy: " ") == Set(terms).sorted().joined(separator: " "))
        }
    }

    @Test("a term added as bytes is the term added as a string, numbered once")
    func bytesAndStringsAreOneTerm() {
        var table = TermTable()
        let first = table.add("focus")
        var text = "focused focus"
        let second = text.withUTF8 { table.add(UnsafeBufferPointer(rebasing: $0[8...])) }
        #expect(first.isNew && !second.isNew && first.index == second.index && table.count == 1)
        #expect(Array(table.term(at: first.index).utf8) == Array("focus".utf8))
    }
}
