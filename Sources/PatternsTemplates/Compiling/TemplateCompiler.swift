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
    private var partials: [String: [TemplateScope.PartialKey: CompiledPartialSlot]] = [:]

    /// How deep partials may include partials: deeper than any real template, shallow enough that
    /// a partial that includes itself with more indentation each time stops compiling.
    static let partialDepthLimit = 32

    init(templates: [String: (nodes: [TemplateNode], file: String)]) {
        self.templates = templates
    }

    /// The page template `name` compiled for pages of `root`; nil when there is no such template.
    mutating func compile(_ name: String, root: any TemplateContext.Type) -> CompiledBlock? {
        guard let template = templates[name] else { return nil }
        return compile(template.nodes, in: TemplateScope(root: root, file: template.file))
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
                if scope.indentation != nil { flushText() }
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
        return CompiledBlock(steps: steps, indentation: initial.indentation)
    }

    // MARK: Partials

    private mutating func partial(_ name: String, indentation: String?, at location: SourceLocation, in scope: TemplateScope) -> TemplateStep? {
        guard let template = templates[name] else {
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
        if let indentation {
            let combined = (scope.indentation ?? []) + Array(indentation.utf8)
            inner.indentation = combined.isEmpty ? nil : combined
        }
        let key = inner.partialKey
        if let slot = partials[name]?[key] {
            return { slot.block.render(&$0) }
        }
        let slot = CompiledPartialSlot()
        partials[name, default: [:]][key] = slot
        slot.block = compile(template.nodes, in: inner)
        return { slot.block.render(&$0) }
    }

    // MARK: Findings

    mutating func report(_ kind: TemplateCompileFinding.Kind, _ message: String, at location: SourceLocation, in scope: TemplateScope) {
        let finding = TemplateCompileFinding(kind: kind, message: message, file: scope.file, location: location)
        if !findings.contains(finding) { findings.append(finding) }
    }
}
