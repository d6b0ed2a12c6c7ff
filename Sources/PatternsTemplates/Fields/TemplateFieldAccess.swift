/// How the compiled engine reads one field of a context: typed, with no lookup by name and no cast.
///
/// Every reader takes a raw pointer to the context (`TemplateField` builds them knowing its type):
/// contexts a section opens are handed on as pointers to values that live for the call, and the
/// compiler proved their type when it resolved the section (`TemplateStack` keeps the proof beside
/// each pointer), so a large page context is never copied or boxed in an existential.
@usableFromInline enum TemplateFieldAccess: Sendable {
    /// Text or a number; nil when absent.
    case text(@Sendable (UnsafeRawPointer) -> (any TemplateText)?)
    case flag(@Sendable (UnsafeRawPointer) -> Bool)
    /// Calls the body with the nested context when present; false when absent.
    case nested(@Sendable (UnsafeRawPointer, (UnsafeRawPointer) -> Void) -> Bool)
    /// Calls the body with each item in order; returns how many there were.
    case list(@Sendable (UnsafeRawPointer, (UnsafeRawPointer) -> Void) -> Int)
    /// Calls the body with each text item in order; returns how many there were.
    case textList(@Sendable (UnsafeRawPointer, (any TemplateText) -> Void) -> Int)
}
