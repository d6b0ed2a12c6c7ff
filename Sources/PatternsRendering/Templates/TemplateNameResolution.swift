/// What a tag's name resolves to on a stack of contexts, following swift-mustache's rules.
///
/// `name` resolves in the innermost context that has it, `a.b` looks `b` up in what `a` resolves
/// to, `.a` only in the innermost context, `.` is the innermost context itself, and
/// `transform(name)` applies swift-mustache's transforms to what `name` resolves to
/// (`first()` with no name reads the position in the list being repeated).
enum TemplateNameResolution {
    /// A field of this shape.
    case field(TemplateFieldShape)
    /// The innermost context itself (`.`), or a value a transform made.
    case current
    /// Text or a number that a transform made.
    case transformed
    /// Resolves to nothing: `part` (at `offset` scalars into the name) is not among `candidates`.
    case unknown(part: String, offset: Int, candidates: [String], isFirstPart: Bool)
    /// Within a section whose own name did not resolve: not checked again.
    case unchecked

    init(_ written: String, in frames: [TemplateFrame]) {
        self = Self.resolving(written, in: frames).resolution
    }

    /// The resolution, and the index in `frames` of the context the name's first part was found in
    /// (nil for `.`, transforms of nothing, and names that do not resolve). The index tells the
    /// include-cycle check whether a section descends into data the cycle reached.
    static func resolving(_ written: String, in frames: [TemplateFrame]) -> (resolution: Self, frameIndex: Int?) {
        // `reversed(sorted(list))`: transforms outermost first, then the name they apply to.
        var parts = written.split(separator: "(", omittingEmptySubsequences: false)
        let argument = parts.removeLast()
        let name = String(argument.prefix { $0 != ")" })
        let transforms = parts.map(String.init)
        let offset = transforms.reduce(0) { $0 + $1.unicodeScalars.count + 1 }
        if name.isEmpty, !transforms.isEmpty { return (.transformed, nil) }
        guard name != ".", !name.isEmpty else { return (.current, nil) }
        let (resolved, index) = lookUp(name, offset: offset, in: frames)
        guard case .field(let shape) = resolved, !transforms.isEmpty else { return (resolved, index) }
        return (applying(transforms, to: shape), index)
    }

    /// The frame a section opened with this name pushes; nil when it pushes nothing (a flag, an inverted section).
    func frameForSection(top: TemplateFrame?) -> TemplateFrame? {
        switch self {
        case .field(.flag): nil
        case .field(.nested(let type)), .field(.list(of: let type)): .context(type)
        case .field(.text), .field(.textList), .transformed: .value
        case .current: top ?? .value
        case .unknown, .unchecked: .unknown
        }
    }

    private static func lookUp(_ name: String, offset: Int, in frames: [TemplateFrame]) -> (TemplateNameResolution, Int?) {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        // `.title` names the innermost context only.
        let onlyInnermost = parts.first == ""
        let path = onlyInnermost ? Array(parts.dropFirst()) : parts
        let searched: [Int] = onlyInnermost ? Array(frames.indices.suffix(1)) : Array(frames.indices.reversed())
        let firstOffset = offset + (onlyInnermost ? 1 : 0)
        var failure: TemplateNameResolution?
        for index in searched {
            switch frames[index] {
            case .unknown:
                return (.unchecked, nil)
            case .value:
                continue
            case .context(let type):
                guard let shape = type.fieldShapes[path[0]] else { continue }
                let resolved = descend(from: shape, through: path.dropFirst(), offset: firstOffset + path[0].unicodeScalars.count + 1)
                if case .field = resolved { return (resolved, index) }
                // An absent optional lets the lookup continue outwards, so an outer context may still resolve the whole name.
                failure = failure ?? resolved
            }
        }
        return (failure ?? .unknown(part: path[0], offset: firstOffset, candidates: namesInReach(frames), isFirstPart: true), nil)
    }

    private static func descend(from shape: TemplateFieldShape, through rest: ArraySlice<String>, offset: Int) -> TemplateNameResolution {
        var shape = shape
        var offset = offset
        for part in rest {
            guard case .nested(let type) = shape, let next = type.fieldShapes[part] else {
                let candidates = if case .nested(let type) = shape { type.fieldShapes.keys.sorted() } else { [String]() }
                return .unknown(part: part, offset: offset, candidates: candidates, isFirstPart: false)
            }
            shape = next
            offset += part.unicodeScalars.count + 1
        }
        return .field(shape)
    }

    /// swift-mustache's transforms: `reversed` and `sorted` keep a list a list, `first` and `last` pick one
    /// item; the others (`count`, `empty`, `uppercased`…) make text, a number or a flag.
    private static func applying(_ transforms: [String], to shape: TemplateFieldShape) -> TemplateNameResolution {
        guard case .list(of: let item) = shape else { return .transformed }
        let inner = transforms.dropFirst()
        guard inner.allSatisfy({ $0 == "reversed" || $0 == "sorted" }) else { return .transformed }
        switch transforms[0] {
        case "reversed", "sorted": return .field(shape)
        case "first", "last": return .field(.nested(item))
        default: return .transformed
        }
    }

    /// Every name the stack's contexts provide, innermost first, each once.
    static func namesInReach(_ frames: [TemplateFrame]) -> [String] {
        var seen = Set<String>()
        return frames.reversed().flatMap { frame -> [String] in
            guard case .context(let type) = frame else { return [] }
            return type.fieldShapes.keys.sorted().filter { seen.insert($0).inserted }
        }
    }
}

/// One context on the stack while a template is followed.
enum TemplateFrame {
    /// A context whose fields are known.
    case context(any TemplateContext.Type)
    /// Text, a number or a list of text: no names of its own, only `{{.}}`.
    case value
    /// Opened by a name that did not resolve; accepts every name, so one mistake is reported once.
    case unknown
}

extension TemplateFrame {
    /// What tells frames apart, for remembering which partials were followed with which contexts.
    enum Key: Hashable {
        case context(ObjectIdentifier)
        case value
        case unknown
    }

    var key: Key {
        switch self {
        case .context(let type): .context(ObjectIdentifier(type))
        case .value: .value
        case .unknown: .unknown
        }
    }
}
