import PatternsDiagnostics

/// HTML written piece by piece, every text escaped; raw markup only through `raw`, for the page's own tags.
struct HTMLText {
    private(set) var output = ""

    mutating func raw(_ markup: String) { output += markup }
    mutating func text(_ value: String) { output += TextEscaping.markup(value) }

    /// `<name attributes class="…">value</name>`, the value escaped.
    mutating func element(_ name: String, _ value: String, class className: String? = nil, attributes: String? = nil) {
        output += "<\(name)" + (attributes.map { " " + $0 } ?? "") + (className.map { " class=\"\(TextEscaping.markup($0))\"" } ?? "") + ">"
        text(value)
        output += "</\(name)>"
    }
}
