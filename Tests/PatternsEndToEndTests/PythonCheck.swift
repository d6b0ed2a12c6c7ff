import Foundation

/// Runs a Python check with independent tools (`jsonschema`, `gherkin-official`, PyYAML), installed
/// by .ci/run and scripts/setup; the script prints what the test compares and exits non-zero on failure.
enum PythonCheck {
    static func run(_ script: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    /// `script` after the import of Cucumber's own Gherkin parser (`Parser`, from `gherkin-official`)
    /// and `sys`, failing with the package to install when it is missing.
    static func gherkin(_ script: String) -> String {
        """
        import sys
        try:
            from gherkin.parser import Parser
        except ImportError as e:
            sys.exit(f"missing Python package ({e}); run: pip install gherkin-official")

        """ + script
    }
}
