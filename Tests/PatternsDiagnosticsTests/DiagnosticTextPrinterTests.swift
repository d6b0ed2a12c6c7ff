import Testing
@testable import PatternsDiagnostics

@Suite struct DiagnosticTextPrinterTests {
    private let rule = Rule(id: "patterns.test.rule", severity: .error, summary: "A rule for tests.")

    @Test func printsLocationSeverityMessageRuleSourceLineCaretAndHint() {
        let diagnostic = Diagnostic(rule, "something is wrong", file: "content/a.md",
                                    at: SourceRange(at: SourceLocation(line: 3, column: 5)), hint: "fix it")
        let text = DiagnosticTextPrinter().format(diagnostic, sourceLine: "key: value")
        #expect(text == """
            content/a.md:3:5: error: something is wrong [patterns.test.rule]
                key: value
                    ^
                hint: fix it

            """)
    }

    @Test func caretStaysUnderTheCharacterAfterTabsAndNonASCII() {
        let diagnostic = Diagnostic(rule, "m", file: "f", at: SourceRange(at: SourceLocation(line: 1, column: 4)))
        let text = DiagnosticTextPrinter().format(diagnostic, sourceLine: "\té😀x")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[1] == "    →é😀x")
        #expect(lines[2] == "       ^")
    }

    @Test("control characters and bidi overrides from content or file names are printed escaped, the caret still under its character")
    func controlCharactersAreEscaped() {
        let diagnostic = Diagnostic(rule, "title '\u{1B}[2Jgone' is odd", file: "content/\u{1B}]0;pwned\u{07}.md",
                                    at: SourceRange(at: SourceLocation(line: 1, column: 12)), hint: "remove \u{9B}31m and \u{202E}")
        let text = DiagnosticTextPrinter().format(diagnostic, sourceLine: "title: \u{1B}[2Jx")
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) || $0.value == 0x202E })
        #expect(text == """
            content/\\u{1B}]0;pwned\\u{7}.md:1:12: error: title '\\u{1B}[2Jgone' is odd [patterns.test.rule]
                title: \\u{1B}[2Jx
                                ^
                hint: remove \\u{9B}31m and \\u{202E}

            """)
    }

    @Test func gitHubAnnotationsEscapeControlCharactersToo() {
        let diagnostic = Diagnostic(rule, "title '\u{1B}[2Jgone'", file: "f.md", at: nil, hint: "line one")
        let line = GitHubAnnotationPrinter.format([diagnostic])
        #expect(!line.unicodeScalars.contains("\u{1B}"))
        #expect(line.hasSuffix("::title '\\u{1B}[2Jgone'%0Ahint: line one\n"), "\(line)")
    }

    @Test func fileLevelDiagnosticsHaveNoPositionOrSnippet() {
        let diagnostic = Diagnostic(rule, "cannot read file", file: "content/b.md", at: nil, severity: .warning)
        #expect(DiagnosticTextPrinter().format(diagnostic, sourceLine: nil) == "content/b.md: warning: cannot read file [patterns.test.rule]\n")
    }

    @Test func colorsSeverityOnlyWhenAsked() {
        let diagnostic = Diagnostic(rule, "m", file: "f", at: nil)
        #expect(DiagnosticTextPrinter(useColor: true).format(diagnostic, sourceLine: nil).contains("\u{1B}[1;31merror"))
        #expect(!DiagnosticTextPrinter().format(diagnostic, sourceLine: nil).contains("\u{1B}"))
    }

    @Test func summaryPluralises() {
        let printer = DiagnosticTextPrinter()
        #expect(printer.summary(errors: 3, warnings: 1, files: 14) == "3 errors, 1 warning in 14 files")
        #expect(printer.summary(errors: 1, warnings: 0, files: 1) == "1 error, 0 warnings in 1 file")
    }

    @Test func sortsByFileThenPosition() {
        let a = Diagnostic(rule, "a", file: "b.md", at: SourceRange(at: SourceLocation(line: 2, column: 1)))
        let b = Diagnostic(rule, "b", file: "a.md", at: SourceRange(at: SourceLocation(line: 9, column: 1)))
        let c = Diagnostic(rule, "c", file: "b.md", at: SourceRange(at: SourceLocation(line: 1, column: 7)))
        #expect(Diagnostic.sortedForOutput([a, b, c]).map(\.message) == ["b", "c", "a"])
    }
}

@Suite struct LineIndexTests {
    @Test func convertsByteOffsetsToLinesAndCharacterColumns() {
        let index = LineIndex("ab\nçé x\n", firstLine: 10)
        #expect(index.location(ofByte: 0) == SourceLocation(line: 10, column: 1))
        #expect(index.location(ofByte: 3) == SourceLocation(line: 11, column: 1))
        // "çé " is 5 bytes; 'x' is the 4th character.
        #expect(index.location(ofByte: 8) == SourceLocation(line: 11, column: 4))
    }

    @Test func convertsByteColumnsOnALine() {
        let index = LineIndex("x\nйй [a](b)\n", firstLine: 1)
        #expect(index.location(line: 2, byteColumn: 6) == SourceLocation(line: 2, column: 4))
    }

    @Test func returnsLineTextWithoutLineBreaks() {
        let index = LineIndex("one\r\ntwo\n", firstLine: 5)
        #expect(index.text(ofLine: 5) == "one")
        #expect(index.text(ofLine: 6) == "two")
        #expect(index.text(ofLine: 4) == nil)
        #expect(index.containerPrefixBytes(ofLine: 6) == 0)
        #expect(LineIndex("a\n  > \tb\n").containerPrefixBytes(ofLine: 2) == 5)
    }
}
