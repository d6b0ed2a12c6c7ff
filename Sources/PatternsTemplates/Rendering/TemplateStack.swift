/// The contexts a render has opened, innermost last, as Mustache keeps them for name lookups.
///
/// Each frame is a pointer to a value that lives for the section that pushed it, with the identity
/// of its type: a compiled lookup reads a frame only when the identity is the one it was compiled
/// for, so the pointer is always read as what it points to, without a dynamic cast.
struct TemplateStack {
    struct Frame {
        let type: ObjectIdentifier
        let pointer: UnsafeRawPointer
    }

    private(set) var frames: [Frame] = []

    init() {
        frames.reserveCapacity(16)
    }

    mutating func push(_ type: ObjectIdentifier, _ pointer: UnsafeRawPointer) {
        frames.append(Frame(type: type, pointer: pointer))
    }

    mutating func pop() {
        frames.removeLast()
    }

    var top: Frame { frames[frames.count - 1] }
}

/// Frame identities for what a section pushes that is not a context: no names resolve in them.
enum TemplateValueFrame {
    /// Text or a number (`{{#description}}`, an item of a list of text): `{{.}}` prints it.
    static let text = ObjectIdentifier(TextMarker.self)
    /// An empty list an inverted section opened: swift-mustache pushes the list itself.
    static let emptyList = ObjectIdentifier(EmptyListMarker.self)

    private enum TextMarker {}
    private enum EmptyListMarker {}
}
