import PatternsDiagnostics
import Testing
@testable import PatternsYAML

@Suite struct YAMLParserTests {
    private func parse(_ text: String, firstLine: Int = 1, limits: YAMLParser.Limits = .init()) -> YAMLParser.Result {
        YAMLParser(limits: limits).parse(text, file: "entry.md", firstLine: firstLine)
    }

    @Test func keepsKeyAndValuePositionsOffsetByTheFrontMatterStart() throws {
        let result = parse("title: Carousel\nkeyboard:\n  tab: Moves focus\n", firstLine: 2)
        #expect(result.diagnostics.isEmpty)
        let entries = try #require(result.root?.mappingEntries)
        #expect(entries.map(\.keyText) == ["title", "keyboard"])
        #expect(entries[0].key.location == SourceLocation(line: 2, column: 1))
        #expect(entries[0].value.location == SourceLocation(line: 2, column: 8))
        let tab = try #require(entries[1].value.mappingEntries?.first)
        #expect(tab.key.location == SourceLocation(line: 4, column: 3))
        #expect(tab.value.location == SourceLocation(line: 4, column: 8))
        #expect(tab.value.scalar?.value == "Moves focus")
    }

    @Test func countsColumnsInCharactersNotBytes() throws {
        let result = parse("ключ: значение\nb: [é, ü]\n")
        let entries = try #require(result.root?.mappingEntries)
        #expect(entries[0].value.location == SourceLocation(line: 1, column: 7))
        let items = try #require(entries[1].value.sequenceItems)
        #expect(items[1].location == SourceLocation(line: 2, column: 8))
    }

    @Test func preservesMappingOrderAndScalarStyles() throws {
        let result = parse("z: 1\na: 'two'\nm: |\n  three\n  lines\n")
        let entries = try #require(result.root?.mappingEntries)
        #expect(entries.map(\.keyText) == ["z", "a", "m"])
        #expect(entries[1].value.scalar == YAMLScalar("two", style: .singleQuoted))
        #expect(entries[2].value.scalar == YAMLScalar("three\nlines\n", style: .literal))
    }

    @Test func reportsDuplicateKeysAtTheSecondOccurrence() {
        let result = parse("screenreader:\n  role: a\n  name: b\n  role: c\n", firstLine: 5)
        #expect(result.diagnostics.map(\.rule) == [.yamlDuplicateKey])
        #expect(result.diagnostics.first?.location == SourceLocation(line: 8, column: 3))
        #expect(result.diagnostics.first?.message.contains("first defined at line 6") == true)
    }

    @Test func reportsTabIndentationAtTheTabAndNotAlsoAsASyntaxError() {
        let result = parse("mobile:\n  swipe: a\n \tdoubletap: b\n", firstLine: 2)
        #expect(result.diagnostics.map(\.rule) == [.yamlTabIndentation])
        #expect(result.diagnostics.first?.location == SourceLocation(line: 4, column: 2))
    }

    @Test func tabsInsideValuesAreNotIndentation() {
        #expect(parse("title: a\tb\n").diagnostics.isEmpty)
    }

    @Test func syntaxErrorsPointAtTheFileLine() {
        let result = parse("title: Carousel\nkeyboard: a: b\n", firstLine: 2)
        #expect(result.root == nil)
        #expect(result.diagnostics.map(\.rule) == [.yamlSyntax])
        #expect(result.diagnostics.first?.location?.line == 3)
    }

    @Test func emptyInputHasNoRoot() {
        let result = parse("")
        #expect(result.root == nil)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func nullScalarsAreRecognised() throws {
        let entries = try #require(parse("a:\nb: ~\nc: ''\n").root?.mappingEntries)
        #expect(entries[0].value.isNull)
        #expect(entries[1].value.isNull)
        #expect(!entries[2].value.isNull)
    }

    @Test func expandsAliasesWithinBudget() throws {
        let result = parse("base: &b {role: button}\ncopy: *b\n")
        #expect(result.diagnostics.isEmpty)
        #expect(result.root?["copy"]?["role"]?.scalar?.value == "button")
        #expect(result.root?["copy"]?.location == SourceLocation(line: 2, column: 7))
    }

    @Test func stopsAnAliasBomb() {
        var lines = ["a: &a [x, x, x, x, x, x, x, x, x, x]"]
        for level in 1...8 {
            let previous = String(UnicodeScalar(UInt8(ascii: "a") + UInt8(level - 1)))
            let name = String(UnicodeScalar(UInt8(ascii: "a") + UInt8(level)))
            lines.append("\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]")
        }
        let result = parse(lines.joined(separator: "\n") + "\n")
        #expect(result.root == nil)
        #expect(result.diagnostics.map(\.rule) == [.yamlLimit])
    }

    @Test func refusesDeepNesting() {
        let text = String(repeating: "[", count: 100) + String(repeating: "]", count: 100) + "\n"
        let result = parse(text, limits: .init(maxNodes: 1000, maxDepth: 20))
        #expect(result.diagnostics.map(\.rule) == [.yamlLimit])
    }

    @Test func reportsAnUndefinedAlias() {
        let result = parse("a: *missing\n")
        #expect(result.diagnostics.map(\.rule).contains(.yamlSyntax))
    }

    @Test func parsesALargeFlatMapping() throws {
        let count = 20_000
        let text = (0..<count).map { "key\($0): value \($0)" }.joined(separator: "\n") + "\n"
        let result = parse(text)
        #expect(result.diagnostics.isEmpty)
        let entries = try #require(result.root?.mappingEntries)
        #expect(entries.count == count)
        #expect(entries.last?.key.location == SourceLocation(line: count, column: 1))
    }

    @Test func acceptsWindowsLineEndings() throws {
        let result = parse("title: A\r\nkeyboard:\r\n  tab: b\r\n", firstLine: 2)
        #expect(result.diagnostics.isEmpty)
        #expect(result.root?["keyboard"]?.mappingEntries?.first?.key.location == SourceLocation(line: 4, column: 3))
        #expect(result.root?["title"]?.scalar?.value == "A")
    }

    @Test func reportsInvalidUTF8AtItsPosition() {
        let text = String(decoding: Array("a: b\nc: d".utf8), as: UTF8.self)
        #expect(parse(text).diagnostics.isEmpty)
    }
}
