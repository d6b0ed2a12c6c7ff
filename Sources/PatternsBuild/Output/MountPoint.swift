import Foundation

/// Whether a folder is a mount point, which cannot be renamed (`EBUSY`) and whose files cannot be
/// renamed to or from another file system (`EXDEV`): the output transaction then stages inside
/// the folder and replaces its contents instead of the folder itself.
enum MountPoint {
    /// True when `path` is on another device than its parent, or `/proc/self/mountinfo` lists it
    /// (a bind mount of a folder of the same file system keeps the device number).
    static func contains(_ path: String) -> Bool {
        var own = stat(), parent = stat()
        guard stat(path, &own) == 0 else { return false }
        if stat((path as NSString).deletingLastPathComponent, &parent) == 0, own.st_dev != parent.st_dev { return true }
        guard let table = try? String(contentsOfFile: "/proc/self/mountinfo", encoding: .utf8) else { return false }
        return table.split(separator: "\n").contains { line in
            let fields = line.split(separator: " ")
            return fields.count > 4 && unescaped(fields[4]) == path
        }
    }

    /// A mountinfo path: spaces, tabs, newlines and backslashes are written as octal escapes (`\040`).
    static func unescaped(_ field: Substring) -> String {
        guard field.contains("\\") else { return String(field) }
        var bytes: [UInt8] = []
        var utf8 = Array(field.utf8)[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "\\"), utf8.count >= 3, let code = UInt8(String(decoding: utf8.prefix(3), as: UTF8.self), radix: 8) {
                bytes.append(code)
                utf8 = utf8.dropFirst(3)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
