import PatternsCore

extension EntryPage {
    /// One screen-reader video on the entry page: every format as a `<source>`, captions as a default
    /// track, and links to download the video and its captions.
    struct Video: Sendable {
        let id: String
        let title: String
        let sources: [VideoSource]
        let captionsURL: String?
        let posterURL: String?
        let downloadURL: String
        /// The downloaded file's format, for the link text: "MP4".
        let downloadFormat: String
    }

    struct VideoSource: Sendable {
        let url: String
        let type: String
    }

    static func videos(_ videos: [ScreenReaderVideo], from page: OutputPath) -> [Video] {
        func url(_ source: String) -> String {
            page.relativeURL(to: SiteLayout.assetOutput(forSource: source) ?? OutputPath(composed: source))
        }
        return videos.map { video in
            let sources = video.sources.map { source in
                let fileExtension = source.split(separator: ".").last.map { String($0).lowercased() } ?? ""
                let type = SiteLayout.videoFormats.first { $0.fileExtension == fileExtension }?.mimeType ?? "video/\(fileExtension)"
                return VideoSource(url: url(source), type: type)
            }
            let downloadFormat = video.sources[0].split(separator: ".").last.map { $0.uppercased() } ?? ""
            return Video(id: "video-\(video.kind.id)", title: video.kind.title, sources: sources,
                         captionsURL: video.captions.map(url), posterURL: video.poster.map(url),
                         downloadURL: sources[0].url, downloadFormat: downloadFormat)
        }
    }
}

extension EntryPage.Video: TemplateContext {
    static let fields: TemplateFields<Self> = [
        .text("id", \.id),
        .text("title", \.title),
        .list("sources", \.sources),
        .text("captionsURL", \.captionsURL),
        .text("posterURL", \.posterURL),
        .text("downloadURL", \.downloadURL),
        .text("downloadFormat", \.downloadFormat),
    ]
}

extension EntryPage.VideoSource: TemplateContext {
    static let fields: TemplateFields<Self> = [
        .text("url", \.url),
        .text("type", \.type),
    ]
}
