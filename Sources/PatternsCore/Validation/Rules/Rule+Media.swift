import PatternsDiagnostics

// Rules about screen-reader videos under content/media/video/.
// Each rule's id is a public contract (CI logs, `rules:` in patterns.yml, `patterns explain`): ids never change.
extension Rule {
    public static let mediaCaptionsMissing = Rule(
        id: "patterns.media.captions-missing", severity: .warning,
        summary: "A screen-reader video has no captions file; an accessibility catalog must not publish uncaptioned video.",
        fix: "Add a WebVTT file of the same name beside the video (`button.vtt` for `button.mp4`); raise this rule to an error in patterns.yml to require captions.")
    public static let mediaLFSPointer = Rule(
        id: "patterns.media.lfs-pointer", severity: .warning,
        summary: "A media file is a Git LFS pointer, not the file itself, so it is not published.",
        fix: "Fetch the real files with `git lfs pull` before building (in CI, check out with LFS enabled).")
    public static let mediaUnknownEntry = Rule(
        id: "patterns.media.unknown-entry", severity: .warning,
        summary: "A video's file name matches no entry of its collection, so no page shows it.",
        fix: "Name the file after the entry's slug (`button.mp4` for the entry `button`), or remove it.")
    public static let mediaUnknownFolder = Rule(
        id: "patterns.media.unknown-folder", severity: .warning,
        summary: "A video is in a folder that is not a collection id and a `videos:` folder of patterns.yml, so no page shows it.",
        fix: "Move it to content/media/video/<collection>/<folder>/, or add its folder to `videos:` in patterns.yml.")
}

extension DiagnosticMessage {
    static func mediaCaptionsMissing(title: String, captions: String) -> Self {
        Self(.mediaCaptionsMissing, "the \(title) video has no captions",
             hint: "add '\(captions)' (WebVTT) beside it")
    }

    static let mediaLFSPointer = Self(
        .mediaLFSPointer, "the file is a Git LFS pointer, not the media itself; it is not published",
        hint: "run 'git lfs pull' (in CI, check out with LFS enabled) and build again")

    static func mediaUnknownEntry(_ slug: String, collection: String, suggestion: String?) -> Self {
        Self(.mediaUnknownEntry, "no entry '\(slug)' in collection '\(collection)' for this video",
             hint: suggestion.map { "did you mean '\($0)'? rename the file to match the entry's slug" }
                ?? "name the file after an entry's slug, or remove it")
    }

    static func mediaUnknownFolder(_ folder: String, known: [String]) -> Self {
        Self(.mediaUnknownFolder, "'\(folder)' is not a video folder of this site",
             hint: known.isEmpty ? "add 'videos:' to patterns.yml, then use content/media/video/<collection>/<folder>/<slug>.mp4"
                : "use one of: \(known.joined(separator: ", "))")
    }
}
