import ArgumentParser
import PatternsCore
import PatternsExports

extension CriteriaFormat: ExpressibleByArgument {}

/// `patterns export`: the checklist generator on the command line.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write entries' acceptance criteria as Gherkin, condensed text, JSON, CSV or Markdown.",
        discussion: """
            Formats: gherkin (one entry: its features/<slug>.feature; several: one feature with a rule per \
            entry), condensed (the checklist page's text), json (criteria.json), csv (criteria.csv, a test plan), \
            markdown (task lists under headings linking to the pages).

            Without slugs every entry is exported, by title; --category and --platform narrow the selection \
            and may be repeated. Content errors are printed and nothing is written (exit 1), as is an \
            unknown slug, category or platform.

            Examples:
              patterns export button slider --format markdown
              patterns export --category controls --platform ios --format csv
              patterns export date-picker --format gherkin > date-picker.feature
            """)

    @Argument(help: ArgumentHelp("Entries to export by slug, the file name without .md (default: all).", valueName: "slug"))
    var slugs: [String] = []

    @Option(name: .long, help: ArgumentHelp("The output format.", valueName: "format"))
    var format: CriteriaFormat

    @Option(name: .long, help: ArgumentHelp("Only entries filed under this category.", valueName: "id"))
    var category: [String] = []

    @Option(name: .long, help: ArgumentHelp("Only entries covering this platform.", valueName: "id"))
    var platform: [String] = []

    @Option(name: .long, help: ArgumentHelp("Only entries of this collection.", valueName: "id"))
    var collection: [String] = []

    @OptionGroup var output: OutputFileOptions
    @OptionGroup var options: SiteOptions

    func run() throws {
        let site = try CommandSiteLoader.stoppingOnErrors(siteRoot: options.siteRoot).site()
        let selection = EntrySelection(slugs: slugs, categories: CommandLineList.words(category),
                                       platforms: CommandLineList.words(platform).map { Platform($0) },
                                       collections: CommandLineList.words(collection))
        switch selection.entries(of: site) {
        case .success(let entries):
            try output.write(CriteriaExport(site: site, covering: entries).text(format, for: entries))
        case .failure(let problem):
            FileHandleOutput.standardError.write("error: \(problem)\n")
            throw ExitCode(ExitStatus.contentErrors.rawValue)
        }
    }
}
