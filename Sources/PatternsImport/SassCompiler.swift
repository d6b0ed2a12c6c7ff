import Foundation
import PatternsCore

/// Debian's `sassc` (libsass), compiling a Jekyll site's Sass entry point the way Jekyll's sass
/// converter does: front matter removed, `_sass/` on the load path.
struct SassCompiler {
    let sourceRoot: String
    /// Longer than any real catalog's stylesheet takes (MagentaA11y's compiles in well under a second).
    static let timeLimit: TimeInterval = 60

    func compile(_ path: String) -> Result<String, SassProblem> {
        guard let text = FileManager.default.contents(atPath: (sourceRoot as NSString).appendingPathComponent(path))
                .flatMap({ String(data: $0, encoding: .utf8) }) else { return .failure(.init(description: "unreadable")) }
        let document = JekyllDocument(path: path, text: text)
        let body = document.body
        let folder = ((sourceRoot as NSString).appendingPathComponent(path) as NSString).deletingLastPathComponent
        var arguments = ["sassc", "--stdin", "--style", "expanded",
                         "--load-path", (sourceRoot as NSString).appendingPathComponent("_sass"), "--load-path", folder]
        if path.hasSuffix(".sass") { arguments.insert("--sass", at: 1) }
        // Run in the stylesheet's own folder, already a load path: libsass also looks up imports in its
        // working folder, so run from wherever `patterns` was started a catalog's `@import "secrets"`
        // could compile a file from the user's folder into the published CSS. A stylesheet that loops
        // (`@while true`) must not hang the import: it is stopped at the time limit.
        guard let finished = try? ChildProcess.run(arguments, in: URL(fileURLWithPath: folder, isDirectory: true), input: Data(body.utf8),
                                                    timeLimit: Self.timeLimit) else {
            return .failure(.init(description: "sassc could not be started: apt-get install sassc"))
        }
        if finished.endedBySignal {
            return .failure(.init(description: "sassc did not finish in \(Int(Self.timeLimit)) s"))
        }
        guard finished.status == 0 else {
            if finished.status == 127 { return .failure(.init(description: "sassc is not installed: apt-get install sassc")) }
            let problem = Self.problem(in: finished.errorText, path: path, bodyFirstLine: document.bodyFirstLine,
                                       sourceRoot: sourceRoot, workingDirectory: folder)
            return .failure(.init(description: problem ?? "sassc exited with \(finished.status)"))
        }
        return .success(finished.outputText)
    }
}

extension SassCompiler {
    /// sassc's error as `file:line:column: message`, the place in the site's own files: sassc reads
    /// the body from standard input, so it says `stdin` and counts lines from the end of the front
    /// matter; a partial it names by its path from the working folder. Nil when sassc said nothing.
    static func problem(in errors: String, path: String, bodyFirstLine: Int, sourceRoot: String, workingDirectory: String) -> String? {
        let lines = errors.split(separator: "\n").map { $0.trimmingWhitespace() }
        guard let first = lines.first else { return nil }
        var message = first.hasPrefix("Error: ") ? String(first.dropFirst("Error: ".count)) : first
        // The finding goes on after it (`…: secret.; fix the stylesheet`).
        if message.hasSuffix(".") { message.removeLast() }
        // `on line 3:5 of stdin`, or `on line 2:4 of ../site/_sass/_buttons.scss`.
        guard let place = lines.first(where: { $0.hasPrefix("on line ") }),
              let of = place.range(of: " of ") else { return message }
        let numbers = place[place.index(place.startIndex, offsetBy: "on line ".count)..<of.lowerBound].split(separator: ":")
        guard numbers.count == 2, let line = Int(numbers[0]), let column = Int(numbers[1]) else { return message }
        let file = String(place[of.upperBound...])
        if file == "stdin" { return "\(path):\(line + bodyFirstLine - 1):\(column): \(message)" }
        let absolute = URL(fileURLWithPath: file, relativeTo: URL(fileURLWithPath: workingDirectory, isDirectory: true)).standardizedFileURL.path
        let root = URL(fileURLWithPath: sourceRoot).standardizedFileURL.path + "/"
        let shown = absolute.hasPrefix(root) ? String(absolute.dropFirst(root.count)) : file
        return "\(shown):\(line):\(column): \(message)"
    }
}

struct SassProblem: Error, CustomStringConvertible {
    var description: String
}
