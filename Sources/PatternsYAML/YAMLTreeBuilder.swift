import PatternsDiagnostics

/// Assembles libyaml's events into a node tree, checking duplicate keys and the budgets.
struct YAMLTreeBuilder {
    /// A collection under construction; mutated in place at the top of the stack so large mappings stay linear.
    private struct Frame {
        var isMapping: Bool
        var items: [YAMLNode] = []
        var entries: [YAMLMappingEntry] = []
        var pendingKey: YAMLNode?
        var seenKeys: [String: SourceLocation] = [:]
        var range: SourceRange
        var anchor: String?
        var tag: String?
    }

    let file: String
    let limits: YAMLParser.Limits
    var diagnostics: [Diagnostic] = []
    private(set) var root: YAMLNode?
    /// Set when a budget is exceeded: the caller stops feeding events.
    private(set) var stopped = false

    private var stack: [Frame] = []
    private var anchors: [String: (node: YAMLNode, size: Int)] = [:]
    private var nodeCount = 0

    init(file: String, limits: YAMLParser.Limits) {
        self.file = file
        self.limits = limits
    }

    mutating func scalar(_ scalar: YAMLScalar, range: SourceRange, anchor: String?, tag: String?) {
        guard spend(1, at: range) else { return }
        complete(YAMLNode(.scalar(scalar), range: range, tag: tag), anchor: anchor, size: 1)
    }

    mutating func startSequence(range: SourceRange, anchor: String?, tag: String?) {
        guard spend(1, at: range), checkDepth(at: range) else { return }
        stack.append(Frame(isMapping: false, range: range, anchor: anchor, tag: tag))
    }

    mutating func startMapping(range: SourceRange, anchor: String?, tag: String?) {
        guard spend(1, at: range), checkDepth(at: range) else { return }
        stack.append(Frame(isMapping: true, range: range, anchor: anchor, tag: tag))
    }

    mutating func endCollection(end: SourceLocation) {
        guard var frame = stack.popLast() else { return }
        frame.range.end = end
        let kind: YAMLNode.Kind = frame.isMapping ? .mapping(frame.entries) : .sequence(frame.items)
        complete(YAMLNode(kind, range: frame.range, tag: frame.tag), anchor: frame.anchor, size: nil)
    }

    /// An alias repeats an anchored node; its whole size counts against the node budget.
    mutating func alias(_ name: String, range: SourceRange) {
        guard let anchored = anchors[name] else {
            // Without a value in its place the rest of the mapping would shift; stop like a syntax error.
            diagnostics.append(Diagnostic(.undefinedAlias(name), file: file, at: range))
            stopped = true
            return
        }
        guard spend(anchored.size, at: range) else { return }
        var node = anchored.node
        node.range = range
        complete(node, anchor: nil, size: anchored.size)
    }

    private mutating func complete(_ node: YAMLNode, anchor: String?, size: Int?) {
        if let anchor {
            anchors[anchor] = (node, size ?? Self.size(of: node))
        }
        guard !stack.isEmpty else {
            if root == nil { root = node }
            return
        }
        let top = stack.count - 1
        if !stack[top].isMapping {
            stack[top].items.append(node)
        } else if let key = stack[top].pendingKey {
            stack[top].entries.append(YAMLMappingEntry(key: key, value: node))
            stack[top].pendingKey = nil
        } else {
            if let text = node.scalar?.value {
                if let first = stack[top].seenKeys[text] {
                    diagnostics.append(Diagnostic(.duplicateKey(text, firstLine: first.line), file: file, at: node.range))
                } else {
                    stack[top].seenKeys[text] = node.location
                }
            }
            stack[top].pendingKey = node
        }
    }

    private mutating func spend(_ nodes: Int, at range: SourceRange) -> Bool {
        nodeCount += nodes
        guard nodeCount <= limits.maxNodes else {
            fail(.tooManyNodes(limit: limits.maxNodes), at: range)
            return false
        }
        return true
    }

    private mutating func checkDepth(at range: SourceRange) -> Bool {
        guard stack.count < limits.maxDepth else {
            fail(.tooDeep(limit: limits.maxDepth), at: range)
            return false
        }
        return true
    }

    private mutating func fail(_ message: DiagnosticMessage, at range: SourceRange) {
        guard !stopped else { return }
        stopped = true
        diagnostics.append(Diagnostic(message, file: file, at: range))
    }

    private static func size(of node: YAMLNode) -> Int {
        switch node.kind {
        case .scalar: return 1
        case .sequence(let items): return 1 + items.reduce(0) { $0 + size(of: $1) }
        case .mapping(let entries): return 1 + entries.reduce(0) { $0 + size(of: $1.key) + size(of: $1.value) }
        }
    }
}
