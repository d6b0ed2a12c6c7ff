import PatternsDiagnostics

/// Fixture text with expected positions marked by `‸`, placed immediately before the character meant.
///
/// `MarkedText("title:‸ \n")` gives the text without markers and the location of each marker,
/// so tests never count lines or columns by hand. Columns count Unicode scalars, as diagnostics do.
public struct MarkedText {
    public static let marker: Unicode.Scalar = "‸"

    /// The text with every marker removed.
    public let text: String
    /// Where each marker stood, in the order the markers appear.
    public let locations: [SourceLocation]

    public init(_ marked: String) {
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

    /// The only marker's location; fails loudly when the fixture has none or several.
    public var location: SourceLocation {
        precondition(locations.count == 1, "expected exactly one ‸ marker, found \(locations.count)")
        return locations[0]
    }

    /// The marker at `index` (0-based, in reading order).
    public subscript(index: Int) -> SourceLocation { locations[index] }
}
