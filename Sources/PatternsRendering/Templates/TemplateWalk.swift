import PatternsDiagnostics

/// One page's walk through its template and the partials it includes, as `TemplateChecker` does it.
///
/// The walk is a loop over each template's tokens; it recurses only into partials, and never more
/// than `TemplateNesting.limit` levels or into a partial already open (an include cycle), so no
/// template can make it overflow the stack.
struct TemplateWalk {
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
    /// How the page reaches each name below its top level: a search of the context types, done once.
    private var spellings: [String: String]?

    private struct Visit: Hashable {
        let template: String
        let frames: [TemplateFrame.Key]
        let depth: Int
    }

    /// The contexts open where the walk is, innermost last, with where each came from.
    struct Stack {
        private(set) var frames: [TemplateFrame]
        /// For each frame, the index of the frame its section's name was found in; nil when it is not
        /// data found by name (the page's own context, `{{#.}}`, a transform, a name that did not resolve).
        private(set) var origins: [Int?]

        init(root: any TemplateContext.Type) {
            frames = [.context(root)]
            origins = [nil]
        }

        mutating func push(_ frame: TemplateFrame, origin: Int?) {
            frames.append(frame)
            origins.append(origin)
        }

        mutating func pop() {
            frames.removeLast()
            origins.removeLast()
        }

        /// Whether the walk, back at a partial it entered with `entered` frames, has gone deeper into
        /// the page's data since, in a way that repeats: every frame opened since was found by name in
        /// the context the partial was entered with or in one opened since, and the innermost is of
        /// the same type as that context. Then each round descends one level of a finite tree (the
        /// built-in side navigation's `{{#children}}{{> partials/side-nav-group}}{{/children}}`), and
        /// the rendering ends with the data. Anything else (no section, a flag, `{{#.}}`, a list found
        /// in an outer context, which the next round finds again) renders forever.
        func descends(since entered: Int) -> Bool {
            guard entered >= 1, frames.count > entered, case .context = frames[entered - 1],
                  frames[frames.count - 1].key == frames[entered - 1].key else { return false }
            return origins[entered...].allSatisfy { origin in origin.map { $0 >= entered - 1 } ?? false }
        }
    }

    /// A template open on the way to where the walk is: its name and how many frames it was entered with.
    struct Inclusion {
        let template: String
        let frameCount: Int
    }

    init(checker: TemplateChecker, root: any TemplateContext.Type, scope: String) {
        self.checker = checker
        self.root = root
        self.scope = scope
    }

    /// Follows `template` as a render would. `includedFrom` is the chain of templates that included
    /// it, page template first; `depth` counts the sections and partials open around it.
    mutating func check(_ template: String, stack initial: Stack, includedFrom: [Inclusion], depth: Int) {
        guard let tokens = checker.tokens[template], let file = checker.sources[template]?.file else { return }
        var stack = initial
        let chain = includedFrom + [Inclusion(template: template, frameCount: initial.frames.count)]
        // Whether each open section pushed a frame, so its end pops exactly what it pushed.
        var pushed: [Bool] = []
        for token in tokens {
            switch token.kind {
            case .text, .other:
                continue
            case .variable, .unescapedVariable:
                _ = resolve(token, in: stack.frames, file: file)
            case .dynamicPartial:
                _ = resolve(token, in: stack.frames, file: file)
                // The data picks the template, so nothing here can rule out that it picks this one.
                report(TemplateStructureProblem(kind: .dynamicInclude, file: file, location: token.location, name: token.name))
            case .section:
                let (resolution, origin) = resolve(token, in: stack.frames, file: file)
                let frame = resolution.frameForSection(top: stack.frames.last)
                if let frame { stack.push(frame, origin: origin) }
                pushed.append(frame != nil)
            case .invertedSection:
                _ = resolve(token, in: stack.frames, file: file)
                pushed.append(false)
            case .block:
                pushed.append(false)
            case .parentPartial:
                include(token, stack: stack, file: file, includedFrom: chain, depth: depth + pushed.count)
                pushed.append(false)
            case .partial:
                include(token, stack: stack, file: file, includedFrom: chain, depth: depth + pushed.count)
            case .sectionEnd:
                if pushed.popLast() == true { stack.pop() }
            }
        }
    }

    private mutating func include(_ token: TemplateToken, stack: Stack, file: String, includedFrom: [Inclusion], depth: Int) {
        guard checker.sources[token.name] != nil else {
            report(UnknownTemplateName(
                kind: .partial, name: token.name, file: file, location: token.location, scopes: [scope],
                suggestion: TemplateNameSuggestion.closest(to: token.name, in: Array(checker.sources.keys)),
                reachedAs: nil, namesInReach: []))
            return
        }
        // A partial already open: checked once, and an error unless each round goes deeper into the
        // data, or a section around it has a name that resolves to nothing (so it never renders; that
        // name is reported already).
        if let open = includedFrom.first(where: { $0.template == token.name }) {
            if !stack.descends(since: open.frameCount), !stack.frames.contains(where: { $0.key == .unknown }) {
                let chain = ["\(includedFrom[0].template).mustache"] + includedFrom.dropFirst().map(\.template) + [token.name]
                report(TemplateStructureProblem(kind: .includeCycle(partial: token.name, chain: chain), file: file,
                                                location: token.location, name: token.name))
            }
            return
        }
        guard depth + 1 <= TemplateNesting.limit else {
            report(TemplateStructureProblem(kind: .tooDeep(throughPartials: true), file: file, location: token.location, name: token.name))
            return
        }
        guard followed.insert(Visit(template: token.name, frames: stack.frames.map(\.key), depth: depth + 1)).inserted else { return }
        check(token.name, stack: stack, includedFrom: includedFrom, depth: depth + 1)
    }

    /// Resolves the tag's name as a render would, reporting the part that does not resolve; with the
    /// index of the frame it was found in.
    private mutating func resolve(_ token: TemplateToken, in frames: [TemplateFrame], file: String) -> (TemplateNameResolution, Int?) {
        let (resolution, frameIndex) = TemplateNameResolution.resolving(token.name, in: frames)
        if case .unknown(let part, let offset, let candidates, let isFirstPart) = resolution {
            report(UnknownTemplateName(
                kind: .variable, name: part, file: file,
                location: SourceLocation(line: token.location.line, column: token.location.column + offset), scopes: [scope],
                suggestion: TemplateNameSuggestion.closest(to: part, in: candidates),
                reachedAs: isFirstPart ? spelling(reaching: part) : nil,
                namesInReach: candidates))
        }
        return (resolution, frameIndex)
    }

    /// How the page reaches `name` (`TemplateNameSuggestion.spellings(from:)`, searched once per walk).
    private mutating func spelling(reaching name: String) -> String? {
        if spellings == nil { spellings = TemplateNameSuggestion.spellings(from: root) }
        return spellings?[name]
    }

    private mutating func report(_ finding: UnknownTemplateName) {
        if reported.insert(finding.place).inserted { findings.unknownNames.append(finding) }
    }

    private mutating func report(_ problem: TemplateStructureProblem) {
        if reportedStructure.insert(problem.place).inserted { findings.structureProblems.append(problem) }
    }
}
