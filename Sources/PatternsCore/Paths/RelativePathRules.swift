/// The rules a path relative to a folder keeps, shared by `SourcePath` and `OutputPath`: the rules
/// the output transaction has always checked before writing a file.
///
/// Not empty, not absolute (no leading `/`), `/`-separated parts none of which is empty, `.` or
/// `..`, and no NUL byte. Such a path names a file inside its folder and nowhere else.
enum RelativePathRules {
    /// Whether `text` keeps every rule.
    static func holds(for text: String) -> Bool {
        guard !text.isEmpty, !text.hasPrefix("/"), !text.contains("\0") else { return false }
        return !text.split(separator: "/", omittingEmptySubsequences: false)
            .contains { $0.isEmpty || $0 == "." || $0 == ".." }
    }
}
