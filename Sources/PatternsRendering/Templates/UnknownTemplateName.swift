import PatternsDiagnostics

/// What a template names but nothing provides, with what to suggest instead.
struct UnknownTemplateName: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case variable, partial }

    let kind: Kind
    /// The part of the name that does not resolve (`titel` in `chrome.titel`).
    let name: String
    let file: String
    /// Where that part starts.
    let location: SourceLocation
    /// What renders with the template, for messages: `the entry page`; several when a partial is included by several pages.
    var scopes: [String]
    /// The closest name in reach, when one is close.
    let suggestion: String?
    /// How the page reaches the name when one of its contexts has it elsewhere: `{{#categories}}{{#entries}}{{url}}`.
    let reachedAs: String?
    /// The names in reach where it was used, for the hint when nothing is close.
    let namesInReach: [String]

    /// What makes two findings the same mistake: the same name at the same place.
    struct Place: Hashable {
        let kind: Kind
        let name: String
        let file: String
        let location: SourceLocation
    }

    var place: Place { Place(kind: kind, name: name, file: file, location: location) }
}

extension UnknownTemplateName {
    /// How many in-reach names a hint lists before it stops.
    static let listedNames = 12

    /// The finding as a warning at the name.
    var diagnostic: Diagnostic {
        let end = SourceLocation(line: location.line, column: location.column + max(name.unicodeScalars.count, 1))
        return Diagnostic(DiagnosticMessage(.templateUnknownVariable, message, hint: hint), file: file,
                          at: SourceRange(start: location, end: end))
    }

    private var message: String {
        switch kind {
        case .variable: "'\(name)' is not a variable in reach here on \(Self.list(scopes)), so it renders as empty text"
        case .partial: "there is no partial '\(name)', so it renders as empty text"
        }
    }

    private var hint: String? {
        if let reachedAs { return "\(scopes[0]) reaches '\(name)' as \(reachedAs)" }
        if let suggestion { return "did you mean '\(suggestion)'?" }
        guard !namesInReach.isEmpty else { return nil }
        let listed = namesInReach.prefix(Self.listedNames).joined(separator: ", ")
        return "names in reach here: \(listed)" + (namesInReach.count > Self.listedNames ? ", …" : "")
    }

    /// `a`, `a and b`, `a, b and c`.
    private static func list(_ items: [String]) -> String {
        items.count <= 1 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }
}
