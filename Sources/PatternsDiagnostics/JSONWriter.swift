/// Writes JSON text value by value, so a large document (every entry's criteria) is produced in
/// order without building a tree first; `take()` hands out what is written so far, for streaming.
///
/// The one writer of JSON in the tool: data files, script data, reports, schemas. Strings go through
/// `TextEscaping.appendJSONString`; documents built as a tree first (`JSONValue`, for schemas whose
/// layout depends on how long a member is) are written through it too, so separators, escaping
/// and indentation are decided here only. Foundation's `JSONEncoder` is left to what must be
/// `Codable` (the build cache's diagnostics, read back by `JSONDecoder`; the MCP SDK's messages).
public struct JSONWriter {
    public enum Style: Sendable {
        /// No whitespace: script data (`[{"t":"Alert"}]`).
        case compact
        /// One line with a space after each `:` and `,`: one record a line (`{"file": "a.md", "line": 3}`).
        case spaced
        /// Two-space indentation with ` : ` after keys, the layout Foundation's `JSONEncoder` prints.
        case indented
        /// Two-space indentation with `: ` after keys, where a container begun `onOneLine` (and all
        /// it holds) is written as `.spaced` is: files people read, such as schemas.
        case readable
    }

    public let style: Style
    /// Escape `<`, `>` and `&` so the text can sit inside an HTML `<script>` element.
    public let scriptSafe: Bool
    /// The UTF-8 written since the last `take()`: bytes, because a large export appends millions of
    /// short pieces, and appending to a `String` cost several hundred instructions each.
    private var output: [UInt8] = []
    /// The containers open, innermost last.
    private var open: [Container] = []
    /// A key was just written; its value comes next, without a separator.
    private var afterKey = false

    public init(style: Style, scriptSafe: Bool = false) {
        self.style = style
        self.scriptSafe = scriptSafe
    }

    /// The text written since the last `take()`.
    public mutating func take() -> String {
        defer { output.removeAll(keepingCapacity: true) }
        return String(decoding: output, as: UTF8.self)
    }

    /// Begins an object; `onOneLine` keeps it on one line in the `.readable` style.
    public mutating func beginObject(onOneLine: Bool = false) { beginContainer(UInt8(ascii: "{"), onOneLine: onOneLine) }
    public mutating func endObject() { endContainer(UInt8(ascii: "}")) }
    /// Begins an array; `onOneLine` keeps it on one line in the `.readable` style.
    public mutating func beginArray(onOneLine: Bool = false) { beginContainer(UInt8(ascii: "["), onOneLine: onOneLine) }
    public mutating func endArray() { endContainer(UInt8(ascii: "]")) }

    public mutating func key(_ name: String) {
        separate()
        TextEscaping.appendJSONString(name, scriptSafe: scriptSafe, to: &output)
        switch style {
        case .compact: output.append(UInt8(ascii: ":"))
        case .spaced, .readable: output.append(contentsOf: ": ".utf8)
        case .indented: output.append(contentsOf: " : ".utf8)
        }
        afterKey = true
    }

    public mutating func string(_ text: String) {
        separate()
        TextEscaping.appendJSONString(text, scriptSafe: scriptSafe, to: &output)
    }

    /// `string(lines.joined(separator: "\n"))`, escaped line by line, without joining them first.
    public mutating func string(joiningLines lines: [String]) {
        separate()
        TextEscaping.appendJSONString(joiningLines: lines, scriptSafe: scriptSafe, to: &output)
    }

    public mutating func number(_ value: Int) {
        separate()
        output.append(contentsOf: String(value).utf8)
    }

    /// A finite number as Swift prints it (`87.5`, `100.0`): a JSON number.
    public mutating func number(_ value: Double) {
        separate()
        output.append(contentsOf: (value.isFinite ? String(value) : "null").utf8)
    }

    public mutating func bool(_ value: Bool) {
        separate()
        output.append(contentsOf: (value ? "true" : "false").utf8)
    }

    public mutating func null() {
        separate()
        output.append(contentsOf: "null".utf8)
    }

    /// A string, or `null` when there is none.
    public mutating func string(_ text: String?) {
        if let text { string(text) } else { null() }
    }

    /// A value another writer of the same style wrote whole (an object kept from an earlier build
    /// step), copied as it is: only the separator before it is this writer's.
    public mutating func written(_ json: String) {
        separate()
        output.append(contentsOf: json.utf8)
    }

    /// An array of strings.
    public mutating func strings(_ items: [String]) {
        beginArray()
        items.forEach { string($0) }
        endArray()
    }

    /// An open object or array: whether it has a member yet, and whether its members go on lines of their own.
    private struct Container {
        var hasMembers = false
        let breaksLines: Bool
    }

    private mutating func beginContainer(_ bracket: UInt8, onOneLine: Bool) {
        separate()
        output.append(bracket)
        let insideOneLine = open.last.map { !$0.breaksLines } ?? false
        let breaksLines = style == .indented || (style == .readable && !onOneLine && !insideOneLine)
        open.append(Container(breaksLines: breaksLines))
    }

    private mutating func endContainer(_ bracket: UInt8) {
        let container = open.removeLast()
        if container.breaksLines {
            output.append(UInt8(ascii: "\n"))
            if !container.hasMembers { output.append(UInt8(ascii: "\n")) }
            indent()
        }
        output.append(bracket)
    }

    /// What goes before a value or key: nothing after a key, else a comma after an earlier
    /// member, and in a container that breaks lines a new line.
    private mutating func separate() {
        if afterKey {
            afterKey = false
            return
        }
        guard let container = open.last else { return }
        if container.hasMembers {
            output.append(UInt8(ascii: ","))
            if style != .compact && !container.breaksLines { output.append(UInt8(ascii: " ")) }
        }
        open[open.count - 1].hasMembers = true
        if container.breaksLines {
            output.append(UInt8(ascii: "\n"))
            indent()
        }
    }

    /// Two spaces for each open container.
    private mutating func indent() {
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * open.count))
    }
}
