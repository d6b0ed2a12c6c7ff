import MCP
import PatternsCore
import PatternsExports

/// A tool the server offers: its name, what it is for, its arguments, and how the catalog answers it.
struct CatalogTool: Sendable {
    let name: String
    let summary: String
    let parameters: [ToolParameter]
    /// The result's text parts; throws `ToolError` for a call it cannot answer.
    let answer: @Sendable (Catalog, ToolArguments) throws -> [String]

    var definition: Tool {
        Tool(name: name, description: summary, inputSchema: ToolParameter.inputSchema(parameters),
             annotations: .init(readOnlyHint: true, idempotentHint: true, openWorldHint: false))
    }
}

extension Catalog {
    /// Every tool, in the order they are listed; argument choices come from this site.
    var tools: [CatalogTool] {
        let formats = CriteriaFormat.allCases.map(\.rawValue)
        return [
            CatalogTool(
                name: "search_patterns",
                summary: "Find pattern entries (UI components) by words, ranked as the catalog's site search ranks them: "
                    + "title, then headings, categories and platforms, description, acceptance criteria, notes and tips. "
                    + "Lists title, collection/slug and a one-line description; pass the slug to get_pattern.",
                parameters: [
                    ToolParameter(name: "query", kind: .string, summary: "Words to find; each may be the start of a longer word (`dialog`, `toggle voiceover`).",
                                  required: true),
                    ToolParameter(name: "collection", kind: .string, summary: "Only entries of this collection.", choices: collectionIDs),
                    ToolParameter(name: "platform", kind: .string, summary: "Only entries covering this platform.", choices: platformIDs),
                    ToolParameter(name: "category", kind: .string, summary: "Only entries filed under this category.", choices: categoryIDs),
                    ToolParameter(name: "limit", kind: .integer(1...SearchAnswer.maximumLimit),
                                  summary: "How many matches to list (default \(SearchAnswer.defaultLimit))."),
                ],
                answer: { catalog, arguments in [try SearchAnswer(catalog: catalog, arguments: arguments).text] }),
            CatalogTool(
                name: "get_pattern",
                summary: "One entry's acceptance criteria (how to test it with a keyboard, on a touch screen, with a screen reader "
                    + "and with display settings) in a format, exactly as `patterns export` writes them; with `tips`, also "
                    + "that platform's implementation tips as Markdown.",
                parameters: [
                    ToolParameter(name: "slug", kind: .string, summary: "The entry's slug (`button`), as search_patterns lists it; `collection/slug` also works.",
                                  required: true),
                    ToolParameter(name: "collection", kind: .string, summary: "The entry's collection, when its slug is in several.",
                                  choices: collectionIDs),
                    ToolParameter(name: "format", kind: .string,
                                  summary: "gherkin: a Cucumber feature; condensed: numbered criteria (default); json and csv: "
                                      + "the site's criteria.json and criteria.csv rows; markdown: a task list.",
                                  choices: formats, namesOfTheSite: false),
                    ToolParameter(name: "tips", kind: .string, summary: "Add this platform's tips.", choices: platformIDs, noun: "platform"),
                ],
                answer: { catalog, arguments in try catalog.pattern(arguments) }),
            CatalogTool(
                name: "build_checklist",
                summary: "Several entries' acceptance criteria as one document, exactly what the site's checklist page "
                    + "and `patterns export` produce for them (one Gherkin feature with a rule per entry, a Markdown task list…).",
                parameters: [
                    ToolParameter(name: "slugs", kind: .strings,
                                  summary: "The entries, in order: `slug` (every collection's entry of that slug, as `patterns export` "
                                      + "takes it) or `collection/slug`.",
                                  required: true),
                    ToolParameter(name: "format", kind: .string, summary: "As get_pattern's format (default condensed).", choices: formats,
                                  namesOfTheSite: false),
                ],
                answer: { catalog, arguments in [try catalog.checklist(arguments)] }),
            CatalogTool(
                name: "wcag_coverage",
                summary: "Which entries cite a WCAG 2.2 success criterion, with the plain-language criteria that cite it; "
                    + "without `sc`, how many entries cite each level A and AA success criterion, and which none cites.",
                parameters: [
                    ToolParameter(name: "sc", kind: .string, summary: "A success criterion's number, such as `2.1.1`."),
                ],
                answer: { catalog, arguments in [try WCAGCoverageAnswer(catalog: catalog, sc: arguments.string("sc")).text] }),
            CatalogTool(
                name: "draft_defect",
                summary: "Drafts a defect report for a criterion a tester saw fail: title, steps to reproduce from the criterion's "
                    + "Gherkin, expected result from the criterion, the actual result in the tester's words, platform, assistive "
                    + "technology, severity and the WCAG success criteria the entry cites. Markdown for an issue tracker by default.",
                parameters: [
                    ToolParameter(name: "criterion_id", kind: .string,
                                  summary: "The failed criterion's id, `collection/slug#mode.key` (`native/button#keyboard.tab`), as get_pattern's json format lists it.",
                                  required: true),
                    ToolParameter(name: "actual", kind: .string, summary: "What happened instead, in the tester's words.", required: true),
                    ToolParameter(name: "platform", kind: .string, summary: "The platform it failed on.", choices: platformIDs),
                    ToolParameter(name: "at", kind: .string, summary: "The assistive technology used (VoiceOver, TalkBack, NVDA, keyboard…)."),
                    ToolParameter(name: "severity", kind: .string, summary: "How much it stops people.",
                                  choices: DefectDraft.Severity.allCases.map(\.rawValue), namesOfTheSite: false),
                    ToolParameter(name: "format", kind: .string, summary: "markdown (default), csv or json.",
                                  choices: DefectReport.Format.allCases.map(\.rawValue), namesOfTheSite: false),
                ],
                answer: { catalog, arguments in [try catalog.defect(arguments)] }),
            CatalogTool(
                name: "summarise_results",
                summary: "Summarises an audit's results file (JSON, format patterns-results, as the audit mode exports it) against "
                    + "the catalog's current criteria, as `patterns report results` does: failures with notes, WCAG success "
                    + "criteria, each entry's tally, criteria changed since tested and ids the catalog lacks.",
                parameters: [
                    ToolParameter(name: "json", kind: .string, summary: "The results file's text.", required: true),
                    ToolParameter(name: "format", kind: .string, summary: "markdown (default), text or json.",
                                  choices: AuditReport.Format.allCases.map(\.rawValue), namesOfTheSite: false),
                ],
                answer: { catalog, arguments in try catalog.resultsSummary(arguments) }),
        ]
    }

    /// The tools as the protocol lists them.
    public var toolDefinitions: [Tool] { tools.map(\.definition) }

    /// Answers a call: the tool's text, or its refusal as an error result the assistant reads; throws
    /// -32602 Invalid params for an unknown tool or arguments that do not fit its schema.
    public func call(_ name: String, arguments: [String: Value]?) throws -> CallTool.Result {
        let tools = self.tools
        do {
            guard let tool = tools.first(where: { $0.name == name }) else {
                throw ToolError.unknown("tool", name, closest: closestMatches(to: name, in: tools.map(\.name)), known: tools.map(\.name),
                                        where: "", as: .invalidArguments)
            }
            let parts = try tool.answer(self, ToolArguments(arguments, for: tool.parameters))
            return CallTool.Result(content: parts.map { .text(text: $0, annotations: nil, _meta: nil) }, isError: false)
        } catch let error as ToolError where error.kind == .invalidArguments {
            throw MCPError.invalidParams(error.description)
        } catch {
            return CallTool.Result(content: [.text(text: "\(error)", annotations: nil, _meta: nil)], isError: true)
        }
    }
}
