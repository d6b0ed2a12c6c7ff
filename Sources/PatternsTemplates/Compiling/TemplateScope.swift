/// What the compiler knows about the stack at one place in a template: which context types can
/// be on it, what its innermost frame is, and how tags there escape and indent.
struct TemplateScope {
    /// What a section pushed last, which `{{.}}` prints and `{{.name}}` searches alone.
    enum Top: Hashable {
        case context(ObjectIdentifier)
        case text
        case emptyList
    }

    /// Every context type that may be on the stack, by identity. Order is left to the render,
    /// which searches the real stack innermost first: a partial compiled for a set of types serves
    /// every depth of a recursion over them.
    private(set) var contexts: [ObjectIdentifier: any TemplateContext.Type]
    private(set) var top: Top
    private(set) var topContext: (any TemplateContext.Type)?
    var escaping: TemplateEscaping
    var indentation: [UInt8]?
    /// The template the tags are in, as diagnostics name its file.
    var file: String
    /// How many partials deep this is, to stop an include that indents itself further each time.
    var partialDepth = 0

    init(root: any TemplateContext.Type, file: String) {
        contexts = [ObjectIdentifier(root): root]
        top = .context(ObjectIdentifier(root))
        topContext = root
        escaping = .mustacheDefault
        self.file = file
    }

    /// The scope inside a section that pushed a context of `type`.
    func pushing(_ type: any TemplateContext.Type) -> Self {
        var scope = self
        scope.contexts[ObjectIdentifier(type)] = type
        scope.top = .context(ObjectIdentifier(type))
        scope.topContext = type
        return scope
    }

    /// The scope inside a section that pushed text, or the empty list an inverted section opened.
    func pushing(_ top: Top) -> Self {
        var scope = self
        scope.top = top
        scope.topContext = nil
        return scope
    }

    /// What identifies a partial compiled in this scope: the same key, the same compiled steps.
    var partialKey: PartialKey {
        PartialKey(contexts: Set(contexts.keys), top: top, indentation: indentation)
    }

    struct PartialKey: Hashable {
        let contexts: Set<ObjectIdentifier>
        let top: Top
        let indentation: [UInt8]?
    }
}
