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
        let body = JekyllDocument(path: path, text: text).body
        let folder = ((sourceRoot as NSString).appendingPathComponent(path) as NSString).deletingLastPathComponent
        var arguments = ["sassc", "--stdin", "--style", "expanded",
                         "--load-path", (sourceRoot as NSString).appendingPathComponent("_sass"), "--load-path", folder]
        if path.hasSuffix(".sass") { arguments.insert("--sass", at: 1) }
        // A stylesheet that loops (`@while true`) must not hang the import: it is stopped at the time limit.
        guard let finished = try? ChildProcess.run(arguments, input: Data(body.utf8), timeLimit: Self.timeLimit) else {
            return .failure(.init(description: "sassc could not be started: apt-get install sassc"))
        }
        if finished.endedBySignal {
            return .failure(.init(description: "sassc did not finish in \(Int(Self.timeLimit)) s"))
        }
        guard finished.status == 0 else {
            if finished.status == 127 { return .failure(.init(description: "sassc is not installed: apt-get install sassc")) }
            let first = finished.errorText.split(separator: "\n").first.map(String.init) ?? "exit \(finished.status)"
            return .failure(.init(description: first))
        }
        return .success(finished.outputText)
    }
}

struct SassProblem: Error, CustomStringConvertible {
    var description: String
}
