/// What a build is doing, for a progress line. Its description is the text the line shows.
public enum BuildPhase: Sendable, Equatable, CustomStringConvertible {
    /// Reading and checking every source of the site.
    case reading(files: Int)
    /// Rendering pages and writing them to the staging folder.
    case rendering

    public var description: String {
        switch self {
        case .reading(let files): return "reading \(files) files"
        case .rendering: return "rendering"
        }
    }
}
