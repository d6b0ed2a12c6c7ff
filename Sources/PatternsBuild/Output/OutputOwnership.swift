import Foundation
import PatternsCore
import PatternsExports

/// Whether an output folder is the build's own to replace, or holds files someone else wrote.
///
/// A clean build replaces the output folder wholesale, so pointed at a folder it never wrote — a
/// GitHub Pages `docs/` with its `CNAME` and `.nojekyll`, a folder of notes — it would delete
/// everything there. Every build therefore leaves a marker file in its output; a folder that exists,
/// holds anything, and has no marker (nor is the folder the build cache last recorded) is refused
/// unless the user passes `--force`, the way `init` and `import` refuse a folder that is not empty.
enum OutputOwnership {
    /// The file every build leaves in its output folder. Hidden, so servers and the sitemap skip it.
    static let markerName = ".patterns-output"
    static let markerText = """
        This folder is written by `patterns build`, which replaces its contents on every build.
        Keep files of your own elsewhere (or in content/, which the build copies here).

        """

    /// The items a build would delete from `folder` without its owner's consent: every item,
    /// hidden ones included, when the folder exists, is not empty and has no marker; empty otherwise.
    /// Folders of the build's own (`StagingFolders`) are not counted.
    static func foreignItems(in folder: String) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder),
              !names.contains(markerName) else { return [] }
        return names.filter { !StagingFolders.isOwnInside($0) }.sorted()
    }

    /// True when `folder` holds what every build of an older version wrote and nothing else writes:
    /// its criteria schema (`criteria.schema.json`, with the title only this tool gives it) beside
    /// `static/patterns.js`. Such a folder built before the marker existed is the build's own, even when
    /// the cache last recorded another output (a preview built elsewhere in between).
    static func looksBuiltByOlderVersion(_ folder: String) -> Bool {
        guard FileManager.default.fileExists(atPath: folder + "/static/patterns.js"),
              let handle = FileHandle(forReadingAtPath: SiteLayout.criteriaSchema.absolute(under: folder)) else { return false }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 1024)) ?? Data()
        return String(decoding: head, as: UTF8.self).contains(CriteriaSchema.title)
    }

    /// Leaves the marker in `folder` (the staging folder before a swap, or the output itself), unless it is there.
    static func mark(_ folder: String) throws {
        let path = folder + "/" + markerName
        guard !FileManager.default.fileExists(atPath: path) else { return }
        try Data(markerText.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    /// `CNAME, .nojekyll, notes.md and 4 more`: the first few items, for a message.
    static func listed(_ items: [String]) -> String {
        items.prefix(5).map { "'\($0)'" }.joined(separator: ", ") + (items.count > 5 ? " and \(items.count - 5) more" : "")
    }
}
