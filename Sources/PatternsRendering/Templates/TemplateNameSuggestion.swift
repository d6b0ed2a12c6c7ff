/// What to suggest for a name a template uses but nothing provides.
enum TemplateNameSuggestion {
    /// The candidate that differs from `name` only in case, or by at most two inserted or removed
    /// characters (one changed or two swapped characters count two); nil when none is that close.
    static func closest(to name: String, in candidates: [String]) -> String? {
        let lowered = name.lowercased()
        if let sameIgnoringCase = candidates.first(where: { $0.lowercased() == lowered }) { return sameIgnoringCase }
        let limit = name.count <= 3 ? 1 : 2
        let letters = Array(lowered.unicodeScalars)
        // A candidate whose length differs by more than the limit cannot be within it: skipping it
        // spares most of the comparisons, which ran for each of a template's unknown names.
        let scored = candidates.sorted().compactMap { candidate -> (String, Int)? in
            let other = Array(candidate.lowercased().unicodeScalars)
            guard abs(other.count - letters.count) <= limit else { return nil }
            return (candidate, insertionsAndRemovals(letters, other))
        }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= limit else { return nil }
        return best.0
    }

    /// How many characters must be inserted or removed to turn `a` into `b` (a changed character
    /// counts two), from their longest common subsequence: what `difference(from:).count` counts,
    /// without building the difference, which took a millisecond a name.
    static func insertionsAndRemovals(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        var previous = [Int](repeating: 0, count: b.count + 1)
        var current = previous
        for i in 0..<a.count {
            for j in 0..<b.count {
                current[j + 1] = a[i] == b[j] ? previous[j] + 1 : max(previous[j + 1], current[j])
            }
            swap(&previous, &current)
        }
        return a.count + b.count - 2 * previous[b.count]
    }

    /// How the page's template reaches every name its contexts have below the top level, by the
    /// fewest steps (fields in name order at each step): one search for all names, which a walk
    /// keeps, rather than one per unknown name.
    static func spellings(from root: any TemplateContext.Type) -> [String: String] {
        var result: [String: String] = [:]
        var queue: [(type: any TemplateContext.Type, path: [(field: String, isList: Bool)])] = [(root, [])]
        var visited: Set<ObjectIdentifier> = [ObjectIdentifier(root)]
        var next = 0
        while next < queue.count {
            let (type, path) = queue[next]
            next += 1
            let shapes = type.fieldShapes
            if !path.isEmpty {
                for field in shapes.keys where result[field] == nil { result[field] = spelling(path, field) }
            }
            for field in shapes.keys.sorted() {
                guard let shape = shapes[field], let inner = shape.contextType,
                      visited.insert(ObjectIdentifier(inner)).inserted else { continue }
                let isList = if case .list = shape { true } else { false }
                queue.append((inner, path + [(field, isList)]))
            }
        }
        return result
    }

    private static func spelling(_ path: [(field: String, isList: Bool)], _ name: String) -> String {
        var written = ""
        var dotted: [String] = []
        for step in path {
            dotted.append(step.field)
            if step.isList {
                written += "{{#\(dotted.joined(separator: "."))}}"
                dotted = []
            }
        }
        return written + "{{\((dotted + [name]).joined(separator: "."))}}"
    }
}

extension TemplateFieldShape {
    /// The context a section over this field opens, if it opens one.
    var contextType: (any TemplateContext.Type)? {
        switch self {
        case .nested(let type), .list(of: let type): type
        case .text, .flag, .textList: nil
        }
    }
}
