import ArgumentParser
import Foundation
import PatternsDiagnostics
import PatternsImport

/// `patterns import`: bring a catalog written for another tool into a `patterns` site.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Turn a catalog written for another tool into a patterns site.",
        subcommands: [ImportJekyllCommand.self])
}

/// `patterns import jekyll SRC DEST`.
struct ImportJekyllCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "jekyll",
        abstract: "Turn a Jekyll pattern catalog into a patterns site.",
        discussion: """
            Reads SRC (never changes it) and writes DEST: patterns.yml from _config.yml (collections keep \
            their permalinks, so every entry keeps its address), entries with their front matter byte for \
            byte, bodies with {% highlight %} turned into fenced code, included examples into \
            'html example file=…' fences and Liquid links into relative links, _includes/examples/ into \
            content/examples/, other Markdown pages into content/guides/, and the video-demos folders into \
            content/media/video/. Whatever is left for the author is listed at file:line:column.

            Exit status: 0 everything converted; 1 something was left for the author (listed); 2 usage or \
            I/O error, or DEST is not empty and --force was not given.

            Examples:
              patterns import jekyll ../old-catalog my-catalog --dry-run
              patterns import jekyll ../old-catalog my-catalog && patterns validate --site my-catalog
            """)

    @Argument(help: ArgumentHelp("The Jekyll site's folder (holding _config.yml).", valueName: "src"))
    var source: String

    @Argument(help: ArgumentHelp("The folder of the new site.", valueName: "dest"))
    var destination: String

    @Flag(name: .long, help: "Write into a folder that is not empty, replacing files of the same name.")
    var force = false

    @Flag(name: .customLong("dry-run"), help: "Print what would be written and what is left, and write nothing.")
    var dryRun = false

    @Option(name: .long, help: ArgumentHelp(
        "How to print what is left for the author: text (with the report), json, github (workflow annotations) or sarif (2.1.0); "
            + "a machine format goes to standard output and the rest of the report to standard error.",
        valueName: "format"))
    var format: DiagnosticFormat = .text

    func run() throws {
        let sourceRoot = CommandLinePath.absolute(source)
        let destinationRoot = CommandLinePath.absolute(destination)
        if let problem = Self.overlap(sourceRoot, destinationRoot) { throw Self.usageError(problem) }
        if !dryRun, !force, let count = try Self.visibleItems(in: destinationRoot, shown: destination), count > 0 {
            throw Self.usageError("\(destination) is not empty (\(count) item\(count == 1 ? "" : "s")); "
                + "choose a new folder, or pass --force to write into it, replacing files of the same name")
        }
        let plan: ImportPlan
        let tree: JekyllSourceTree
        do {
            tree = try JekyllSourceTree.scan(sourceRoot)
            plan = try JekyllImporter(source: tree).plan()
        } catch {
            throw Self.usageError(error.description)
        }
        let report = ImportReport(plan: plan)
        if !dryRun {
            do {
                try ImportPlanWriter(source: tree, destination: destinationRoot).write(plan)
            } catch {
                throw Self.usageError("cannot write the site in \(destination): \(error.localizedDescription); "
                    + "check that you may write there, or choose another folder")
            }
        }
        let ending = dryRun ? "dry run: nothing written\n" : "next: patterns validate --site \(destination)\n"
        // A machine format takes standard output to itself; the rest of the report goes around the
        // findings' text on standard output, or to standard error.
        let machine = DiagnosticReporter.formatConsumer(format, output: FileHandleOutput.standardOutput.output)
        let reportOutput = machine == nil ? FileHandleOutput.standardOutput : FileHandleOutput.standardError
        // Each finding is shown with its line of the written file (there is none in a dry run).
        let run = DiagnosticEngine(consumers: [machine ?? report.findingsConsumer(
            jekyllSite: sourceRoot, writtenSite: dryRun ? nil : destinationRoot, useColor: DiagnosticReporter.usesColor(.standardOutput))])
        // The importer makes its findings in full, as part of its plan; the run hands them on as they are.
        run.restore(plan.findings)
        reportOutput.write(dryRun ? report.planText : "")
        run.finalize(fileCount: plan.files.count)
        reportOutput.write(report.skippedAndInferredText + report.summaryText + ending)
        if !plan.isComplete { throw ExitCode(ExitStatus.contentErrors.rawValue) }
    }

    /// Why SRC and DEST cannot be used together, if they cannot: writing must never touch SRC.
    /// Compared with symbolic links resolved, so a DEST that is a link into SRC (or under one) is refused too.
    static func overlap(_ source: String, _ destination: String) -> String? {
        let source = CommandLinePath.resolved(source), destination = CommandLinePath.resolved(destination)
        let sourceFolder = source.hasSuffix("/") ? source : source + "/"
        let destinationFolder = destination.hasSuffix("/") ? destination : destination + "/"
        if sourceFolder.hasPrefix(destinationFolder) || destinationFolder.hasPrefix(sourceFolder) {
            return "the new site must be outside the Jekyll site and must not contain it, so the Jekyll site stays as it is"
        }
        return nil
    }

    /// How many items DEST holds (dot files such as .git do not count); nil when it does not exist.
    static func visibleItems(in folder: String, shown: String) throws -> Int? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) else { return nil }
        guard isDirectory.boolValue else { throw usageError("\(shown) is a file, not a folder") }
        do {
            return try FileManager.default.contentsOfDirectory(atPath: folder).filter { !$0.hasPrefix(".") }.count
        } catch {
            throw usageError("cannot read \(shown): \(error.localizedDescription); check its permissions")
        }
    }

    static func usageError(_ message: String) -> ExitCode {
        FileHandleOutput.standardError.write("error: \(message)\n")
        return ExitCode(ExitStatus.usageOrIO.rawValue)
    }
}
