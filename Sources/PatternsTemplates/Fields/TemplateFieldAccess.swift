/// How the compiled engine reads one field of a `Root`: typed, with no lookup by name and no cast.
///
/// Contexts a section opens are handed on as raw pointers to values that live for the call: the
/// compiler proved their type when it resolved the section (`TemplateStack` keeps the proof beside
/// each pointer), and a pointer avoids copying a large page context or boxing it in an existential.
enum TemplateFieldAccess<Root>: Sendable {
    /// Text or a number; nil when absent.
    case text(@Sendable (Root) -> (any TemplateText)?)
    case flag(@Sendable (Root) -> Bool)
    /// Calls the body with the nested context when present; false when absent.
    case nested(@Sendable (Root, (UnsafeRawPointer) -> Void) -> Bool)
    /// Calls the body with each item in order; returns how many there were.
    case list(@Sendable (Root, (UnsafeRawPointer) -> Void) -> Int)
    /// Calls the body with each text item in order; returns how many there were.
    case textList(@Sendable (Root, (any TemplateText) -> Void) -> Int)
}
