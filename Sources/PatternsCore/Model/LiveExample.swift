import PatternsDiagnostics

/// A working demo in a body: authored HTML that the page runs in an isolated frame, beside its source.
///
/// Examples are the one place a catalog's own HTML runs; everywhere else raw HTML stays off.
public struct LiveExample: Hashable, Sendable {
    /// The label written in the fence (`html example="Disabled button"`), if any.
    public var label: String?
    /// The name of the `content/examples/<name>.html` it shows; nil for HTML written in the fence.
    public var fileName: String?
    /// A deliberate counter-example (`html example inaccessible`): labelled so, and exempt from accessibility checks.
    public var isInaccessible: Bool
    /// The example's HTML as written.
    public var html: String
    /// Output path of the document the frame loads.
    public var framePath: OutputPath
    /// Where the fence starts.
    public var location: SourceLocation

    public init(label: String?, fileName: String?, isInaccessible: Bool, html: String, framePath: OutputPath, location: SourceLocation) {
        self.label = label
        self.fileName = fileName
        self.isInaccessible = isInaccessible
        self.html = html
        self.framePath = framePath
        self.location = location
    }

    /// What the example is called on the page: its label, else its file's name in words, else its number.
    public func title(number: Int) -> String {
        if let label, !label.isEmpty { return label }
        if let fileName {
            let words = (fileName.split(separator: "/").last.map(String.init) ?? fileName)
                .split(whereSeparator: { $0 == "-" || $0 == "_" }).joined(separator: " ")
            if !words.isEmpty { return words.capitalizingFirstLetter }
        }
        return "Example \(number)"
    }
}
