import Mustache

/// A value a template renders with: its variables are the fields of one table, `fields`.
///
/// The table is built once per type from key paths. The compiled engine resolves every tag against
/// it once per template (`TemplateCompiler`); the template checker reads what each name holds from
/// it. `MustacheParent` is the bridge to swift-mustache, which stays as the reference engine the
/// parity test compares with (`PATTERNS_TEMPLATE_ENGINE=mustache`) and which renders archetypes: it
/// looks names up in the same table, by name, at render time.
public protocol TemplateContext: MustacheParent, Sendable {
    static var fields: TemplateFields<Self> { get }
}

extension TemplateContext {
    /// swift-mustache's lookup of one name: the field's value as `Any`, nil when absent.
    public func child(named name: String) -> Any? {
        Self.fields.value(named: name, of: self)
    }

    /// What each variable holds, for checking templates without a value at hand.
    public static var fieldShapes: [String: TemplateFieldShape] { fields.shapes }
}
