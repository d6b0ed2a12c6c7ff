import PatternsDiagnostics

/// Checks that every name a template uses is one its context provides, before anything renders.
///
/// swift-mustache renders an unknown `{{name}}` as empty text, so a typo in a site's template
/// would silently drop content from every page. The checker follows the template the way a render
/// does: sections push the value they open onto a stack of contexts, names resolve from the top of
/// the stack down, dotted names descend from where their first part resolves, partials are checked
/// in the context they are included from. It needs only the context *types*: each
/// `TemplateContext` declares what its fields hold.
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
        var walk = Walk(checker: self, root: context, scope: scope)
        walk.check(name, frames: [.context(context)], includedFrom: [], depth: 0)
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

private struct Walk {
    let checker: TemplateChecker
    let root: any TemplateContext.Type
    let scope: String
    private(set) var findings = TemplateFindings()
    private var reported = Set<UnknownTemplateName.Place>()
    private var reportedStructure = Set<TemplateStructureProblem.Place>()
    /// Partials already followed with the same contexts at the same depth. Following one again finds
    /// nothing new, and without this a partial including another 100 times, included 100 times
    /// itself, would be followed 10,000 times: quadratic in the tags, exponential in the levels.
    private var followed = Set<Visit>()

    private struct Visit: Hashable {
        let template: String
        let frames: [TemplateFrame.Key]
        let depth: Int
    }

    init(checker: TemplateChecker, root: any TemplateContext.Type, scope: String) {
        self.checker = checker
        self.root = root
        self.scope = scope
    }

    /// Follows `template` as a render would. `includedFrom` is the chain of templates that included
    /// it, page template first; `depth` counts the sections and partials open around it. Recursion
    /// happens only at partials, which the cycle check and `TemplateNesting.limit` bound.
    mutating func check(_ template: String, frames initial: [TemplateFrame], includedFrom: [String], depth: Int) {
        guard let tokens = checker.tokens[template], let file = checker.sources[template]?.file else { return }
        var frames = initial
        // Whether each open section pushed a frame, so its end pops exactly what it pushed.
        var pushed: [Bool] = []
        for token in tokens {
            switch token.kind {
            case .text, .other:
                continue
            case .variable, .unescapedVariable, .dynamicPartial:
                _ = resolve(token, in: frames, file: file)
            case .section:
                let frame = resolve(token, in: frames, file: file).frameForSection(top: frames.last)
                if let frame { frames.append(frame) }
                pushed.append(frame != nil)
            case .invertedSection:
                _ = resolve(token, in: frames, file: file)
                pushed.append(false)
            case .block:
                pushed.append(false)
            case .parentPartial:
                include(token, frames: frames, file: file, includedFrom: includedFrom + [template], depth: depth + pushed.count)
                pushed.append(false)
            case .partial:
                include(token, frames: frames, file: file, includedFrom: includedFrom + [template], depth: depth + pushed.count)
            case .sectionEnd:
                if pushed.popLast() == true { frames.removeLast() }
            }
        }
    }

    private mutating func include(_ token: TemplateToken, frames: [TemplateFrame], file: String, includedFrom: [String], depth: Int) {
        guard checker.sources[token.name] != nil else {
            report(UnknownTemplateName(
                kind: .partial, name: token.name, file: file, location: token.location, scopes: [scope],
                suggestion: TemplateNameSuggestion.closest(to: token.name, in: Array(checker.sources.keys)),
                reachedAs: nil, namesInReach: []))
            return
        }
        // A partial that includes itself renders until the stack runs out: an error, and not followed again.
        if includedFrom.contains(token.name) {
            let chain = ["\(includedFrom[0]).mustache"] + includedFrom.dropFirst() + [token.name]
            report(TemplateStructureProblem(kind: .includeCycle(partial: token.name, chain: chain), file: file,
                                            location: token.location, name: token.name))
            return
        }
        guard depth + 1 <= TemplateNesting.limit else {
            report(TemplateStructureProblem(kind: .tooDeep(throughPartials: true), file: file, location: token.location, name: token.name))
            return
        }
        guard followed.insert(Visit(template: token.name, frames: frames.map(\.key), depth: depth + 1)).inserted else { return }
        check(token.name, frames: frames, includedFrom: includedFrom, depth: depth + 1)
    }

    /// Resolves the tag's name as a render would, reporting the part that does not resolve.
    private mutating func resolve(_ token: TemplateToken, in frames: [TemplateFrame], file: String) -> TemplateNameResolution {
        let resolution = TemplateNameResolution(token.name, in: frames)
        if case .unknown(let part, let offset, let candidates, let isFirstPart) = resolution {
            report(UnknownTemplateName(
                kind: .variable, name: part, file: file,
                location: SourceLocation(line: token.location.line, column: token.location.column + offset), scopes: [scope],
                suggestion: TemplateNameSuggestion.closest(to: part, in: candidates),
                reachedAs: isFirstPart ? TemplateNameSuggestion.spelling(reaching: part, from: root) : nil,
                namesInReach: candidates))
        }
        return resolution
    }

    private mutating func report(_ finding: UnknownTemplateName) {
        if reported.insert(finding.place).inserted { findings.unknownNames.append(finding) }
    }

    private mutating func report(_ problem: TemplateStructureProblem) {
        if reportedStructure.insert(problem.place).inserted { findings.structureProblems.append(problem) }
    }
}
