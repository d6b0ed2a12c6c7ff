/// Reads a request's head (request line and header fields) from the bytes a socket delivers, in
/// time linear in their number and within fixed limits.
///
/// FlyingFox's decoder compared the last byte of each line with `Sequence.suffix`, which walks the
/// whole line, after every byte: a 100 KB request line took seconds of CPU, a 1 MB header field a
/// minute, even after the client had gone. This reader scans each byte once and gives up as soon as
/// a limit is passed, so `patterns serve --host 0.0.0.0` cannot be stalled by one long line.
struct RequestHeadReader {
    /// The longest request line taken (method, target and version): longer is 414 URI Too Long.
    static let requestLineLimit = 8 * 1024
    /// The most header-field bytes taken (every line after the request line): more is 431.
    static let fieldsLimit = 32 * 1024

    enum Outcome: Equatable {
        /// The head is not complete yet: read more.
        case incomplete
        /// The head, and the bytes after it (the start of a pipelined request).
        case head(RequestHead, rest: [UInt8])
        /// The request cannot be taken: answer with this status and close.
        case refused(Refusal)
    }

    enum Refusal: Equatable {
        case uriTooLong
        case fieldsTooLarge
        case malformed(String)
    }

    private let requestLineLimit: Int
    private let fieldsLimit: Int
    private var buffer: [UInt8] = []
    /// Where the newline search goes on: every byte before it has been looked at.
    private var scanned = 0
    /// The start of the line being read.
    private var lineStart = 0
    /// The request line, once read, and where the header fields start.
    private var requestLine: String?
    private var fieldsStart = 0
    private var fieldLines: [String] = []

    init(requestLineLimit: Int = Self.requestLineLimit, fieldsLimit: Int = Self.fieldsLimit) {
        self.requestLineLimit = requestLineLimit
        self.fieldsLimit = fieldsLimit
    }

    /// Takes the bytes that came next and says whether the head is complete.
    mutating func read(_ chunk: some Collection<UInt8>) -> Outcome {
        buffer.append(contentsOf: chunk)
        while let newline = buffer[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
            scanned = newline + 1
            var line = buffer[lineStart..<newline]
            if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
            lineStart = scanned
            if let refusal = overLimit(at: line.endIndex) { return .refused(refusal) }
            if requestLine == nil {
                // RFC 9112 §2.2: empty lines before the request line are ignored.
                if !line.isEmpty {
                    requestLine = String(decoding: line, as: UTF8.self)
                    fieldsStart = scanned
                }
            } else if line.isEmpty {
                return finish()
            } else {
                fieldLines.append(String(decoding: line, as: UTF8.self))
            }
        }
        scanned = buffer.count
        if let refusal = overLimit(at: buffer.count) { return .refused(refusal) }
        return .incomplete
    }

    /// The limit the bytes up to `end` (a line's end, without its CRLF) pass, if any.
    private func overLimit(at end: Int) -> Refusal? {
        if requestLine == nil { return end > requestLineLimit ? .uriTooLong : nil }
        return end - fieldsStart > fieldsLimit ? .fieldsTooLarge : nil
    }

    private func finish() -> Outcome {
        let parts = (requestLine ?? "").split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, !parts[1].isEmpty, parts[2].hasPrefix("HTTP/1.") else {
            return .refused(.malformed("the request line is not METHOD TARGET HTTP/1.x"))
        }
        var fields: [(name: String, value: String)] = []
        for line in fieldLines {
            guard let colon = line.firstIndex(of: ":"), colon != line.startIndex,
                  !line[..<colon].contains(where: { $0 == " " || $0 == "\t" }) else {
                return .refused(.malformed("a header line is not NAME: VALUE"))
            }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            fields.append((String(line[..<colon]), value))
        }
        let head = RequestHead(method: String(parts[0]), target: String(parts[1]), version: String(parts[2]), fields: fields)
        return .head(head, rest: Array(buffer[scanned...]))
    }
}

import Foundation
