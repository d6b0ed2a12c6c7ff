import PatternsDiagnostics

// Rules about live examples (`html example` fences and `content/examples/`).
// Each rule's id is a public contract (CI logs, `rules:` in patterns.yml, `patterns explain`): ids never change.
extension Rule {
    public static let exampleMissingFile = Rule(
        id: "patterns.example.missing-file", severity: .error,
        summary: "An `html example file=NAME` fence names a file that is not in content/examples/.",
        fix: "Create content/examples/NAME.html, or correct the name (without folder `content/examples/` and without `.html`).")
    public static let exampleEmpty = Rule(
        id: "patterns.example.empty", severity: .error,
        summary: "An `html example` fence holds no HTML and names no file, so there is nothing to show.",
        fix: "Write the example's HTML inside the fence, or name a file with `html example file=NAME`.")
    public static let exampleIgnoredBody = Rule(
        id: "patterns.example.ignored-body", severity: .warning,
        summary: "An `html example file=NAME` fence also holds HTML, which is ignored: the file is shown.",
        fix: "Leave the fence empty, or drop `file=NAME` to show the HTML written in the fence.")
    public static let exampleUnknownOption = Rule(
        id: "patterns.example.unknown-option", severity: .warning,
        summary: "An example fence's info string has a word it does not understand.",
        fix: "Write `html example` or `html example=\"Label\"`, then `file=NAME` or `inaccessible` if needed (`label=\"Label\"` also names it).")
}

extension DiagnosticMessage {
    static func exampleMissingFile(_ name: String, suggestion: String?) -> Self {
        Self(.exampleMissingFile, "example file '\(SiteLayout.exampleSource(name: name))' does not exist",
             hint: suggestion.map { "did you mean 'file=\($0)'?" }
                ?? "create \(SiteLayout.exampleSource(name: name)) or correct the name after 'file='")
    }

    static let exampleEmpty = Self(
        .exampleEmpty, "the example has no HTML and names no file",
        hint: "write the HTML between the fences, or name a file: ```html example file=NAME")

    static func exampleIgnoredBody(_ name: String) -> Self {
        Self(.exampleIgnoredBody, "the example shows '\(SiteLayout.exampleSource(name: name))'; the HTML written in the fence is ignored",
             hint: "leave the fence empty, or drop 'file=\(name)' to show the HTML written here")
    }

    static func exampleUnknownOption(_ word: String, suggestion: String?) -> Self {
        let hint = if ExampleFence.asksForSourceOnly(word) {
            "a snippet shown but never run is a plain code block: write ```html without 'example'"
        } else {
            suggestion.map { "did you mean '\($0)'?" } ?? "write html example=\"Label\", then file=NAME or inaccessible if needed"
        }
        return Self(.exampleUnknownOption, "'\(word)' means nothing in an example fence", hint: hint)
    }
}
