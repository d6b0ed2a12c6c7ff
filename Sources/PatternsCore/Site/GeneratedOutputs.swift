/// An output path the site writes itself whatever its content, or a folder all of whose files it writes.
///
/// Declared by the page kinds that write them (PatternsRendering's registry), so the path a kind
/// writes and the path the check reserves are spelled once, beside each other.
public struct GeneratedOutput: Hashable, Sendable {
    /// Relative to the output folder; a folder's path ends with `/`.
    public let path: String
    /// What the site writes there, for the message (`the home page`).
    public let what: String

    /// A file the site writes: `index.html`.
    public static func file(_ path: OutputPath, _ what: String) -> GeneratedOutput {
        GeneratedOutput(path: path.text, what: what)
    }

    /// A folder whose every file the site writes (their number varies with the content): the folder
    /// of `page` (`wcag/` for `wcag/index.html`), or `page` itself when it names a folder.
    public static func folder(of page: String, _ what: String) -> GeneratedOutput {
        let folder = page.hasSuffix(SiteLayout.pageFile) ? String(page.dropLast(SiteLayout.pageFile.count)) : page
        return GeneratedOutput(path: folder.hasSuffix("/") ? folder : folder + "/", what: what)
    }

    /// The folder of a page the site writes, with every file in it (`wcag/` for `wcag/index.html`).
    public static func folder(of page: OutputPath, _ what: String) -> GeneratedOutput {
        folder(of: page.text, what)
    }

    /// Whether a content file published at `output` would be written over by this one, or write over it.
    func covers(_ output: OutputPath) -> Bool {
        path.hasSuffix("/") ? output.text.hasPrefix(path) : output.text == path
    }
}

/// The output paths a site writes itself, which no content file may be written to.
///
/// A content file is published at a path of its own (`content/robots.txt` → `robots.txt`,
/// `content/guides/page/2.md` → `guides/page/2/index.html`); when that is a path the site generates,
/// one silently replaced the other. The assembler (`SiteAssembler`) consults this one list.
public struct GeneratedOutputs: Hashable, Sendable {
    /// Generated files, each with what it is.
    private var files: [String: String] = [:]
    /// Generated folders, in the order declared (the first that holds a path names it).
    private var folders: [GeneratedOutput] = []

    /// Nothing reserved: for loading a site without rendering it.
    public init() {}

    public init(_ outputs: [GeneratedOutput]) {
        for output in outputs {
            if output.path.hasSuffix("/") { folders.append(output) } else if files[output.path] == nil { files[output.path] = output.what }
        }
    }

    /// What the site generates at `path` (relative to the output folder), if it generates anything there.
    public func generated(at path: OutputPath) -> String? {
        if let what = files[path.text] { return what }
        return folders.first { $0.covers(path) }?.what
    }
}
