/// What to suggest for a name a template uses but nothing provides.
enum TemplateNameSuggestion {
    /// The candidate that differs from `name` only in case, or by at most two inserted or removed
    /// characters (one changed or two swapped characters count two); nil when none is that close.
    static func closest(to name: String, in candidates: [String]) -> String? {
        let lowered = name.lowercased()
        if let sameIgnoringCase = candidates.first(where: { $0.lowercased() == lowered }) { return sameIgnoringCase }
        let scored = candidates.sorted().map { candidate in
            (candidate, Array(lowered).difference(from: Array(candidate.lowercased())).count)
        }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= (name.count <= 3 ? 1 : 2) else { return nil }
        return best.0
    }

    /// How the page's template reaches `name` from its top level, by the fewest steps: nested
    /// contexts by dotted names, lists by sections (`{{chrome.siteTitle}}`,
    /// `{{#categories}}{{#entries}}{{url}}`); nil when no context of the page has it.
    static func spelling(reaching name: String, from root: any TemplateContext.Type) -> String? {
        var queue: [(type: any TemplateContext.Type, path: [(field: String, isList: Bool)])] = [(root, [])]
        var visited: Set<ObjectIdentifier> = [ObjectIdentifier(root)]
        while !queue.isEmpty {
            let (type, path) = queue.removeFirst()
            let shapes = type.fieldShapes
            if shapes[name] != nil, !path.isEmpty {
                return spelling(path, name)
            }
            for field in shapes.keys.sorted() {
                guard let shape = shapes[field], let inner = shape.contextType,
                      visited.insert(ObjectIdentifier(inner)).inserted else { continue }
                let isList = if case .list = shape { true } else { false }
                queue.append((inner, path + [(field, isList)]))
            }
        }
        return nil
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
