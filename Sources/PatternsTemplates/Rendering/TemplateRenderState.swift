/// What a compiled template carries while it renders one page: the output and the context stack.
struct TemplateRenderState {
    var output: TemplateOutput
    var stack = TemplateStack()
    /// The indentation of the standalone partials being rendered, outermost first.
    var indentation: [UInt8] = []

    init(capacity: Int) {
        output = TemplateOutput(capacity: capacity)
    }
}
