/// One variable of a context type: its name in templates, its shape, and how to read it.
///
/// Each constructor knows the property's static type, so it builds both readers here: the untyped
/// one swift-mustache asks by name, and the typed `access` the compiled engine calls directly.
public struct TemplateField<Root>: Sendable {
    public let name: String
    public let shape: TemplateFieldShape
    /// True when the value may be absent: `{{#name}}` then also tests whether it is there.
    public let isOptional: Bool
    /// The property the name reads, so tests can hold each name to its property's.
    public let keyPath: AnyKeyPath & Sendable
    /// The value as `Any`, for swift-mustache.
    let read: @Sendable (Root) -> Any?
    /// The value as its own type, for compiled templates.
    let access: TemplateFieldAccess<Root>

    public static func text<Value: TemplateText>(_ name: String, _ path: KeyPath<Root, Value> & Sendable) -> Self {
        Self(name: name, shape: .text, isOptional: false, keyPath: path, read: { $0[keyPath: path] },
             access: .text { $0[keyPath: path] })
    }

    public static func text<Value: TemplateText>(_ name: String, _ path: KeyPath<Root, Value?> & Sendable) -> Self {
        Self(name: name, shape: .text, isOptional: true, keyPath: path, read: { $0[keyPath: path] },
             access: .text { $0[keyPath: path] })
    }

    public static func flag(_ name: String, _ path: KeyPath<Root, Bool> & Sendable) -> Self {
        Self(name: name, shape: .flag, isOptional: false, keyPath: path, read: { $0[keyPath: path] },
             access: .flag { $0[keyPath: path] })
    }

    public static func nested<Context: TemplateContext>(_ name: String, _ path: KeyPath<Root, Context> & Sendable) -> Self {
        Self(name: name, shape: .nested(Context.self), isOptional: false, keyPath: path, read: { $0[keyPath: path] },
             access: .nested { root, body in
                 withUnsafePointer(to: root[keyPath: path]) { body(UnsafeRawPointer($0)) }
                 return true
             })
    }

    public static func nested<Context: TemplateContext>(_ name: String, _ path: KeyPath<Root, Context?> & Sendable) -> Self {
        Self(name: name, shape: .nested(Context.self), isOptional: true, keyPath: path, read: { $0[keyPath: path] },
             access: .nested { root, body in
                 guard let value = root[keyPath: path] else { return false }
                 withUnsafePointer(to: value) { body(UnsafeRawPointer($0)) }
                 return true
             })
    }

    public static func list<Item: TemplateContext>(_ name: String, _ path: KeyPath<Root, [Item]> & Sendable) -> Self {
        Self(name: name, shape: .list(of: Item.self), isOptional: false, keyPath: path, read: { $0[keyPath: path] },
             access: .list { root, body in
                 root[keyPath: path].withUnsafeBufferPointer { items in
                     guard let first = items.baseAddress else { return 0 }
                     for index in items.indices { body(UnsafeRawPointer(first + index)) }
                     return items.count
                 }
             })
    }

    public static func list<Item: TemplateText>(_ name: String, _ path: KeyPath<Root, [Item]> & Sendable) -> Self {
        Self(name: name, shape: .textList, isOptional: false, keyPath: path, read: { $0[keyPath: path] },
             access: .textList { root, body in
                 let items = root[keyPath: path]
                 for item in items { body(item) }
                 return items.count
             })
    }
}
