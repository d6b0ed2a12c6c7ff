/// The start of an HTTP/1.1 request: its request line and header fields, as read off the socket.
///
/// The preview serves files, so it needs no more than this: the method, the path it asks for,
/// and whether the client wants the connection kept open.
struct RequestHead: Equatable, Sendable {
    var method: String
    /// The request target as sent (origin form: `/path?query`).
    var target: String
    /// `HTTP/1.1` or `HTTP/1.0`.
    var version: String
    /// The header fields in order, names as sent.
    var fields: [(name: String, value: String)]

    static func == (lhs: RequestHead, rhs: RequestHead) -> Bool {
        lhs.method == rhs.method && lhs.target == rhs.target && lhs.version == rhs.version
            && lhs.fields.map(\.name) == rhs.fields.map(\.name) && lhs.fields.map(\.value) == rhs.fields.map(\.value)
    }

    /// The first value of the field `name` (case-insensitive).
    func field(_ name: String) -> String? {
        fields.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    /// The target's path, percent-encoded as sent; an absolute-form target (`http://host/path`) gives its path.
    var path: String {
        var target = Substring(target)
        for scheme in ["http://", "https://"] where target.lowercased().hasPrefix(scheme) {
            let rest = target.dropFirst(scheme.count)
            target = rest.firstIndex(of: "/").map { rest[$0...] } ?? "/"
        }
        return String(target.prefix { $0 != "?" && $0 != "#" })
    }

    /// HTTP/1.1 keeps a connection open unless told to close; HTTP/1.0 closes unless told to keep it.
    var keepsAlive: Bool {
        let connection = field("Connection")?.lowercased() ?? ""
        return version == "HTTP/1.1" ? !connection.contains("close") : connection.contains("keep-alive")
    }

    /// Whether a body follows the head; the preview takes none, so such a request is answered and the connection closed.
    var hasBody: Bool {
        if field("Transfer-Encoding") != nil { return true }
        return field("Content-Length").map { $0.trimmingCharacters(in: .whitespaces) != "0" } ?? false
    }
}

import Foundation
