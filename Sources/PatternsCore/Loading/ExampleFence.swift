/// The info string of a fenced block that holds a live example:
/// `html example`, `html example="Disabled button"`, `html example file=button-disabled`,
/// `html example inaccessible`, in any combination after `html example`.
///
/// Any other info string is not an example, so the block stays an ordinary code sample.
struct ExampleFence: Hashable, Sendable {
    var label: String?
    /// `file=<name>`: the example lives in `content/examples/<name>.html`.
    var fileName: String?
    var isInaccessible = false
    /// Words after `html example` that mean nothing here, as written.
    var unknownWords: [String] = []

    /// The words an example fence understands, for did-you-mean on a mistyped one.
    static let knownWords = ["inaccessible", "file", "label"]

    /// Whether a word asks for the source without the running example (`source-only`, `norun`):
    /// no option does that, because a plain ```` ```html ```` block already does (highlighted, with
    /// its language named, never run and never counted as a working example), so the warning says so.
    static func asksForSourceOnly(_ word: String) -> Bool {
        let letters = word.lowercased().filter { $0.isLetter }
        return ["source", "sourceonly", "codeonly", "code", "norun", "static", "inert", "snippet", "nolive", "nodemo"].contains(letters)
    }

    /// Nil when `info` does not start with the words `html example`.
    init?(info: String) {
        var words = Self.words(of: info)
        guard words.count >= 2, words[0].lowercased() == "html" else { return nil }
        let second = words[1]
        if second.lowercased() == "example" {
            words.removeFirst(2)
        } else if second.lowercased().hasPrefix("example=") {
            label = Self.value(of: second)
            words.removeFirst(2)
        } else {
            return nil
        }
        for word in words {
            let lowered = word.lowercased()
            if lowered == "inaccessible" {
                isInaccessible = true
            } else if lowered.hasPrefix("file=") {
                fileName = Self.value(of: word)
            } else if lowered.hasPrefix("label=") {
                label = Self.value(of: word)
            } else {
                unknownWords.append(word)
            }
        }
    }

    /// Splits on spaces outside double quotes; quotes stay in the words (`example="A b"` is one word).
    private static func words(of info: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quoted = false
        for character in info {
            if character == "\"" { quoted.toggle() }
            if character.isWhitespace, !quoted {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// What follows `=`, without surrounding quotes; nil when empty.
    private static func value(of word: String) -> String? {
        guard let equals = word.firstIndex(of: "=") else { return nil }
        var value = Substring(word[word.index(after: equals)...])
        if value.hasPrefix("\"") { value = value.dropFirst() }
        if value.hasSuffix("\"") { value = value.dropLast() }
        let trimmed = value.trimmingWhitespace()
        return trimmed.isEmpty ? nil : trimmed
    }
}
