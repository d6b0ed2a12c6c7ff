import Testing

/// Every authoring command is listed by `patterns --help` and shows examples in its own help.
@Suite struct HelpTests {
    @Test func theRootHelpListsTheAuthoringCommands() throws {
        let run = try PatternsBinary.run(["--help"])
        #expect(run.status == 0)
        for command in ["init", "new", "export", "schema", "mcp"] {
            #expect(run.stdout.contains("\n  \(command) "), "\(command)")
        }
        #expect(run.stdout.contains("Examples:\n  patterns init my-catalog"))
    }

    @Test(arguments: [["init"], ["new"], ["export"], ["schema"], ["mcp"]])
    func eachCommandsHelpHasExamples(command: [String]) throws {
        let run = try PatternsBinary.run(["help"] + command)
        #expect(run.status == 0)
        #expect(run.stdout.contains("\nExamples:\n  patterns \(command[0]) "), "\(run.stdout)")
    }
}
