import PatternsCore
import PatternsDiagnostics

/// Copied criteria whose lines may be limited to platforms, so the checklist can leave out what a
/// reader testing other platforms does not need.
///
/// The rule, which the checklist page's script applies to the same lines: with no platform chosen
/// every line is kept; otherwise a line limited to platforms is kept when one of them is chosen.
/// A block (a scenario, a section) whose items are all limited is limited to their platforms as a
/// whole, so choosing a platform never leaves a heading without lines under it.
public struct PlatformText: Sendable {
    struct Line: Sendable {
        let text: String
        /// Empty: for every platform.
        let platforms: [Platform]
    }

    private(set) var lines: [Line] = []

    init() {}

    /// Appends a line for every platform.
    mutating func append(_ text: String) {
        lines.append(Line(text: text, platforms: []))
    }

    /// Appends a block: its head lines, then its items; when every item is limited, the head is
    /// limited to the platforms of them all.
    mutating func append(_ block: AcceptanceCriteria.TextBlock) {
        var union: [Platform] = []
        if !block.items.isEmpty, block.items.allSatisfy({ !$0.platforms.isEmpty }) {
            for item in block.items { union += item.platforms.filter { !union.contains($0) } }
        }
        lines += block.head.map { Line(text: $0, platforms: union) }
        lines += block.items.map { Line(text: $0.text, platforms: $0.platforms) }
    }

    /// The text for readers of the `chosen` platforms (nil or empty: every platform), lines joined by line breaks.
    public func text(for chosen: Set<Platform>? = nil) -> String {
        lines.filter { line in
            guard let chosen, !chosen.isEmpty, !line.platforms.isEmpty else { return true }
            return line.platforms.contains(where: chosen.contains)
        }.map(\.text).joined(separator: "\n")
    }

    /// As the checklist's data carries it: one string when no line is limited; else an array of
    /// lines, a limited line as `[text, "ios android"]`.
    public func write(to writer: inout JSONWriter) {
        guard lines.contains(where: { !$0.platforms.isEmpty }) else {
            writer.string(joiningLines: lines.map(\.text))
            return
        }
        writer.beginArray()
        for line in lines {
            if line.platforms.isEmpty {
                writer.string(line.text)
            } else {
                writer.strings([line.text, line.platforms.map(\.id).joined(separator: " ")])
            }
        }
        writer.endArray()
    }
}
