import Foundation
import PatternsCore
import PatternsTemplates

/// The files of a new site (`patterns init`): `patterns.yml`, a sample entry and a guide, and, unless
/// the site keeps to the built-in templates, a copy of them to edit.
///
/// Returns files instead of writing them, so the command alone touches the disk.
public struct SiteScaffold: Sendable {
    /// One file to write, at a path relative to the new site's folder.
    public struct File: Sendable {
        public let path: String
        public let contents: [UInt8]
    }

    /// `LocalizedError`, so that `init`'s message (`error.localizedDescription`) is this description
    /// and not Foundation's "The operation could not be completed".
    public enum Failure: LocalizedError, CustomStringConvertible {
        /// The starter files or the built-in templates are not beside the executable.
        case missingResources(String)

        public var description: String {
            switch self {
            case .missingResources(let name):
                return "the built-in \(name) are missing; keep the patterns_PatternsTemplates.resources and "
                    + "patterns_PatternsAuthoring.resources folders next to the patterns executable"
            }
        }

        public var errorDescription: String? { description }
    }

    /// Whether the new site gets `templates/`, a copy of the built-in templates.
    public let copiesTemplates: Bool

    public init(copiesTemplates: Bool) {
        self.copiesTemplates = copiesTemplates
    }

    public func files() throws -> [File] {
        let templates = ResourceOverlay.templates(siteRoot: nil)
        guard templates.builtInFolder != nil else { throw Failure.missingResources("templates") }
        var files = Self.files(in: Self.starterSite, under: "")
        guard !files.isEmpty else { throw Failure.missingResources("starter site files") }
        if copiesTemplates { files += Self.files(in: templates, under: SiteLayout.templatesFolder + "/") }
        return files
    }

    /// The starter site: this module's `StarterSite` resource, in its bundle or in the source tree,
    /// with no site folder over it.
    static let starterSite = ResourceOverlay(builtInFolder: BuiltInResources.folder(
        "StarterSite", of: "PatternsAuthoring",
        source: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("StarterSite"),
        probe: SiteLayout.configFile))

    /// Every file of `overlay`, sorted, with its path prefixed by `prefix`.
    private static func files(in overlay: ResourceOverlay, under prefix: String) -> [File] {
        overlay.files(diagnostics: .discarding("built-in files only: no site folder to report on"))
            .map { File(path: prefix + $0.path, contents: $0.contents) }
    }
}
