import PatternsDiagnostics

/// A JSON document whose objects keep their keys in the order written, for files people read
/// (a schema reads best in the order of the format it describes, which sorted keys would lose).
///
/// A tree, not a stream, because its layout depends on a member's whole length (an object that fits
/// stays on one line); the text itself is written by `JSONWriter`, the tool's one JSON writer.
enum JSONValue: Sendable {
    case string(String)
    case integer(Int)
    case bool(Bool)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    /// Two-space indented text; arrays of plain values, and objects of shallow values that fit in
    /// `lineWidth`, stay on one line.
    func formatted() -> String {
        var writer = JSONWriter(style: .readable)
        write(to: &writer, depth: 0)
        return writer.take()
    }

    /// Objects of plain values and plain arrays that fit in this many characters stay on one line.
    static let lineWidth = 100

    /// Writes the value whose line is indented `depth` levels.
    private func write(to writer: inout JSONWriter, depth: Int) {
        switch self {
        case .string(let text): writer.string(text)
        case .integer(let number): writer.number(number)
        case .bool(let flag): writer.bool(flag)
        case .array(let items):
            writer.beginArray(onOneLine: items.allSatisfy(\.isPlain))
            items.forEach { $0.write(to: &writer, depth: depth + 1) }
            writer.endArray()
        case .object(let members):
            writer.beginObject(onOneLine: fitsOnOneLine(atDepth: depth))
            for member in members {
                writer.key(member.key)
                member.value.write(to: &writer, depth: depth + 1)
            }
            writer.endObject()
        }
    }

    /// Whether an object stays on one line: it is empty, or holds only shallow values and fits.
    private func fitsOnOneLine(atDepth depth: Int) -> Bool {
        guard case .object(let members) = self, !members.isEmpty else { return true }
        guard members.allSatisfy(\.value.isShallow) else { return false }
        var line = JSONWriter(style: .spaced)
        line.beginObject()
        for member in members {
            line.key(member.key)
            member.value.write(to: &line, depth: depth + 1)
        }
        line.endObject()
        return line.take().count + 2 * depth <= Self.lineWidth
    }

    /// A plain value or an array of plain values: what an object may hold and still fit on one line.
    private var isShallow: Bool {
        if case .array(let items) = self { return items.allSatisfy(\.isPlain) }
        return isPlain
    }

    private var isPlain: Bool {
        switch self {
        case .string, .integer, .bool: return true
        case .array, .object: return false
        }
    }
}
