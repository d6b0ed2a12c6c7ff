import Foundation

/// Which engine renders pages: the compiled templates, or swift-mustache as the reference.
///
/// swift-mustache stays for the parity test, which renders every page with both and compares
/// bytes, and as a way to tell an engine bug from a template bug: `PATTERNS_TEMPLATE_ENGINE=mustache`.
public enum TemplateEngine: String, Sendable {
    /// `PatternsTemplates`: templates resolved against the context types once, fields read through key paths.
    case compiled
    /// swift-mustache, looking each name up at render time.
    case mustache

    /// `PATTERNS_TEMPLATE_ENGINE` when it names an engine; compiled otherwise.
    public static let configured: TemplateEngine =
        ProcessInfo.processInfo.environment["PATTERNS_TEMPLATE_ENGINE"].flatMap(TemplateEngine.init(rawValue:)) ?? .compiled
}
