import ArgumentParser
import Foundation
import PatternsBuild
import PatternsCore
import PatternsDiagnostics

/// `patterns build`: validate, then render what changed since the last build into the output folder.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Validate the site and write it as static HTML (default: public/ in the site folder).",
        discussion: """
            Builds are incremental: .patterns-cache/ in the site remembers what the last build read and \
            wrote, so the next build re-renders only what an edit can change and writes only files whose \
            bytes differ. The output always equals a clean build's; --clean ignores the cache.

            In a git repository, entry and guide pages show the day their file was last committed \
            ("Last updated") and the sitemap gives it as <lastmod>, all read with one `git log`; \
            --no-git-dates (or `gitDates: false` in patterns.yml) leaves them out.

            Examples:
              patterns build
              patterns build --site catalog --output /tmp/site --base-url https://a11y.example.com/
              patterns build --clean --quiet
            """)

    @OptionGroup var options: SiteOptions

    @Option(name: .long, help: ArgumentHelp("Where to write the site; changed only when the build succeeds.", valueName: "dir"))
    var output: String?

    @Option(name: .customLong("base-url"), help: ArgumentHelp("The address the site is published at, overriding patterns.yml.", valueName: "url"))
    var baseURL: String?

    @Option(name: .long, help: ArgumentHelp(
        "A git revision (tag, branch, commit): add a page of the criteria changes since it, and a note on each changed entry.",
        valueName: "rev"))
    var since: String?

    @Flag(name: .long, help: "Ignore the build cache: read, render and write every file.")
    var clean = false

    @Flag(name: .long, help: "Build into an output folder that holds files patterns did not write, replacing them (each is named).")
    var force = false

    @OptionGroup var dating: GitDatesOption

    @Flag(name: .long, help: "Print only errors and the summary line; no progress.")
    var quiet = false

    func validate() throws {
        if let baseURL, !baseURL.hasPrefix("http://"), !baseURL.hasPrefix("https://") {
            throw ValidationError("--base-url must start with http:// or https://")
        }
    }

    func run() throws {
        BuildInterruption.shared.install()
        let started = Date()
        let root = options.siteRoot
        let stderr = FileHandleOutput.standardError
        let outputPath = options.outputFolder(output)
        let progress = quiet ? nil : ProgressLine.forTerminal(stderr, startedAt: started)
        var builder = SiteBuilder(options: SiteBuilder.Options(
            siteRoot: root, output: outputPath, baseURLOverride: baseURL, clean: clean, toolVersion: PatternsVersion.buildIdentity,
            since: since, gitDates: dating.gitDates, force: force))
        if let progress {
            builder.progress = { @Sendable update in progress.show(update) }
        }
        let run = DiagnosticEngine(consumers: DiagnosticReporter(siteRoot: root, quiet: quiet).silentWhenCleanConsumers)
        let report: SiteBuilder.Report
        do throws(SiteBuilder.Failure) {
            report = try builder.build(diagnostics: run)
        } catch {
            progress?.clear()
            throw BuildFailureReporter(outputPath: outputPath, run: run).exitCode(for: error)
        }
        progress?.clear()
        run.finalize(fileCount: report.fileCount)
        if let problem = report.cacheProblem { stderr.write("warning: \(problem)\n") }
        if let replaced = report.replacedWarning(output: outputPath) { stderr.write("warning: \(replaced)\n") }
        if let signal = BuildInterruption.shared.requestedSignal {
            // The signal came while the new files were being moved into place, which completed.
            stderr.write("build interrupted after the new site was in place\n")
            throw ExitCode(128 + signal)
        }
        let seconds = String(format: "%.2f", Date().timeIntervalSince(started))
        stderr.write(BuildSummary(report: report, output: outputPath, seconds: seconds).text + "\n")
    }
}

/// The one line a successful build ends with.
struct BuildSummary {
    let report: SiteBuilder.Report
    let output: String
    let seconds: String

    var text: String {
        let changed = report.changedSources.count
        let redated = report.redatedSources.count
        let sources = (changed == 1 ? "1 changed source" : "\(changed) changed sources")
            + (redated == 0 ? "" : redated == 1 ? ", 1 with a new git date" : ", \(redated) with new git dates")
        let models = "\(report.entryCount) entries and \(report.guideCount) guides"
        switch report.kind {
        case .clean:
            return "built \(models) (\(report.written) files) into \(output) in \(seconds) s (clean build)"
        case .upToDate:
            return "\(models): \(output) is up to date (\(report.unchanged) files) in \(seconds) s"
        case .ownPages, .wholeSite:
            return "\(models), \(sources): wrote \(report.written) of \(report.rendered) rendered files"
                + (report.removed > 0 ? ", removed \(report.removed)" : "")
                + " into \(output) in \(seconds) s (\(report.kind.rawValue))"
        }
    }
}

/// Maps a failed build to its message and exit status.
struct BuildFailureReporter {
    let outputPath: String
    /// The build's run: content errors end it, and its consumers list them.
    let run: DiagnosticEngine

    func exitCode(for failure: SiteBuilder.Failure) -> ExitCode {
        let stderr = FileHandleOutput.standardError
        switch failure {
        case .siteUnreadable, .sinceUnreadable, .abandoned:
            stderr.write("error: \(failure.setupMessage ?? "")\n")
            return ExitCode(ExitStatus.usageOrIO.rawValue)
        case .contentErrors(_, let fileCount):
            run.finalize(fileCount: fileCount)
            stderr.write("build stopped: fix the errors above; \(outputPath) was left unchanged\n")
            return ExitCode(ExitStatus.contentErrors.rawValue)
        case .sourcesChanged(let paths):
            stderr.write("build stopped: \(SiteBuilder.Failure.changedMessage(paths)); \(outputPath) was left unchanged\n")
            return ExitCode(ExitStatus.usageOrIO.rawValue)
        case .output(let problem) where problem.isRefusal:
            // Refused like `init` refuses a folder that is not empty.
            stderr.write("error: \(problem)\n")
            return ExitCode(ExitStatus.contentErrors.rawValue)
        case .output(.interrupted(let signal)):
            stderr.write("build interrupted; \(outputPath) was left unchanged\n")
            return ExitCode(128 + signal)
        case .output(let problem):
            stderr.write("error: \(problem)\n")
            return ExitCode(ExitStatus.usageOrIO.rawValue)
        }
    }
}
