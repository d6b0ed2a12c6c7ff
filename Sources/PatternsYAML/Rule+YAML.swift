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
