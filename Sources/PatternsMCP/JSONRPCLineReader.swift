/// Splits standard input into JSON-RPC messages, one a line, in time linear in the bytes read.
///
/// The SDK's reader searched its whole pending buffer for a newline after every 4 KB read, so a
/// 4 MB line cost half a minute while every other request waited. This one remembers how far it
/// has looked, and never keeps more than `limit` bytes of one line: a longer line is reported as
/// `.tooLong` and skipped up to the next newline, where reading picks up again.
struct JSONRPCLineReader {
    /// What one line of input turned out to be.
    enum Line: Equatable {
        /// A line's bytes, without its newline (or `\r\n`); blank lines are skipped.
        case message([UInt8])
        /// A line longer than the limit: how many bytes it had when it was given up (at least `limit + 1`).
        case tooLong(bytes: Int)
    }

    /// The longest line read as a message: far more than any request this server takes.
    static let defaultLimit = 8 * 1024 * 1024

    let limit: Int
    /// The start of the line being read (when it is not being skipped).
    private var pending: [UInt8] = []
    /// How many bytes of the line being skipped have been seen, or nil when not skipping.
    private var skipped: Int?

    init(limit: Int = defaultLimit) {
        self.limit = limit
    }

    /// The lines `chunk` completes, in order.
    mutating func read(_ chunk: some Collection<UInt8>) -> [Line] {
        var lines: [Line] = []
        var rest = chunk[...]
        while let newline = rest.firstIndex(of: UInt8(ascii: "\n")) {
            finishLine(with: rest[..<newline], into: &lines)
            rest = rest[rest.index(after: newline)...]
        }
        keep(rest)
        return lines
    }

    /// The last line, when the input ended without a newline after it.
    mutating func finish() -> [Line] {
        var lines: [Line] = []
        if skipped != nil || !pending.isEmpty { finishLine(with: [UInt8]()[...], into: &lines) }
        return lines
    }

    private mutating func finishLine(with tail: some Collection<UInt8>, into lines: inout [Line]) {
        if let count = skipped {
            lines.append(.tooLong(bytes: count + tail.count))
        } else if pending.count + tail.count > limit {
            lines.append(.tooLong(bytes: pending.count + tail.count))
        } else {
            var line = pending
            line.append(contentsOf: tail)
            if line.last == UInt8(ascii: "\r") { line.removeLast() }
            if line.contains(where: { !Self.isBlank($0) }) { lines.append(.message(line)) }
        }
        pending.removeAll(keepingCapacity: true)
        skipped = nil
    }

    /// Bytes of a line whose end has not come yet: kept up to the limit, counted past it.
    private mutating func keep(_ bytes: some Collection<UInt8>) {
        if let count = skipped {
            skipped = count + bytes.count
        } else if pending.count + bytes.count > limit {
            skipped = pending.count + bytes.count
            pending = []
        } else {
            pending.append(contentsOf: bytes)
        }
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }
}
