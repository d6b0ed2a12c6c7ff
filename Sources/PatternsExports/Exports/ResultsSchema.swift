import PatternsCore

/// The JSON Schema (draft 2020-12) of an audit's results file (`AuditRun`), which the audit mode
/// exports and `patterns report results` reads; `patterns schema --results` prints it.
public enum ResultsSchema {
    public static let text = """
        {
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "$id": "results.schema.json",
          "title": "Accessibility audit results",
          "description": "One tester's results for a pattern catalog's criteria, as the audit mode exports them and patterns report results reads them.",
          "type": "object",
          "required": ["format", "version", "results"],
          "properties": {
            "format": {"const": "\(AuditRun.format)"},
            "version": {"const": \(AuditRun.version)},
            "site": {"type": "string", "description": "The catalog's title."},
            "tester": {"type": "string"},
            "date": {"type": "string", "description": "When the run was made, as YYYY-MM-DD."},
            "platform": {"type": "string", "description": "The platform tested: a platform id from the catalog's audit.platforms (default: its platforms: ios, android, web…)."},
            "assistiveTechnology": {"type": "string", "description": "One of the catalog's audit.assistiveTechnologies: VoiceOver, TalkBack, NVDA, Keyboard only…"},
            "browser": {"type": "string", "description": "One of the catalog's audit.browsers: Safari, Chrome…"},
            "environment": {"type": "string", "description": "Device and OS, as the tester writes them."},
            "results": {
              "type": "array",
              "items": {
                "type": "object",
                "required": ["criterion", "outcome"],
                "properties": {
                  "criterion": {"type": "string", "pattern": "^[^/#]+/[^/#]+#[^#.]+\\\\.[^#]+$",
                                "description": "The criterion's id: collection/slug#mode.key, as criteria.json lists it."},
                  "outcome": {"enum": [\(AuditOutcome.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))]},
                  "note": {"type": "string", "description": "What the tester found; the actual result of a failure."},
                  "expected": {"type": "string", "description": "The criterion as the tester read it (input: expected result), to tell whether it changed since."}
                }
              }
            }
          }
        }

        """
}
