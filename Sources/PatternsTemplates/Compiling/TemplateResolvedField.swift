/// A field of a context type as the compiler uses it: read through a raw pointer to that type.
struct TemplateResolvedField {
    let access: TemplateFieldAccess
    let shape: TemplateFieldShape
    /// Only optional text and contexts can be absent, letting a lookup go on to outer contexts.
    let isOptional: Bool
}

extension TemplateResolvedField {
    /// The field `name` of `type`, read through a raw pointer to a `type`.
    static func named(_ name: String, of type: any TemplateContext.Type) -> TemplateResolvedField? {
        func open<Root: TemplateContext>(_: Root.Type) -> TemplateResolvedField? {
            Root.fields.field(named: name).map { TemplateResolvedField(access: $0.access, shape: $0.shape, isOptional: $0.isOptional) }
        }
        return open(type)
    }

    /// Whether the field has a value, as swift-mustache's lookup sees it: only absent optionals do not.
    static func presence(_ access: TemplateFieldAccess) -> @Sendable (UnsafeRawPointer) -> Bool {
        switch access {
        case .text(let read): { read($0) != nil }
        case .flag, .list, .textList: { _ in true }
        case .nested(let open): { open($0) { _ in } }
        }
    }

    /// How many items a list field holds (0 for other fields).
    static func count(_ access: TemplateFieldAccess) -> @Sendable (UnsafeRawPointer) -> Int {
        switch access {
        case .list(let forEach): { forEach($0) { _ in } }
        case .textList(let forEach): { forEach($0) { _ in } }
        default: { _ in 0 }
        }
    }
}
