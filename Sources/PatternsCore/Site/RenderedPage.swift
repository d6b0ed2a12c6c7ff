/// A file of the generated site: where it goes under the output folder, and its bytes.
///
/// Rendered text is kept as the `String` the template produced: copying a 40 MB checklist page
/// into a byte array would double its memory for no gain, since a `String` is UTF-8 already.
public struct RenderedFile: Sendable {
    /// Path relative to the output folder, `/`-separated, never absolute and never containing `..`.
    public var path: OutputPath
    private var storage: Storage

    private enum Storage: Sendable {
        case text(String)
        case bytes([UInt8])
        /// Made piece by piece into a sink, so a file as large as all entries together is never held whole.
        case stream(@Sendable (_ sink: (String) -> Void) -> Void)
    }

    public init(path: OutputPath, contents: [UInt8]) {
        self.path = path
        self.storage = .bytes(contents)
    }

    public init(path: OutputPath, text: String) {
        self.path = path
        self.storage = .text(text)
    }

    /// A file written piece by piece: `produce` hands its text to the sink in order, as often as it likes.
    public init(path: OutputPath, streaming produce: @escaping @Sendable (_ sink: (String) -> Void) -> Void) {
        self.path = path
        self.storage = .stream(produce)
    }

    /// Whether the file is made piece by piece (`forEachChunk` then avoids holding it whole).
    public var isStreamed: Bool {
        if case .stream = storage { return true }
        return false
    }

    /// Calls `body` with each piece of the file's bytes in order: the whole file at once unless it is streamed.
    public func forEachChunk(_ body: (UnsafeRawBufferPointer) -> Void) {
        switch storage {
        case .stream(let produce):
            produce { piece in
                var piece = piece
                piece.withUTF8 { body(UnsafeRawBufferPointer($0)) }
            }
        case .bytes, .text:
            withBytes(body)
        }
    }

    /// Calls `body` with the file's bytes without copying them (a streamed file is gathered first).
    public func withBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        switch storage {
        case .bytes(let bytes):
            return try bytes.withUnsafeBytes(body)
        case .text(var text):
            return try text.withUTF8 { try body(UnsafeRawBufferPointer($0)) }
        case .stream(let produce):
            var whole = ""
            produce { whole += $0 }
            return try whole.withUTF8 { try body(UnsafeRawBufferPointer($0)) }
        }
    }
}
