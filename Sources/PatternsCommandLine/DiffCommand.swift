import ArgumentParser
import PatternsCore
import PatternsExports
import PatternsHistory

extension ChangesReport.Format: ExpressibleByArgument {}

/// `patterns diff OLD NEW`: what changed in the acceptance criteria between two releases.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "List the criteria added, removed and changed between two versions of the site.",
        discussion: """
            OLD and NEW are git revisions of the site's repository (tags, branches, commits; read with \
            git ls-tree and git cat-file, nothing is checked out) or site folders. Each criterion is named \
            by its stable id (native/button#keyboard.tab); entries added, removed and moved to another \
            address are listed too. Exit status 0 whether or not anything changed (it is a report); 2 when \
            a version cannot be read.

            Examples:
              patterns diff v1.0 HEAD
              patterns diff v1.0 v1.1 --format markdown > CHANGES.md
              patterns diff ../catalog-old . --format json
            """)

    @Argument(help: ArgumentHelp("The older version: a git revision or a site folder.", valueName: "old"))
    var old: String

    @Argument(help: ArgumentHelp("The newer version: a git revision or a site folder.", valueName: "new"))
    var new: String

    @Option(name: .long, help: ArgumentHelp("Output format: text, markdown or json.", valueName: "format"))
    var format: ChangesReport.Format = .text

    @OptionGroup var output: OutputFileOptions
    @OptionGroup var options: SiteOptions

    func run() throws {
        let changes: CatalogChanges
        do {
            let root = options.siteRoot
            let before = try SiteSnapshot.open(old, siteRoot: root, folderRoot: CommandLinePath.absolute(old))
            let after = try SiteSnapshot.open(new, siteRoot: root, folderRoot: CommandLinePath.absolute(new))
            changes = try CatalogDiff.compare(before, after)
        } catch {
            FileHandleOutput.standardError.write("error: \(error)\n")
            throw ExitCode(ExitStatus.usageOrIO.rawValue)
        }
        try output.write(ChangesReport(changes: changes, from: old, to: new).text(format))
    }
}
