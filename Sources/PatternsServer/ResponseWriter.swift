import FlyingFox
import FlyingSocks
import Foundation

/// Writes an `HTTPResponse` to a client's socket as HTTP/1.1: the status line, the header fields
/// (sorted, so answers are stable), then the body, streamed.
///
/// A body of known size gets `Content-Length` (unless the handler set it, as HEAD does); one of
/// unknown size, such as the event stream, comes chunk-encoded from `HTTPBodySequence` and gets
/// `Transfer-Encoding: chunked`.
enum ResponseWriter {
    /// The status line and header fields, up to and including the blank line.
    static func head(of response: HTTPResponse, closing: Bool) -> Data {
        var headers = response.headers
        if case .httpBody(let body) = response.payload {
            if let count = body.count {
                if headers[.contentLength] == nil { headers[.contentLength] = String(count) }
            } else {
                headers[.transferEncoding] = "chunked"
            }
        }
        headers[.connection] = closing ? "close" : "keep-alive"
        var lines = ["HTTP/1.1 \(response.statusCode.code) \(response.statusCode.phrase)"]
        for name in headers.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
            lines += headers.values(for: name).map { "\(name.rawValue): \($0)" }
        }
        return Data((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
    }

    /// Writes the response; `closing` says the connection ends after it.
    static func write(_ response: HTTPResponse, to socket: AsyncSocket, closing: Bool) async throws {
        try await socket.write(head(of: response, closing: closing))
        guard case .httpBody(let body) = response.payload else { return }
        for try await chunk in body { try await socket.write(chunk) }
    }

    /// A short plain-text answer, for requests refused before any handler saw them.
    static func plain(_ status: HTTPStatusCode, _ text: String) -> HTTPResponse {
        HTTPResponse(statusCode: status, headers: [.contentType: "text/plain; charset=utf-8"], body: Data((text + "\n").utf8))
    }
}
