import PatternsDiagnostics

// Problems with `audit:` in `patterns.yml`, the lists the audit mode offers; under
// `patterns.config.invalid`, at the list or name in `patterns.yml`.
extension DiagnosticMessage {
    static func auditListNotList(_ field: String, found: String) -> Self {
        Self(.configInvalid, "'\(field)' must be a list of names, found \(found)",
             hint: "write '\(field): [VoiceOver, Keyboard only]' or one '- name' a line")
    }

    static func duplicateAuditChoice(_ name: String, field: String) -> Self {
        Self(.configInvalid, "'\(name)' is listed twice under '\(field)'", hint: "remove the second: the audit mode offers each choice once")
    }
}
