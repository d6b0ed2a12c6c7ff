/// Writes JSON text value by value, so a large document (every entry's criteria) is produced in
/// order without building a tree first; `take()` hands out what is written so far, for streaming.
///
/// The one writer of JSON in the tool: data files, script data, reports, schemas. Strings go through
/// `TextEscaping.jsonString`; documents built as a tree first (`JSONValue`, for schemas whose
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
    private var output = ""
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
        defer { output = "" }
        return output
    }

    /// Begins an object; `onOneLine` keeps it on one line in the `.readable` style.
    public mutating func beginObject(onOneLine: Bool = false) { beginContainer("{", onOneLine: onOneLine) }
    public mutating func endObject() { endContainer("}") }
    /// Begins an array; `onOneLine` keeps it on one line in the `.readable` style.
    public mutating func beginArray(onOneLine: Bool = false) { beginContainer("[", onOneLine: onOneLine) }
    public mutating func endArray() { endContainer("]") }

    public mutating func key(_ name: String) {
        separate()
        TextEscaping.appendJSONString(name, scriptSafe: scriptSafe, to: &output)
        switch style {
        case .compact: output += ":"
        case .spaced, .readable: output += ": "
        case .indented: output += " : "
        }
        afterKey = true
    }

    public mutating func string(_ text: String) {
        separate()
        TextEscaping.appendJSONString(text, scriptSafe: scriptSafe, to: &output)
    }

    public mutating func number(_ value: Int) {
        separate()
        output += String(value)
    }

    /// A finite number as Swift prints it (`87.5`, `100.0`): a JSON number.
    public mutating func number(_ value: Double) {
        separate()
        output += value.isFinite ? String(value) : "null"
    }

    public mutating func bool(_ value: Bool) {
        separate()
        output += value ? "true" : "false"
    }

    public mutating func null() {
        separate()
        output += "null"
    }

    /// A string, or `null` when there is none.
    public mutating func string(_ text: String?) {
        if let text { string(text) } else { null() }
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

    private mutating func beginContainer(_ bracket: String, onOneLine: Bool) {
        separate()
        output += bracket
        let insideOneLine = open.last.map { !$0.breaksLines } ?? false
        let breaksLines = style == .indented || (style == .readable && !onOneLine && !insideOneLine)
        open.append(Container(breaksLines: breaksLines))
    }

    private mutating func endContainer(_ bracket: String) {
        let container = open.removeLast()
        if container.breaksLines {
            output += container.hasMembers ? "\n" + indentation : "\n\n" + indentation
        }
        output += bracket
    }

    /// What goes before a value or key: nothing after a key, else a comma after an earlier
    /// member, and in a container that breaks lines a new line.
    private mutating func separate() {
        if afterKey {
            afterKey = false
            return
        }
        guard let container = open.last else { return }
        if container.hasMembers { output += style == .compact || container.breaksLines ? "," : ", " }
        open[open.count - 1].hasMembers = true
        if container.breaksLines { output += "\n" + indentation }
    }

    private var indentation: String { String(repeating: "  ", count: open.count) }
}
