import Foundation

/// Writes an `ImportPlan` into DEST: made text as UTF-8, copies read from SRC. Files of the same
/// name are replaced; nothing else in DEST is touched, and nothing in SRC.
public struct ImportPlanWriter {
    public let source: JekyllSourceTree
    /// The new site's folder, absolute.
    public let destination: String

    public init(source: JekyllSourceTree, destination: String) {
        self.source = source
        self.destination = destination
    }

    public func write(_ plan: ImportPlan) throws {
        let manager = FileManager.default
        for file in plan.files {
            let url = URL(fileURLWithPath: destination).appendingPathComponent(file.destination)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            switch file.contents {
            case .text(let text):
                try Data(text.utf8).write(to: url)
            case .copy:
                guard let path = file.source else { continue }
                if manager.fileExists(atPath: url.path) { try manager.removeItem(at: url) }
                try manager.copyItem(atPath: source.absolute(path), toPath: url.path)
            }
        }
    }
}
