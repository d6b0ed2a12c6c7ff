import FlyingFox
import FlyingSocks
import Foundation

/// One client connection of `patterns serve`: request heads read by `RequestHeadReader` (bounded,
/// linear, and within `headTimeout`), each answered by `respond`, until the client closes, asks
/// to close, or sends something refused.
///
/// Refusals close the connection after answering: 414 URI Too Long for an over-long request line,
/// 431 Request Header Fields Too Large for too many header bytes, 400 for a malformed head, and
/// 408 Request Timeout for a head that does not arrive in time (a slowloris client holding a
/// socket open by sending a byte now and then). The preview takes no request bodies: a request
/// with one is answered and the connection closed, rather than its body read.
struct PreviewConnection: Sendable {
    /// How long a request head may take to arrive, from the first request or the end of the last answer.
    static let headTimeout: Duration = .seconds(10)
    /// After refusing a request, how long and how much of what the client still sends is read and
    /// dropped before closing: closing with unread bytes makes the kernel reset the connection,
    /// and the client may lose the answer.
    static let drainTime: Duration = .seconds(1)
    static let drainLimit = 1024 * 1024

    let socket: AsyncSocket
    let headTimeout: Duration
    let respond: @Sendable (RequestHead) async -> HTTPResponse

    init(socket: AsyncSocket, headTimeout: Duration = Self.headTimeout, respond: @escaping @Sendable (RequestHead) async -> HTTPResponse) {
        self.socket = socket
        self.headTimeout = headTimeout
        self.respond = respond
    }

    /// What waiting for a request head came to.
    enum HeadRead: Sendable {
        case read(RequestHeadReader.Outcome)
        case timedOut
        /// The client closed the connection (or it failed) before a whole head came.
        case closed
    }

    /// Serves requests until the connection ends, then closes it.
    func serve() async {
        defer { try? socket.close() }
        var carried: [UInt8] = []
        var answered = 0
        while !Task.isCancelled {
            let response: HTTPResponse
            var closing = true
            var unread = true
            switch await readHead(startingWith: carried) {
            case .read(.head(let head, let rest)):
                response = await respond(head)
                closing = !head.keepsAlive || head.hasBody
                unread = head.hasBody
                carried = rest
            case .read(.refused(.uriTooLong)):
                response = ResponseWriter.plain(.uriTooLong, "URI too long: the request line is over \(RequestHeadReader.requestLineLimit) bytes.")
            case .read(.refused(.fieldsTooLarge)):
                response = ResponseWriter.plain(.requestHeaderFieldsTooLarge,
                                                "Request header fields too large: over \(RequestHeadReader.fieldsLimit) bytes.")
            case .read(.refused(.malformed(let why))):
                response = ResponseWriter.plain(.badRequest, "Bad request: \(why).")
            case .timedOut:
                // An idle kept-alive connection is simply closed; a first request that never finished is told why.
                guard answered == 0 else { return }
                response = ResponseWriter.plain(.requestTimeout, "Request timeout: the request head did not arrive in time.")
            case .read(.incomplete), .closed:
                return
            }
            do {
                try await ResponseWriter.write(response, to: socket, closing: closing)
            } catch {
                return
            }
            answered += 1
            if closing {
                if unread { await drain() }
                return
            }
        }
    }

    /// Says no more will be written, then reads and drops what the client still sends, within `drainTime` and `drainLimit`.
    private func drain() async {
        _ = shutdown(socket.socket.file.rawValue, Int32(SHUT_WR))
        await withTaskGroup(of: Void.self) { group in
            group.addTask { [socket] in
                var dropped = 0
                while dropped < Self.drainLimit, let bytes = try? await socket.read(atMost: 64 * 1024) { dropped += bytes.count }
            }
            group.addTask { try? await Task.sleep(for: Self.drainTime) }
            await group.next()
            group.cancelAll()
        }
    }

    /// Reads one request head, `carried` (bytes read after the previous head) first, racing `headTimeout`.
    func readHead(startingWith carried: [UInt8]) async -> HeadRead {
        await withTaskGroup(of: HeadRead.self) { group in
            group.addTask { [socket] in
                var reader = RequestHeadReader()
                var outcome = reader.read(carried)
                do {
                    while outcome == .incomplete {
                        outcome = reader.read(try await socket.read(atMost: 4096))
                    }
                } catch {
                    return .closed
                }
                return .read(outcome)
            }
            group.addTask { [headTimeout] in
                do {
                    try await Task.sleep(for: headTimeout)
                    return .timedOut
                } catch {
                    return .closed
                }
            }
            let first = await group.next() ?? .closed
            group.cancelAll()
            return first
        }
    }
}
