import ArgumentParser
import Foundation

/// `--output FILE` for the commands that print one document (`schema`, `export`): standard output without it.
struct OutputFileOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Write to this file (replaced whole) instead of standard output.", valueName: "file"))
    var output: String?

    /// Writes the document; a file that cannot be written is an I/O failure (exit status 2).
    func write(_ text: String) throws {
        guard let output else { return FileHandleOutput.standardOutput.write(text) }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: CommandLinePath.absolute(output)), options: .atomic)
        } catch {
            FileHandleOutput.standardError.write("error: cannot write \(output): \(error.localizedDescription)\n")
            throw ExitCode(ExitStatus.usageOrIO.rawValue)
        }
    }
}
