import Foundation
import PatternsDiagnostics

/// The manifest a process stored last, valid while the file on disk is the one it wrote (another
/// `patterns build` in the same site replaces the file, and then it is read again).
public final class BuildCacheMemory: @unchecked Sendable {
    private let lock = NSLock()
    private let writes = DispatchQueue(label: "patterns.build-cache.write")
    private var stored: (manifest: BuildManifest, diagnostics: [Diagnostic])?
    /// The manifest file as this process last wrote it; nil while that write is still going on.
    private var written: SourceSnapshot.FileState?

    public init() {}

    func remembered(matching file: SourceSnapshot.FileState?) -> (manifest: BuildManifest, diagnostics: [Diagnostic])? {
        lock.withLock {
            guard let stored else { return nil }
            guard let written else { return stored }
            return file == written ? stored : nil
        }
    }

    /// Keeps the manifest and runs `write` in the background; it returns the file's state once written.
    func rememberWhileWriting(_ manifest: BuildManifest, diagnostics: [Diagnostic],
                              write: @escaping @Sendable () -> SourceSnapshot.FileState?) {
        lock.withLock {
            stored = (manifest, diagnostics)
            written = nil
        }
        writes.async { [self] in
            let state = write()
            lock.withLock {
                if let state { written = state } else { stored = nil }
            }
        }
    }

    /// Drops the manifest after any write still going on, so no late write brings it back.
    func forget() {
        writes.sync {}
        lock.withLock {
            stored = nil
            written = nil
        }
    }
}
