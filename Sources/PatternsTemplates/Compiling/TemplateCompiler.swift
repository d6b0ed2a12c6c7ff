import PatternsDiagnostics

/// Turns parsed templates into `CompiledBlock`s for a context type, resolving each tag once.
///
/// Partials are compiled where they are included, for the stack they are included with, and
/// shared by every include with the same kind of stack. A name resolves to the fields that can
/// answer it (one per context type in reach that has it); the render asks the innermost frame
/// that is one of those types, then the next one out when its value is absent, as swift-mustache does.
struct TemplateCompiler {
    /// Template name (`entry`, `partials/head`) → its nodes and its file as diagnostics name it.
    let templates: [String: (nodes: [TemplateNode], file: String)]
    private(set) var findings: [TemplateCompileFinding] = []
    /// Whether what was compiled since `compile(_:root:)` began reached something only swift-mustache renders.
    private(set) var reachedUnsupported = false
    /// Templates that did not parse (a construct the compiled engine does not take): including one needs swift-mustache.
    let unparsed: Set<String>
    private var partials: [String: [TemplateScope.PartialKey: CompiledPartialSlot]] = [:]

    /// How deep partials may include partials: deeper than any real template, shallow enough that
    /// a partial that includes itself with more indentation each time stops compiling.
    static let partialDepthLimit = 32

    init(templates: [String: (nodes: [TemplateNode], file: String)], unparsed: Set<String>) {
        self.templates = templates
        self.unparsed = unparsed
    }

    /// The page template `name` compiled for pages of `root`; nil when there is no such template,
    /// or when it or a partial it includes uses what only swift-mustache renders.
    mutating func compile(_ name: String, root: any TemplateContext.Type) -> CompiledBlock? {
        guard let template = templates[name] else { return nil }
        reachedUnsupported = false
        let block = compile(template.nodes, in: TemplateScope(root: root, file: template.file))
        return reachedUnsupported ? nil : block
    }

    mutating func compile(_ nodes: [TemplateNode], in initial: TemplateScope) -> CompiledBlock {
        var scope = initial
        var steps: [TemplateStep] = []
        var text: [UInt8] = []
        // Adjacent text is one step: fewer calls, and the same bytes as token by token unless the
        // block indents, where each token must be judged on its own.
        func flushText() {
            guard !text.isEmpty else { return }
            let bytes = text
            steps.append { $0.output.append(bytes: bytes) }
            text = []
        }
        for node in nodes {
            switch node {
            case .text(let literal):
                text += Array(literal.utf8)
                if scope.isIndented { flushText() }
            case .contentType(let escaping):
                scope.escaping = escaping
            case .variable(let name, let isEscaped, let location):
                flushText()
                steps.append(variable(name, escaping: isEscaped ? scope.escaping : .none, at: location, in: scope))
            case .section(let name, let isInverted, let body, let location):
                flushText()
                steps.append(section(name, isInverted: isInverted, body: body, at: location, in: scope))
            case .partial(let name, let indentation, let location):
                flushText()
                if let step = partial(name, indentation: indentation, at: location, in: scope) { steps.append(step) }
            }
        }
        flushText()
        return CompiledBlock(steps: steps, isIndented: initial.isIndented)
    }

    // MARK: Partials

    private mutating func partial(_ name: String, indentation: String?, at location: SourceLocation, in scope: TemplateScope) -> TemplateStep? {
        guard let template = templates[name] else {
            if unparsed.contains(name) {
                reachedUnsupported = true
                return nil
            }
            report(.unknownPartial, "no partial named '\(name)'", at: location, in: scope)
            return nil
        }
        guard scope.partialDepth < Self.partialDepthLimit else {
            report(.unsupported, "partials include each other more than \(Self.partialDepthLimit) deep", at: location, in: scope)
            return nil
        }
        var inner = scope
        inner.file = template.file
        inner.escaping = .mustacheDefault
        inner.partialDepth += 1
        // A standalone tag's whitespace adds to the indentation of the partials around it.
        let added = Array((indentation ?? "").utf8)
        inner.isIndented = scope.isIndented || !added.isEmpty
        let key = inner.partialKey
        let slot: CompiledPartialSlot
        if let compiled = partials[name]?[key] {
            slot = compiled
            if slot.reachesUnsupported { reachedUnsupported = true }
        } else {
            slot = CompiledPartialSlot()
            partials[name, default: [:]][key] = slot
            let outer = reachedUnsupported
            reachedUnsupported = false
            slot.block = compile(template.nodes, in: inner)
            slot.reachesUnsupported = reachedUnsupported
            reachedUnsupported = outer || slot.reachesUnsupported
        }
        guard !added.isEmpty else { return { slot.block.render(&$0) } }
        return { state in
            let outer = state.indentation.count
            state.indentation += added
            slot.block.render(&state)
            state.indentation.removeSubrange(outer...)
        }
    }

    // MARK: Findings

    mutating func report(_ kind: TemplateCompileFinding.Kind, _ message: String, at location: SourceLocation, in scope: TemplateScope) {
        if kind == .unsupported { reachedUnsupported = true }
        let finding = TemplateCompileFinding(kind: kind, message: message, file: scope.file, location: location)
        if !findings.contains(finding) { findings.append(finding) }
    }
}
