import Foundation
@testable import PatternsBodyHTML
import PatternsRendering

/// Reads highlighted HTML back: its tokens as `class:text` (`k:let`), and its text without markup.
enum HighlightedTokens {
    /// The tokens `code` is highlighted into, in order, each as `class:text` with its text unescaped.
    static func of(_ code: String, _ language: String) -> [String] {
        guard let html = SyntaxHighlighter.html(code, language: language) else { return ["plain"] }
        return spans(in: html)
    }

    static func spans(in html: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: "<span class=\"([a-z])\">(.*?)</span>", options: [.dotMatchesLineSeparators])
        let text = html as NSString
        return pattern.matches(in: html, range: NSRange(location: 0, length: text.length)).map {
            text.substring(with: $0.range(at: 1)) + ":" + unescaped(text.substring(with: $0.range(at: 2)))
        }
    }

    /// The HTML's text: spans removed, entities read; equal to the code whatever the lexer did.
    static func text(of html: String) -> String {
        let stripped = html.replacingOccurrences(of: "<span class=\"[a-z]\">", with: "", options: .regularExpression)
            .replacingOccurrences(of: "</span>", with: "")
        return unescaped(stripped)
    }

    static func unescaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
