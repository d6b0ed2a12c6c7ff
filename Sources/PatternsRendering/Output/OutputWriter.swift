import Foundation
import PatternsCore

/// Writes a generated site so that readers only ever see a complete one.
///
/// Files go to a hidden staging folder beside the output; only when every file is written is
/// the old output moved aside and the staging folder renamed into place. Any failure removes
/// the staging folder and leaves the previous output untouched.
public struct OutputWriter: Sendable {
    public enum Failure: Error, CustomStringConvertible {
        case refusedLocation(String, reason: String)
        case unsafeFilePath(String)
        case io(String)
        /// A signal stopped the build; the previous output is untouched and the staging folder removed.
        case interrupted(signal: Int32)

        public var description: String {
            switch self {
            case .refusedLocation(let path, let reason): return "refusing to write the site to \(path): \(reason)"
            case .unsafeFilePath(let path): return "refusing to write '\(path)': it would land outside the output folder"
            case .io(let message): return message
            case .interrupted(let signal): return "interrupted by signal \(signal); the previous output was left unchanged"
            }
        }
    }

    /// Absolute, standardised output folder.
    public let output: String

    /// Checks that `output` is a folder the tool may replace wholesale.
    public init(output: String, siteRoot: String) throws(Failure) {
        let output = URL(fileURLWithPath: output).standardizedFileURL.resolvingSymlinksInPath().path
        let root = URL(fileURLWithPath: siteRoot).standardizedFileURL.resolvingSymlinksInPath().path
        let home = FileManager.default.homeDirectoryForCurrentUser.standardizedFileURL.resolvingSymlinksInPath().path
        let protected: [(String, String)] = [
            ("/", "it is the file-system root"), (home, "it is the home folder"), (root, "it is the site folder"),
            (root + "/content", "it holds the content"), (root + "/templates", "it holds the templates"),
        ]
        for (path, reason) in protected where output == path {
            throw .refusedLocation(output, reason: reason)
        }
        if root.hasPrefix(output + "/") || output == "/" {
            throw .refusedLocation(output, reason: "it contains the site folder")
        }
        for folder in ["content", "templates"] where output.hasPrefix(root + "/" + folder + "/") {
            throw .refusedLocation(output, reason: "it is inside \(folder)/")
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw .refusedLocation(output, reason: "it is a file, not a folder")
        }
        self.output = output
    }

    /// Writes `files`, plus `copies` (absolute source → output path), then swaps the result into place.
    public func write(_ files: [RenderedFile], copies: [(source: String, destination: String)] = []) throws(Failure) {
        try BuildInterruption.shared.whileWriting { () throws(Failure) in
            try writeStaged(files, copies: copies)
        }
    }

    private func writeStaged(_ files: [RenderedFile], copies: [(source: String, destination: String)]) throws(Failure) {
        let interruption = BuildInterruption.shared
        let parent = (output as NSString).deletingLastPathComponent
        let name = (output as NSString).lastPathComponent
        let token = "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let staging = parent + "/.\(name).tmp-\(token)"
        let manager = FileManager.default
        do {
            try manager.createDirectory(atPath: parent, withIntermediateDirectories: true)
            try manager.createDirectory(atPath: staging, withIntermediateDirectories: false)
        } catch {
            throw .io("cannot create \(staging): \(error.localizedDescription)")
        }
        do {
            for file in files { try Self.checkRelative(file.path) }
            for copy in copies { try Self.checkRelative(copy.destination) }
            let failAfter = ProcessInfo.processInfo.environment["PATTERNS_TEST_FAIL_AFTER_FILES"].flatMap(Int.init)
            let failures = files.enumerated().map { $0 }.concurrentMap { index, file -> String? in
                guard interruption.requestedSignal == nil else { return nil }
                if let failAfter, index >= failAfter {
                    return "cannot write \(file.path): failure injected by PATTERNS_TEST_FAIL_AFTER_FILES"
                }
                do {
                    try Self.createParent(of: staging + "/" + file.path)
                    try Data(file.contents).write(to: URL(fileURLWithPath: staging + "/" + file.path))
                    return nil
                } catch {
                    return "cannot write \(file.path): \(error.localizedDescription)"
                }
            }
            if let signal = interruption.requestedSignal { throw Failure.interrupted(signal: signal) }
            if let failure = failures.compactMap({ $0 }).first { throw Failure.io(failure) }
            for copy in copies {
                let destination = staging + "/" + copy.destination
                do {
                    try Self.createParent(of: destination)
                    try manager.copyItem(atPath: copy.source, toPath: destination)
                } catch {
                    throw Failure.io("cannot copy \(copy.source): \(error.localizedDescription)")
                }
            }
            if let signal = interruption.requestedSignal { throw Failure.interrupted(signal: signal) }
            try swapIntoPlace(staging: staging, parent: parent, name: name, token: token)
        } catch let failure as Failure {
            try? manager.removeItem(atPath: staging)
            throw failure
        } catch {
            try? manager.removeItem(atPath: staging)
            throw .io(error.localizedDescription)
        }
    }

    private func swapIntoPlace(staging: String, parent: String, name: String, token: String) throws(Failure) {
        let manager = FileManager.default
        let previous = parent + "/.\(name).old-\(token)"
        let hadOutput = manager.fileExists(atPath: output)
        do {
            if hadOutput { try manager.moveItem(atPath: output, toPath: previous) }
        } catch {
            throw .io("cannot move the previous \(output) aside: \(error.localizedDescription)")
        }
        do {
            try manager.moveItem(atPath: staging, toPath: output)
        } catch {
            if hadOutput { try? manager.moveItem(atPath: previous, toPath: output) }
            throw .io("cannot move the new site into \(output): \(error.localizedDescription)")
        }
        if hadOutput { try? manager.removeItem(atPath: previous) }
    }

    private static func checkRelative(_ path: String) throws(Failure) {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !path.isEmpty, !path.hasPrefix("/"), !parts.contains(where: { $0 == ".." || $0 == "." || $0.isEmpty }),
              !path.contains("\0") else {
            throw .unsafeFilePath(path)
        }
    }

    private static func createParent(of path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
    }
}
