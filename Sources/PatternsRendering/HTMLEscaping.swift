import Mustache
import PatternsDiagnostics

/// HTML escaping for template values with `TextEscaping.markup`: the same five characters as
/// swift-mustache's built-in escaper, byte-wise instead of a dictionary lookup per character.
///
/// Registered under the name `HTML`, so templates that open with `{{% CONTENT_TYPE: HTML }}`
/// use it; templates without the pragma get swift-mustache's own escaper, which is equivalent.
struct HTMLEscaping: MustacheContentType {
    func escapeText(_ text: String) -> String { TextEscaping.markup(text) }

    /// Registers the escaper once per process (the registry is global).
    static let registered: Void = MustacheContentTypes.register(HTMLEscaping(), named: "HTML")
}
