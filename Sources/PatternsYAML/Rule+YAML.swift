import PatternsDiagnostics

extension Rule {
    public static let yamlSyntax = Rule(
        id: "patterns.yaml.syntax", severity: .error,
        summary: "The front matter or config is not valid YAML.",
        fix: "Check the indentation of the reported line and the one before it; quote values that contain ': ' or start with '*', '&', '!', '%', '@' or a backtick.")
    public static let yamlDuplicateKey = Rule(
        id: "patterns.yaml.duplicate-key", severity: .error,
        summary: "A mapping repeats a key; only one of the values would be used.",
        fix: "Remove one of the entries or merge their values.")
    public static let yamlTabIndentation = Rule(
        id: "patterns.yaml.tab-indentation", severity: .error,
        summary: "YAML indentation contains a tab character.",
        fix: "Indent with spaces only; most editors can convert tabs to spaces for YAML.")
    public static let yamlLimit = Rule(
        id: "patterns.yaml.limit-exceeded", severity: .error,
        summary: "The YAML nests too deeply, has too many nodes, or expands too many aliases (an alias bomb).",
        fix: "Front matter needs two or three levels and a few dozen values; remove repeated aliases and deep nesting.")
}

extension DiagnosticMessage {
    static func invalidYAML(_ problem: String) -> Self {
        Self(.yamlSyntax, "invalid YAML: \(problem)",
             hint: "check the indentation of this line and the one before it; quote values that contain ': ' or start with a special character such as '*', '&', '!', '%', '@' or a backtick")
    }

    static func undefinedAlias(_ name: String) -> Self {
        Self(.yamlSyntax, "alias '*\(name)' refers to no anchor",
             hint: "define '&\(name)' before using '*\(name)', or quote the text if '*' is meant literally")
    }

    static let tabIndentation = Self(.yamlTabIndentation, "tab character in YAML indentation",
                                     hint: "YAML indents with spaces only; replace the tab with spaces")

    static func duplicateKey(_ key: String, firstLine: Int) -> Self {
        Self(.yamlDuplicateKey, "duplicate key '\(key)' (first defined at line \(firstLine))",
             hint: "remove one of the two '\(key)' entries or merge their values")
    }

    static func tooManyNodes(limit: Int) -> Self {
        Self(.yamlLimit, "YAML expands to more than \(limit) nodes (aliases included)",
             hint: "front matter this large is almost certainly a mistake or an alias bomb; remove repeated aliases")
    }

    static func tooDeep(limit: Int) -> Self {
        Self(.yamlLimit, "YAML nests deeper than \(limit) levels",
             hint: "flatten the structure; pattern front matter needs only two or three levels")
    }
}
