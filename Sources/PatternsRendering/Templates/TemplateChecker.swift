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
    fileprivate let tokens: [String: [TemplateToken]]

    init(sources: [String: TemplateSource]) {
        self.sources = sources
        tokens = sources.mapValues { TemplateToken.scan($0.text) }
    }

    /// Every name the page's template, and the partials it includes, use without a context providing it.
    func unknownNames(in page: PageTemplate) -> [UnknownTemplateName] {
        unknownNames(in: page.rawValue, context: page.contextType, scope: "the \(page.rawValue) page")
    }

    /// Every page's unknown names, a partial's name once however many pages include it.
    func unknownNamesInPages() -> [UnknownTemplateName] {
        var merged: [UnknownTemplateName] = []
        var indexByPlace: [UnknownTemplateName.Place: Int] = [:]
        for finding in PageTemplate.allCases.flatMap(unknownNames(in:)) {
            if let index = indexByPlace[finding.place] {
                merged[index].scopes.append(contentsOf: finding.scopes)
            } else {
                indexByPlace[finding.place] = merged.count
                merged.append(finding)
            }
        }
        return merged
    }

    /// Every unknown name of template `name` rendered with a `context`; `scope` names it in messages.
    func unknownNames(in name: String, context: any TemplateContext.Type, scope: String) -> [UnknownTemplateName] {
        var walk = Walk(checker: self, root: context, scope: scope)
        walk.check(name, frames: [.context(context)], includedFrom: [])
        return walk.findings
    }
}

private struct Walk {
    let checker: TemplateChecker
    let root: any TemplateContext.Type
    let scope: String
    private(set) var findings: [UnknownTemplateName] = []
    private var reported = Set<UnknownTemplateName.Place>()

    init(checker: TemplateChecker, root: any TemplateContext.Type, scope: String) {
        self.checker = checker
        self.root = root
        self.scope = scope
    }

    mutating func check(_ template: String, frames initial: [TemplateFrame], includedFrom: [String]) {
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
                include(token, frames: frames, file: file, includedFrom: includedFrom + [template])
                pushed.append(false)
            case .partial:
                include(token, frames: frames, file: file, includedFrom: includedFrom + [template])
            case .sectionEnd:
                if pushed.popLast() == true { frames.removeLast() }
            }
        }
    }

    private mutating func include(_ token: TemplateToken, frames: [TemplateFrame], file: String, includedFrom: [String]) {
        guard checker.sources[token.name] != nil else {
            report(UnknownTemplateName(
                kind: .partial, name: token.name, file: file, location: token.location, scopes: [scope],
                suggestion: TemplateNameSuggestion.closest(to: token.name, in: Array(checker.sources.keys)),
                reachedAs: nil, namesInReach: []))
            return
        }
        // A partial that includes itself renders until swift-mustache gives up; checking it once is enough.
        guard !includedFrom.contains(token.name) else { return }
        check(token.name, frames: frames, includedFrom: includedFrom)
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
        if reported.insert(finding.place).inserted { findings.append(finding) }
    }
}
