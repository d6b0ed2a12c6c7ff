import Foundation
import PatternsDiagnostics

/// The one rule for symbolic links in a site's input folders (`content/`, `templates/` with its
/// partials, `static/` and `archetypes/`): a link is never followed, wherever it leads, and each
/// one is an error naming it.
///
/// Following links published whatever they led to: `templates/static/x` linked to `/etc/passwd`
/// was copied into the site, a linked partial was written into every page. Allowing links that stay
/// inside the site would need the target checked at the moment it is read (a link can change between
/// the check and the read) and still let a link to a folder loop, so none is read: copy the file in.
/// Every reader of an input folder walks it with `SiteDirectory.files(under:)` or, for one named
/// file, asks `firstLink(on:in:)` before reading.
public enum SymlinkPolicy {
    /// The first part of `path` (relative to the site root, checked from the root down) that is a
    /// symbolic link, as a path relative to the root; nil when none is (or the path does not exist).
    public static func firstLink(on path: String, in layout: SiteLayout) -> String? {
        var current = ""
        for part in path.split(separator: "/") {
            current = SitePaths.join(current, String(part))
            var info = stat()
            guard lstat(layout.absolute(current), &info) == 0 else { return nil }
            if info.st_mode & S_IFMT == S_IFLNK { return current }
        }
        return nil
    }

    /// Reports the link at `path` (relative to the site root) as not followed, naming where it points.
    public static func refuse(_ path: String, in layout: SiteLayout, diagnostics: DiagnosticEngine) {
        diagnostics.emit(diagnostic(for: path, in: layout))
    }

    /// The error for the link at `path` (relative to the site root), naming where it points; for a
    /// reader that hands its failures back as data (`ResourceOverlay.file(_:)`).
    public static func diagnostic(for path: String, in layout: SiteLayout) -> Diagnostic {
        let target = try? FileManager.default.destinationOfSymbolicLink(atPath: layout.absolute(path))
        return Diagnostic(.symlinkNotFollowed(target: target), file: path, at: nil)
    }
}
