/// The normative text of WCAG 2.2's success criteria, which a criterion's page quotes with the W3C's
/// notice: people filing a defect need the words they are held to, not only a link to them.
///
/// Generated into `WCAGText+Data.swift` by `scripts/wcag-text` from the W3C's own source of the
/// Recommendation (github.com/w3c/wcag, tag `WCAG22-20241212`), never typed by hand.
public enum WCAGText {
    /// One block of a criterion's text, in the Recommendation's order.
    public struct Block: Hashable, Sendable {
        public enum Kind: String, Sendable {
            /// The criterion's sentence, or a sentence after its list of exceptions.
            case paragraph = "p"
            /// A note, part of the normative text since WCAG 2.2 keeps them with the criterion.
            case note
            /// An exception or a case: a term (`Essential`) and what it allows.
            case item
            /// An item of a bulleted list.
            case listItem = "li"
        }

        public let kind: Kind
        /// The term of an `item`; empty for the other kinds.
        public let term: String
        public let text: String
    }

    /// Where the text comes from and on what terms, shown under every quotation.
    public static let source = "WCAG 2.2, W3C Recommendation 12 December 2024"
    public static let copyright = "Copyright © 2023-2024 World Wide Web Consortium"
    public static let licenseURL = "https://www.w3.org/copyright/software-license-2023/"

    /// The text of `criterion`, block by block; empty only for a criterion the data does not hold.
    public static func blocks(of criterion: SuccessCriterion) -> [Block] {
        bySlug[criterion.slug] ?? []
    }

    private static let bySlug: [String: [Block]] = {
        var blocks: [String: [Block]] = [:]
        for line in table.split(separator: "\n") {
            let columns = line.split(separator: "\t", maxSplits: 3, omittingEmptySubsequences: false)
            guard columns.count == 4, let kind = Block.Kind(rawValue: String(columns[1])) else { continue }
            blocks[String(columns[0]), default: []].append(Block(kind: kind, term: String(columns[2]), text: String(columns[3])))
        }
        return blocks
    }()
}
