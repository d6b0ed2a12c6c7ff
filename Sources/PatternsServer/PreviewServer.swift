import FlyingFox
import FlyingSocks
import Foundation
import PatternsCore
import PatternsDiagnostics

/// The HTTP side of `patterns serve`: the output folder as a website, with live reload.
///
/// HTTP itself is FlyingFox's; this type only decides what each path answers. Pages come from
/// the output folder as the last good build wrote them, HTML with the reload script (and the
/// error overlay while the content has errors); `/__patterns/events` is the event stream.
public final class PreviewServer: @unchecked Sendable {
    public enum Failure: Error, CustomStringConvertible {
        case badHost(String)

        public var description: String {
            switch self {
            case .badHost(let host): return "'\(host)' is not an IPv4 or IPv6 address (use 127.0.0.1, ::1 or 0.0.0.0)"
            }
        }
    }

    public let broadcaster = ReloadBroadcaster()
    private let resolver: OutputFileResolver
    private let server: HTTPServer
    private let lock = NSLock()
    private var diagnostics: [Diagnostic] = []

    /// Binds to `host:port` (port 0 picks a free one); loopback unless told otherwise.
    public init(output: String, host: String, port: UInt16) throws {
        resolver = OutputFileResolver(root: output)
        let address: any SocketAddress
        if host.contains(":") {
            guard let ip6 = try? sockaddr_in6.inet6(ip6: host, port: port) else { throw Failure.badHost(host) }
            address = ip6
        } else {
            guard let ip4 = try? sockaddr_in.inet(ip4: host, port: port) else { throw Failure.badHost(host) }
            address = ip4
        }
        server = HTTPServer(address: address, logger: .disabled)
    }

    /// The findings of the latest build: with errors, every page shows the overlay.
    public func show(_ diagnostics: [Diagnostic]) {
        lock.withLock { self.diagnostics = diagnostics }
    }

    /// Serves until `stop()`; returns once the server has stopped.
    public func run() async throws {
        await server.appendRoute(HTTPRoute("GET \(PreviewOverlay.eventsPath)")) { [broadcaster] _ in
            HTTPResponse(statusCode: .ok, headers: [
                .contentType: "text/event-stream; charset=utf-8", .cacheControl: "no-store", HTTPHeader("X-Accel-Buffering"): "no",
            ], body: HTTPBodySequence(from: ServerEventBody(events: broadcaster.subscribe())))
        }
        await server.appendRoute("GET *") { [weak self] request in
            guard let self else { return HTTPResponse(statusCode: .serviceUnavailable) }
            return self.respond(to: request.target.path(percentEncoded: true))
        }
        await server.appendRoute("HEAD *") { [weak self] request in
            guard let self else { return HTTPResponse(statusCode: .serviceUnavailable) }
            var response = self.respond(to: request.target.path(percentEncoded: true))
            response.headers[.contentLength] = response.headers[.contentLength] ?? "0"
            return HTTPResponse(statusCode: response.statusCode, headers: response.headers)
        }
        let keepAlive = Task { [broadcaster] in
            while !Task.isCancelled {
                try? await Task.sleep(nanoseconds: 15_000_000_000)
                broadcaster.keepAlive()
            }
        }
        defer { keepAlive.cancel() }
        try await server.run()
    }

    public func waitUntilListening(timeout: TimeInterval = 5) async throws {
        try await server.waitUntilListening(timeout: timeout)
    }

    /// The port actually bound (useful with port 0).
    public var port: UInt16? {
        get async {
            switch await server.listeningAddress {
            case .ip4(_, let port), .ip6(_, let port): return port
            default: return nil
            }
        }
    }

    public func stop() async {
        broadcaster.finishAll()
        await server.stop(timeout: 1)
    }

    func respond(to rawPath: String) -> HTTPResponse {
        switch resolver.resolve(rawPath: rawPath) {
        case .badRequest:
            return HTTPResponse(statusCode: .badRequest, headers: [.contentType: "text/plain; charset=utf-8"],
                                body: Data("Bad request: the path must stay inside the site.\n".utf8))
        case .redirect(let location):
            return HTTPResponse(statusCode: .movedPermanently, headers: [.location: location])
        case .notFound:
            let page = SitePaths.join(resolver.root, SiteLayout.notFoundPage)
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
        let page = PreviewOverlay.inject(into: bytes, diagnostics: lock.withLock { diagnostics })
        return HTTPResponse(statusCode: status, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-cache"],
                            body: Data(page))
    }
}
