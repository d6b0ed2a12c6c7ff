/// The JSON Schema (draft 2020-12) of `criteria.json`, published beside it.
enum CriteriaSchema {
    static let text = """
        {
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "$id": "criteria.schema.json",
          "title": "Pattern catalog acceptance criteria",
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
              "required": ["input", "expected"],
              "additionalProperties": false,
              "properties": {
                "input": {"type": "string", "description": "A key, gesture, announcement or setting."},
                "expected": {"type": "string", "description": "What must happen."}
              }
            },
            "entry": {
              "type": "object",
              "required": ["id", "title", "url", "categories", "platforms", "keyboard", "mobile", "screenreader",
                           "settings", "condensed", "gherkin"],
              "additionalProperties": false,
              "properties": {
                "id": {"type": "string", "description": "The entry's slug, also its page address."},
                "title": {"type": "string"},
                "url": {"type": "string", "description": "Absolute when the site has a baseURL, else relative to the site root."},
                "description": {"type": ["string", "null"]},
                "categories": {"type": "array", "items": {"type": "string"}},
                "platforms": {"type": "array", "items": {"type": "string"}},
                "keyboard": {"type": "array", "items": {"$ref": "#/$defs/pair"}},
                "mobile": {"type": "array", "items": {"$ref": "#/$defs/pair"}},
                "screenreader": {"type": "array", "items": {"$ref": "#/$defs/pair"},
                                 "description": "name, role, group, state, then any extra announcements, in order."},
                "settings": {"type": "array", "items": {"$ref": "#/$defs/pair"}},
                "condensed": {"type": "array", "items": {"type": "string"}, "description": "The condensed criteria, one line each."},
                "gherkin": {"type": "array", "items": {"type": "string"}, "description": "The Gherkin feature, one line each."}
              }
            }
          }
        }

        """
}
