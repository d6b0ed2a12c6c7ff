import Foundation
import PatternsDiagnostics
import Synchronization

/// The manifest a process stored last, valid while the file on disk is the one it wrote (another
/// `patterns build` in the same site replaces the file, and then it is read again).
public final class BuildCacheMemory: Sendable {
    private let writes = DispatchQueue(label: "patterns.build-cache.write")
    private let state = Mutex(State())

    private struct State {
        var stored: (manifest: BuildManifest, diagnostics: [Diagnostic])?
        /// The manifest file as this process last wrote it; nil while that write is still going on.
        var written: SourceSnapshot.FileState?
    }

    public init() {}

    func remembered(matching file: SourceSnapshot.FileState?) -> (manifest: BuildManifest, diagnostics: [Diagnostic])? {
        state.withLock { state in
            guard let stored = state.stored else { return nil }
            guard let written = state.written else { return stored }
            return file == written ? stored : nil
        }
    }

    /// Keeps the manifest and runs `write` in the background; it returns the file's state once written.
    func rememberWhileWriting(_ manifest: BuildManifest, diagnostics: [Diagnostic],
                              write: @escaping @Sendable () -> SourceSnapshot.FileState?) {
        state.withLock { $0 = State(stored: (manifest, diagnostics), written: nil) }
        writes.async { [self] in
            let state = write()
            self.state.withLock {
                if let state { $0.written = state } else { $0.stored = nil }
            }
        }
    }

    /// Drops the manifest after any write still going on, so no late write brings it back.
    func forget() {
        writes.sync {}
        state.withLock { $0 = State() }
    }
}
