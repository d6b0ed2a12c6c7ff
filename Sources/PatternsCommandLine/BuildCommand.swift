import ArgumentParser
import Foundation
import PatternsCore
import PatternsDiagnostics
import PatternsRendering

/// `patterns build`: validate, render every page, and swap the new site into the output folder.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Validate the site and write it as static HTML (default: public/ in the site folder).")

    @OptionGroup var options: SiteOptions

    @Option(name: .long, help: ArgumentHelp("Where to write the site; replaced only when the build succeeds.", valueName: "dir"))
    var output: String?

    @Option(name: .customLong("base-url"), help: ArgumentHelp("The address the site is published at, overriding patterns.yml.", valueName: "url"))
    var baseURL: String?

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
        let outputPath = output.map {
            URL(fileURLWithPath: $0, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL.path
        } ?? root + "/public"
        let writer: OutputWriter
        let loaded: SiteLoader.Result
        do {
            writer = try OutputWriter(output: outputPath, siteRoot: root)
            loaded = try SiteLoader(root: root, baseURLOverride: baseURL).load(for: .build)
        } catch {
            stderr.write("error: \(error)\n")
            throw ExitCode(ExitStatus.usageOrIO.rawValue)
        }
        var diagnostics = loaded.diagnostics
        let templates = TemplateLibrary.load(siteRoot: root, diagnostics: &diagnostics)
        if diagnostics.hasErrors {
            DiagnosticReporter(siteRoot: root).report(diagnostics, fileCount: loaded.fileCount)
            stderr.write("build stopped: fix the errors above; \(outputPath) was left unchanged\n")
            throw ExitCode(ExitStatus.contentErrors.rawValue)
        }
        if !diagnostics.isEmpty {
            DiagnosticReporter(siteRoot: root).report(diagnostics, fileCount: loaded.fileCount)
        }
        let renderer = SiteRenderer(site: loaded.site, templates: templates, siteRoot: root)
        let files = renderer.render()
        do {
            try writer.write(files, copies: renderer.assetCopies.map { (root + "/" + $0.source, $0.destination) })
        } catch .interrupted(let signal) {
            stderr.write("build interrupted; \(outputPath) was left unchanged\n")
            throw ExitCode(128 + signal)
        } catch {
            stderr.write("error: \(error)\n")
            throw ExitCode(ExitStatus.usageOrIO.rawValue)
        }
        if let signal = BuildInterruption.shared.requestedSignal {
            // The signal came during the swap, which completed: the new output is whole.
            stderr.write("build interrupted after the new site was in place\n")
            throw ExitCode(128 + signal)
        }
        let seconds = Date().timeIntervalSince(started)
        stderr.write("built \(loaded.site.entries.count) entries and \(loaded.site.guides.count) guides "
            + "(\(files.count) files) into \(writer.output) in \(String(format: "%.2f", seconds)) s\n")
    }
}
