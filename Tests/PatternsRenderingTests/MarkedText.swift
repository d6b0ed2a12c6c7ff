import PatternsDiagnostics

/// Template text with expected positions marked by `‸` immediately before the character meant
/// (copied from the Core tests' helper): tests never count lines or columns by hand.
struct MarkedText {
    static let marker: Unicode.Scalar = "‸"

    /// The text with every marker removed.
    let text: String
    /// Where each marker stood, in reading order; columns count Unicode scalars, as diagnostics do.
    let locations: [SourceLocation]

    init(_ marked: String) {
        var clean = String.UnicodeScalarView()
        var locations: [SourceLocation] = []
        var line = 1
        var column = 1
        for scalar in marked.unicodeScalars {
            if scalar == Self.marker {
                locations.append(SourceLocation(line: line, column: column))
                continue
            }
            clean.append(scalar)
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        self.text = String(clean)
        self.locations = locations
    }

    subscript(index: Int) -> SourceLocation { locations[index] }
}
