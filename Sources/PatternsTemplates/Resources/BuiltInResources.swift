import Foundation

/// Where a folder of files built into the tool is: in its module's resource bundle beside the
/// executable, or in the source checkout it was built from. Looked up by hand because `Bundle.module`
/// stops the process when the bundle is missing (a binary copied elsewhere); a missing folder
/// becomes a diagnostic instead.
public enum BuiltInResources {
    /// The folder `name` of module `module`'s resources, or `source` (the same folder in the source
    /// tree); the first that holds `probe`, or nil.
    public static func folder(_ name: String, of module: String, source: URL, probe: String) -> String? {
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        let inBundle = "patterns_\(module).resources/\(name)"
        let candidates = [
            Bundle.main.bundleURL.appendingPathComponent(inBundle),
            executable.deletingLastPathComponent().appendingPathComponent(inBundle),
            source,
        ]
        return candidates.map(\.path).first { FileManager.default.fileExists(atPath: $0 + "/" + probe) }
    }
}
