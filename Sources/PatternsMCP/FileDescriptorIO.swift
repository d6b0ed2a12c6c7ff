#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation

/// Blocking reads and writes on a file descriptor, for the stdio transport: a read waits in the
/// kernel instead of polling every 10 ms, and a descriptor someone made non-blocking is waited
/// on with poll(2) rather than spun on.
enum FileDescriptorIO {
    /// How much one read asks for.
    static let chunkSize = 64 * 1024

    /// The descriptor's bytes, read on a thread of its own until end of input (or a read error, logged as the end).
    static func chunks(reading descriptor: Int32) -> AsyncStream<[UInt8]> {
        let (chunks, continuation) = AsyncStream.makeStream(of: [UInt8].self)
        let thread = Thread {
            var buffer = [UInt8](repeating: 0, count: chunkSize)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count > 0 {
                    continuation.yield(Array(buffer[..<count]))
                } else if count < 0, errno == EINTR {
                    continue
                } else if count < 0, errno == EAGAIN || errno == EWOULDBLOCK {
                    wait(for: descriptor, events: Int16(POLLIN))
                } else {
                    break
                }
            }
            continuation.finish()
        }
        thread.name = "patterns.mcp.stdin"
        thread.start()
        return chunks
    }

    /// Writes every byte of `bytes`, or throws the first error other than an interruption.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if written >= 0 {
                offset += written
            } else if errno == EINTR {
                continue
            } else if errno == EAGAIN || errno == EWOULDBLOCK {
                wait(for: descriptor, events: Int16(POLLOUT))
            } else {
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
        }
    }

    private static func wait(for descriptor: Int32, events: Int16) {
        var request = pollfd(fd: descriptor, events: events, revents: 0)
        _ = poll(&request, 1, -1)
    }
}
