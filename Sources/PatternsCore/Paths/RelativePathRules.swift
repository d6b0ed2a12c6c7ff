/// The rules a path relative to a folder keeps, shared by `SourcePath` and `OutputPath`: the rules
/// the output transaction has always checked before writing a file.
///
/// Not empty, not absolute (no leading `/`), `/`-separated parts none of which is empty, `.` or
/// `..`, and no NUL byte. Such a path names a file inside its folder and nowhere else.
enum RelativePathRules {
    /// Whether `text` keeps every rule.
    ///
    /// Read on the UTF-8 bytes, as the file system reads a path. Read by `Character`s, a byte that a
    /// combining mark follows is one character with it and matched nothing, so these passed: a
    /// climbing `../\u{301}`, an absolute `/\u{301}x`, an empty part in `a//\u{301}b`, a NUL in
    /// `a\0\u{301}.html`.
    static func holds(for text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard !bytes.isEmpty, bytes[0] != slash, !bytes.contains(0) else { return false }
            var partStart = 0
            for index in 0...bytes.count where index == bytes.count || bytes[index] == slash {
                let part = UnsafeBufferPointer(rebasing: bytes[partStart..<index])
                if part.isEmpty || (part.count <= 2 && part.allSatisfy { $0 == dot }) { return false }
                partStart = index + 1
            }
            return true
        }
    }

    private static let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
}
