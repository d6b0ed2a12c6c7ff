import ArgumentParser
import PatternsCore
import PatternsExports

extension CoverageFormat: ExpressibleByArgument {}

/// `patterns report`: reports about a catalog's content, for maintainers and CI.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Report on a catalog's content.",
        subcommands: [CoverageCommand.self, ResultsCommand.self, DefectCommand.self])
}

/// `patterns report coverage`: what the catalog has of what it expects of its entries, and every gap.
struct CoverageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "coverage",
        abstract: "Report which tips, WCAG references, examples and captions entries are missing.",
        discussion: """
            Counts expected items, each weighing one: a tip for each platform of an entry's collection in \
            each of Name, Role, Groupings, State and Focus; WCAG references per entry; a working live example \
            per entry of a collection covering the web; captions per screen-reader video. A section marked \
            n/a (in front matter, or a notes section reading only 'n/a') counts as present. Also lists the \
            WCAG 2.2 A and AA success criteria no entry cites. The site's /coverage/ page shows the same.

            Also reported, outside the overall percentage: entries listing no sources, and behaviours \
            marked 'verify:' (not yet confirmed on a device).

            --fail-under N exits 1 when the overall percentage is below N, after writing the report; \
            --include sources and --include confirmations add those figures to the percentage it compares. \
            Content errors are printed and nothing is written (exit 1).

            Examples:
              patterns report coverage
              patterns report coverage --format markdown --output coverage.md
              patterns report coverage --format json --fail-under 90
              patterns report coverage --fail-under 80 --include sources --include confirmations
            """)

    @Option(name: .long, help: ArgumentHelp("The output format: text, markdown or json.", valueName: "format"))
    var format: CoverageFormat = .text

    @Option(name: .customLong("fail-under"),
            help: ArgumentHelp("Exit 1 when the overall coverage is below this percentage (0 to 100).", valueName: "percent"))
    var failUnder: Double?

    @Option(name: .long, parsing: .singleValue,
            help: ArgumentHelp("Count a kind kept out of the overall figure in what --fail-under compares: sources or confirmations (repeatable).",
                               valueName: "kind"))
    var include: [IncludedCoverageKind] = []

    @OptionGroup var output: OutputFileOptions
    @OptionGroup var options: SiteOptions

    func validate() throws {
        if let failUnder, !(0...100).contains(failUnder) {
            throw ValidationError("--fail-under takes a percentage from 0 to 100, not \(failUnder)")
        }
    }

    func run() throws {
        let site = try CommandSiteLoader.stoppingOnErrors(siteRoot: options.siteRoot).site()
        let coverage = CatalogCoverage(site: site)
        try output.write(CoverageReport(site: site, coverage: coverage).text(format))
        let included = Set(include.map(\.kind))
        if let failUnder, coverage.isBelow(failUnder, including: included) {
            let overall = coverage.totals.overall(including: included)
            let with = include.isEmpty ? "" : " with " + include.map(\.rawValue).joined(separator: " and ")
            FileHandleOutput.standardError.write(
                "error: coverage\(with) is \(overall.percentText) (\(overall.present) of \(overall.expected) expected items), "
                    + "below --fail-under \(Self.number(failUnder))%\n")
            throw ExitCode(ExitStatus.contentErrors.rawValue)
        }
    }

    /// `90` for a whole number, else as given (`87.5`).
    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

/// The coverage kinds `--include` may add to the figure `--fail-under` compares.
enum IncludedCoverageKind: String, CaseIterable, ExpressibleByArgument {
    case sources, confirmations

    var kind: CoverageKind {
        switch self {
        case .sources: .sources
        case .confirmations: .confirmations
        }
    }
}
