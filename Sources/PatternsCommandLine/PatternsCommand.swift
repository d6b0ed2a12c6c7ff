import Foundation
import ArgumentParser

/// The `patterns` command: subcommands for each thing a catalog author or CI does.
public struct PatternsCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "patterns",
        abstract: "Validate and build an accessibility pattern catalog from Markdown with YAML front matter.",
        discussion: """
            Exit status: 0 success; 1 the content has errors, or a request was refused (an unknown \
            slug, a file that exists); 2 usage or I/O failure.

            Examples:
              patterns init my-catalog && cd my-catalog
              patterns new pattern "Date Picker" --category inputs
              patterns serve --open
              patterns validate && patterns build
              patterns export date-picker --format markdown
              patterns report coverage --fail-under 90
              patterns schema --site . --output pattern-entry.schema.json
              patterns import jekyll ../jekyll-catalog my-catalog
              patterns mcp --site my-catalog       # for an AI assistant's MCP configuration
            """,
        version: PatternsVersion.current,
        subcommands: [
            InitCommand.self, ValidateCommand.self, BuildCommand.self, ServeCommand.self, NewCommand.self, ExportCommand.self,
            ReportCommand.self, SchemaCommand.self, ExplainCommand.self, RulesCommand.self, ImportCommand.self, DiffCommand.self,
            McpCommand.self,
        ]
    )

    public init() {}

    /// Runs the command line, mapping usage errors to exit status 2 (ArgumentParser's default is 64).
    public static func runMain(arguments: [String]? = nil) -> Never {
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            Self.exit()
        } catch {
            // ArgumentParser reports bad usage as EX_USAGE (64); CI scripts here expect 2.
            if exitCode(for: error).rawValue == 64 {
                FileHandleOutput.standardError.write(fullMessage(for: error) + "\n")
                Self.exit(withError: ExitCode(ExitStatus.usageOrIO.rawValue))
            }
            Self.exit(withError: error)
        }
    }
}

extension ExitCode {
    /// Prints why a request was refused (an existing file, a non-empty folder) and exits 1.
    static func refusal(_ message: String) -> ExitCode {
        FileHandleOutput.standardError.write("error: \(message)\n")
        return ExitCode(ExitStatus.contentErrors.rawValue)
    }
}

/// The exit statuses CI scripts rely on.
public enum ExitStatus: Int32 {
    case success = 0
    case contentErrors = 1
    case usageOrIO = 2
}

/// The tool's version, part of every build cache key later on.
public enum PatternsVersion {
    public static let current = "0.1.0"

    /// The version and the running executable's size and modification time: what the build cache
    /// keys on, so a binary rebuilt from changed code (same version number) renders every page again
    /// instead of calling output made by the old code up to date.
    public static let buildIdentity: String = {
        guard let path = Bundle.main.executablePath,
              let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let size = attributes[.size] as? NSNumber, let modified = attributes[.modificationDate] as? Date
        else { return current }
        return "\(current) \(size) \(modified.timeIntervalSince1970)"
    }()
}
