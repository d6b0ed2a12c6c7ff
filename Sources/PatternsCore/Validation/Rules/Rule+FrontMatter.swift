import PatternsDiagnostics

// Rules about an entry's front matter: its fields, their shapes and their values.
// Each rule's id is a public contract (CI logs, `rules:` in patterns.yml, `patterns explain`): ids never change.
extension Rule {
    public static let frontMatterUnterminated = Rule(
        id: "patterns.frontmatter.unterminated", severity: .error,
        summary: "Front matter opens with `---` (or `<!--docs:`) but never closes.",
        fix: "Add a line with only `---` (or `-->`) after the last front-matter key.")
    public static let frontMatterMissing = Rule(
        id: "patterns.frontmatter.missing", severity: .error,
        summary: "A pattern entry has no front matter, so it has no criteria.",
        fix: "Start the file with `---`, the entry's fields, and `---`.")
    public static let frontMatterEmpty = Rule(
        id: "patterns.frontmatter.empty", severity: .error,
        summary: "A pattern entry's front matter is empty.",
        fix: "Write title, categories, keyboard, mobile and screenreader between the `---` lines.")
    public static let missingField = Rule(
        id: "patterns.entry.missing-field", severity: .error,
        summary: "A required front-matter field is absent: title, categories, and what the entry's collection requires (`required:` in patterns.yml; by default keyboard, mobile, screenreader and its name, role, group, state).",
        fix: "Add the field; the hint shows its shape.")
    public static let wrongType = Rule(
        id: "patterns.entry.wrong-type", severity: .error,
        summary: "A front-matter field has the wrong shape, for example a list where a mapping is required.",
        fix: "Write mappings as indented `key: value` lines without `- `, and lists with `- ` or `[a, b]`.")
    public static let emptyValue = Rule(
        id: "patterns.entry.empty-value", severity: .error,
        summary: "A front-matter field is present but empty.",
        fix: "Write the value, or remove the key.")
    public static let unknownKey = Rule(
        id: "patterns.entry.unknown-key", severity: .warning,
        summary: "A front-matter key is not one the catalog knows, so its data is not shown anywhere.",
        fix: "Remove the key, or rename it to a known one (see the README's entry format).")
    public static let keyVariant = Rule(
        id: "patterns.entry.key-variant", severity: .error,
        summary: "A key differs from a known key only in case or spelling (`Name` for `name`), so its value is lost.",
        fix: "Rename the key to the suggested spelling.")
    public static let misplacedKey = Rule(
        id: "patterns.entry.misplaced-key", severity: .error,
        summary: "A key sits at the wrong nesting level, such as `group:` at the top level instead of under `screenreader:`, or `spacebar:` at the margin after `keyboard:`, where it is no criterion.",
        fix: "Indent the key under the mapping it belongs to.")
    public static let untrimmedValue = Rule(
        id: "patterns.entry.untrimmed-value", severity: .warning,
        summary: "An id, category or platform has leading or trailing spaces inside quotes; they are ignored, but usually signal a copy-and-paste slip.",
        fix: "Remove the spaces inside the quotes.")
    public static let gherkinStep = Rule(
        id: "patterns.entry.gherkin-step", severity: .error,
        summary: "A `gherkin-keyboard` or `gherkin-mobile` step has no connector (`when`, `then`, `and`, `or`, or a short condition), or two of them.",
        fix: "Write each step as one connector and its text (`- when: I press tab`), optionally with `result: …`.")
    public static let gherkinFirstConnector = Rule(
        id: "patterns.entry.gherkin-first-connector", severity: .warning,
        summary: "A `gherkin-keyboard` or `gherkin-mobile` list opens with a connector other than `when` or `given`, so the scenario reads as if a step were missing.",
        fix: "Start the list with a `when:` step (or `given:`).")
    public static let placeholder = Rule(
        id: "patterns.entry.placeholder", severity: .warning,
        summary: "Text in an entry or guide still starts with the placeholder marker `TODO:`, as `patterns new` writes it: a front-matter value, or a paragraph or list item.",
        fix: "Write what the placeholder asks for in its place, or remove it; `patterns validate --strict` fails while any is left.")
    public static let unknownCategory = Rule(
        id: "patterns.entry.unknown-category", severity: .warning,
        summary: "An entry names a category that `patterns.yml` does not list.",
        fix: "Add the category to `categories` in patterns.yml, or use a listed one.")
    public static let unknownPlatform = Rule(
        id: "patterns.entry.unknown-platform", severity: .warning,
        summary: "An entry names a platform that `patterns.yml` does not list.",
        fix: "Use one of the configured platforms, or add it to `platforms` in patterns.yml.")
}

extension DiagnosticMessage {
    static func frontMatterUnterminated(closing: String) -> Self {
        Self(.frontMatterUnterminated, "front matter opened on line 1 is never closed",
             hint: "add a line containing only '\(closing)' after the last front-matter key")
    }

    static let frontMatterMissing = Self(
        .frontMatterMissing, "pattern entry has no front matter",
        hint: "start the file with '---', the entry's title, categories, keyboard, mobile and screenreader, then '---'")

    static let frontMatterEmpty = Self(
        .frontMatterEmpty, "front matter is empty",
        hint: "write 'title:', 'categories:', 'keyboard:', 'mobile:' and 'screenreader:' between the '---' lines")

    static func entryFrontMatterNotMapping(found: String) -> Self {
        Self(.wrongType, "front matter must be a mapping of keys such as 'title:', found \(found)",
             hint: "write 'title: …', 'categories: …', 'keyboard:', 'mobile:' and 'screenreader:' entries")
    }

    static func guideFrontMatterNotMapping(found: String) -> Self {
        Self(.wrongType, "front matter must be a mapping, found \(found)")
    }

    static func missingField(_ field: FrontMatterField) -> Self {
        Self(.missingField, "missing required field '\(field.name)'", hint: field.missingHint ?? "add '\(field.name): …'")
    }

    static func missingScreenReaderKey(_ key: String) -> Self {
        Self(.missingField, "'screenreader' is missing '\(key)'",
             hint: "add '\(key): …' indented under 'screenreader:' saying what the screen reader announces as the \(key)")
    }

    static func notInteger(_ field: String, found: String) -> Self {
        Self(.wrongType, "'\(field)' must be a whole number, found \(found)", hint: "write '\(field): 3', without quotes")
    }

    static func notText(_ field: String, found: String) -> Self {
        Self(.wrongType, "'\(field)' must be text, found \(found)",
             hint: "write '\(field): some text' on one line, or use '|' for several lines")
    }

    static func emptyText(_ field: String) -> Self {
        Self(.emptyValue, "'\(field)' is empty", hint: "write what '\(field)' should say, or remove the key")
    }

    static func emptyList(_ field: String) -> Self {
        Self(.emptyValue, "'\(field)' is empty")
    }

    static func mappingWithoutEntries(_ field: String, example: String) -> Self {
        Self(.emptyValue, "'\(field)' has no entries", hint: "add entries such as '\(example)'")
    }

    static func emptyMapping(_ field: String, example: String) -> Self {
        Self(.emptyValue, "'\(field)' is empty", hint: "indent entries such as '\(example)' under '\(field):'")
    }

    static func notMapping(_ field: String, example: String, found: String) -> Self {
        Self(.wrongType, "'\(field)' must be a mapping of '\(example)' entries, found \(found)",
             hint: "write each entry as 'key: value' indented under '\(field):', without '- '")
    }

    static func keyNotText(in field: String) -> Self {
        Self(.wrongType, "every key in '\(field)' must be text")
    }

    static func notWords(_ field: String, found: String) -> Self {
        Self(.wrongType, "'\(field)' must be a list or space-separated text, found \(found)",
             hint: "write '\(field): [a, b]' or '\(field): a b'")
    }

    static func misplacedKey(_ key: String, parent: String) -> Self {
        Self(.misplacedKey, "'\(key)' is at the top level, where it is ignored",
             hint: "did you mean to indent this under '\(parent)'?")
    }

    static func misplacedCriterion(_ key: String, map: String) -> Self {
        Self(.misplacedKey, "'\(key)' is at the top level, so it is not one of the '\(map)' criteria above it",
             hint: "indent '\(key):' under '\(map):' as far as the keys above it (two spaces)")
    }

    static func keyVariant(_ key: String, in context: String, suggestion: String, rule: Rule = .keyVariant) -> Self {
        Self(rule, "unknown key '\(key)' in \(context)", hint: "did you mean '\(suggestion)'?")
    }

    static func unknownKey(_ key: String, in context: String, known: [String], rule: Rule = .unknownKey) -> Self {
        Self(rule, "unknown key '\(key)' in \(context)", hint: "known keys here: \(known.joined(separator: ", "))")
    }

    static func untrimmedValue(_ value: String, field: String) -> Self {
        Self(.untrimmedValue, "'\(value)' in '\(field)' has leading or trailing spaces",
             hint: "write '\(value.trimmingWhitespace())' without the spaces")
    }

    static func unknownCategory(_ id: String, configured: [String]) -> Self {
        let hint = closestMatch(to: id, in: configured).map { "did you mean '\($0)'?" }
            ?? "add it to 'categories' in patterns.yml, or use one of: \(configured.joined(separator: ", "))"
        return Self(.unknownCategory, "category '\(id)' is not listed in patterns.yml", hint: hint)
    }

    static func unknownPlatform(_ id: String, configured: [String]) -> Self {
        Self(.unknownPlatform, "platform '\(id)' is not listed in patterns.yml",
             hint: "use one of: \(configured.joined(separator: ", "))")
    }

    static func gherkinNotList(_ field: String, found: String) -> Self {
        Self(.wrongType, "'\(field)' must be a list of steps, found \(found)",
             hint: "write each step as '- when: …', '- then: …' or '- and: …', each on its own '- ' line")
    }

    static func gherkinStepNotMapping(_ field: String) -> Self {
        Self(.wrongType, "each '\(field)' step must be a mapping of one connector to its text",
             hint: "write the step as '- when: I press tab', optionally with 'result: …' under it")
    }

    static func gherkinStepWithoutConnector(_ field: String) -> Self {
        Self(.gherkinStep, "a '\(field)' step has no connector",
             hint: "write the step as '- when: I press tab', '- then: …', '- and: …' or '- or: …', optionally with 'result: …'")
    }

    static func gherkinStepTwoConnectors(_ field: String, first: String, second: String) -> Self {
        Self(.gherkinStep, "a '\(field)' step has two connectors, '\(first)' and '\(second)'",
             hint: "start a new step for '\(second)': write '- \(second): …' on its own line")
    }

    static func gherkinStepNotText(_ field: String, key: String, found: String) -> Self {
        Self(.wrongType, "'\(field).\(key)' must be text, found \(found)",
             hint: "write the step on one line: '- \(key): I press tab', with what happens under 'result:'")
    }

    static func gherkinFirstConnector(_ field: String, connector: String) -> Self {
        Self(.gherkinFirstConnector, "'\(field)' opens with '\(connector)' instead of 'when'",
             hint: "start the list with '- when: …', the action the scenario begins with")
    }

    static func placeholder(in place: String, text: String) -> Self {
        let line = text.collapsedWhitespace
        let excerpt = line.count > 48 ? line.prefix(47) + "…" : Substring(line)
        return Self(.placeholder, "placeholder text left in \(place)",
                    hint: "replace '\(excerpt)' with what it asks for, or remove it")
    }
}
