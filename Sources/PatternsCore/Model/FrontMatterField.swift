/// One key of a pattern entry's front matter: its name, the shape of its value, whether it is
/// required, and what it means.
///
/// The table of these (`FrontMatterField.patternEntry`) is the one description of the entry format:
/// the entry reader takes its known keys, required keys, hints and examples from it, and
/// `patterns schema` turns it into a JSON Schema, so the validator and the editors' schema cannot drift apart.
public struct FrontMatterField: Hashable, Sendable {
    /// What a field's value must look like.
    public enum Shape: Hashable, Sendable {
        /// Non-empty text: any YAML scalar other than null or blank.
        case text
        /// Words from one of the site's vocabularies, as a list (`[a, b]`) or one text (`a b`, `a, b`).
        case words(Vocabulary)
        /// An ordered mapping of input → expected result (`tab: Focus moves to the control`), at least one entry.
        case criteria
        /// A mapping with these fields; any other key must hold text too.
        case mapping([FrontMatterField])
        /// A list of steps: mappings with one connector key (these fields name the usual ones; any
        /// other short phrase is one too) mapped to text, and optionally `result`.
        case steps([FrontMatterField])
        /// A whole number, written without quotes (`order: 2`).
        case integer
        /// WCAG principle groups of criteria citing success criteria, or success-criterion ids alone.
        case wcag
        /// A list of references, each a mapping with these fields (`title`, `url`, `backs`).
        case sources([FrontMatterField])
        /// Criterion keys (`mobile.swipe-up-or-down`) or section anchors of the page, as a list or one text.
        case keys
        /// Accepted and ignored: kept for catalogs written for other generators.
        case ignored
    }

    /// Where the words of a `words` field come from.
    public enum Vocabulary: Hashable, Sendable {
        /// `categories` in patterns.yml (any word when the site lists none).
        case categories
        /// `platforms` in patterns.yml.
        case platforms
    }

    /// The key as written in YAML.
    public let name: String
    public let shape: Shape
    /// For a top-level or mapping field: the key must be present. For a step field: a step needs at
    /// least one of the fields marked required.
    public let isRequired: Bool
    /// What the field holds, for people: the schema's `description` and the README's entry format.
    public let summary: String
    /// One `key: value` line of a criteria mapping, shown in hints about it.
    public let example: String?
    /// How to add the field when it is missing (required fields only).
    public let missingHint: String?

    public init(_ name: String, _ shape: Shape, required: Bool = false, summary: String,
                example: String? = nil, missingHint: String? = nil) {
        self.name = name
        self.shape = shape
        self.isRequired = required
        self.summary = summary
        self.example = example
        self.missingHint = missingHint
    }
}
