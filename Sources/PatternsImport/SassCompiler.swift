import Foundation

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
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let folder = ((sourceRoot as NSString).appendingPathComponent(path) as NSString).deletingLastPathComponent
        process.arguments = ["sassc", "--stdin", "--style", "expanded",
                             "--load-path", (sourceRoot as NSString).appendingPathComponent("_sass"), "--load-path", folder]
        if path.hasSuffix(".sass") { process.arguments?.insert("--sass", at: 1) }
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        do { try process.run() } catch { return .failure(.init(description: "sassc is not installed: apt-get install sassc")) }
        // Written and read on separate threads, so neither pipe fills while the other waits.
        let writer = Thread { input.fileHandleForWriting.write(Data(body.utf8)); try? input.fileHandleForWriting.close() }
        writer.start()
        // A stylesheet that loops (`@while true`) must not hang the import.
        let deadline = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + Self.timeLimit, execute: deadline)
        defer { deadline.cancel() }
        let css = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        if process.terminationReason == .uncaughtSignal {
            return .failure(.init(description: "sassc did not finish in \(Int(Self.timeLimit)) s"))
        }
        guard process.terminationStatus == 0 else {
            let first = String(decoding: message, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? "exit \(process.terminationStatus)"
            return .failure(.init(description: first))
        }
        return .success(String(decoding: css, as: UTF8.self))
    }
}

struct SassProblem: Error, CustomStringConvertible {
    var description: String
}
