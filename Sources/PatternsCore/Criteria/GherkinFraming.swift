/// How a hand-written step's text becomes a full Gherkin step when it is a fragment that a
/// Jekyll-era catalog's layout framed: the one place the rule lives, used by the entry page, the
/// checklist, every export and the MCP server (all through `AcceptanceCriteria`).
///
/// Such catalogs write `gherkin-keyboard` values as what follows "I use" (`the tab key to move
/// focus to a button`) and `gherkin-mobile` values as what follows "I" (`swipe to the button`),
/// and their layout supplies the words. A value is framed only when it is recognisably such a
/// fragment, so catalogs that write full steps read exactly as written:
///
/// - a value whose first word is `I` (`I press Tab`, `I'm on the page`) is a full step;
/// - keyboard: a value that opens with a key (`the tab key…`, `arrow keys…`, `the spacebar…`,
///   `shift+tab…`, `the keyboard…`; an article may come first) is framed as `I use …`, unless the
///   key is the subject of a verb (`the enter key is pressed`, `Tab moves focus`); a value that
///   opens with an input verb (`press…`, `use…`) is framed as `I …`;
/// - mobile: a value that opens with a gesture or action verb (`swipe…`, `doubletap…`, `double
///   tap…`, `use…`, `change…`) is framed as `I …`, unless a verb of being follows (`focus is…`);
/// - anything else (`an alert opens`, `focus is on the link`) is a full step and stays as written.
public enum GherkinFraming: Sendable {
    /// `gherkin-keyboard`: the layout writes "I use {value}".
    case keyboard
    /// `gherkin-mobile`: the layout writes "I {value}".
    case mobile

    /// The framed step text when `text` is a fragment; nil when it is already a full step.
    public func framed(_ text: String) -> String? {
        let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let first = words.first else { return nil }
        if first == "I" || first.hasPrefix("I'") || first.hasPrefix("I’") { return nil }
        let lowered = words.map { $0.lowercased() }
        let body = text.lowercasingFirstLetter
        switch self {
        case .keyboard:
            if Self.keyboardVerbs.contains(lowered[0]) {
                return Self.isStatement(after: 1, in: lowered) ? nil : "I \(body)"
            }
            let start = Self.articles.contains(lowered[0]) ? 1 : 0
            var end = start
            while end < lowered.count, Self.isKeyWord(lowered[end]) { end += 1 }
            guard end > start, !Self.isStatement(after: end, in: lowered, keyPhrase: true) else { return nil }
            return "I use \(body)"
        case .mobile:
            guard Self.mobileVerbs.contains(where: { lowered[0] == $0 || lowered[0].hasPrefix($0 + "-") }),
                  !Self.isStatement(after: 1, in: lowered) else { return nil }
            return "I \(body)"
        }
    }

    /// True when a step text reads as moving the screen reader's or the keyboard's focus (a swipe
    /// right or left, not up or down, which adjusts; exploring by touch; moving focus): the step that the
    /// screen-reader announcements follow.
    public static func movesFocus(_ text: String) -> Bool {
        let words = text.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
        for (index, word) in words.enumerated() {
            let next = index + 1 < words.count ? words[index + 1] : ""
            switch word {
            case "swipe", "swipes", "swiping", "flick", "flicks", "explore", "explores":
                if !["up", "down"].contains(next) { return true }
            case "focus" where index > 0 && ["move", "moves", "moving", "to"].contains(words[index - 1]):
                return true
            default:
                continue
            }
        }
        return false
    }

    static let articles: Set<String> = ["the", "a", "an", "any", "both", "each"]

    /// Words a keyboard fragment may open with when it names the key it uses.
    static let keyWords: Set<String> = [
        "tab", "shift", "arrow", "arrows", "up", "down", "left", "right", "spacebar", "space", "bar", "enter", "return",
        "escape", "esc", "home", "end", "page", "pageup", "pagedown", "pgup", "pgdn", "number", "numbers", "non-number",
        "letter", "letters", "character", "keyboard", "ctrl", "control", "alt", "option", "command", "cmd", "meta",
        "delete", "backspace", "insert", "function", "modifier", "key", "keys", "keystroke", "keystrokes", "shortcut", "shortcuts",
    ]

    /// An input verb a keyboard fragment may open with (`press Enter` → `I press Enter`).
    static let keyboardVerbs: Set<String> = ["use", "press", "hold", "type", "activate", "navigate", "select"]

    /// Gesture and action verbs a mobile fragment opens with (`swipe to the button` → `I swipe to the button`).
    static let mobileVerbs: [String] = [
        "swipe", "doubletap", "double", "triple", "tap", "drag", "scrub", "press", "pinch", "hold", "rotate", "touch",
        "flick", "explore", "use", "turn", "activate", "long", "split", "change", "enter", "type", "select", "open",
        "close", "navigate", "browse", "scroll", "move", "find", "return", "go", "dismiss", "read", "listen", "shake",
    ]

    /// Words after a would-be fragment's opening that make it a statement instead (`the enter key is pressed`).
    static let statementVerbs: Set<String> = [
        "is", "are", "was", "were", "has", "have", "had", "does", "do", "did", "will", "would", "can", "could",
        "should", "must", "may", "might", "shall", "gets", "becomes", "stays", "remains",
    ]

    /// True when the key is a word of a key's name: `tab`, `up/down`, `shift+tab`, `(left/right)`.
    static func isKeyWord(_ word: String) -> Bool {
        let parts = word.trimmingCharacters(in: ["(", ")", ",", "'"]).split(whereSeparator: { "/+-".contains($0) })
        guard !parts.isEmpty else { return false }
        return parts.allSatisfy { part in
            keyWords.contains(String(part)) || (part.first == "f" && part.dropFirst().allSatisfy(\.isNumber) && part.count > 1)
        } || keyWords.contains(word)
    }

    /// True when the word at `index` makes the opening a subject: a verb of being or a modal, or,
    /// after a key's name, any verb in the third person or past participle (`Tab moves focus`).
    static func isStatement(after index: Int, in words: [String], keyPhrase: Bool = false) -> Bool {
        guard index < words.count else { return false }
        let word = words[index]
        if statementVerbs.contains(word) { return true }
        guard keyPhrase else { return false }
        let notVerbs: Set<String> = ["to", "or", "and", "and/or", "plus", "as", "in", "on", "when", "until", "with", "while", "then", "again", "twice", "this", "its", "his", "across", "access", "process"]
        if notVerbs.contains(word) { return false }
        return word.count > 3 && (word.hasSuffix("ed") || (word.hasSuffix("s") && !word.hasSuffix("ss")))
    }
}

extension GherkinFraming {
    /// The framing of a hand-written steps field: nil for any other field.
    init?(field: FrontMatterField) {
        switch field.name {
        case FrontMatterField.gherkinKeyboard.name: self = .keyboard
        case FrontMatterField.gherkinMobile.name: self = .mobile
        default: return nil
        }
    }
}
