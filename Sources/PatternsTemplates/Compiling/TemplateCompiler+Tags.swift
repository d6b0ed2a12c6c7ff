import PatternsDiagnostics

/// Reads the value a tag's name reaches from one frame and uses it; false when the value is absent.
typealias TemplateFrameStep = @Sendable (UnsafeRawPointer, inout TemplateRenderState) -> Bool

extension TemplateCompiler {
    mutating func variable(_ name: String, escaping: TemplateEscaping, at location: SourceLocation, in scope: TemplateScope) -> TemplateStep {
        tag(name, use: .print(escaping), at: location, in: scope)
    }

    mutating func section(_ name: String, isInverted: Bool, body: [TemplateNode], at location: SourceLocation, in scope: TemplateScope) -> TemplateStep {
        tag(name, use: isInverted ? .inverted(body) : .section(body), at: location, in: scope)
    }

    /// Resolves the tag's name against every context type in reach, once.
    ///
    /// swift-mustache splits the name on dots (empty parts dropped); no part at all (`.`, `{{}}`)
    /// is the innermost frame; a leading dot searches the innermost frame only; otherwise the first
    /// part is searched from the innermost frame out, skipping frames where it is absent, and the
    /// rest descends from where the first part was found, with no second search.
    private mutating func tag(_ name: String, use: TemplateTagUse, at location: SourceLocation, in scope: TemplateScope) -> TemplateStep {
        let parts = name.split(separator: ".").map(String.init)
        guard let first = parts.first else { return current(use: use, at: location, in: scope) }
        let onlyInnermost = name.hasPrefix(".")
        var candidates: [(type: ObjectIdentifier, step: TemplateFrameStep)] = []
        var alwaysFound = false
        let types = onlyInnermost ? (scope.topContext.map { [$0] } ?? []) : scope.contexts.reversed()
        for type in types {
            guard let field = TemplateResolvedField.named(first, of: type) else { continue }
            candidates.append((ObjectIdentifier(type), follow(field, rest: parts.dropFirst(), name: name, use: use, at: location, in: scope)))
            // A field that is always there ends every lookup that reaches it: types further out are never asked.
            if !field.isOptional {
                alwaysFound = true
                break
            }
        }
        if candidates.isEmpty {
            report(.unknownName, "no context in reach has '\(first)'", at: location, in: scope)
        }
        // Compiled only when it can render: an inverted section's body for a name that is never
        // missing is never shown, and what it holds must not keep the page from compiling.
        let absent = alwaysFound ? nil : absentStep(use, in: scope)
        let search = candidates
        return { state in
            var index = state.stack.frames.count - 1
            let outermost = onlyInnermost ? max(index, 0) : 0
            while index >= outermost {
                let frame = state.stack.frames[index]
                for candidate in search where candidate.type == frame.type {
                    if candidate.step(frame.pointer, &state) { return }
                }
                index -= 1
            }
            absent?(&state)
        }
    }

    /// What the tag renders when its name reaches nothing: only an inverted section renders.
    private mutating func absentStep(_ use: TemplateTagUse, in scope: TemplateScope) -> TemplateStep? {
        guard case .inverted(let body) = use else { return nil }
        let block = compile(body, in: scope)
        return { block.render(&$0) }
    }

    /// The step from a frame holding `field`: the field itself, or the nested contexts `rest` descends through.
    private mutating func follow(_ field: TemplateResolvedField, rest: ArraySlice<String>,
                                 name: String, use: TemplateTagUse, at location: SourceLocation, in scope: TemplateScope) -> TemplateFrameStep {
        guard let next = rest.first else { return final(field, use: use, at: location, in: scope) }
        // Past the first part, an absent value ends the lookup: the tag renders as for a missing name.
        guard case .nested(let type) = field.shape, case .nested(let open) = field.access, let inner = TemplateResolvedField.named(next, of: type) else {
            report(.unknownName, "'\(name)' reaches nothing at '\(next)'", at: location, in: scope)
            let absent = absentStep(use, in: scope)
            let present = TemplateResolvedField.presence(field.access)
            return { pointer, state in
                guard present(pointer) else { return false }
                absent?(&state)
                return true
            }
        }
        let step = follow(inner, rest: rest.dropFirst(), name: name, use: use, at: location, in: scope)
        // Only an optional next part can be absent.
        let absent = inner.isOptional ? absentStep(use, in: scope) : nil
        return { pointer, state in
            open(pointer) { nested in
                if !step(nested, &state) { absent?(&state) }
            }
        }
    }

    /// The step that uses the last field of the name.
    private mutating func final(_ field: TemplateResolvedField, use: TemplateTagUse,
                                at location: SourceLocation, in scope: TemplateScope) -> TemplateFrameStep {
        switch (use, field.access) {
        case (.print(let escaping), .text(let read)):
            return { pointer, state in
                guard let value = read(pointer) else { return false }
                value.appendTemplateText(to: &state.output, escaping: escaping)
                return true
            }
        case (.print, .flag(let read)):
            return { pointer, state in
                state.output.append(read(pointer) ? "true" : "false", escaping: .none)
                return true
            }
        case (.print, let access):
            report(.unsupported, "a list or a context cannot be printed as text", at: location, in: scope)
            let present = TemplateResolvedField.presence(access)
            return { pointer, _ in present(pointer) }

        case (.section(let body), .text(let read)):
            let block = compile(body, in: scope.pushing(.text))
            return { pointer, state in
                guard let value = read(pointer) else { return false }
                block.render(&state, within: value)
                return true
            }
        case (.section(let body), .flag(let read)):
            let block = compile(body, in: scope)
            return { pointer, state in
                if read(pointer) { block.render(&state) }
                return true
            }
        case (.section(let body), .nested(let open)):
            guard case .nested(let type) = field.shape else { return { _, _ in false } }
            let block = compile(body, in: scope.pushing(type))
            let identity = ObjectIdentifier(type)
            return { pointer, state in
                open(pointer) { nested in
                    state.stack.push(identity, nested)
                    block.render(&state)
                    state.stack.pop()
                }
            }
        case (.section(let body), .list(let forEach)):
            guard case .list(of: let type) = field.shape else { return { _, _ in false } }
            let block = compile(body, in: scope.pushing(type))
            let identity = ObjectIdentifier(type)
            return { pointer, state in
                _ = forEach(pointer) { item in
                    state.stack.push(identity, item)
                    block.render(&state)
                    state.stack.pop()
                }
                return true
            }
        case (.section(let body), .textList(let forEach)):
            let block = compile(body, in: scope.pushing(.text))
            return { pointer, state in
                _ = forEach(pointer) { block.render(&state, within: $0) }
                return true
            }

        case (.inverted(let body), .flag(let read)):
            let block = compile(body, in: scope)
            return { pointer, state in
                if !read(pointer) { block.render(&state) }
                return true
            }
        case (.inverted(let body), .list), (.inverted(let body), .textList):
            // swift-mustache renders the body of an empty list with the list itself pushed.
            let block = compile(body, in: scope.pushing(.emptyList))
            let count = TemplateResolvedField.count(field.access)
            return { pointer, state in
                if count(pointer) == 0 {
                    state.stack.push(TemplateValueFrame.emptyList, pointer)
                    block.render(&state)
                    state.stack.pop()
                }
                return true
            }
        case (.inverted, let access):
            // Text and contexts: present renders nothing; absent goes on to outer frames.
            let present = TemplateResolvedField.presence(access)
            return { pointer, _ in present(pointer) }
        }
    }

    /// `{{.}}` and its sections: the innermost frame itself.
    private mutating func current(use: TemplateTagUse, at location: SourceLocation, in scope: TemplateScope) -> TemplateStep {
        switch (use, scope.top) {
        case (.print(let escaping), .text):
            return { state in
                state.stack.top.pointer.assumingMemoryBound(to: (any TemplateText).self).pointee
                    .appendTemplateText(to: &state.output, escaping: escaping)
            }
        case (.print, .emptyList):
            // swift-mustache prints the empty list it pushed as Swift describes it.
            return { $0.output.append("[]", escaping: .none) }
        case (.print, .context):
            report(.unsupported, "'.' here is a context, which cannot be printed as text", at: location, in: scope)
            return { _ in }
        case (.section, .emptyList), (.inverted, .context), (.inverted, .text):
            // An empty list renders no section; text and contexts are there, so no inverted one.
            return { _ in }
        case (.section(let body), _), (.inverted(let body), .emptyList):
            // The section renders with the innermost frame pushed again, as swift-mustache pushes the value it found.
            let block = compile(body, in: scope)
            return { state in
                let top = state.stack.top
                state.stack.push(top.type, top.pointer)
                block.render(&state)
                state.stack.pop()
            }
        }
    }
}
