import PatternsDiagnostics

extension Rule {
    public static let yamlSyntax = Rule(
        id: "patterns.yaml.syntax", severity: .error,
        summary: "The front matter or config is not valid YAML.")
    public static let yamlDuplicateKey = Rule(
        id: "patterns.yaml.duplicate-key", severity: .error,
        summary: "A mapping repeats a key; YAML keeps only one of them.")
    public static let yamlTabIndentation = Rule(
        id: "patterns.yaml.tab-indentation", severity: .error,
        summary: "YAML indentation contains a tab character.")
    public static let yamlLimit = Rule(
        id: "patterns.yaml.limit-exceeded", severity: .error,
        summary: "The YAML is too deep, too large or expands too many aliases to be a front matter.")
}
