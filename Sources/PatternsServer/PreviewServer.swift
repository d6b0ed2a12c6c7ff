import FlyingFox
import FlyingSocks
import Foundation
import PatternsCore
import PatternsDiagnostics
import Synchronization

/// The HTTP side of `patterns serve`: the output folder as a website, with live reload.
///
/// Connections are accepted by `ConnectionListener` and read by `PreviewConnection` (bounded,
/// linear request heads; FlyingFox's own server read them in quadratic time), and answered with
/// FlyingFox's request and response types; this type decides what each path answers. Pages come
/// from the output folder as the last good build wrote them, HTML with the reload script (and the
/// error overlay while the content has errors); `/__patterns/events` is the event stream.
public final class PreviewServer: Sendable {
    public enum Failure: Error, CustomStringConvertible {
        case badHost(String)
        case cannotListen(String)

        public var description: String {
            switch self {
            case .badHost(let host): return "'\(host)' is not an IPv4 or IPv6 address (use 127.0.0.1, ::1 or 0.0.0.0)"
            case .cannotListen(let why): return why
            }
        }
    }

    public let broadcaster = ReloadBroadcaster()
    private let resolver: OutputFileResolver
    private let listener: ConnectionListener
    private let state = Mutex(State())

    private struct State {
        var diagnostics: [Diagnostic] = []
        var serving: Task<Void, any Error>?
        var headTimeout = PreviewConnection.headTimeout
    }

    /// How long a request head may take (shortened by tests, before `run()`).
    var headTimeout: Duration {
        get { state.withLock { $0.headTimeout } }
        set { state.withLock { $0.headTimeout = newValue } }
    }

    /// Binds to `host:port` (port 0 picks a free one) at once, so a port that cannot be used is
    /// reported before anything else; loopback unless told otherwise. `warn` hears of trouble
    /// serving that does not stop it (descriptors running out).
    public init(output: String, host: String, port: UInt16,
                warn: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data("warning: \($0)\n".utf8)) }) throws {
        resolver = OutputFileResolver(root: output)
        let name = host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
        do {
            if host.contains(":") {
                guard let ip6 = try? sockaddr_in6.inet6(ip6: host, port: port) else { throw Failure.badHost(host) }
                listener = try ConnectionListener(address: ip6, description: name, warn: warn)
            } else {
                guard let ip4 = try? sockaddr_in.inet(ip4: host, port: port) else { throw Failure.badHost(host) }
                listener = try ConnectionListener(address: ip4, description: name, warn: warn)
            }
        } catch let failure as ConnectionListener.Failure {
            throw Failure.cannotListen(failure.description)
        }
    }

    /// The findings of the latest build: with errors, every page shows the overlay.
    public func show(_ diagnostics: [Diagnostic]) {
        state.withLock { $0.diagnostics = diagnostics }
    }

    /// Serves until `stop()`; returns once the server has stopped.
    public func run() async throws {
        await DispatchTimerPriming.prime()
        let keepAlive = Task { [broadcaster] in
            while !Task.isCancelled {
                try? await Task.sleep(nanoseconds: 15_000_000_000)
                broadcaster.keepAlive()
            }
        }
        defer { keepAlive.cancel() }
        let answer: @Sendable (RequestHead) async -> HTTPResponse = { [weak self] head in
            self?.answer(head) ?? HTTPResponse(statusCode: .serviceUnavailable)
        }
        let task = Task { [listener, headTimeout = self.headTimeout] in
            try await listener.run { socket in await PreviewConnection(socket: socket, headTimeout: headTimeout, respond: answer).serve() }
        }
        state.withLock { $0.serving = task }
        try await withTaskCancellationHandler {
            try await task.value
        } onCancel: {
            task.cancel()
        }
    }

    /// The port actually bound (useful with port 0).
    public var port: UInt16? {
        switch listener.boundAddress {
        case .ip4(_, let port)?, .ip6(_, let port)?: return port
        default: return nil
        }
    }

    public func stop() async {
        broadcaster.finishAll()
        let task = state.withLock { $0.serving }
        task?.cancel()
        _ = await task?.result
    }

    /// The answer to one request: the event stream, a file (HEAD: its head only), or 405 for other methods.
    func answer(_ head: RequestHead) -> HTTPResponse {
        let path = head.path
        switch head.method {
        case "GET" where path == PreviewOverlay.eventsPath:
            return HTTPResponse(statusCode: .ok, headers: [
                .contentType: "text/event-stream; charset=utf-8", .cacheControl: "no-store", HTTPHeader("X-Accel-Buffering"): "no",
            ], body: HTTPBodySequence(from: ServerEventBody(events: broadcaster.subscribe())))
        case "GET":
            return respond(to: path)
        case "HEAD":
            var response = respond(to: path)
            if response.headers[.contentLength] == nil, case .httpBody(let body) = response.payload {
                response.headers[.contentLength] = String(body.count ?? 0)
            }
            return HTTPResponse(statusCode: response.statusCode, headers: response.headers)
        default:
            var response = ResponseWriter.plain(.methodNotAllowed, "Method not allowed: the preview answers GET and HEAD.")
            response.headers[HTTPHeader("Allow")] = "GET, HEAD"
            return response
        }
    }

    func respond(to rawPath: String) -> HTTPResponse {
        switch resolver.resolve(rawPath: rawPath) {
        case .badRequest:
            return HTTPResponse(statusCode: .badRequest, headers: [.contentType: "text/plain; charset=utf-8"],
                                body: Data("Bad request: the path must stay inside the site.\n".utf8))
        case .redirect(let location):
            return HTTPResponse(statusCode: .movedPermanently, headers: [.location: location])
        case .notFound:
            let page = SiteLayout.notFoundPage.absolute(under: resolver.root)
            guard let data = FileManager.default.contents(atPath: page) else {
                return HTTPResponse(statusCode: .notFound, headers: [.contentType: "text/plain; charset=utf-8"],
                                    body: Data("Not found.\n".utf8))
            }
            return html(status: .notFound, bytes: [UInt8](data))
        case .file(let path):
            guard let data = FileManager.default.contents(atPath: path) else { return HTTPResponse(statusCode: .notFound) }
            let type = ContentType.forPath(path)
            if type.hasPrefix("text/html") { return html(status: .ok, bytes: [UInt8](data)) }
            return HTTPResponse(statusCode: .ok, headers: [.contentType: type, .cacheControl: "no-cache"], body: data)
        }
    }

    private func html(status: HTTPStatusCode, bytes: [UInt8]) -> HTTPResponse {
        let page = PreviewOverlay.inject(into: bytes, diagnostics: state.withLock { $0.diagnostics })
        return HTTPResponse(statusCode: status, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-cache"],
                            body: Data(page))
    }
}
