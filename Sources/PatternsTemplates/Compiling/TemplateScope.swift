/// What the compiler knows about the stack at one place in a template: which context types can
/// be on it, what its innermost frame is, and how tags there escape and indent.
struct TemplateScope {
    /// What a section pushed last, which `{{.}}` prints and `{{.name}}` searches alone.
    enum Top: Hashable {
        case context(ObjectIdentifier)
        case text
        case emptyList
    }

    /// Every context type on the stack, once each, ordered by its innermost frame (innermost
    /// last): the order in which a lookup meets them. A recursion (`{{#children}}{{> node}}`)
    /// adds frames but not types, so every depth of it compiles to the same scope.
    private(set) var contexts: [any TemplateContext.Type]
    private(set) var top: Top
    private(set) var topContext: (any TemplateContext.Type)?
    var escaping: TemplateEscaping
    /// Whether a standalone partial with indentation encloses this place.
    var isIndented = false
    /// The template the tags are in, as diagnostics name its file.
    var file: String
    /// How many partials deep this is, to stop an include that indents itself further each time.
    var partialDepth = 0

    init(root: any TemplateContext.Type, file: String) {
        contexts = [root]
        top = .context(ObjectIdentifier(root))
        topContext = root
        escaping = .mustacheDefault
        self.file = file
    }

    /// The scope inside a section that pushed a context of `type`.
    func pushing(_ type: any TemplateContext.Type) -> Self {
        var scope = self
        scope.contexts.removeAll { $0 == type }
        scope.contexts.append(type)
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
        PartialKey(contexts: contexts.map(ObjectIdentifier.init), top: top, isIndented: isIndented)
    }

    struct PartialKey: Hashable {
        let contexts: [ObjectIdentifier]
        let top: Top
        let isIndented: Bool
    }
}
