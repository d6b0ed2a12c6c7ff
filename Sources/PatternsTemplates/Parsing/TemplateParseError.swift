import PatternsDiagnostics

/// Why a template cannot be compiled, and where.
public struct TemplateParseError: Error, Sendable, Equatable {
    public let reason: String
    public let location: SourceLocation

    /// Mustache the compiled engine does not render: blocks, parent and dynamic partials, transforms.
    static func unsupported(_ what: String, at location: SourceLocation) -> Self {
        Self(reason: "\(what) is not supported by the compiled templates", location: location)
    }
}
