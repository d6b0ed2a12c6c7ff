/// An `{% include FILE name=value … %}` tag on a line of its own, with its parameters: what the import
/// does with includes that are not examples (a video player becomes a video; a layout's own
/// include is dropped and reported).
struct LiquidInclude {
    /// The included file as written (`video-player.html`, `/criteria-tabs.html`).
    var file: String
    /// The parameters in order; quoted values without their quotes, other values as written.
    var parameters: [(name: String, value: String)]

    func value(_ name: String) -> String? { parameters.first { $0.name == name }?.value }

    /// The include `line` is, when it is one (whitespace aside) and not `include_relative`.
    init?(wholeLine line: Substring) {
        guard let tag = LiquidTag(wholeLine: line), tag.form == .tag, tag.name == "include", let first = tag.arguments.first else { return nil }
        file = first
        // Parameters are read from the text, since quoted values hold spaces: `title = "How to test"`.
        let trimmed = line.trimmingWhitespace()[...]
        guard let start = trimmed.range(of: first)?.upperBound else { return nil }
        var rest = trimmed[start...].dropLast(2)
        if rest.hasSuffix("-") { rest = rest.dropLast() }
        parameters = Self.parameters(rest)
    }

    /// `a = "x y" b=z` → `[(a, x y), (b, z)]`; text that is not a parameter ends the list.
    static func parameters(_ text: Substring) -> [(name: String, value: String)] {
        var result: [(String, String)] = []
        var rest = text
        func skipSpaces() { rest = rest.drop { $0 == " " || $0 == "\t" } }
        while true {
            skipSpaces()
            let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
            guard !name.isEmpty else { break }
            rest = rest.dropFirst(name.count)
            skipSpaces()
            guard rest.first == "=" else { break }
            rest = rest.dropFirst()
            skipSpaces()
            if let quote = rest.first, quote == "\"" || quote == "'" {
                rest = rest.dropFirst()
                guard let close = rest.firstIndex(of: quote) else { break }
                result.append((String(name), String(rest[..<close])))
                rest = rest[rest.index(after: close)...]
            } else {
                let value = rest.prefix { $0 != " " && $0 != "\t" }
                result.append((String(name), String(value)))
                rest = rest.dropFirst(value.count)
            }
        }
        return result
    }

    /// The include of a video player (`video-player.html`, as Jekyll catalogs call it), which shows a
    /// video file given by its `filename` with optional `title` and `vtt` captions.
    var isVideoPlayer: Bool {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        return name.hasPrefix("video") && value("filename") != nil
    }
}

/// `{% include_relative FILE %}`: the text of a file beside the document, inlined where it stands.
enum LiquidRelativeInclude {
    /// The path written in the tag `line` is, when it is one.
    static func path(wholeLine line: Substring) -> String? {
        guard let tag = LiquidTag(wholeLine: line), tag.form == .tag, tag.name == "include_relative", tag.arguments.count == 1 else { return nil }
        return tag.arguments[0]
    }

    /// `name` resolved against the folder of `document` (both relative to SRC); nil for an absolute
    /// path, Liquid, or `..`, which Jekyll refuses too (an include_relative never leaves the document's folder).
    static func resolve(_ name: String, from document: String) -> String? {
        let parts = name.split(separator: "/")
        guard !name.hasPrefix("/"), !name.contains("{"), !parts.contains(".."), !parts.isEmpty else { return nil }
        let folder = document.split(separator: "/").dropLast()
        return (folder + parts.filter { $0 != "." }).joined(separator: "/")
    }
}
