import Foundation

/// A file written as its bytes are made, a chunk at a time, then moved into place whole: readers
/// see the old file or the complete new one, never part of it (as `Data.write(options: .atomic)`).
///
/// The build's caches are encoded into one of these: at 100,000 entries the search index is 65 MB,
/// and encoding it into memory first was the last step of the build's memory peak.
public final class StreamedFile: ByteOutput {
    public enum Failure: Error, CustomStringConvertible {
        case io(path: String, reason: String)

        public var description: String {
            switch self {
            case .io(let path, let reason): "cannot write \(path): \(reason)"
            }
        }
    }

    /// Bytes held before they are written.
    static let chunkSize = 1 << 20

    private let path: String
    private let partialPath: String
    private let descriptor: Int32
    /// Bytes not yet written: the first `buffered` of a chunk allocated once. A pointer rather than
    /// an array, so appending a byte is a store, not a call checked for exclusive access (the
    /// manifest and search caches are written a byte at a time).
    private let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: chunkSize)
    private var buffered = 0
    /// The first write that failed; later bytes are dropped and `finish()` reports it.
    private var failure: Failure?
    private var finished = false

    /// Starts writing `path` (through a temporary file beside it).
    public init(path: String) throws(Failure) {
        self.path = path
        // Its own name, so two builds writing the same cache never write into one file.
        partialPath = path + "." + UUID().uuidString + ".partial"
        descriptor = open(partialPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        // Thrown once every property is set, so `deinit` runs and frees the buffer.
        guard descriptor >= 0 else { throw .io(path: path, reason: String(cString: strerror(errno))) }
    }

    public func append(_ byte: UInt8) {
        if buffered == buffer.count { flush() }
        buffer[buffered] = byte
        buffered += 1
    }

    public func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
        var offset = 0
        while offset < bytes.count {
            if buffered == buffer.count { flush() }
            let count = min(bytes.count - offset, buffer.count - buffered)
            (buffer.baseAddress! + buffered).initialize(from: bytes.baseAddress! + offset, count: count)
            buffered += count
            offset += count
        }
    }

    /// Writes what is left and moves the file into place; on any failure the old file is left as it
    /// was and the partial one removed.
    public func finish() throws(Failure) {
        precondition(!finished, "a streamed file is finished once")
        finished = true
        flush()
        let closed = close(descriptor) == 0 ? nil : String(cString: strerror(errno))
        if failure == nil, let closed { failure = .io(path: path, reason: closed) }
        if failure == nil, rename(partialPath, path) != 0 { failure = .io(path: path, reason: String(cString: strerror(errno))) }
        if let failure {
            unlink(partialPath)
            throw failure
        }
    }

    /// A file never finished (its encoder stopped) leaves nothing behind.
    deinit {
        buffer.deallocate()
        guard !finished else { return }
        close(descriptor)
        unlink(partialPath)
    }

    private func flush() {
        defer { buffered = 0 }
        guard failure == nil else { return }
        var offset = 0
        while offset < buffered {
            let written = write(descriptor, buffer.baseAddress! + offset, buffered - offset)
            if written < 0 {
                if errno == EINTR { continue }
                failure = .io(path: path, reason: String(cString: strerror(errno)))
                return
            }
            offset += written
        }
    }
}
