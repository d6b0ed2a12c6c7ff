import Foundation
@testable import PatternsBodyHTML
import Testing
@testable import PatternsRendering

/// The built-in style sheet's code colours: every token class has one, and each meets WCAG's 4.5:1
/// for text against the code block's background, in the light and the dark scheme.
@Suite("Syntax highlighting: colours")
struct CodeColourTests {
    static let styleSheet = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/PatternsTemplates/DefaultTemplates/static/style.css")

    /// The custom properties `--name: #rrggbb;` of the first `:root` rule, or the first after `marker`.
    static func colours(after marker: String?, in css: String) throws -> [String: String] {
        let start = try marker.map { try #require(css.range(of: $0)).upperBound } ?? css.startIndex
        let root = try #require(css.range(of: ":root {", range: start..<css.endIndex))
        let end = try #require(css.range(of: "}", range: root.upperBound..<css.endIndex)).lowerBound
        var colours: [String: String] = [:]
        for line in css[root.upperBound..<end].split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            if parts.count == 2, parts[0].hasPrefix("--"), parts[1].hasPrefix("#") {
                colours[parts[0]] = String(parts[1].dropLast())
            }
        }
        return colours
    }

    static func luminance(_ hex: String) -> Double {
        let value = Int(hex.dropFirst(), radix: 16) ?? 0
        let bytes: [Int] = [(value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF]
        let channels: [Double] = bytes.map { byte in
            let channel = Double(byte) / 255
            return channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
    }

    static func contrast(_ a: String, _ b: String) -> Double {
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    @Test("each code colour has 4.5:1 against code blocks' background", arguments: ["light", "dark"])
    func contrast(scheme: String) throws {
        let css = try String(contentsOf: Self.styleSheet, encoding: .utf8)
        let colours = try Self.colours(after: scheme == "light" ? nil : "@media (prefers-color-scheme: dark)", in: css)
        let background = try #require(colours["--surface"], "pre's background")
        #expect(css.contains("pre {\n  background: var(--surface);"))
        let codeColours = colours.filter { $0.key.hasPrefix("--code-") }
        #expect(codeColours.count == 6)
        for (name, colour) in codeColours {
            let ratio = Self.contrast(colour, background)
            #expect(ratio >= 4.5, "\(scheme) \(name) \(colour) on \(background): \(ratio)")
        }
    }

    @Test("every token class is coloured, and plain in forced colours and on paper")
    func everyClassIsStyled() throws {
        let css = try String(contentsOf: Self.styleSheet, encoding: .utf8)
        for token in TokenClass.allCases {
            #expect(css.range(of: "pre .\(token.rawValue)[,\\s{]", options: .regularExpression) != nil, "pre .\(token.rawValue)")
        }
        #expect(css.contains("pre span[class] { color: CanvasText; }"))
        #expect(css.contains("pre span[class] { color: inherit; }"))
    }
}
