import PatternsDiagnostics

extension MarkdownNode {
    /// The subtree as indented text, one node a line with its kind, source range and text, for tests
    /// and debugging: `Heading(level: 2) 3:1-3:8 "Focus"`.
    public func dump(includingSourceRanges: Bool = true) -> String {
        var lines: [String] = []
        func visit(_ node: MarkdownNode, depth: Int) {
            var line = String(repeating: "  ", count: depth) + node.kind.dumpName
            if includingSourceRanges, let range = node.range {
                line += " \(range.start)-\(range.end)"
            }
            if let literal = node.literal {
                line += " " + TextEscaping.jsonString(literal)
            }
            if let url = node.url { line += " -> " + url }
            lines.append(line)
            node.children.forEach { visit($0, depth: depth + 1) }
        }
        visit(self, depth: 0)
        return lines.joined(separator: "\n")
    }
}

extension MarkdownNodeKind {
    /// The kind's name with its attributes: `Heading(level: 2)`, `CodeBlock(swift)`.
    var dumpName: String {
        switch self {
        case .heading(let level): "Heading(level: \(level))"
        case .list(let ordered): ordered ? "OrderedList" : "List"
        case .codeBlock(let language): language.isEmpty ? "CodeBlock" : "CodeBlock(\(language))"
        case .other(let name): "Other(\(name))"
        default: String(describing: self).prefix(1).uppercased() + String(describing: self).dropFirst()
        }
    }
}
