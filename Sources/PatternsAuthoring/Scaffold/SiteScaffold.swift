import Foundation
import PatternsCore
import PatternsRendering

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

    public enum Failure: Error, CustomStringConvertible {
        /// The starter files or the built-in templates are not beside the executable.
        case missingResources(String)

        public var description: String {
            switch self {
            case .missingResources(let name):
                return "the built-in \(name) are missing; keep the patterns_PatternsRendering.resources and "
                    + "patterns_PatternsAuthoring.resources folders next to the patterns executable"
            }
        }
    }

    /// Whether the new site gets `templates/`, a copy of the built-in templates.
    public let copiesTemplates: Bool

    public init(copiesTemplates: Bool) {
        self.copiesTemplates = copiesTemplates
    }

    public func files() throws -> [File] {
        guard let templates = TemplateLibrary.builtInFolder else { throw Failure.missingResources("templates") }
        // The starter site is this module's resource, in its bundle or in the source tree.
        let starter = BuiltInResources.folder(
            "StarterSite", of: "PatternsAuthoring",
            source: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("StarterSite"),
            probe: SiteLayout.configFile)
        var files = starter.map { Self.files(in: $0, under: "") } ?? []
        guard !files.isEmpty else { throw Failure.missingResources("starter site files") }
        if copiesTemplates { files += Self.files(in: templates, under: "templates/") }
        return files
    }

    /// Every regular file below `folder`, sorted, with its path prefixed by `prefix`.
    private static func files(in folder: String, under prefix: String) -> [File] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var files: [File] = []
        while let relative = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let full = folder + "/" + relative
            guard FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue,
                  let data = FileManager.default.contents(atPath: full) else { continue }
            files.append(File(path: prefix + relative, contents: [UInt8](data)))
        }
        return files.sorted { $0.path < $1.path }
    }
}
