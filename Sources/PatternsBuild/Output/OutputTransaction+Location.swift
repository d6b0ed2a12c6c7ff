import Foundation
import PatternsCore

/// Which folders a build may write and replace: checked before anything is read, and again when writing starts.
extension OutputTransaction {
    /// The absolute output folder, or why the tool must not write there (the site, its content or
    /// templates, the cache, `/`, the home folder, a file).
    public static func checkedLocation(_ output: String, siteRoot: String) throws(Failure) -> String {
        let output = URL(fileURLWithPath: output).standardizedFileURL.resolvingSymlinksInPath().path
        let root = URL(fileURLWithPath: siteRoot).standardizedFileURL.resolvingSymlinksInPath().path
        let home = FileManager.default.homeDirectoryForCurrentUser.standardizedFileURL.resolvingSymlinksInPath().path
        let protected: [(String, String)] = [
            ("/", "it is the file-system root"), (home, "it is the home folder"), (root, "it is the site folder"),
            (root + "/content", "it holds the content"), (root + "/templates", "it holds the templates"),
        ]
        for (path, reason) in protected where output == path {
            throw .refusedLocation(output, reason: reason)
        }
        if root.hasPrefix(output + "/") || output == "/" {
            throw .refusedLocation(output, reason: "it contains the site folder")
        }
        for folder in SiteLayout.sourceFolders where output.hasPrefix(SitePaths.join(root, folder) + "/") {
            throw .refusedLocation(output, reason: "it is inside \(folder)/")
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw .refusedLocation(output, reason: "it is a file, not a folder")
        }
        return output
    }
}
