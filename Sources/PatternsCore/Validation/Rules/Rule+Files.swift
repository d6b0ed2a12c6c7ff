import PatternsDiagnostics

// Rules about a content file as a whole: whether it can be read, named and decoded.
// Each rule's id is a public contract (CI logs, `rules:` in patterns.yml, `patterns explain`): ids never change.
extension Rule {
    public static let fileUnreadable = Rule(
        id: "patterns.file.unreadable", severity: .error,
        summary: "A content file cannot be read, is not UTF-8 text, contains NUL bytes or is over the size limit.",
        fix: "Save the file as UTF-8 text; move binaries out of content/; raise `limits.fileSize` in patterns.yml only if a file really is that large.")
    public static let fileSymlink = Rule(
        id: "patterns.file.symlink", severity: .error,
        summary: "A symbolic link in an input folder (content/, templates/ with its partials, static files and archetypes) is never followed, wherever it points.",
        fix: "Copy the file or folder into the site instead of linking to it.")
    public static let invalidSlug = Rule(
        id: "patterns.entry.invalid-slug", severity: .error,
        summary: "A file name cannot be a page address (empty, starts with a dot, or contains `%` or control characters).",
        fix: "Rename the file to lowercase words joined by hyphens, such as `date-picker.md`.")
    public static let fileNameClash = Rule(
        id: "patterns.file.name-clash", severity: .error,
        summary: "Two content files have names that are the same once Unicode-normalised (`é` as one character, NFC, or as `e` and a combining accent, NFD).",
        fix: "Delete or rename one of the files; macOS and most tools treat the two names as one.")
    public static let fileCaseClash = Rule(
        id: "patterns.file.case-clash", severity: .warning,
        summary: "Two content files have names that differ only by case (`Button.md`, `button.md`): one file on macOS and Windows.",
        fix: "Rename one of the files; a checkout on macOS or Windows keeps only one of them.")
    public static let mojibake = Rule(
        id: "patterns.text.mojibake", severity: .warning,
        summary: "Text looks double-encoded (`Ã©`, `â€™`, `ðŸ`…): UTF-8 that was read as Latin-1 and saved again.",
        fix: "Replace the garbled sequence with the intended character (é, ’, an emoji…), or re-convert the file.")
}

extension DiagnosticMessage {
    static func unreadableFolder(reason: String) -> Self {
        Self(.fileUnreadable, "cannot read folder: \(reason)", hint: "check the folder's permissions")
    }

    static let unreadableFile = Self(.fileUnreadable, "cannot read file",
                                     hint: "check that the file exists and that you may read it")

    static func fileTooLarge(size: Int, limit: Int) -> Self {
        Self(.fileUnreadable, "file is \(size) bytes, more than the \(limit)-byte limit",
             hint: "split the file, or move large data out of content/")
    }

    static func invalidUTF8(byte: UInt8) -> Self {
        Self(.fileUnreadable, "file is not valid UTF-8 (byte 0x\(String(byte, radix: 16, uppercase: true))); is it binary?",
             hint: "re-save the file as UTF-8 in your editor, or move binary files out of content/")
    }

    static let nulByte = Self(.fileUnreadable, "file contains a NUL byte; it looks binary, not Markdown",
                              hint: "remove the file from content/, or re-save it as plain UTF-8 text")

    /// A symbolic link in an input folder, which `SymlinkPolicy` never follows; `target` is what it points to, as written.
    static func symlinkNotFollowed(target: String?) -> Self {
        Self(.fileSymlink, "symbolic link\(target.map { " to \($0)" } ?? "") is not followed: the site reads only files inside its folders",
             hint: "copy the file or folder here instead of linking to it")
    }

    static func invalidSlug(_ stem: String, problem: String) -> Self {
        Self(.invalidSlug, "file name '\(stem)' \(problem)",
             hint: "rename the file to lowercase words joined by hyphens, such as 'date-picker.md'")
    }

    /// `first` is the file whose name, Unicode-normalised, equals this one's; both are shown with
    /// their non-ASCII characters as code points, since on a terminal they look the same.
    static func unicodeNameClash(with first: String, here: String) -> Self {
        Self(.fileNameClash, "file name is the same as \(first) once Unicode-normalised ('\(codePoints(here))' and '\(codePoints(first))')",
             hint: "delete or rename one of the two files; they would be read, published and checked out as one (this one is skipped)")
    }

    static func caseNameClash(with first: String) -> Self {
        Self(.fileCaseClash, "file name differs from \(first) only by case; on macOS and Windows they are one file",
             hint: "rename one of the two files so the names differ by more than case")
    }

    static func casePageClash(page: OutputPath, with first: String) -> Self {
        Self(.fileCaseClash, "page \(SiteLayout.directoryURL(ofPage: page)) differs from the page of \(first) only by case; on macOS and Windows they are one folder",
             hint: "rename one of the two files so the names differ by more than case")
    }

    /// `cafe\u{301}.md`: the last path component with every non-ASCII character as its code point.
    private static func codePoints(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.unicodeScalars.map { $0.isASCII ? String($0) : "\\u{\(String($0.value, radix: 16, uppercase: true))}" }.joined()
    }

    static func mojibake(_ garbled: String) -> Self {
        Self(.mojibake, "'\(garbled)' looks like double-encoded UTF-8",
             hint: "replace the garbled characters with the intended one (é, ’, an emoji…)")
    }
}
