import PatternsDiagnostics

/// A JSON document whose objects keep their keys in the order written, for files people read
/// (a schema reads best in the order of the format it describes, which sorted keys would lose).
enum JSONValue: Sendable {
    case string(String)
    case integer(Int)
    case bool(Bool)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    /// Two-space indented text; arrays of plain values stay on one line.
    func formatted(indentation: String = "") -> String {
        let inner = indentation + "  "
        switch self {
        case .string(let text): return TextEscaping.jsonString(text)
        case .integer(let number): return String(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .array(let items):
            if items.allSatisfy(\.isPlain) {
                return "[" + items.map { $0.formatted() }.joined(separator: ", ") + "]"
            }
            return "[\n" + items.map { inner + $0.formatted(indentation: inner) }.joined(separator: ",\n") + "\n\(indentation)]"
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            let oneLine = "{" + members.map { TextEscaping.jsonString($0.key) + ": " + $0.value.formatted() }.joined(separator: ", ") + "}"
            if members.allSatisfy(\.value.isShallow), oneLine.count + indentation.count <= Self.lineWidth { return oneLine }
            return "{\n" + members.map { inner + TextEscaping.jsonString($0.key) + ": " + $0.value.formatted(indentation: inner) }
                .joined(separator: ",\n") + "\n\(indentation)}"
        }
    }

    /// Objects of plain values and plain arrays that fit in this many characters stay on one line.
    static let lineWidth = 100

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
