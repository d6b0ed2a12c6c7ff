import Foundation
import PatternsCore
import PatternsDiagnostics

/// Files built into the tool with a site's own folder laid over them: the one place that decides
/// which copy of a built-in file is in effect, and how a site's copy is read.
///
/// The templates, the theme's static files and the archetypes are the built-in `DefaultTemplates`
/// folder under the site's `templates/` (`templates(siteRoot:)`); `patterns init`'s starter site is a
/// built-in folder with no site over it. The rules, here and nowhere else:
/// - a file the site has at a relative path replaces the built-in file at that path;
/// - a path that climbs out of the folders (`..`), starts at the root or has an empty part is
///   refused before anything is read;
/// - the site's files are read through `SymlinkPolicy`: a link on the way is refused, never followed;
/// - bytes are kept as they are; `File.text` reads them as UTF-8, invalid sequences becoming U+FFFD.
public struct ResourceOverlay: Sendable {
    /// The built-in folder, absolute; nil when it is neither beside the executable nor in the source tree.
    public let builtInFolder: String?
    /// The site whose folder lies over the built-in one; nil for built-in files only.
    public let site: SiteDirectory?
    /// The site's folder, relative to its root (`templates`).
    public let siteFolder: String

    /// How diagnostics name a built-in file: `(built-in)/entry.mustache`.
    public static let builtInPrefix = "(built-in)/"

    public init(builtInFolder: String?, site: SiteDirectory? = nil, siteFolder: String = "") {
        self.builtInFolder = builtInFolder
        self.site = site
        self.siteFolder = siteFolder
    }

    /// The file in effect at `path` (relative to the folders: `archetypes/guide.md`): the site's if it
    /// has one, else the built-in one.
    public func file(_ path: String) -> Result<File, Failure> {
        guard Self.staysInside(path) else { return .failure(.outsideFolder(path)) }
        if let site {
            let sitePath = SitePaths.join(siteFolder, path)
            if let link = SymlinkPolicy.firstLink(on: sitePath, in: site.layout) {
                return .failure(.symbolicLink(SymlinkPolicy.diagnostic(for: link, in: site.layout)))
            }
            if site.exists(sitePath) {
                guard let bytes = site.bytes(of: sitePath) else { return .failure(.unreadable(sitePath)) }
                return .success(File(path: path, origin: .site, displayPath: sitePath, contents: bytes))
            }
        }
        if let builtInFolder {
            let full = SitePaths.join(builtInFolder, path)
            if FileManager.default.fileExists(atPath: full) {
                guard let data = FileManager.default.contents(atPath: full) else {
                    return .failure(.unreadable(Self.builtInPrefix + path))
                }
                return .success(File(path: path, origin: .builtIn, displayPath: Self.builtInPrefix + path, contents: [UInt8](data)))
            }
        }
        return .failure(.missing(path))
    }

    /// Every regular file in effect under `folder` ("" for all), sorted by path: the built-in ones,
    /// each replaced by the site's file at the same path, and the site's others. A link or an
    /// unreadable folder in the site is reported to `diagnostics` (`SiteDirectory.files(under:)`);
    /// a file that cannot be read is left out.
    public func files(under folder: String = "", diagnostics: DiagnosticEngine) -> [File] {
        guard folder.isEmpty || Self.staysInside(folder) else { return [] }
        var byPath: [String: File] = [:]
        if let builtInFolder {
            for file in Self.builtInFiles(under: folder, in: builtInFolder) { byPath[file.path] = file }
        }
        if let site {
            let root = SitePaths.join(siteFolder, folder)
            for sitePath in site.files(under: root, includingHidden: true, diagnostics: diagnostics) {
                guard let bytes = site.bytes(of: sitePath) else { continue }
                let path = siteFolder.isEmpty ? sitePath : String(sitePath.dropFirst(siteFolder.count + 1))
                byPath[path] = File(path: path, origin: .site, displayPath: sitePath, contents: bytes)
            }
        }
        return byPath.values.sorted { $0.path < $1.path }
    }

    /// The built-in regular files under `folder`, hidden ones included.
    private static func builtInFiles(under folder: String, in builtInFolder: String) -> [File] {
        let base = SitePaths.join(builtInFolder, folder)
        let relatives = FileManager.default.enumerator(atPath: base)?.allObjects as? [String] ?? []
        return relatives.compactMap { relative in
            let full = base + "/" + relative
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue,
                  let data = FileManager.default.contents(atPath: full) else { return nil }
            let path = SitePaths.join(folder, relative)
            return File(path: path, origin: .builtIn, displayPath: builtInPrefix + path, contents: [UInt8](data))
        }
    }

    /// Whether a relative path names something inside the folders: not absolute, no empty, `.` or `..` part.
    static func staysInside(_ path: String) -> Bool {
        !path.hasPrefix("/") && !path.isEmpty
            && path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
    }
}
