import PatternsDiagnostics
extension JekyllImporter {
    /// `assets/media/video/<collection>/<directory>/<name>.<ext>` → `content/media/video/<collection>/<directory>/…`
    /// for the folders `video-demos:` lists; videos without captions and Git LFS pointers are left for the author.
    ///
    /// Jekyll finds an entry's video by the entry's `page.slug` (its file name as written: `Focus.mp4`
    /// for `Focus.md`); the copy takes the entry's new slug (`focus.mp4`), which is how `patterns` finds it.
    func planVideos(_ media: [JekyllSiteFiles.VideoMedia], config: JekyllConfig, entrySlugs: [String: String],
                    into plan: inout ImportPlan) {
        let directories = Set(config.videoDemos.map(\.directory))
        let collections = Set(config.collections.map(\.id))
        var copied: Set<String> = []
        var videos: [(destination: String, source: String)] = []
        for item in media {
            let fileExtension = item.file.split(separator: ".").last.map { $0.lowercased() } ?? ""
            guard collections.contains(item.collection) else {
                plan.skipped.append(SkippedFile(path: item.path, reason: "no collection '\(item.collection)' in _config.yml"))
                continue
            }
            guard directories.contains(item.directory) else {
                plan.skipped.append(SkippedFile(path: item.path, reason: "folder '\(item.directory)' is not listed in video-demos"))
                continue
            }
            guard Self.videoExtensions.contains(fileExtension) || Self.companionExtensions.contains(fileExtension) else {
                plan.skipped.append(SkippedFile(path: item.path, reason: "not a video (.mp4, .webm), captions (.vtt) or poster (.jpg, .png)"))
                continue
            }
            let stem = Self.withoutExtension(item.file)
            let renamed = entrySlugs["\(item.collection)/\(stem)"].map { $0 + item.file.dropFirst(stem.count) } ?? item.file
            let destination = "content/media/video/\(item.collection)/\(item.directory)/\(renamed)"
            plan.files.append(PlannedFile(destination: destination, source: item.path, contents: .copy))
            copied.insert(destination)
            if Self.videoExtensions.contains(fileExtension) {
                videos.append((destination, item.path))
            } else {
                plan.counts.mediaFiles += 1
            }
            if source.isLFSPointer(item.path) {
                plan.findings.append(.leftForAuthor(.importLFSPointer, file: destination, source: item.path,
                    message: "a Git LFS pointer, not the file: run 'git lfs pull' in the Jekyll site and import again"))
            }
        }
        // An .mp4 and a .webm of the same name are one video.
        plan.counts.videos += Set(videos.map { Self.withoutExtension($0.destination) }).count
        for video in videos {
            let captions = Self.withoutExtension(video.destination) + ".vtt"
            if !copied.contains(captions) {
                plan.findings.append(.leftForAuthor(.importCaptionsMissing, file: video.destination, source: video.source,
                    message: "video without captions: add \(captions.split(separator: "/").last ?? "") (WebVTT) beside it"))
            }
        }
    }

    static func withoutExtension(_ path: String) -> String {
        path.split(separator: ".", omittingEmptySubsequences: false).dropLast().joined(separator: ".")
    }

    static let videoExtensions: Set<String> = ["mp4", "webm"]
    static let companionExtensions: Set<String> = ["vtt", "jpg", "png"]
}
