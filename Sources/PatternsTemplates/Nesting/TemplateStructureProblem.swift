import PatternsCore
import PatternsDiagnostics

/// A template shaped so that swift-mustache would exhaust the stack on it: a partial that includes
/// itself (or may, as `{{>*name}}` does), or sections and partials nested past `TemplateNesting.limit`.
///
/// swift-mustache parses and renders by recursion, one call per section or partial, and has no limit
/// of its own: a partial that includes itself renders until the process dies (a segfault 19,000
/// frames down, no message, the build's staging folder left behind, `serve` gone), and 5,000 nested
/// sections do the same while parsing. These problems are found from the tokens alone, before
/// swift-mustache sees the template, and stop the build like any other error.
public struct TemplateStructureProblem: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// `{{> partial}}` reached again from inside `partial`; `chain` runs from the page template's
        /// file to the repeated partial (`entry.mustache → partials/a → partials/b → partials/a`).
        case includeCycle(partial: String, chain: [String])
        /// A section (or, `throughPartials`, a partial with the sections around its includes) opened
        /// past the limit.
        case tooDeep(throughPartials: Bool)
        /// `{{>*name}}`: includes whatever template the page's data names, which may be the one it is in.
        case dynamicInclude
    }

    public let kind: Kind
    public let file: String
    /// Where the tag's name starts.
    public let location: SourceLocation
    /// The tag's name, for the extent of the diagnostic.
    public let name: String

    public init(kind: Kind, file: String, location: SourceLocation, name: String) {
        self.kind = kind
        self.file = file
        self.location = location
        self.name = name
    }

    /// What makes two findings the same: the same tag (a partial is walked once per page including it).
    public struct Place: Hashable, Sendable {
        let file: String
        let location: SourceLocation
    }

    public var place: Place { Place(file: file, location: location) }

    /// The finding as an error spanning the tag's name.
    public var diagnostic: Diagnostic {
        let message: DiagnosticMessage = switch kind {
        case .includeCycle(let partial, let chain): .templateIncludeCycle(partial, chain: chain)
        case .tooDeep(let throughPartials): .templateNestingLimit(TemplateNesting.limit, throughPartials: throughPartials)
        case .dynamicInclude: .templateDynamicInclude(name)
        }
        let end = SourceLocation(line: location.line, column: location.column + max(name.unicodeScalars.count, 1))
        return Diagnostic(message, file: file, at: SourceRange(start: location, end: end))
    }
}
