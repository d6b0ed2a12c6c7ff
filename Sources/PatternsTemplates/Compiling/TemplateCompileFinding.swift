import PatternsDiagnostics

/// Something the compiler could not resolve, and where: the tag then renders as swift-mustache
/// renders it when the name is missing (nothing, or an inverted section's body).
public struct TemplateCompileFinding: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// A name no context in reach has; the template checker reports these to authors.
        case unknownName
        /// A partial no template is named after; the checker reports these too.
        case unknownPartial
        /// Something the compiled engine does not render (a list or a context printed as text,
        /// partials nested past the limit, a construct the parser does not take): pages that reach
        /// it do not compile, and render with swift-mustache.
        case unsupported
    }

    public let kind: Kind
    public let message: String
    /// The template file, as diagnostics name it (`templates/entry.mustache`).
    public let file: String
    public let location: SourceLocation
}
