import ArgumentParser
import PatternsAuthoring
import PatternsCore

/// `patterns new`: start a pattern entry or a guide from an archetype.
struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Start a new pattern entry or guide from an archetype.",
        discussion: """
            Writes content/patterns/<category>/<slug>.md (content/<collection folder>/<category>/<slug>.md \
            on a site with collections) or content/guides/<slug>.md, the slug made from \
            the title, from templates/archetypes/pattern.md or guide.md (the built-in archetypes when the \
            site has none), and prints its path. Text still to be written starts with 'TODO:'; \
            'patterns validate' warns about each one (patterns.entry.placeholder) until it is replaced. \
            An existing file is never overwritten (exit 1).

            Examples:
              patterns new pattern "Date Picker" --category inputs --platforms ios,android
              patterns new pattern "Switch" --collection native
              patterns new guide "Focus order"
              $EDITOR "$(patterns new pattern "Segmented control")"
            """,
        subcommands: [NewPatternCommand.self, NewGuideCommand.self])
}

/// `patterns new pattern TITLE`.
struct NewPatternCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pattern",
        abstract: "Start a pattern entry: content/<collection folder>/<category>/<slug>.md.")

    @Argument(help: ArgumentHelp("The component's name, such as \"Date Picker\"; the file name is made from it.", valueName: "title"))
    var title: String

    @Option(name: .long, help: ArgumentHelp("One of the categories in patterns.yml (default: the first).", valueName: "id"))
    var category: String?

    @Option(name: .long, help: ArgumentHelp("Platforms the entry covers, separated by commas (default: the site's).", valueName: "ids"))
    var platforms: [String] = []

    @Option(name: .long, help: ArgumentHelp("One of the collections in patterns.yml (default: the first).", valueName: "id"))
    var collection: String?

    @OptionGroup var options: SiteOptions

    func run() throws {
        let ids = CommandLineList.words(platforms)
        try NewContentWriter(options: options)
            .write(NewContentRequest(kind: .pattern, title: title, category: category, platforms: ids, collection: collection))
    }
}

/// `patterns new guide TITLE`.
struct NewGuideCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "guide",
        abstract: "Start a guide: content/guides/<slug>.md.")

    @Argument(help: ArgumentHelp("The guide's title; the file name is made from it.", valueName: "title"))
    var title: String

    @OptionGroup var options: SiteOptions

    func run() throws {
        try NewContentWriter(options: options).write(NewContentRequest(kind: .guide, title: title))
    }
}
