import Foundation
import PatternsDiagnostics
import PatternsTestSupport
import Testing

@Suite struct JSONReaderTests {
    private func read(_ text: String) throws -> JSONReader.Value {
        try JSONReader.read(text).get()
    }

    private func failure(_ text: String) -> JSONReader.Failure? {
        if case .failure(let failure) = JSONReader.read(text) { return failure }
        return nil
    }

    @Test func valuesKeepTheirLineAndColumnInCharacters() throws {
        let document = try read("{\n  \"name\": \"Écran\",\n  \"list\": [1, -2.5e3, true, null],\n  \"é\": {\"x\": \"\\u00e9\\ud83d\\ude00\\n\"}\n}")
        #expect(document.location == SourceLocation(line: 1, column: 1))
        #expect(document["name"]?.string == "Écran" && document["name"]?.location == SourceLocation(line: 2, column: 11))
        let list = try #require(document["list"]?.array)
        #expect(list.map(\.location.column) == [12, 15, 23, 29])
        if case .number(let number) = list[1].kind { #expect(number == "-2.5e3") } else { Issue.record("not a number") }
        #expect(document["é"]?["x"]?.string == "é😀\n")
        #expect(document.members?.map(\.keyLocation) == [SourceLocation(line: 2, column: 3), SourceLocation(line: 3, column: 3),
                                                         SourceLocation(line: 4, column: 3)])
        #expect(document["é"]?.location == SourceLocation(line: 4, column: 8), "columns count characters, not bytes")
    }

    @Test("a malformed document fails at the problem's position with what is wrong", arguments: [
        ("{\"a\": 1,}", 1, 9, "expected a member name in double quotes"),
        ("[1, 2", 1, 6, "the document ends inside an array; a ']' is missing"),
        ("{\n  \"a\": tru\n}", 2, 8, "expected true"),
        ("{\"a\": \"line\nbreak\"}", 1, 12, "a control character inside a string must be escaped (\\n, \\t, \\u00XX)"),
        ("{\"a\": \"\\x\"}", 1, 9, "unknown escape '\\x' in a string"),
        ("{} {}", 1, 4, "unexpected text after the JSON value"),
        ("", 1, 1, "the document ends where a value was expected"),
        ("[01]", 1, 2, "a number does not start with 0 unless it is 0"),
    ])
    func malformed(text: String, line: Int, column: Int, message: String) {
        let found = failure(text)
        #expect(found?.location == SourceLocation(line: line, column: column))
        #expect(found?.message == message)
    }

    @Test func nestingDeeperThanTheLimitFailsInsteadOfExhaustingTheStack() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(failure(deep)?.message == "nested more than \(JSONReader.maximumDepth) levels deep")
        let fits = String(repeating: "[", count: JSONReader.maximumDepth) + String(repeating: "]", count: JSONReader.maximumDepth)
        #expect(failure(fits) == nil)
    }

    /// A minified document is one long line: measuring each value's column from the line's start
    /// would be quadratic. Ten times the input must cost less than twenty times the time.
    @Test func aLongSingleLineIsReadInLinearTime() throws {
        func document(_ count: Int) -> String {
            "[" + (0..<count).map { "{\"criterion\":\"native/button#keyboard.tab-\($0)\",\"outcome\":\"pass\"}" }.joined(separator: ",") + "]"
        }
        func best(_ text: String) throws -> Double {
            try read(text) // fails the test here if the document does not read
            return bestCPUSeconds(runs: 3) { _ = try? read(text) }
        }
        let small = document(5_000), large = document(50_000)
        let ratio = try best(large) / best(small)
        #expect(ratio < 20, "10× the input took \(ratio)× the time")
    }
}
