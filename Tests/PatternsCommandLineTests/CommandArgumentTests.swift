import ArgumentParser
import Testing
@testable import PatternsCommandLine

/// What each command accepts and refuses, parsed as the `patterns` executable parses it.
@Suite struct CommandArgumentTests {
    /// Parses a command line; fails the test when it is refused.
    static func parse<Command: ParsableCommand>(_ arguments: [String], as type: Command.Type,
                                                sourceLocation: SourceLocation = #_sourceLocation) throws -> Command {
        let command = try PatternsCommand.parseAsRoot(arguments)
        return try #require(command as? Command, "parsed as \(Swift.type(of: command))", sourceLocation: sourceLocation)
    }

    /// The message printed for a refused command line, and its exit status; nil when it parsed.
    static func refusal(_ arguments: [String]) -> (message: String, exitCode: Int32)? {
        do {
            _ = try PatternsCommand.parseAsRoot(arguments)
            return nil
        } catch {
            return (PatternsCommand.message(for: error), PatternsCommand.exitCode(for: error).rawValue)
        }
    }

    @Test func buildTakesItsOptions() throws {
        let build = try Self.parse(["build", "--site", "catalog", "--output", "/tmp/site", "--base-url", "https://a11y.example.com/",
                                    "--clean", "--quiet"], as: BuildCommand.self)
        #expect(build.options.site == "catalog")
        #expect(build.output == "/tmp/site")
        #expect(build.baseURL == "https://a11y.example.com/")
        #expect(build.clean && build.quiet)
    }

    @Test func buildDefaultsToAnIncrementalBuildOfTheCurrentFolder() throws {
        let build = try Self.parse(["build"], as: BuildCommand.self)
        #expect(build.options.site == "." && build.output == nil && build.baseURL == nil)
        #expect(!build.clean && !build.quiet)
        #expect(build.options.outputFolder(nil) == build.options.siteRoot + "/public")
        #expect(build.options.outputFolder("/srv/www") == "/srv/www")
    }

    @Test(arguments: ["ftp://example.com/", "example.com", "/relative/"])
    func buildRefusesABaseURLThatIsNotHTTP(url: String) throws {
        let refusal = try #require(Self.refusal(["build", "--base-url", url]))
        #expect(refusal.message.contains("--base-url must start with http:// or https://"))
        // A usage error (EX_USAGE); `runMain` turns it into exit status 2.
        #expect(refusal.exitCode == 64)
    }

    @Test func serveTakesItsOptions() throws {
        let serve = try Self.parse(["serve", "--port", "0", "--host", "localhost", "--open", "--quiet"], as: ServeCommand.self)
        #expect(serve.port == 0 && serve.host == "localhost" && serve.open && serve.quiet)
        let defaults = try Self.parse(["serve"], as: ServeCommand.self)
        #expect(defaults.port == 4000 && defaults.host == "127.0.0.1" && !defaults.open)
    }

    @Test(arguments: ["65536", "-1", "99999"])
    func serveRefusesAPortOutOfRange(port: String) throws {
        let refusal = try #require(Self.refusal(["serve", "--port=\(port)"]))
        #expect(refusal.message.contains("--port must be between 0 and 65535"))
    }

    @Test func serveRefusesAPortThatIsNotANumber() throws {
        let refusal = try #require(Self.refusal(["serve", "--port", "eighty"]))
        #expect(refusal.message.contains("--port"))
    }

    @Test func validateTakesAReportFormat() throws {
        let validate = try Self.parse(["validate", "--format", "sarif", "--strict"], as: ValidateCommand.self)
        #expect(validate.report.format == .sarif)
        #expect(validate.report.strict)
        let refusal = try #require(Self.refusal(["validate", "--format", "yaml"]))
        #expect(refusal.message.contains("yaml"))
    }

    @Test func exportNeedsAFormat() throws {
        let export = try Self.parse(["export", "button", "slider", "--format", "csv", "--category", "controls,inputs"], as: ExportCommand.self)
        #expect(export.slugs == ["button", "slider"])
        #expect(export.category == ["controls,inputs"])
        #expect(Self.refusal(["export", "button"])?.message.contains("--format") == true)
        #expect(Self.refusal(["export", "--format", "pdf"]) != nil)
    }

    @Test func newNeedsAKindAndATitle() throws {
        let pattern = try Self.parse(["new", "pattern", "Date Picker", "--category", "inputs", "--platforms", "ios,android"],
                                     as: NewPatternCommand.self)
        #expect(pattern.title == "Date Picker" && pattern.category == "inputs" && pattern.platforms == ["ios,android"])
        #expect(try Self.parse(["new", "guide", "Focus order"], as: NewGuideCommand.self).title == "Focus order")
        #expect(Self.refusal(["new", "pattern"])?.message.contains("title") == true)
        #expect(Self.refusal(["new", "recipe", "Soup"]) != nil)
    }

    @Test func unknownCommandsAndOptionsAreRefused() {
        #expect(Self.refusal(["publish"]) != nil)
        #expect(Self.refusal(["build", "--fast"])?.message.contains("--fast") == true)
        #expect(Self.refusal(["validate", "extra"]) != nil)
    }
}
