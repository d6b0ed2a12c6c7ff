import Foundation
import PatternsDiagnostics

/// Content files whose names clash although their bytes differ.
///
/// Names equal once Unicode-normalised (`café.md` spelled with `é`, NFC, and with `e` plus a
/// combining accent, NFD) are one name to Swift's `String` and to macOS: two such files would be
/// read as one source, and the build would stop, falsely, with "changed while the site was being
/// built". Names that differ only by case (`Button.md`, `button.md`) are two files on Linux but
/// one on macOS and Windows, where a checkout keeps only one of them.
enum FileNameClashes {
    /// Reports each path that clashes with an earlier one (sorted by bytes, so the order is stable)
    /// and returns `paths` without those equal to an earlier one once normalised: every map keyed
    /// by path would hold them as one, so only the first is read (also when the rule is turned off).
    static func unclashed(_ paths: [String], reportingTo diagnostics: DiagnosticEngine) -> [String] {
        var skipped: [String] = []
        var normalised: [[Unicode.Scalar]: String] = [:]
        var folded: [[Unicode.Scalar]: String] = [:]
        for path in paths.sorted(by: { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }) {
            let nfc = Array(path.precomposedStringWithCanonicalMapping.unicodeScalars)
            let start = SourceRange(at: SourceLocation(line: 1, column: 1))
            if let first = normalised[nfc] {
                diagnostics.diagnose(.unicodeNameClash(with: first, here: path), file: path, at: start)
                skipped.append(path)
                continue
            }
            normalised[nfc] = path
            let caseless = Array(path.precomposedStringWithCanonicalMapping.lowercased().unicodeScalars)
            if let first = folded[caseless] {
                diagnostics.diagnose(.caseNameClash(with: first), file: path, at: start)
            } else {
                folded[caseless] = path
            }
        }
        guard !skipped.isEmpty else { return paths }
        // `String` compares canonically, so `skipped.contains` would drop the first too: compare scalars.
        let dropped = Set(skipped.map { Array($0.unicodeScalars.map(\.value)) })
        return paths.filter { !dropped.contains(Array($0.unicodeScalars.map(\.value))) }
    }

    /// Reports each page (entry or guide, as `(source, page)`) whose output path differs from an
    /// earlier one's only by case, when their source names do not already clash (`report`): two
    /// entries `controls/Button.md` and `forms/button.md` are published as `patterns/Button/` and
    /// `patterns/button/`, one folder on macOS and Windows.
    static func reportPages(_ pages: [(source: String, page: OutputPath)], to diagnostics: DiagnosticEngine) {
        var first: [String: (source: String, page: OutputPath)] = [:]
        for page in pages.sorted(by: { Array($0.source.utf8).lexicographicallyPrecedes(Array($1.source.utf8)) }) {
            let key = page.page.text.precomposedStringWithCanonicalMapping.lowercased()
            guard let earlier = first[key] else {
                first[key] = page
                continue
            }
            guard earlier.page != page.page, earlier.source.lowercased() != page.source.lowercased() else { continue }
            diagnostics.diagnose(.casePageClash(page: page.page, with: earlier.source), file: page.source,
                                 at: SourceRange(at: SourceLocation(line: 1, column: 1)))
        }
    }
}
