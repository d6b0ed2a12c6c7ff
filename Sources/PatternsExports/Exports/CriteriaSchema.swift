import PatternsCore
import PatternsDiagnostics

/// The JSON Schema (draft 2020-12) of `criteria.json`, published beside it.
public enum CriteriaSchema {
    /// The schema's title, which only this tool writes: what tells an output folder of an older
    /// version (from before the output marker) from someone else's folder.
    public static let title = "Pattern catalog acceptance criteria"

    static let text = """
        {
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "$id": "criteria.schema.json",
          "title": "\(title)",
          "description": "Every pattern entry of a catalog with its test criteria, as exported by patterns build.",
          "type": "object",
          "required": ["site", "entries"],
          "additionalProperties": false,
          "properties": {
            "$schema": {"type": "string"},
            "site": {"type": "string", "description": "The catalog's title."},
            "entries": {
              "type": "array",
              "items": {"$ref": "#/$defs/entry"}
            }
          },
          "$defs": {
            "pair": {
              "type": "object",
              "required": ["id", "input", "expected"],
              "additionalProperties": false,
              "properties": {
                "id": {"type": "string", "pattern": "^[^/#]+/[^/#]+#[^#.]+\\\\.[^#]+$",
                       "description": "The criterion's stable id: collection/slug#mode.key, the same across releases while its key is."},
                "input": {"type": "string", "description": "A key, gesture, announcement or setting."},
                "expected": {"type": "string", "description": "What must happen."},
                "unconfirmed": {"const": true,
                                "description": "Present when the behaviour is not yet confirmed on a real device (the entry's verify:)."}
              }
            },
            "source": {
              "type": "object",
              "required": ["title", "url"],
              "additionalProperties": false,
              "properties": {
                "title": {"type": "string"},
                "url": {"type": "string", "pattern": "^[hH][tT][tT][pP][sS]?://"},
                "backs": {"type": "array", "items": {"type": "string"},
                          "description": "The criterion keys (mode.key) or page sections the source supports."}
              }
            },
            "entry": {
              "type": "object",
              "required": \(requiredEntryKeys),
              "additionalProperties": false,
              "properties": {
                "id": {"type": "string", "description": "The entry's slug, also its page address."},
                "title": {"type": "string"},
                "url": {"type": "string", "description": "Absolute when the site has a baseURL, else relative to the site root."},
                "collection": {"type": "string", "description": "The entry's collection, on sites whose patterns.yml declares collections."},
                "description": {"type": ["string", "null"]},
                "categories": {"type": "array", "items": {"type": "string"}},
                "platforms": {"type": "array", "items": {"type": "string"}},
        \(modeProperties)
                "condensed": {"type": "array", "items": {"type": "string"}, "description": "The condensed criteria, one line each."},
                "gherkin": {"type": "array", "items": {"type": "string"}, "description": "The Gherkin feature, one line each."},
                "wcag": {"type": "array", "items": {"type": "string", "pattern": "^[1-4]\\\\.[0-9]+\\\\.[0-9]+$"},
                         "description": "The WCAG 2.2 success criteria the entry cites, by number; absent when it cites none."},
                "sources": {"type": "array", "items": {"$ref": "#/$defs/source"},
                            "description": "The published references the entry rests on; absent when it lists none."}
              }
            }
          }
        }

        """

    /// One property per testing mode, as the entry's properties list them.
    private static var modeProperties: String {
        TestingMode.allCases.map { mode in
            let property = "        \"\(mode.id)\": {\"type\": \"array\", \"items\": {\"$ref\": \"#/$defs/pair\"}"
            guard let description = mode.exportDescription else { return property + "}," }
            let indent = String(repeating: " ", count: mode.id.count + 13)
            return property + ",\n" + indent + "\"description\": \(TextEscaping.jsonString(description))},"
        }.joined(separator: "\n")
    }

    /// The entry's required keys, wrapped as the rest of the schema is.
    private static var requiredEntryKeys: String {
        let keys = ["id", "title", "url", "categories", "platforms"] + TestingMode.allCases.map(\.id) + ["condensed", "gherkin"]
        var lines = [""]
        for key in keys.map({ "\"\($0)\"" }) {
            if lines[lines.count - 1].count + key.count > 90 { lines.append("") }
            lines[lines.count - 1] += (lines[lines.count - 1].isEmpty ? "" : " ") + key + ","
        }
        return "[" + String(lines.joined(separator: "\n" + String(repeating: " ", count: 19)).dropLast()) + "]"
    }
}
