/// A position in a source file as a person counts it: 1-based line, 1-based column in characters.
///
/// Positions are converted once, where the C libraries hand them over (libyaml counts
/// characters from 0, cmark counts bytes from 1), and travel as this value afterwards.
public struct SourceLocation: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// A span of source text; `end` is the position just past the last character.
public struct SourceRange: Hashable, Sendable, Codable {
    public var start: SourceLocation
    public var end: SourceLocation

    public init(start: SourceLocation, end: SourceLocation) {
        self.start = start
        self.end = end
    }

    /// A range that covers only `location`, for problems found at a point.
    public init(at location: SourceLocation) {
        self.start = location
        self.end = SourceLocation(line: location.line, column: location.column + 1)
    }
}
