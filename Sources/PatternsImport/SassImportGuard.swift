import Foundation

/// Keeps `sassc` inside SRC: a hostile catalog could `@import "/home/me/secrets"` or link a `_sass`
/// file to one outside, and the compiled CSS would publish it. Before compiling, every Sass file of
/// SRC is checked: no symbolic links under the load paths, and every quoted path an `@import`,
/// `@use` or `@forward` names resolves inside SRC (relative to the file, then the load paths).
///
/// This reads only the quoted arguments of those three rules, line by line; the Sass itself is
/// compiled by libsass, never by us.
struct SassImportGuard {
    let root: String
    let loadPaths: [String]

    /// Why the Sass of SRC may not be compiled, if it may not.
    func problem(sassFiles: [String]) -> String? {
        let fileManager = FileManager.default
        for folder in loadPaths {
            guard let enumerator = fileManager.enumerator(atPath: (root as NSString).appendingPathComponent(folder)) else { continue }
            while let name = enumerator.nextObject() as? String {
                let path = (folder as NSString).appendingPathComponent(name)
                if (try? fileManager.destinationOfSymbolicLink(atPath: (root as NSString).appendingPathComponent(path))) != nil {
                    return "\(path) is a symbolic link, which sassc would follow out of the site"
                }
            }
        }
        for file in sassFiles {
            guard let text = try? String(contentsOfFile: (root as NSString).appendingPathComponent(file), encoding: .utf8) else { continue }
            for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let trimmed = line.drop { $0 == " " || $0 == "\t" }
                guard ["@import", "@use", "@forward"].contains(where: { trimmed.hasPrefix($0) }) else { continue }
                for argument in Self.quoted(in: trimmed) where !isInside(argument, from: file) {
                    return "\(file):\(offset + 1) imports '\(argument)', outside the site"
                }
            }
        }
        return nil
    }

    /// Whether `argument` (as an import names it) stays inside SRC from `file` and from every load path.
    private func isInside(_ argument: String, from file: String) -> Bool {
        if argument.hasPrefix("/") || argument.contains("://") || argument.hasPrefix("~") { return argument.contains("://") }
        let bases = [(file as NSString).deletingLastPathComponent] + loadPaths
        return bases.allSatisfy { base in
            var parts: [Substring] = []
            for part in (base + "/" + argument).split(separator: "/") {
                if part == ".." { if parts.isEmpty { return false }; parts.removeLast() } else if part != "." { parts.append(part) }
            }
            return true
        }
    }

    /// The quoted strings on a line (`"a", 'b'`).
    static func quoted(in line: Substring) -> [String] {
        var result: [String] = []
        var rest = line
        while let open = rest.firstIndex(where: { $0 == "\"" || $0 == "'" }) {
            let quote = rest[open]
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: quote) else { break }
            result.append(String(after[..<close]))
            rest = after[after.index(after: close)...]
        }
        return result
    }
}
