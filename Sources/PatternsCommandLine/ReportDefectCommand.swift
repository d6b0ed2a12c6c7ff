import ArgumentParser
import PatternsCore
import PatternsExports

extension DefectReport.Format: ExpressibleByArgument {}
extension DefectDraft.Severity: ExpressibleByArgument {}

/// `patterns report defect CRITERION --actual TEXT`: the defect report for one failed criterion, as
/// the audit mode's "Report this defect" and `draft_defect` draft it, for scripts and trackers.
struct DefectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "defect",
        abstract: "Draft a defect report for a failed criterion.",
        discussion: """
            Fills the report from the catalog: the title (entry, the first sentence of --actual, platform \
            and assistive technology), the steps (the criterion's Gherkin scenario), the expected result \
            and the WCAG success criteria the entry cites with their levels. The same report as the audit \
            mode's "Report this defect" and the MCP tool draft_defect.

            Examples:
              patterns report defect native/button#keyboard.tab --actual "No focus ring appears" --platform ios --at VoiceOver
              patterns report defect native/button#keyboard.tab --actual "No focus ring" --severity serious --format csv
            """)

    @Argument(help: ArgumentHelp("The criterion's id, as criteria.json and the results files list it.", valueName: "criterion"))
    var criterion: String

    @Option(name: .long, help: ArgumentHelp("What actually happened: the tester's note.", valueName: "text"))
    var actual: String

    @Option(name: .long, help: ArgumentHelp("The platform id tested on (ios, android, web…).", valueName: "id"))
    var platform: String?

    @Option(name: .customLong("at"), help: ArgumentHelp("The assistive technology (VoiceOver, TalkBack…).", valueName: "name"))
    var assistiveTechnology: String?

    @Option(name: .long, help: ArgumentHelp("critical, serious, moderate or minor.", valueName: "severity"))
    var severity: DefectDraft.Severity?

    @Option(name: .long, help: ArgumentHelp("The output format: markdown, csv or json.", valueName: "format"))
    var format: DefectReport.Format = .markdown

    @OptionGroup var output: OutputFileOptions
    @OptionGroup var options: SiteOptions

    func run() throws {
        let site = try CommandSiteLoader.stoppingOnErrors(siteRoot: options.siteRoot).site()
        do {
            let draft = try DefectDraft(site: site, criterionID: criterion, actual: actual, platform: platform,
                                        assistiveTechnology: assistiveTechnology, severity: severity)
            try output.write(DefectReport(draft: draft).text(format))
        } catch let unknown as DefectDraft.UnknownCriterion {
            FileHandleOutput.standardError.write("error: no criterion '\(unknown.id)' in this catalog"
                + (unknown.closest.map { "; closest: \($0)" } ?? "") + " (ids look like native/button#keyboard.tab, as criteria.json lists them)\n")
            throw ExitCode(ExitStatus.contentErrors.rawValue)
        }
    }
}
