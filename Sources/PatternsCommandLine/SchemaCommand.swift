import ArgumentParser
import PatternsCore
import PatternsRendering

/// `patterns schema`: the JSON Schema of entry front matter, for editors and other tools.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print a JSON Schema (draft 2020-12) of pattern-entry front matter, for editors.",
        discussion: """
            The required keys, known keys and value shapes are the ones 'patterns validate' checks. With \
            --site, the site's categories and platforms become enums; without it, the schema fits any site \
            and accepts any category or platform word.

            Examples:
              patterns schema --site . --output pattern-entry.schema.json
              patterns schema > pattern-entry.schema.json

            Editors that use yaml-language-server read a modeline in the front matter:
              # yaml-language-server: $schema=../../../pattern-entry.schema.json
            """)

    @Option(name: .long, help: ArgumentHelp(
        "A site folder whose categories and platforms the schema enumerates (default: none, any word).", valueName: "dir"))
    var site: String?

    @OptionGroup var output: OutputFileOptions

    func run() throws {
        let config = try site.map { try CommandSiteLoader(siteRoot: CommandLinePath.absolute($0)).config() }
        try output.write(FrontMatterSchema(config: config).text)
    }
}
