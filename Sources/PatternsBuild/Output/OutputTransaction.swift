import Foundation
import PatternsCore
import Synchronization

/// Writes a generated site so that readers only ever see a complete one, while pages stream in.
///
/// Every file goes to a hidden staging folder beside the output as soon as it is rendered, from
/// many threads at once; nothing is held back in memory. `commit()` then publishes the result:
/// - `.replace` (a clean build) renames the staging folder into place and drops the old output;
/// - `.update` (an incremental build) skips files whose bytes are unchanged since the last build,
///   moves the changed ones into the existing output one by one and, when the whole site was
///   rendered, deletes the files the site no longer has.
///
/// A failure or interruption before `commit()` removes the staging folder and leaves the previous
/// output untouched. Each build leaves a marker in the output (`OutputOwnership`), and removes the
/// staging folders of builds that were killed (`StagingFolders`).
///
/// An output folder that is a mount point cannot be renamed: the staging folder is then made inside
/// it and a clean build replaces the folder's contents item by item (`replaceContents`), as it does
/// whenever renaming the folder fails with `EBUSY` or `EXDEV`. That is weaker: readers may see a
/// half-replaced folder for a moment, and a build killed during the swap leaves it half replaced
/// (a failure moves the previous items back).
///
/// Unchecked because `lockDescriptor` and the test hook `renameFolder` are plain properties: both are
/// set before the first file is written and used only by the thread that commits or aborts; what the
/// writing threads share is in `state`.
public final class OutputTransaction: @unchecked Sendable {
    public enum Failure: Error, CustomStringConvertible {
        case refusedLocation(String, reason: String)
        /// The output folder holds files no build wrote (the items); `--force` replaces them.
        case foreignFiles(String, items: [String])
        case unsafeFilePath(String)
        case io(String)
        /// A signal stopped the build; the previous output is untouched and the staging folder removed.
        case interrupted(signal: Int32)

        /// A request the user can grant (`--force`), not an I/O failure: exits 1, as `init` does.
        public var isRefusal: Bool {
            if case .foreignFiles = self { return true }
            return false
        }

        public var description: String {
            switch self {
            case .refusedLocation(let path, let reason): return "refusing to write the site to \(path): \(reason)"
            case .foreignFiles(let path, let items):
                return "refusing to write the site to \(path): it holds \(items.count) item\(items.count == 1 ? "" : "s") patterns did not write "
                    + "(\(OutputOwnership.listed(items))), which a build would delete; choose an empty or new folder, "
                    + "or pass --force to replace the folder and its contents"
            case .unsafeFilePath(let path): return "refusing to write '\(path)': it would land outside the output folder"
            case .io(let message): return message
            case .interrupted(let signal): return "interrupted by signal \(signal); the previous output was left unchanged"
            }
        }
    }

    public enum Mode: Sendable {
        /// Write every file and replace the output folder wholesale.
        case replace
        /// Write only files that differ from `previous` (the last build's files) into the existing output.
        case update(previous: [OutputPath: OutputRecord])
    }

    /// What became of the output.
    public struct Summary: Sendable {
        public var written = 0
        public var unchanged = 0
        public var removed = 0
        /// Every file the output now holds (the next build's `previous`).
        public var files: [OutputPath: OutputRecord] = [:]
    }

    public let output: String
    public let mode: Mode
    let staging: String
    private let parent: String
    let token: String
    /// The staging folder is inside the output, which is a mount point.
    let stagesInside: Bool
    /// Holds the staging folder's lock while the transaction lasts.
    private var lockDescriptor: Int32?
    /// Renames a folder, returning 0 or the `errno`; tests make it fail as a mount point would.
    var renameFolder: (String, String) -> Int32 = { rename($0, $1) == 0 ? 0 : errno }
    private let state = Mutex(State())

    /// What the writing threads share.
    private struct State {
        var records: [OutputPath: OutputRecord] = [:]
        var changed: [OutputPath] = []
        var createdFolders: Set<String> = []
        var failure: String?
        var attempted = 0
    }
    private let failAfter = ProcessInfo.processInfo.environment["PATTERNS_TEST_FAIL_AFTER_FILES"].flatMap(Int.init)
    /// Tests that interrupt a build while it writes set this: the thread that stages this many files
    /// waits there until a signal is requested (at most a minute), so the build is caught mid-write
    /// whatever the machine's speed, without a site large enough to take a while.
    private let pauseAfter = ProcessInfo.processInfo.environment["PATTERNS_TEST_PAUSE_AFTER_FILES"].flatMap(Int.init)

    /// Checks that `output` is a folder the tool may write and replace, and creates the staging folder.
    public init(output: String, siteRoot: String, mode: Mode) throws(Failure) {
        self.output = try Self.checkedLocation(output, siteRoot: siteRoot)
        self.mode = mode
        parent = (self.output as NSString).deletingLastPathComponent
        token = StagingFolders.newToken()
        stagesInside = MountPoint.contains(self.output)
        let name = (self.output as NSString).lastPathComponent
        staging = stagesInside ? self.output + "/\(StagingFolders.insidePrefixes[0])\(token)" : parent + "/.\(name).tmp-\(token)"
        StagingFolders.removeStale(in: parent, prefixes: StagingFolders.besidePrefixes(outputName: name))
        StagingFolders.removeStale(in: self.output, prefixes: StagingFolders.insidePrefixes)
        do {
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: staging, withIntermediateDirectories: false)
        } catch {
            StagingFolders.finished(token)
            throw .io("cannot create \(staging): \(error.localizedDescription)")
        }
        lockDescriptor = StagingFolders.holdLock(on: staging)
    }

    deinit { finish() }

    /// Releases the staging lock and the token: nothing of this transaction is left on disk.
    private func finish() {
        if let lockDescriptor { close(lockDescriptor) }
        lockDescriptor = nil
        StagingFolders.finished(token)
    }

    /// Stages one file. Safe to call from many threads; the first failure is kept and reported by `commit()`.
    public func write(_ file: RenderedFile) {
        guard BuildInterruption.shared.requestedSignal == nil else { return }
        if file.isStreamed { return writeStreamed(file) }
        let record = file.withBytes { bytes in
            var hasher = StableHasher()
            hasher.combine(bytes: bytes)
            return OutputRecord(size: bytes.count, hash: hasher.value)
        }
        let isUnchanged: Bool
        if case .update(let previous) = mode, previous[file.path] == record { isUnchanged = true } else { isUnchanged = false }
        let attempt: Int? = state.withLock { state in
            guard state.failure == nil else { return nil }
            state.records[file.path] = record
            if isUnchanged { return nil }
            state.attempted += 1
            return state.attempted
        }
        guard let attempt else { return }
        do {
            try Self.checkWellFormed(file.path)
            if let failAfter, attempt > failAfter {
                throw Failure.io("cannot write \(file.path): failure injected by PATTERNS_TEST_FAIL_AFTER_FILES")
            }
            try createParent(of: file.path)
            try file.withBytes { try Self.writeBytes($0, to: file.path.absolute(under: staging)) }
            state.withLock { $0.changed.append(file.path) }
            pauseIfAsked(attempt: attempt)
        } catch let problem as Failure {
            fail(problem.description)
        } catch {
            fail("cannot write \(file.path): \(error)")
        }
    }

    /// Stages a file made piece by piece: each piece is hashed and written as it comes, then the
    /// staged copy is dropped again if it equals the last build's (update mode).
    private func writeStreamed(_ file: RenderedFile) {
        guard state.withLock({ $0.failure == nil }) else { return }
        let target = file.path.absolute(under: staging)
        var hasher = StableHasher.ByteStream()
        var size = 0
        do {
            try Self.checkWellFormed(file.path)
            try createParent(of: file.path)
            let descriptor = open(target, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { throw Failure.io("cannot write \(file.path): \(String(cString: strerror(errno)))") }
            var problem: Failure?
            file.forEachChunk { bytes in
                guard problem == nil else { return }
                hasher.append(bytes)
                size += bytes.count
                do throws(Failure) { try Self.writeAll(bytes, to: descriptor, path: file.path.text) } catch { problem = error }
            }
            close(descriptor)
            if let problem { throw problem }
        } catch let problem as Failure {
            return fail(problem.description)
        } catch {
            return fail("cannot write \(file.path): \(error)")
        }
        let record = OutputRecord(size: size, hash: hasher.finished().value)
        var isUnchanged = false
        if case .update(let previous) = mode, previous[file.path] == record { isUnchanged = true }
        let attempt: Int? = state.withLock { state in
            state.records[file.path] = record
            if isUnchanged { return nil }
            state.attempted += 1
            return state.attempted
        }
        guard let attempt else {
            unlink(target)
            return
        }
        if let failAfter, attempt > failAfter {
            return fail("cannot write \(file.path): failure injected by PATTERNS_TEST_FAIL_AFTER_FILES")
        }
        state.withLock { $0.changed.append(file.path) }
        pauseIfAsked(attempt: attempt)
    }

    /// Waits, when `PATTERNS_TEST_PAUSE_AFTER_FILES` names this attempt, until a signal is requested.
    private func pauseIfAsked(attempt: Int) {
        guard attempt == pauseAfter else { return }
        let deadline = ContinuousClock.now + .seconds(60)
        while BuildInterruption.shared.requestedSignal == nil, ContinuousClock.now < deadline {
            usleep(1_000)
        }
    }

    /// Publishes the staged files. `isWholeSite` says every file of the site was written, so files
    /// missing from this build are stale and removed (update mode only); otherwise only the files
    /// `removing` names are (a build of some pages knows which of its files are no longer needed).
    /// Call within `BuildInterruption.shared.whileWriting`, which must also span the writes.
    public func commit(isWholeSite: Bool, removing: [OutputPath] = []) throws(Failure) -> Summary {
        if let signal = BuildInterruption.shared.requestedSignal { abort(); throw .interrupted(signal: signal) }
        if let failure = state.withLock({ $0.failure }) { abort(); throw .io(failure) }
        defer { finish() }
        switch mode {
        case .replace:
            do { try OutputOwnership.mark(staging) } catch { abort(); throw .io("cannot write \(OutputOwnership.markerName): \(error)") }
            try swapIntoPlace()
            let records = state.withLock { $0.records }
            return Summary(written: records.count, unchanged: 0, removed: 0, files: records)
        case .update(let previous):
            let summary = try mergeIntoPlace(previous: previous, isWholeSite: isWholeSite, removing: removing)
            try? OutputOwnership.mark(output)
            return summary
        }
    }

    /// Gives up: removes the staging folder; the output stays as it was.
    public func abort() {
        removeStaging()
        finish()
    }

    func removeStaging() {
        try? FileManager.default.removeItem(atPath: staging)
    }

    private func fail(_ message: String) {
        state.withLock { if $0.failure == nil { $0.failure = message } }
    }

    /// Renames the output aside and the staging folder into its place; where the folder cannot be
    /// renamed (a mount point: `EBUSY`, `EXDEV`), replaces its contents instead.
    private func swapIntoPlace() throws(Failure) {
        let manager = FileManager.default
        if stagesInside { return try replaceContents() }
        let previous = parent + "/.\((output as NSString).lastPathComponent).old-\(token)"
        let hadOutput = manager.fileExists(atPath: output)
        if hadOutput {
            let problem = renameFolder(output, previous)
            if problem == EBUSY || problem == EXDEV { return try replaceContents() }
            guard problem == 0 else {
                abort()
                throw .io("cannot move the previous \(output) aside: \(String(cString: strerror(problem)))")
            }
        }
        let problem = renameFolder(staging, output)
        guard problem == 0 else {
            if hadOutput { _ = renameFolder(previous, output) }
            abort()
            throw .io("cannot move the new site into \(output): \(String(cString: strerror(problem)))")
        }
        if hadOutput { try? manager.removeItem(atPath: previous) }
    }

    /// Moves each changed file over its old version (a rename, so readers see the old or the new
    /// file, never half of one), then deletes stale files and folders left empty.
    private func mergeIntoPlace(previous: [OutputPath: OutputRecord], isWholeSite: Bool, removing: [OutputPath]) throws(Failure) -> Summary {
        let (records, changed) = state.withLock { ($0.records, $0.changed) }
        var summary = Summary()
        summary.files = isWholeSite ? records : previous.merging(records) { $1 }
        let stale = isWholeSite ? previous.keys.filter { records[$0] == nil && $0.text != OutputOwnership.markerName }.sorted()
            : removing.filter { records[$0] == nil && previous[$0] != nil }.sorted()
        for path in stale { summary.files[path] = nil }
        summary.written = changed.count
        summary.unchanged = records.count - changed.count
        for path in changed.sorted() {
            let target = path.absolute(under: output)
            do {
                try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent,
                                                        withIntermediateDirectories: true)
            } catch {
                abort()
                throw .io("cannot create the folder for \(target): \(error.localizedDescription)")
            }
            guard rename(path.absolute(under: staging), target) == 0 else {
                abort()
                throw .io("cannot move \(path) into \(output): \(String(cString: strerror(errno)))")
            }
        }
        for path in stale where path.isWellFormed {
            if unlink(path.absolute(under: output)) == 0 { summary.removed += 1 }
            removeEmptyFolders(above: path)
        }
        removeStaging()
        return summary
    }

    private func removeEmptyFolders(above path: OutputPath) {
        var folder = path.folder
        while !folder.isEmpty, rmdir(SitePaths.join(output, folder)) == 0 {
            folder = (folder as NSString).deletingLastPathComponent
        }
    }

    private func createParent(of path: OutputPath) throws {
        let folder = path.folder
        guard !folder.isEmpty, state.withLock({ !$0.createdFolders.contains(folder) }) else { return }
        try FileManager.default.createDirectory(atPath: SitePaths.join(staging, folder), withIntermediateDirectories: true)
        state.withLock { _ = $0.createdFolders.insert(folder) }
    }

    private static func writeBytes(_ bytes: UnsafeRawBufferPointer, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Failure.io("cannot write \(path): \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        try writeAll(bytes, to: descriptor, path: path)
    }

    private static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32, path: String) throws(Failure) {
        var offset = 0
        while offset < bytes.count {
            let count = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure.io("cannot write \(path): \(String(cString: strerror(errno)))")
            }
            offset += count
        }
    }

    private static func checkWellFormed(_ path: OutputPath) throws(Failure) {
        guard path.isWellFormed else { throw .unsafeFilePath(path.text) }
    }
}
