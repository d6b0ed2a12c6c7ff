import PatternsCore

/// The JSON Schema (draft 2020-12) of `criteria.json`, published beside it, and the fields the
/// export writes: `CriteriaExport` names every key by these tables, and the schema is made from
/// them, so the two cannot disagree.
public enum CriteriaSchema {
    /// The schema's title, which only this tool writes: what tells an output folder of an older
    /// version (from before the output marker) from someone else's folder.
    public static let title = "Pattern catalog acceptance criteria"

    /// The criterion id's form: `collection/slug#mode.key`.
    static let criterionIDPattern = "^[^/#]+/[^/#]+#[^#.]+\\.[^#]+$"

    /// The top level: the catalog's title and its entries.
    enum Document {
        static let schema = JSONField("$schema", JSONField.string, required: false)
        static let site = JSONField("site", JSONField.string, "The catalog's title.", required: true)
        static let entries = JSONField("entries", JSONField.array(of: "entry"), required: true)
        static let shape = JSONObjectShape(fields: [schema, site, entries], isClosed: true)
    }

    /// One pattern entry with its criteria.
    enum Entry {
        static let id = JSONField("id", JSONField.string, "The entry's slug, also its page address.", required: true)
        static let title = JSONField("title", JSONField.string, required: true)
        static let url = JSONField("url", JSONField.string, "Absolute when the site has a baseURL, else relative to the site root.", required: true)
        static let collection = JSONField("collection", JSONField.string,
                                          "The entry's collection, on sites whose patterns.yml declares collections.", required: false)
        static let description = JSONField("description", [("type", .array([.string("string"), .string("null")]))], required: false)
        static let categories = JSONField("categories", JSONField.strings, required: true)
        static let platforms = JSONField("platforms", JSONField.strings, required: true)
        static let condensed = JSONField("condensed", JSONField.strings, "The condensed criteria, one line each.", required: true)
        static let gherkin = JSONField("gherkin", JSONField.strings, "The Gherkin feature, one line each.", required: true)
        static let wcag = JSONField("wcag", [("type", .string("array")), ("items", .object(JSONField.string(matching: "^[1-4]\\.[0-9]+\\.[0-9]+$")))],
                                    "The WCAG 2.2 success criteria the entry cites, by number; absent when it cites none.", required: false)
        static let sources = JSONField("sources", JSONField.array(of: "source"),
                                       "The published references the entry rests on; absent when it lists none.", required: false)

        /// A testing mode's criteria: every entry lists every mode, empty when it has none.
        static func mode(_ mode: TestingMode) -> JSONField {
            JSONField(mode.id, JSONField.array(of: "pair"), mode.exportDescription, required: true)
        }

        static let shape = JSONObjectShape(
            fields: [id, title, url, collection, description, categories, platforms] + TestingMode.allCases.map(mode)
                + [condensed, gherkin, wcag, sources],
            isClosed: true)
    }

    /// One criterion: what is done and what must happen.
    enum Pair {
        static let id = JSONField("id", JSONField.string(matching: criterionIDPattern),
                                  "The criterion's stable id: collection/slug#mode.key, the same across releases while its key is.", required: true)
        static let input = JSONField("input", JSONField.string, "A key, gesture, announcement or setting.", required: true)
        static let expected = JSONField("expected", JSONField.string, "What must happen.", required: true)
        static let unconfirmed = JSONField("unconfirmed", [("const", .bool(true))],
                                           "Present when the behaviour is not yet confirmed on a real device (the entry's verify:).", required: false)
        static let shape = JSONObjectShape(fields: [id, input, expected, unconfirmed], isClosed: true)
    }

    /// One published reference an entry rests on.
    enum Source {
        static let title = JSONField("title", JSONField.string, required: true)
        static let url = JSONField("url", JSONField.string(matching: "^[hH][tT][tT][pP][sS]?://"), required: true)
        static let backs = JSONField("backs", JSONField.strings, "The criterion keys (mode.key) or page sections the source supports.", required: false)
        static let shape = JSONObjectShape(fields: [title, url, backs], isClosed: true)
    }

    static let text = document.formatted() + "\n"

    static var document: JSONValue {
        .object([
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("$id", .string("criteria.schema.json")),
            ("title", .string(title)),
            ("description", .string("Every pattern entry of a catalog with its test criteria, as exported by patterns build.")),
        ] + Document.shape.schema + [
            ("$defs", .object([
                ("pair", .object(Pair.shape.schema)),
                ("source", .object(Source.shape.schema)),
                ("entry", .object(Entry.shape.schema)),
            ])),
        ])
    }
}
