import Foundation
import Synchronization

/// The folders an output transaction keeps while it writes, named so a later build can tell whose
/// they are, and the clean-up of those a killed build (`kill -9`, a power cut) left behind.
///
/// Each is named with its transaction's token, `<pid>-<random>`: beside the output
/// `.public.tmp-<token>` (staging) and `.public.old-<token>` (the previous output set aside), or
/// inside an output that is a mount point `.patterns-staging-<token>` and `.patterns-previous-<token>`.
/// A staging folder is also locked (`flock`) for as long as its build runs. A folder is stale, and
/// removed by the next build, when no transaction of this process uses it, the process its token
/// names is gone (or is this process, which reuses the id of a killed one in a container), and
/// nobody holds its lock; a concurrent build's folders are never touched.
enum StagingFolders {
    static let insidePrefixes = [".patterns-staging-", ".patterns-previous-"]

    /// The prefixes of the folders kept beside an output folder named `outputName`.
    static func besidePrefixes(outputName: String) -> [String] {
        [".\(outputName).tmp-", ".\(outputName).old-"]
    }

    /// Whether `name`, inside an output folder, is one of the build's own folders.
    static func isOwnInside(_ name: String) -> Bool {
        insidePrefixes.contains { name.hasPrefix($0) }
    }

    /// A new token, registered as in use until `finished(_:)`.
    static func newToken() -> String {
        let token = "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        liveTokens.withLock { _ = $0.insert(token) }
        return token
    }

    /// Says the transaction holding `token` is over.
    static func finished(_ token: String) {
        liveTokens.withLock { _ = $0.remove(token) }
    }

    /// Takes the lock a staging folder holds while its build runs; the descriptor releases it when closed.
    static func holdLock(on folder: String) -> Int32? {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            return nil
        }
        return descriptor
    }

    /// Removes the stale folders in `folder` named with one of `prefixes`; returns their names.
    @discardableResult
    static func removeStale(in folder: String, prefixes: [String]) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        var removed: [String] = []
        for name in names {
            guard let prefix = prefixes.first(where: { name.hasPrefix($0) }) else { continue }
            let path = folder + "/" + name
            guard isStale(token: String(name.dropFirst(prefix.count)), path: path) else { continue }
            if (try? FileManager.default.removeItem(atPath: path)) != nil { removed.append(name) }
        }
        return removed.sorted()
    }

    private static func isStale(token: String, path: String) -> Bool {
        let parts = token.split(separator: "-")
        guard parts.count == 2, let pid = Int32(parts[0]), UInt32(parts[1]) != nil,
              !liveTokens.withLock({ $0.contains(token) }) else { return false }
        let running = pid != getpid() && (kill(pid, 0) == 0 || errno == EPERM)
        guard !running, let descriptor = holdLock(on: path) else { return false }
        close(descriptor)
        return true
    }

    private static let liveTokens = Mutex<Set<String>>([])
}
