/// Gherkin's keywords as Cucumber's parser reads them: case-sensitive, capitalised, a colon after
/// the block keywords. The one place they are spelled: the entry page, the checklist, its data, the
/// `.feature` files and `patterns export` all take them from here.
public enum GherkinKeyword: String, CaseIterable, Sendable {
    case feature = "Feature"
    case rule = "Rule"
    case scenario = "Scenario"
    case given = "Given"
    case when = "When"
    case then = "Then"
    case and = "And"
    case but = "But"

    /// The keywords that open a step.
    public static let stepKeywords: [GherkinKeyword] = [.given, .when, .then, .and, .but]

    /// The step keyword a connector names, in any case (`WHEN`, `when`); nil for a condition such as `or`.
    ///
    /// Compared on the bytes, each an ASCII letter in either case: every step asks this (for its
    /// keyword and its text) each time a feature, a page or a report writes it, and a lower-cased
    /// copy looked up in a dictionary made that a percent of a build. Lower-casing outside ASCII
    /// gives none of these words' letters (the one scalar lower-cased to an ASCII letter, the Kelvin
    /// sign, gives a `k`, which none holds), so a connector outside ASCII is no keyword, as before.
    public init?(connector: String) {
        var connector = connector
        guard let packed = connector.withUTF8(Self.packedIgnoringCase),
              let keyword = Self.packedStepKeywords.first(where: { $0.packed == packed })?.keyword else { return nil }
        self = keyword
    }

    /// The step keywords, each packed as `packedIgnoringCase` packs a connector.
    private static let packedStepKeywords: [(packed: UInt64, keyword: GherkinKeyword)] = stepKeywords.map { keyword in
        var word = keyword.rawValue
        return (word.withUTF8(packedIgnoringCase)!, keyword)
    }

    /// Up to eight bytes, each ORed with 0x20, as one number (the first in the lowest byte); nil
    /// for more. A byte ORed with 0x20 is a keyword's lower-case letter only when it is that letter in
    /// either case, and no byte ORed with 0x20 is zero, so two connectors pack alike exactly when they
    /// are the same letters, whatever their case, and of the same length.
    private static func packedIgnoringCase(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
        guard bytes.count <= 8 else { return nil }
        var packed: UInt64 = 0
        for (index, byte) in bytes.enumerated() { packed |= UInt64(byte | 0x20) << (8 * UInt64(index)) }
        return packed
    }

    /// A block's title line: `Feature: Button`, `Scenario: Keyboard`.
    public func title(_ name: String) -> String { "\(rawValue): \(name)" }
}
