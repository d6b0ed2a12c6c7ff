import ArgumentParser
import PatternsCore
import PatternsExports

/// `patterns schema`: the JSON Schema of entry front matter, for editors and other tools.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print a JSON Schema (draft 2020-12) of pattern-entry front matter, for editors.",
        discussion: """
            The required keys, known keys and value shapes are the ones 'patterns validate' checks. With \
            --site, the site's categories and platforms become enums and the required keys are what its \
            collections' 'required:' lists (every collection's, or one chosen with --collection); without \
            it, the schema fits any site and accepts any category or platform word.

            Examples:
              patterns schema --site . --output pattern-entry.schema.json
              patterns schema --site . --collection web --output web-entry.schema.json
              patterns schema > pattern-entry.schema.json
              patterns schema --results > results.schema.json   (an audit's results file)

            Editors that use yaml-language-server read a modeline in the front matter:
              # yaml-language-server: $schema=../../../pattern-entry.schema.json
            """)

    @Option(name: .long, help: ArgumentHelp(
        "A site folder whose categories and platforms the schema enumerates (default: none, any word).", valueName: "dir"))
    var site: String?

    @Option(name: .long, help: ArgumentHelp(
        "With --site: the collection whose entries the schema describes, with what its 'required:' lists (default: what every collection requires).",
        valueName: "id"))
    var collection: String?

    @Flag(name: .long, help: "Print the schema of an audit's results file (what 'patterns report results' reads) instead.")
    var results = false

    @OptionGroup var output: OutputFileOptions

    func validate() throws {
        if collection != nil, site == nil { throw ValidationError("--collection needs --site, the site whose collection it is") }
        if results, site != nil || collection != nil { throw ValidationError("--results takes no --site or --collection: the format is the same for every site") }
    }

    func run() throws {
        if results { return try output.write(ResultsSchema.text) }
        let config = try site.map { try CommandSiteLoader.stoppingOnErrors(siteRoot: CommandLinePath.absolute($0)).config() }
        var chosen: EntryCollection?
        if let collection, let config {
            guard let found = config.collection(collection) else {
                throw ValidationError("no collection '\(collection)' in this site; its collections: \(config.collections.map(\.id).joined(separator: ", "))")
            }
            chosen = found
        }
        try output.write(FrontMatterSchema(config: config, collection: chosen).text)
    }
}
