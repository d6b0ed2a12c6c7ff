/// A JSON document read into values that keep their line and column, so a problem in a file people
/// edit or merge by hand (an audit's results) is reported where it is, not "somewhere in the file".
///
/// RFC 8259 strictly (no comments, no trailing commas), in one linear pass over the bytes, nesting
/// bounded by `maximumDepth` so hostile input cannot exhaust the stack. Columns count characters.
public struct JSONReader {
    /// A value with where it starts.
    public struct Value: Sendable {
        public enum Kind: Sendable {
            case null
            case bool(Bool)
            /// The number as written; callers convert what they expect.
            case number(String)
            case string(String)
            case array([Value])
            /// Members in source order, duplicates kept.
            case object([(key: String, keyLocation: SourceLocation, value: Value)])
        }

        public let kind: Kind
        public let location: SourceLocation

        public var string: String? { if case .string(let text) = kind { return text } else { return nil } }
        public var array: [Value]? { if case .array(let items) = kind { return items } else { return nil } }
        public var members: [(key: String, keyLocation: SourceLocation, value: Value)]? {
            if case .object(let members) = kind { return members } else { return nil }
        }

        /// The first member named `key`.
        public subscript(key: String) -> Value? { members?.first { $0.key == key }?.value }

        /// `a string`, `a number`…: what a message says was found instead.
        public var kindName: String {
            switch kind {
            case .null: "null"
            case .bool: "a boolean"
            case .number: "a number"
            case .string: "a string"
            case .array: "an array"
            case .object: "an object"
            }
        }
    }

    /// Why a document could not be read, and where.
    public struct Failure: Error, Sendable {
        public let message: String
        public let location: SourceLocation
    }

    public static let maximumDepth = 256

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0

    private init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The document's one value; a failure at the first problem.
    public static func read(_ text: String) -> Result<Value, Failure> {
        var reader = JSONReader(Array(text.utf8))
        do {
            reader.skipSpace()
            let value = try reader.value()
            reader.skipSpace()
            guard reader.index == reader.bytes.count else { throw reader.failure("unexpected text after the JSON value") }
            return .success(value)
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(message: "\(error)", location: SourceLocation(line: 1, column: 1)))
        }
    }

    /// The last position measured, so measuring the next one on the same line counts only the
    /// characters between them: positions are asked for in order, and a minified document is one line.
    private var measured = (index: 0, column: 1)

    private var location: SourceLocation {
        mutating get {
            let end = min(index, bytes.count)
            if measured.index < lineStart || measured.index > end { measured = (lineStart, 1) }
            // Characters, not bytes: count the UTF-8 lead bytes.
            let column = bytes[measured.index..<end].reduce(measured.column) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
            measured = (end, column)
            return SourceLocation(line: line, column: column)
        }
    }

    private mutating func failure(_ message: String) -> Failure { Failure(message: message, location: location) }

    private mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D: index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
            default: return
            }
        }
    }

    private mutating func value() throws -> Value {
        guard index < bytes.count else { throw failure("the document ends where a value was expected") }
        let start = location
        switch bytes[index] {
        case UInt8(ascii: "{"): return Value(kind: try object(), location: start)
        case UInt8(ascii: "["): return Value(kind: try array(), location: start)
        case UInt8(ascii: "\""): return Value(kind: .string(try string()), location: start)
        case UInt8(ascii: "t"): try literal("true"); return Value(kind: .bool(true), location: start)
        case UInt8(ascii: "f"): try literal("false"); return Value(kind: .bool(false), location: start)
        case UInt8(ascii: "n"): try literal("null"); return Value(kind: .null, location: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return Value(kind: .number(try number()), location: start)
        default: throw failure("expected a value (an object, array, string, number, true, false or null)")
        }
    }

    private mutating func enter() throws {
        depth += 1
        guard depth <= Self.maximumDepth else { throw failure("nested more than \(Self.maximumDepth) levels deep") }
    }

    private mutating func object() throws -> Value.Kind {
        try enter()
        defer { depth -= 1 }
        index += 1
        var members: [(key: String, keyLocation: SourceLocation, value: Value)] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw failure("expected a member name in double quotes") }
            let keyLocation = location
            let key = try string()
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw failure("expected ':' after the member name") }
            index += 1
            skipSpace()
            members.append((key, keyLocation, try value()))
            skipSpace()
            guard index < bytes.count else { throw failure("the document ends inside an object; a '}' is missing") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
            throw failure("expected ',' or '}' after a member")
        }
    }

    private mutating func array() throws -> Value.Kind {
        try enter()
        defer { depth -= 1 }
        index += 1
        var items: [Value] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
        while true {
            skipSpace()
            items.append(try value())
            skipSpace()
            guard index < bytes.count else { throw failure("the document ends inside an array; a ']' is missing") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
            throw failure("expected ',' or ']' after an item")
        }
    }

    private mutating func literal(_ word: StaticString) throws {
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard bytes.count - index >= expected.count, zip(bytes[index...], expected).allSatisfy({ $0 == $1 }) else {
            throw failure("expected \(word)")
        }
        index += expected.count
    }

    private mutating func number() throws -> String {
        let start = index
        func digits() -> Int {
            let from = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - from
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let first = index
        let integerDigits = digits()
        guard integerDigits > 0 else { throw failure("expected digits in a number") }
        if integerDigits > 1, bytes[first] == UInt8(ascii: "0") {
            index = first
            throw failure("a number does not start with 0 unless it is 0")
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw failure("expected digits after the decimal point") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw failure("expected digits in the exponent") }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func string() throws -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var run = index
        func flush(_ end: Int) { scalars.append(contentsOf: String(decoding: bytes[run..<end], as: UTF8.self).unicodeScalars) }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                flush(index)
                index += 1
                return String(scalars)
            }
            if byte < 0x20 { throw failure("a control character inside a string must be escaped (\\n, \\t, \\u00XX)") }
            guard byte == UInt8(ascii: "\\") else { index += 1; continue }
            flush(index)
            index += 1
            guard index < bytes.count else { break }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                var code = try hex4()
                if (0xD800...0xDBFF).contains(code), bytes.count - index >= 6,
                   bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                    index += 2
                    let low = try hex4()
                    guard (0xDC00...0xDFFF).contains(low) else { throw failure("a high surrogate must be followed by a low one") }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                }
                scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
            default:
                index -= 1
                throw failure("unknown escape '\\\(Character(Unicode.Scalar(escape)))' in a string")
            }
            run = index
        }
        throw failure("the document ends inside a string; a closing '\"' is missing")
    }

    private mutating func hex4() throws -> UInt32 {
        guard bytes.count - index >= 4 else { throw failure("expected four hexadecimal digits after \\u") }
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = Character(Unicode.Scalar(bytes[index])).hexDigitValue else { throw failure("expected four hexadecimal digits after \\u") }
            code = code * 16 + UInt32(digit)
            index += 1
        }
        return code
    }
}
