import ArgumentParser
import Foundation
import PatternsBuild
import PatternsDiagnostics
import PatternsServer
import Synchronization

/// `patterns serve`: a local preview that rebuilds on save and reloads open pages.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Build the site, serve it on http://127.0.0.1:4000/, and rebuild and reload on every save.",
        discussion: """
            Watches patterns.yml, content/ and templates/; each save rebuilds only what it changes \
            (as `patterns build` does, writing the same output folder) and reloads open pages through \
            Server-Sent Events. While the content has errors, every page shows them in an overlay and \
            the terminal prints them; the pages keep the last good build. Stop with Ctrl-C.

            Examples:
              patterns serve
              patterns serve --site catalog --port 8080 --open
              patterns serve --host 0.0.0.0      # reachable from other devices (e.g. a phone with VoiceOver)
            """)

    @OptionGroup var options: SiteOptions

    @Option(name: .long, help: ArgumentHelp("Port to listen on (0 picks a free one).", valueName: "port"))
    var port: Int = 4000

    @Option(name: .long, help: ArgumentHelp("Address to bind (IPv4, IPv6 or localhost); loopback by default, so only this machine can connect.", valueName: "address"))
    var host = "127.0.0.1"

    @Option(name: .long, help: ArgumentHelp("Folder the preview builds into (default: public/ in the site folder).", valueName: "dir"))
    var output: String?

    @OptionGroup var dating: GitDatesOption

    @Flag(name: .long, help: "Open the site in the default browser once it is served.")
    var open = false

    @Flag(name: .long, help: "Print only errors and warnings, not each rebuild.")
    var quiet = false

    @Flag(name: .long, help: "Build into an output folder that holds files patterns did not write, replacing them (each is named).")
    var force = false

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
    }

    func run() throws {
        let root = options.siteRoot
        let stderr = FileHandleOutput.standardError
        let outputPath = options.outputFolder(output)
        let host = self.host == "localhost" ? "127.0.0.1" : self.host
        var builder = SiteBuilder(options: SiteBuilder.Options(siteRoot: root, output: outputPath, toolVersion: PatternsVersion.buildIdentity,
                                                                      gitDates: dating.gitDates, force: force))
        builder.cacheMemory = BuildCacheMemory()
        let printer = ServeLog(outputPath: outputPath, quiet: quiet)
        let session: PreviewSession
        do {
            session = try PreviewSession(builder: builder, host: host, port: UInt16(port),
                                         consumers: DiagnosticReporter(siteRoot: root).silentWhenCleanConsumers) { printer.report($0) }
        } catch {
            stderr.write("error: \(error)\n")
            throw ExitCode(ExitStatus.usageOrIO.rawValue)
        }
        let finished = DispatchSemaphore(value: 0)
        let outcome = ServeOutcome()
        BuildInterruption.shared.install { _ in
            outcome.stopRequested()
            Task {
                await session.stop()
                finished.signal()
            }
        }
        session.buildNow()
        // Content errors are shown in the pages; a site or output folder that cannot be used is not.
        switch printer.lastFailure {
        case .output(let problem)? where problem.isRefusal: throw ExitCode(ExitStatus.contentErrors.rawValue)
        case .siteUnreadable?, .sinceUnreadable?, .abandoned?, .output?: throw ExitCode(ExitStatus.usageOrIO.rawValue)
        case .contentErrors?, .sourcesChanged?, nil: break
        }
        let bound = session.server.port ?? 0
        let url = "http://\(host.contains(":") ? "[\(host)]" : host):\(bound)/"
        session.watch()
        stderr.write("serving \(outputPath) at \(url) (watching with \(session.usesInotify ? "inotify" : "polling"); Ctrl-C stops)\n")
        if self.open { Self.openInBrowser(url) }
        Task {
            do {
                // The socket is bound already (a port in use was reported above); this serves until Ctrl-C.
                try await session.server.run()
            } catch {
                outcome.record("serving \(url) stopped: \(error)")
            }
            finished.signal()
        }
        finished.wait()
        if let problem = outcome.problem {
            stderr.write("error: \(problem)\n")
            throw ExitCode(ExitStatus.usageOrIO.rawValue)
        }
        stderr.write("stopped\n")
    }

    private static func openInBrowser(_ url: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdg-open", url]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try? process.run()
    }
}

/// Why serving stopped, if it stopped on its own.
private final class ServeOutcome: Sendable {
    private let state = Mutex<(recorded: String?, stopping: Bool)>((nil, false))
    /// The error that ended serving, unless it came from stopping on request.
    var problem: String? { state.withLock { $0.stopping ? nil : $0.recorded } }
    func record(_ problem: String) { state.withLock { if $0.recorded == nil { $0.recorded = problem } } }
    func stopRequested() { state.withLock { $0.stopping = true } }
}

/// What `serve` prints after each build.
final class ServeLog: Sendable {
    let outputPath: String
    let quiet: Bool
    private let failure = Mutex<SiteBuilder.Failure?>(nil)

    init(outputPath: String, quiet: Bool) {
        self.outputPath = outputPath
        self.quiet = quiet
    }

    var lastFailure: SiteBuilder.Failure? { failure.withLock { $0 } }

    func report(_ outcome: PreviewSession.Outcome) {
        let stderr = FileHandleOutput.standardError
        switch outcome {
        case .built(let report, let milliseconds, let changed):
            // The rebuild's findings are printed already: the terminal is one of its consumers.
            failure.withLock { $0 = nil }
            if let replaced = report.replacedWarning(output: outputPath) { stderr.write("warning: \(replaced)\n") }
            guard !quiet else { return }
            let what = changed.isEmpty ? "" : " after changes to \(changed.prefix(3).joined(separator: ", "))\(changed.count > 3 ? " …" : "")"
            stderr.write("\(report.kind.rawValue)\(what): wrote \(report.written) files in \(String(format: "%.0f", milliseconds)) ms\n")
        case .failed(let error, _, _):
            failure.withLock { $0 = error }
            switch error {
            case .contentErrors:
                stderr.write("the pages show these errors until they are fixed; \(outputPath) keeps the last good build\n")
            case .siteUnreadable, .sinceUnreadable, .abandoned:
                stderr.write("error: \(error.setupMessage ?? "")\n")
            case .output(let problem):
                stderr.write("error: \(problem)\n")
            case .sourcesChanged(let paths):
                stderr.write("\(SiteBuilder.Failure.changedMessage(paths)); \(outputPath) keeps the last good build\n")
            }
        }
    }
}
