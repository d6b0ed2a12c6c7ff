extension TemplateLibrary {
    /// The `id="…"` anchors a page template in effect always writes, with those of the partials it
    /// includes: what links into its pages may target besides the headings of the content.
    ///
    /// Read from the template sources, so a site that overrides `entry.mustache` is checked against
    /// its own template. Ids made from variables (`id="{{id}}"`, `id="pick-{{slug}}"`) depend on the
    /// page and are left out; ids inside sections count, since a link may target them when shown.
    public func providedAnchors(for template: PageTemplate) -> Set<String> {
        var markup = ""
        TemplateIDScanner.flatten(template.rawValue, sources: sources, into: &markup, includedFrom: [])
        return TemplateIDScanner.fixedIDs(in: markup)
    }
}

/// Reads the fixed element ids out of a template's markup.
enum TemplateIDScanner {
    /// Stands in the flattened markup where a tag writes something only known when rendering.
    static let variable: Character = "\u{0}"

    /// The template's text with each partial's text in its place and each variable as `variable`.
    /// Stops at a partial already open and at `TemplateNesting.limit` partials deep (both errors of
    /// the template check), so no template makes it recurse without end.
    static func flatten(_ name: String, sources: [String: TemplateSource], into markup: inout String, includedFrom: [String]) {
        guard let source = sources[name], !includedFrom.contains(name), includedFrom.count < TemplateNesting.limit else { return }
        for token in TemplateToken.scan(source.text) {
            switch token.kind {
            case .text: markup += token.name
            case .variable, .unescapedVariable, .dynamicPartial: markup.append(variable)
            case .partial, .parentPartial: flatten(token.name, sources: sources, into: &markup, includedFrom: includedFrom + [name])
            case .section, .invertedSection, .sectionEnd, .block, .other: continue
            }
        }
    }

    /// The values of `id` attributes in HTML start tags that contain no variable.
    static func fixedIDs(in markup: String) -> Set<String> {
        var ids = Set<String>()
        var rest = Substring(markup)
        while let open = rest.firstIndex(of: "<") {
            rest = rest[rest.index(after: open)...]
            guard let first = rest.first, first.isLetter else { continue }
            let (attributes, end) = attributesOfTag(rest)
            if let id = attributes["id"], !id.isEmpty, !id.contains(variable) { ids.insert(id) }
            rest = rest[end...]
        }
        return ids
    }

    /// The attributes of the start tag at `tag` (just after its `<`), lower-cased names to values, and where the tag ends.
    private static func attributesOfTag(_ tag: Substring) -> (attributes: [String: String], end: Substring.Index) {
        var attributes: [String: String] = [:]
        var index = tag.firstIndex { $0.isWhitespace || $0 == ">" || $0 == "/" } ?? tag.endIndex
        func skipSpaces() { while index < tag.endIndex, tag[index].isWhitespace { index = tag.index(after: index) } }
        while true {
            skipSpaces()
            guard index < tag.endIndex, tag[index] != ">" else { break }
            if tag[index] == "/" { index = tag.index(after: index); continue }
            let nameStart = index
            while index < tag.endIndex, !tag[index].isWhitespace, !"=>/".contains(tag[index]) { index = tag.index(after: index) }
            let name = tag[nameStart..<index].lowercased()
            skipSpaces()
            guard index < tag.endIndex, tag[index] == "=" else { attributes[name] = ""; continue }
            index = tag.index(after: index)
            skipSpaces()
            guard index < tag.endIndex else { break }
            let quote = tag[index]
            let valueStart: Substring.Index
            if quote == "\"" || quote == "'" {
                valueStart = tag.index(after: index)
                index = tag[valueStart...].firstIndex(of: quote) ?? tag.endIndex
                attributes[name] = String(tag[valueStart..<index])
                if index < tag.endIndex { index = tag.index(after: index) }
            } else {
                valueStart = index
                while index < tag.endIndex, !tag[index].isWhitespace, tag[index] != ">" { index = tag.index(after: index) }
                attributes[name] = String(tag[valueStart..<index])
            }
        }
        return (attributes, index)
    }
}
