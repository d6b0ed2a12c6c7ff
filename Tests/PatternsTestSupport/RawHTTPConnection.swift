#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// A blocking TCP connection to a local server, for tests that send what no HTTP library sends:
/// a megabyte-long request line, a header that never ends, a connection left idle.
///
/// Its calls block, so async tests make them through `offThePool`, never on the concurrency
/// pool's threads (two, on two cores), where they would starve a server in the same process.
public final class RawHTTPConnection: @unchecked Sendable {
    public let descriptor: Int32

    /// Connects to 127.0.0.1:`port`; nil when the connection is refused.
    public init?(port: UInt16) {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return nil }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            Glibc.close(descriptor)
            return nil
        }
        self.descriptor = descriptor
    }

    deinit { Glibc.close(descriptor) }

    /// Sends `bytes`, giving up (without failing) when the server stops reading for `timeout` seconds or closes.
    public func send(_ bytes: [UInt8], timeout: Int = 2) {
        var limit = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress! + offset, $0.count - offset, Int32(MSG_NOSIGNAL)) }
            guard sent > 0 else { return }
            offset += sent
        }
    }

    /// What the server sends until it closes the connection, or until `timeout` seconds pass without a byte.
    public func receiveAll(timeout: Int = 10) -> [UInt8] {
        var limit = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return received }
            received += buffer[..<count]
        }
    }

    /// The status code of an HTTP response's first line, or nil.
    public static func status(of response: [UInt8]) -> Int? {
        let line = String(decoding: response.prefix { $0 != UInt8(ascii: "\r") }, as: UTF8.self)
        let parts = line.split(separator: " ")
        return parts.count >= 2 ? Int(parts[1]) : nil
    }

    /// One request on a new connection: the response (until the server closes) and the seconds it took.
    public static func exchange(port: UInt16, _ request: [UInt8]) -> (response: [UInt8], seconds: Double)? {
        guard let connection = RawHTTPConnection(port: port) else { return nil }
        let start = ContinuousClock.now
        connection.send(request)
        let response = connection.receiveAll()
        let elapsed = ContinuousClock.now - start
        return (response, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }
}

/// Runs blocking `work` on a thread of its own and waits for it without holding a concurrency-pool thread.
public func offThePool<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { done in
        Thread { done.resume(returning: work()) }.start()
    }
}
