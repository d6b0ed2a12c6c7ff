/// A context type's variables, written once as a list and looked up by name in a dictionary.
public struct TemplateFields<Root>: Sendable, ExpressibleByArrayLiteral {
    /// In the order declared.
    public let all: [TemplateField<Root>]
    private let byName: [String: TemplateField<Root>]
    public let shapes: [String: TemplateFieldShape]

    public init(arrayLiteral fields: TemplateField<Root>...) {
        all = fields
        byName = Dictionary(uniqueKeysWithValues: fields.map { ($0.name, $0) })
        shapes = Dictionary(uniqueKeysWithValues: fields.map { ($0.name, $0.shape) })
    }

    /// The field's value as `Any`: swift-mustache's way in.
    public func value(named name: String, of root: Root) -> Any? {
        byName[name]?.read(root)
    }

    /// The field named `name`, for the compiler.
    func field(named name: String) -> TemplateField<Root>? {
        byName[name]
    }
}
