import Mustache

/// A value a template renders with: its variables are the fields of one table, `fields`.
///
/// swift-mustache would otherwise reflect each value with `Mirror` on every lookup, which
/// dominated build time. The table is built once per type from key paths, looked up by name in a
/// dictionary, and also tells the template checker what each name holds, so a template's
/// `{{name}}` can be checked against the page it renders before anything is rendered.
protocol TemplateContext: MustacheParent, Sendable {
    static var fields: TemplateFields<Self> { get }
}

extension TemplateContext {
    func child(named name: String) -> Any? {
        Self.fields.value(named: name, of: self)
    }

    /// What each variable holds, for checking templates without a value at hand.
    static var fieldShapes: [String: TemplateFieldShape] { fields.shapes }
}

/// What a template can do with a variable, as far as checking it needs to know.
enum TemplateFieldShape: Sendable {
    /// Text or a number: `{{name}}` prints it; `{{#name}}` shows its section when present.
    case text
    /// `{{#name}}` shows its section when true and adds no names.
    case flag
    /// Another context: `{{name.field}}` and `{{#name}}` reach its fields.
    case nested(any TemplateContext.Type)
    /// `{{#name}}` repeats its section for each item, with the item's fields in reach.
    case list(of: any TemplateContext.Type)
    /// `{{#name}}{{.}}{{/name}}` prints each item.
    case textList
}

/// A value printed as text: `String` and the numbers the contexts count with.
protocol TemplateText: Sendable {}
extension String: TemplateText {}
extension Int: TemplateText {}

/// One variable of a context type: its name in templates, its shape, and how to read it.
struct TemplateField<Root>: Sendable {
    let name: String
    let shape: TemplateFieldShape
    /// True when the value may be absent: `{{#name}}` then also tests whether it is there.
    let isOptional: Bool
    /// The property the name reads, so tests can hold each name to its property's.
    let keyPath: AnyKeyPath & Sendable
    fileprivate let read: @Sendable (Root) -> Any?

    static func text<Value: TemplateText>(_ name: String, _ path: KeyPath<Root, Value> & Sendable) -> Self {
        Self(name: name, shape: .text, isOptional: false, keyPath: path) { $0[keyPath: path] }
    }

    static func text<Value: TemplateText>(_ name: String, _ path: KeyPath<Root, Value?> & Sendable) -> Self {
        Self(name: name, shape: .text, isOptional: true, keyPath: path) { $0[keyPath: path] }
    }

    static func flag(_ name: String, _ path: KeyPath<Root, Bool> & Sendable) -> Self {
        Self(name: name, shape: .flag, isOptional: false, keyPath: path) { $0[keyPath: path] }
    }

    static func nested<Context: TemplateContext>(_ name: String, _ path: KeyPath<Root, Context> & Sendable) -> Self {
        Self(name: name, shape: .nested(Context.self), isOptional: false, keyPath: path) { $0[keyPath: path] }
    }

    static func nested<Context: TemplateContext>(_ name: String, _ path: KeyPath<Root, Context?> & Sendable) -> Self {
        Self(name: name, shape: .nested(Context.self), isOptional: true, keyPath: path) { $0[keyPath: path] }
    }

    static func list<Item: TemplateContext>(_ name: String, _ path: KeyPath<Root, [Item]> & Sendable) -> Self {
        Self(name: name, shape: .list(of: Item.self), isOptional: false, keyPath: path) { $0[keyPath: path] }
    }

    static func list<Item: TemplateText>(_ name: String, _ path: KeyPath<Root, [Item]> & Sendable) -> Self {
        Self(name: name, shape: .textList, isOptional: false, keyPath: path) { $0[keyPath: path] }
    }
}

/// A context type's variables, written once as a list and looked up by name in a dictionary.
struct TemplateFields<Root>: Sendable, ExpressibleByArrayLiteral {
    /// In the order declared.
    let all: [TemplateField<Root>]
    private let readers: [String: @Sendable (Root) -> Any?]
    let shapes: [String: TemplateFieldShape]

    init(arrayLiteral fields: TemplateField<Root>...) {
        all = fields
        readers = Dictionary(uniqueKeysWithValues: fields.map { ($0.name, $0.read) })
        shapes = Dictionary(uniqueKeysWithValues: fields.map { ($0.name, $0.shape) })
    }

    func value(named name: String, of root: Root) -> Any? {
        readers[name]?(root)
    }
}
