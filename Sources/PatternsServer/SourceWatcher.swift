import Foundation
import PatternsCore
import Synchronization

/// Watches what a build reads (`patterns.yml`, `content/`, `templates/`) and reports changes.
///
/// Uses inotify, so a save is noticed within a millisecond; where inotify is unavailable (some
/// container and network file systems) it falls back to comparing sizes and times twice a second.
/// Bursts (an editor writing a temporary file, then renaming it) arrive as one report.
public final class SourceWatcher: Sendable {
    /// Folders and files under the site root that a build reads.
    static let watchedFolders = SiteLayout.watchedFolders

    private let root: String
    private let onChange: @Sendable ([String]) -> Void
    private let state = Mutex(State())

    private struct State {
        /// The inotify descriptor, or -1 while polling (or before `start()`).
        var descriptor: Int32 = -1
        var folders: [Int32: String] = [:]
        var stopped = false
    }

    /// How long to keep collecting events after the first, so a burst becomes one rebuild.
    static let settleMilliseconds: Int32 = 8

    public init(siteRoot: String, onChange: @escaping @Sendable ([String]) -> Void) {
        root = URL(fileURLWithPath: siteRoot).standardizedFileURL.path
        self.onChange = onChange
    }

    /// Whether changes are noticed by inotify (true) or by polling.
    public var usesInotify: Bool { descriptor >= 0 }

    private var descriptor: Int32 { state.withLock { $0.descriptor } }

    public func start() {
        let descriptor = inotify_init1(Int32(IN_CLOEXEC))
        guard descriptor >= 0 else {
            Thread.detachNewThread { [self] in poll() }
            return
        }
        state.withLock { $0.descriptor = descriptor }
        watch(folder: "", recursive: false)
        for folder in Self.watchedFolders { watch(folder: folder, recursive: true) }
        Thread.detachNewThread { [self] in readEvents() }
    }

    public func stop() {
        let descriptor = state.withLock { state in
            state.stopped = true
            return state.descriptor
        }
        if descriptor >= 0 { close(descriptor) }
    }

    private var isStopped: Bool { state.withLock { $0.stopped } }

    private static let mask = UInt32(IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_DELETE_SELF | IN_ATTRIB)

    private func watch(folder: String, recursive: Bool) {
        let path = SitePaths.join(root, folder)
        let watch = inotify_add_watch(descriptor, path, Self.mask | UInt32(IN_ONLYDIR))
        guard watch >= 0 else { return }
        state.withLock { $0.folders[watch] = folder }
        guard recursive, let children = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
        for child in children where !child.hasPrefix(".") {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: SitePaths.join(path, child), isDirectory: &isDirectory), isDirectory.boolValue {
                self.watch(folder: SitePaths.join(folder, child), recursive: true)
            }
        }
    }

    private func readEvents() {
        let descriptor = self.descriptor
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var changed: Set<String> = []
        while !isStopped {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = Glibc.poll(&poller, 1, changed.isEmpty ? 500 : Self.settleMilliseconds)
            if ready < 0, errno != EINTR { return }
            if ready == 0 {
                if !changed.isEmpty {
                    onChange(changed.sorted())
                    changed.removeAll()
                }
                continue
            }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { if count < 0, errno == EINTR { continue } else { return } }
            var offset = 0
            while offset + MemoryLayout<inotify_event>.size <= count {
                let (descriptorOfFolder, mask, nameLength) = buffer.withUnsafeBytes { raw -> (Int32, UInt32, Int) in
                    let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    return (event.wd, event.mask, Int(event.len))
                }
                let nameStart = offset + MemoryLayout<inotify_event>.size
                let name = String(decoding: buffer[nameStart..<nameStart + nameLength].prefix { $0 != 0 }, as: UTF8.self)
                offset = nameStart + nameLength
                guard let folder = state.withLock({ $0.folders[descriptorOfFolder] }) else { continue }
                let path = SitePaths.join(folder, name)
                if mask & UInt32(IN_ISDIR) != 0, mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0,
                   Self.isWatched(path), !name.hasPrefix(".") {
                    watch(folder: path, recursive: true)
                }
                if Self.isRelevant(path, name: name) { changed.insert(path) }
            }
        }
    }

    /// Whether a path is something a build reads (not the output, the cache, or an editor's temporary file).
    static func isRelevant(_ path: String, name: String) -> Bool {
        guard !name.isEmpty, !name.hasPrefix("."), !name.hasSuffix("~"), !name.hasSuffix(".swp"), name != "4913" else { return false }
        return path == SiteLayout.configFile || isWatched(path)
    }

    private static func isWatched(_ path: String) -> Bool {
        watchedFolders.contains { path == $0 || path.hasPrefix($0 + "/") }
    }

    /// The fallback: compare sizes and times of everything a build reads, twice a second.
    private func poll() {
        var previous = fileStates()
        while !isStopped {
            Thread.sleep(forTimeInterval: 0.5)
            let current = fileStates()
            if current != previous {
                let changed = Set(current.keys).union(previous.keys).filter { current[$0] != previous[$0] }
                previous = current
                onChange(changed.sorted())
            }
        }
    }

    private func fileStates() -> [String: String] {
        var states: [String: String] = [:]
        let paths = [SiteLayout.configFile] + Self.watchedFolders.flatMap { folder -> [String] in
            guard let enumerator = FileManager.default.enumerator(atPath: SitePaths.join(root, folder)) else { return [] }
            return enumerator.compactMap { ($0 as? String).map { SitePaths.join(folder, $0) } }
        }
        for path in paths {
            if let attributes = try? FileManager.default.attributesOfItem(atPath: SitePaths.join(root, path)) {
                states[path] = "\(attributes[FileAttributeKey.size] ?? 0)-\(attributes[FileAttributeKey.modificationDate] ?? 0)"
            }
        }
        return states
    }
}
