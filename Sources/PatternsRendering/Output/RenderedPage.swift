/// A file of the generated site: where it goes under the output folder, and its bytes.
///
/// Rendered text is kept as the `String` the template produced: copying a 40 MB checklist page
/// into a byte array would double its memory for no gain, since a `String` is UTF-8 already.
public struct RenderedFile: Sendable {
    /// Path relative to the output folder, `/`-separated, never absolute and never containing `..`.
    public var path: String
    private var storage: Storage

    private enum Storage: Sendable {
        case text(String)
        case bytes([UInt8])
    }

    public init(path: String, contents: [UInt8]) {
        self.path = path
        self.storage = .bytes(contents)
    }

    public init(path: String, text: String) {
        self.path = path
        self.storage = .text(text)
    }

    /// Calls `body` with the file's bytes without copying them.
    public func withBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        switch storage {
        case .bytes(let bytes):
            return try bytes.withUnsafeBytes(body)
        case .text(var text):
            return try text.withUTF8 { try body(UnsafeRawBufferPointer($0)) }
        }
    }
}
