import PatternsDiagnostics

/// A site's templates parsed once and each page template compiled for its context type: what
/// renders every page, reading fields through their key paths into one byte buffer per page.
public struct CompiledTemplates: Sendable {
    /// One template's text and its file as diagnostics name it (`templates/entry.mustache`).
    public struct Source: Sendable {
        public let text: String
        public let file: String

        public init(text: String, file: String) {
            self.text = text
            self.file = file
        }
    }

    /// A page template compiled for one context type.
    private struct Page: Sendable {
        let root: ObjectIdentifier
        let block: CompiledBlock
    }

    private let pages: [String: Page]
    /// Constructs not supported (whose pages did not compile) and names nothing provides; see `TemplateCompileFinding.Kind`.
    public let findings: [TemplateCompileFinding]

    /// Parses every template of `sources` (template name → source, partials included) and compiles
    /// each of `pages` (template name → the context type its pages render with).
    public init(sources: [String: Source], pages: [String: any TemplateContext.Type]) {
        var findings: [TemplateCompileFinding] = []
        var parsed: [String: (nodes: [TemplateNode], file: String)] = [:]
        var unparsed: Set<String> = []
        for (name, source) in sources.sorted(by: { $0.key < $1.key }) {
            do {
                parsed[name] = (try TemplateParser.parse(source.text), source.file)
            } catch {
                unparsed.insert(name)
                findings.append(TemplateCompileFinding(kind: .unsupported, message: error.reason, file: source.file, location: error.location))
            }
        }
        var compiler = TemplateCompiler(templates: parsed, unparsed: unparsed)
        var compiled: [String: Page] = [:]
        for (name, root) in pages.sorted(by: { $0.key < $1.key }) {
            if let block = compiler.compile(name, root: root) {
                compiled[name] = Page(root: ObjectIdentifier(root), block: block)
            }
        }
        self.pages = compiled
        self.findings = findings + compiler.findings
    }

    /// True when `name` compiled for pages of `Root`.
    public func renders<Root: TemplateContext>(_ name: String, for _: Root.Type) -> Bool {
        pages[name]?.root == ObjectIdentifier(Root.self)
    }

    /// The page `root` rendered with template `name` as UTF-8; nil when that template did not
    /// compile for `Root` (it, or a partial it includes, uses what only swift-mustache renders,
    /// or it was compiled for another context).
    public func render<Root: TemplateContext>(_ root: Root, template name: String, capacity: Int = 32 * 1024) -> [UInt8]? {
        guard let page = pages[name], page.root == ObjectIdentifier(Root.self) else { return nil }
        var state = TemplateRenderState(capacity: capacity)
        withUnsafePointer(to: root) { pointer in
            state.stack.push(page.root, UnsafeRawPointer(pointer))
            page.block.render(&state)
            state.stack.pop()
        }
        return state.output.bytes
    }
}
