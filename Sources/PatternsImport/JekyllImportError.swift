/// Why an import cannot start: problems with SRC as a whole, not with one of its files.
public enum JekyllImportError: Error, Hashable, Sendable, CustomStringConvertible {
    case notAJekyllSite(String)
    case unreadableConfig(String)
    case unreadableFile(String, reason: String)

    public var description: String {
        switch self {
        case .notAJekyllSite(let path): "\(path) has no _config.yml; give the folder of a Jekyll site"
        case .unreadableConfig(let problem): "_config.yml cannot be read: \(problem)"
        case .unreadableFile(let path, let reason): "cannot read \(path): \(reason)"
        }
    }
}
