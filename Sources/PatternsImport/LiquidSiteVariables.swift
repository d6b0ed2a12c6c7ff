/// `{{ site.baseurl }}` in text Jekyll rendered (an included example shown as code): replaced by its
/// value, as Jekyll's page showed it.
enum LiquidSiteVariables {
    static func substitute(in line: Substring, baseurl: String) -> String {
        LiquidTag.replacing(in: line) { $0.form == .output && $0.name == "site.baseurl" ? baseurl : nil }
    }
}
