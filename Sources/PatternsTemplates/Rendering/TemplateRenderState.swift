/// What a compiled template carries while it renders one page: the output and the context stack.
struct TemplateRenderState {
    var output: TemplateOutput
    var stack = TemplateStack()

    init(capacity: Int) {
        output = TemplateOutput(capacity: capacity)
    }
}
