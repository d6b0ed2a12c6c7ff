import PatternsDiagnostics

// The rule about Jekyll-era template syntax left in Markdown, which `patterns` never executes.
// Each rule's id is a public contract (CI logs, `rules:` in patterns.yml, `patterns explain`): ids never change.
extension Rule {
    public static let templateSyntax = Rule(
        id: "patterns.markdown.liquid", severity: .warning,
        summary: "Liquid (`{% … %}`, `{{ … }}`) or kramdown (`{::nomarkdown}`, `{:/}`, `{: .class}`) syntax in the notes is shown on the page as literal text.",
        fix: "Write it in Markdown (a fenced block for `{% highlight %}`, an `html example file=…` fence for an included example, a relative link for `{{ site.baseurl }}`), or convert the whole Jekyll catalog with `patterns import jekyll`.")
}

extension DiagnosticMessage {
    static func templateSyntax(_ kind: TemplateSyntax.Kind, excerpt: String) -> Self {
        let hint = switch kind {
        case .liquidTag:
            "patterns does not run Liquid: write it in Markdown (a fenced block, an 'html example file=…' fence), or convert the catalog with 'patterns import jekyll'"
        case .liquidOutput:
            "patterns does not run Liquid: write the value itself (a relative link to the .md file for an address), or convert the catalog with 'patterns import jekyll'"
        case .kramdownExtension:
            "patterns reads CommonMark: remove the kramdown markers (raw HTML needs 'markdown.unsafe'), or convert the catalog with 'patterns import jekyll'"
        case .kramdownAttributes:
            "patterns reads CommonMark, which has no attribute lists: remove it, or convert the catalog with 'patterns import jekyll'"
        }
        return Self(.templateSyntax, "\(kind.name) '\(excerpt)' is shown as text", hint: hint)
    }
}
