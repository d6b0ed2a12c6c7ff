import PatternsDiagnostics

extension Criterion {
    /// The platforms among `candidates` a criterion is limited to; empty when it holds on every platform.
    ///
    /// Catalogs mark a platform-only criterion by closing its key or its expected result with a
    /// parenthesis that names the platform: `enter: The button's action runs (Android)`,
    /// `The label follows the Bold Text setting (iOS)`, `back gesture (Android)`. Such a criterion
    /// is for every platform its parentheses name (`two-finger scrub (iOS) or back gesture (Android)`
    /// is for both). A platform named only mid-sentence (`reads as "dimmed" (iOS) or "disabled"
    /// (Android); a pressed button announces "selected"`) qualifies part of the text, so the
    /// criterion stays for every platform.
    public func platforms(among candidates: [Platform]) -> [Platform] {
        let texts = [input, expectation]
        // Most criteria have no parenthesis; this runs for every criterion each time criteria are generated.
        guard texts.contains(where: { TextEscaping.containsByte(UInt8(ascii: ")"), in: $0) }) else { return [] }
        guard texts.contains(where: { !Self.closingParenthesisPlatforms($0, among: candidates).isEmpty }) else { return [] }
        let named = Set(texts.flatMap { Self.parentheses(in: $0) }.flatMap { Self.platforms(namedIn: $0, among: candidates) })
        return candidates.filter(named.contains)
    }

    /// The platforms named in the parenthesis that ends `text`, if it ends with one.
    private static func closingParenthesisPlatforms(_ text: String, among candidates: [Platform]) -> [Platform] {
        let trimmed = text.trimmingWhitespace()
        guard trimmed.hasSuffix(")"), let last = parentheses(in: trimmed).last else { return [] }
        return platforms(namedIn: last, among: candidates)
    }

    /// The text inside each pair of parentheses, in order (not nested). Scans UTF-8 bytes: both
    /// parentheses are ASCII, so their byte positions are character boundaries.
    private static func parentheses(in text: String) -> [Substring] {
        var found: [Substring] = []
        var open: String.Index?
        let utf8 = text.utf8
        for index in utf8.indices {
            if utf8[index] == UInt8(ascii: "(") {
                open = utf8.index(after: index)
            } else if utf8[index] == UInt8(ascii: ")"), let start = open {
                found.append(text[start..<index])
                open = nil
            }
        }
        return found
    }

    /// The candidates whose id or name is one of the words of `text`, in any case.
    private static func platforms(namedIn text: Substring, among candidates: [Platform]) -> [Platform] {
        let words = Set(text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init))
        return candidates.filter { words.contains($0.id) || words.contains($0.displayName.lowercased()) }
    }
}
