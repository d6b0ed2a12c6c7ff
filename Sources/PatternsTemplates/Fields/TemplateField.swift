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
    /// The value as its own type, for compiled templates, read from a pointer to a `Root`.
    let access: TemplateFieldAccess

    /// The constructors are inlinable, so the readers they build are made for the concrete root and
    /// value types where each field table is written: built here generically, every read of a text
    /// field looked up `Optional<Value>`'s metadata at run time (about 0.7 % of a build).
    @usableFromInline init(name: String, shape: TemplateFieldShape, isOptional: Bool, keyPath: AnyKeyPath & Sendable,
                           read: @escaping @Sendable (Root) -> Any?, access: TemplateFieldAccess) {
        self.name = name
        self.shape = shape
        self.isOptional = isOptional
        self.keyPath = keyPath
        self.read = read
        self.access = access
    }

    @inlinable public static func text<Value: TemplateText>(_ name: String, _ path: KeyPath<Root, Value> & Sendable) -> Self {
        let value = projection(path)
        return Self(name: name, shape: .text, isOptional: false, keyPath: path, read: { $0[keyPath: path] }, access: .text { value($0) })
    }

    @inlinable public static func text<Value: TemplateText>(_ name: String, _ path: KeyPath<Root, Value?> & Sendable) -> Self {
        let value = projection(path)
        return Self(name: name, shape: .text, isOptional: true, keyPath: path, read: { $0[keyPath: path] }, access: .text { value($0) })
    }

    @inlinable public static func flag(_ name: String, _ path: KeyPath<Root, Bool> & Sendable) -> Self {
        let value = projection(path)
        return Self(name: name, shape: .flag, isOptional: false, keyPath: path, read: { $0[keyPath: path] }, access: .flag(value))
    }

    @inlinable public static func nested<Context: TemplateContext>(_ name: String, _ path: KeyPath<Root, Context> & Sendable) -> Self {
        let access: TemplateFieldAccess
        if let offset = MemoryLayout<Root>.offset(of: path) {
            // A stored context is handed on where it lies inside the root: nothing is copied.
            access = .nested { root, body in
                body(root + offset)
                return true
            }
        } else {
            let value = projection(path)
            access = .nested { root, body in
                withUnsafePointer(to: value(root)) { body(UnsafeRawPointer($0)) }
                return true
            }
        }
        return Self(name: name, shape: .nested(Context.self), isOptional: false, keyPath: path, read: { $0[keyPath: path] }, access: access)
    }

    @inlinable public static func nested<Context: TemplateContext>(_ name: String, _ path: KeyPath<Root, Context?> & Sendable) -> Self {
        let value = projection(path)
        return Self(name: name, shape: .nested(Context.self), isOptional: true, keyPath: path, read: { $0[keyPath: path] },
                    access: .nested { root, body in
                        guard let context = value(root) else { return false }
                        withUnsafePointer(to: context) { body(UnsafeRawPointer($0)) }
                        return true
                    })
    }

    @inlinable public static func list<Item: TemplateContext>(_ name: String, _ path: KeyPath<Root, [Item]> & Sendable) -> Self {
        let value = projection(path)
        return Self(name: name, shape: .list(of: Item.self), isOptional: false, keyPath: path, read: { $0[keyPath: path] },
                    access: .list { root, body in
                        value(root).withUnsafeBufferPointer { items in
                            guard let first = items.baseAddress else { return 0 }
                            for index in items.indices { body(UnsafeRawPointer(first + index)) }
                            return items.count
                        }
                    })
    }

    @inlinable public static func list<Item: TemplateText>(_ name: String, _ path: KeyPath<Root, [Item]> & Sendable) -> Self {
        let value = projection(path)
        return Self(name: name, shape: .textList, isOptional: false, keyPath: path, read: { $0[keyPath: path] },
                    access: .textList { root, body in
                        let items = value(root)
                        for item in items { body(item) }
                        return items.count
                    })
    }

    /// Reads the property `path` names from the `Root` a pointer points to. A stored property is
    /// read at its offset, copying the property alone; reading `pointee` copied the whole root (a
    /// page context of dozens of strings and arrays, each retained and released) for every tag,
    /// and applying a key path walked it at run time. A computed property goes through the key path.
    @inlinable static func projection<Value>(_ path: KeyPath<Root, Value> & Sendable) -> @Sendable (UnsafeRawPointer) -> Value {
        if let offset = MemoryLayout<Root>.offset(of: path) {
            return { ($0 + offset).assumingMemoryBound(to: Value.self).pointee }
        }
        return { $0.assumingMemoryBound(to: Root.self).pointee[keyPath: path] }
    }
}
