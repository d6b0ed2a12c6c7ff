/// Writes JSON text value by value, so a large document (every entry's criteria) is produced in
/// order without building a tree first; `take()` hands out what is written so far, for streaming.
///
/// The one writer of JSON data files and script data; strings go through `TextEscaping.jsonString`.
public struct JSONWriter {
    public enum Style: Sendable {
        /// No whitespace: script data (`[{"t":"Alert"}]`).
        case compact
        /// One line with a space after each `:` and `,`: one record a line (`{"file": "a.md", "line": 3}`).
        case spaced
        /// Two-space indentation with ` : ` after keys, the layout Foundation's `JSONEncoder` prints.
        case indented
    }

    public let style: Style
    /// Escape `<`, `>` and `&` so the text can sit inside an HTML `<script>` element.
    public let scriptSafe: Bool
    private var output = ""
    /// For each open container: whether it has a member yet.
    private var open: [Bool] = []
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

    public mutating func beginObject() { beginContainer("{") }
    public mutating func endObject() { endContainer("}") }
    public mutating func beginArray() { beginContainer("[") }
    public mutating func endArray() { endContainer("]") }

    public mutating func key(_ name: String) {
        separate()
        output += TextEscaping.jsonString(name, scriptSafe: scriptSafe)
        switch style {
        case .compact: output += ":"
        case .spaced: output += ": "
        case .indented: output += " : "
        }
        afterKey = true
    }

    public mutating func string(_ text: String) {
        separate()
        output += TextEscaping.jsonString(text, scriptSafe: scriptSafe)
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

    private mutating func beginContainer(_ bracket: String) {
        separate()
        output += bracket
        open.append(false)
    }

    private mutating func endContainer(_ bracket: String) {
        let hadMembers = open.removeLast()
        if style == .indented {
            output += hadMembers ? "\n" + indentation : "\n\n" + indentation
        }
        output += bracket
    }

    /// What goes before a value or key: nothing after a key, else a comma after an earlier
    /// member, and in the indented style a new line.
    private mutating func separate() {
        if afterKey {
            afterKey = false
            return
        }
        guard let hasMembers = open.last else { return }
        if hasMembers { output += style == .spaced ? ", " : "," }
        open[open.count - 1] = true
        if style == .indented { output += "\n" + indentation }
    }

    private var indentation: String { String(repeating: "  ", count: open.count) }
}
