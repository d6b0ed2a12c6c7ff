/// One compiled step: appends what its tag renders for the contexts on the stack.
typealias TemplateStep = @Sendable (inout TemplateRenderState) -> Void

/// The steps of one template, section body or partial, rendered in order.
struct CompiledBlock: Sendable {
    let steps: [TemplateStep]
    /// Whether the block is rendered within a standalone partial that indents (`  {{> partials/x}}`).
    ///
    /// swift-mustache indents by token, not by line: a step's non-empty output gets the
    /// indentation in front when what this block wrote before it ends with a line break. Each
    /// section body (and each item of a list) is a block of its own, as each is a render of its own
    /// there. The indentation itself is the render's (`TemplateRenderState.indentation`): a partial
    /// that includes itself indents further at each depth, with the same compiled steps.
    let isIndented: Bool

    func render(_ state: inout TemplateRenderState) {
        guard isIndented, !state.indentation.isEmpty else {
            for step in steps { step(&state) }
            return
        }
        let start = state.output.count
        for step in steps {
            let before = state.output.count
            let followsLineBreak = state.output.endsWithLineFeed(after: start)
            step(&state)
            if followsLineBreak, state.output.count > before {
                state.output.insert(state.indentation, at: before)
            }
        }
    }
}

extension CompiledBlock {
    /// Renders the block with `value` pushed as the innermost frame, where `{{.}}` prints it.
    func render(_ state: inout TemplateRenderState, within value: any TemplateText) {
        withUnsafePointer(to: value) { text in
            state.stack.push(TemplateValueFrame.text, UnsafeRawPointer(text))
            render(&state)
            state.stack.pop()
        }
    }
}

/// A partial compiled for one kind of stack, filled in once compiling it finishes.
///
/// A reference, because a partial can include itself (`partials/side-nav-group` renders a group's
/// children with itself): the inner include points at the slot the outer one is still filling.
/// Written only while compiling, before any render reads it.
final class CompiledPartialSlot: @unchecked Sendable {
    var block = CompiledBlock(steps: [], isIndented: false)
    /// Whether the partial, or one it includes, uses what only swift-mustache renders.
    var reachesUnsupported = false
}
