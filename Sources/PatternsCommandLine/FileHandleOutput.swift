import Foundation
import PatternsDiagnostics

/// Writes text to standard output or standard error, unbuffered, for progress and diagnostics.
struct FileHandleOutput: Sendable {
    let descriptor: Int32

    static let standardOutput = FileHandleOutput(descriptor: STDOUT_FILENO)
    static let standardError = FileHandleOutput(descriptor: STDERR_FILENO)

    var isTerminal: Bool { isatty(descriptor) == 1 }

    func write(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            guard written > 0 else { return }
            offset += written
        }
        bytes.removeAll()
    }
}

extension FileHandleOutput {
    /// Writing here, for a diagnostic consumer.
    var output: DiagnosticOutput {
        let handle = self
        return { handle.write($0) }
    }
}
