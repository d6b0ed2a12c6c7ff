import PatternsDiagnostics

/// Checks that every name a template uses is one its context provides, before anything renders.
///
/// swift-mustache renders an unknown `{{name}}` as empty text, so a typo in a site's template
/// would silently drop content from every page. The checker follows the template the way a render
/// does: sections push the value they open onto a stack of contexts, names resolve from the top of
/// the stack down, dotted names descend from where their first part resolves, partials are checked
/// in the context they are included from. It needs only the context *types*: each
/// `TemplateContext` declares what its fields hold. The same walk (`TemplateWalk`) finds what
/// swift-mustache could not survive rendering: a partial that includes itself without going deeper
/// into the page's data, and partials nested past `TemplateNesting.limit`.
struct TemplateChecker {
    /// Template name (`entry`, `partials/head`) → its text and where it came from.
    let sources: [String: TemplateSource]
    /// Each template's tokens, scanned once.
    let tokens: [String: [TemplateToken]]

    init(sources: [String: TemplateSource]) {
        self.sources = sources
        tokens = sources.mapValues { TemplateToken.scan($0.text) }
    }

    /// Every name the page's template, and the partials it includes, use without a context providing it.
    func unknownNames(in page: PageTemplate) -> [UnknownTemplateName] {
        findings(in: page).unknownNames
    }

    /// Every page's unknown names, a partial's name once however many pages include it.
    func unknownNamesInPages() -> [UnknownTemplateName] {
        findingsInPages().unknownNames
    }

    /// The unknown names and structure problems of the page's template and the partials it includes.
    func findings(in page: PageTemplate) -> TemplateFindings {
        findings(in: page.rawValue, context: page.contextType, scope: "the \(page.rawValue) page")
    }

    /// Every page's findings, each of a partial's once however many pages include it.
    func findingsInPages() -> TemplateFindings {
        var merged = TemplateFindings()
        var indexByPlace: [UnknownTemplateName.Place: Int] = [:]
        var structurePlaces = Set<TemplateStructureProblem.Place>()
        for page in PageTemplate.allCases {
            let found = findings(in: page)
            for finding in found.unknownNames {
                if let index = indexByPlace[finding.place] {
                    merged.unknownNames[index].scopes.append(contentsOf: finding.scopes)
                } else {
                    indexByPlace[finding.place] = merged.unknownNames.count
                    merged.unknownNames.append(finding)
                }
            }
            merged.structureProblems += found.structureProblems.filter { structurePlaces.insert($0.place).inserted }
        }
        return merged
    }

    /// Every unknown name of template `name` rendered with a `context`; `scope` names it in messages.
    func unknownNames(in name: String, context: any TemplateContext.Type, scope: String) -> [UnknownTemplateName] {
        findings(in: name, context: context, scope: scope).unknownNames
    }

    /// Everything wrong with template `name` rendered with a `context`; `scope` names it in messages.
    func findings(in name: String, context: any TemplateContext.Type, scope: String) -> TemplateFindings {
        var walk = TemplateWalk(checker: self, root: context, scope: scope)
        walk.check(name, stack: TemplateWalk.Stack(root: context), includedFrom: [], depth: 0)
        return walk.findings
    }
}

/// What the checker found in a page's templates.
struct TemplateFindings {
    /// Names nothing in reach provides (warnings: they render as empty text).
    var unknownNames: [UnknownTemplateName] = []
    /// Include cycles and nesting past the limit (errors: the page cannot be rendered).
    var structureProblems: [TemplateStructureProblem] = []
}
