import PatternsDiagnostics
import PatternsYAML

/// Reads `wcag:`: either groups named after the four principles, each with a `list` of
/// `criteria` that may cite success criteria (`sc: [2.1.1]`), or success-criterion ids alone
/// (`wcag: [2.1.1, 2.4.7]`). Every cited id is checked against the bundled WCAG 2.2 index.
struct WCAGReader {
    let reader: YAMLFieldReader

    static let field = FrontMatterField.wcag.name
    static let groupKeys = FrontMatterField.wcagGroupFields.map(\.name)
    static let criterionKeys = FrontMatterField.wcagCriterionFields.map(\.name)

    func read(_ node: YAMLNode) -> WCAGMapping {
        if node.scalar != nil {
            return WCAGMapping(listed: reader.words(node, field: Self.field).compactMap(successCriterion))
        }
        guard let items = node.sequenceItems else {
            reader.diagnose(.wcagNotList(found: node.kindDescription), at: node.range)
            return WCAGMapping()
        }
        if items.isEmpty { reader.diagnose(.emptyList(Self.field), at: node.range) }
        var mapping = WCAGMapping()
        for item in items {
            if item.scalar != nil {
                guard let id = reader.text(item, field: Self.field) else { continue }
                if let known = successCriterion(YAMLFieldReader.Word(text: id.trimmingWhitespace(), location: item.location)) {
                    mapping.listed.append(known)
                }
            } else if let entries = item.mappingEntries {
                if let group = group(item, entries: entries) { mapping.groups.append(group) }
            } else {
                reader.diagnose(.wcagItemNotGroup(found: item.kindDescription), at: item.range)
            }
        }
        return mapping
    }

    private func group(_ item: YAMLNode, entries: [YAMLMappingEntry]) -> WCAGGroup? {
        reader.checkKeys(entries, known: Self.groupKeys, context: "a 'wcag' group")
        var principle: WCAGPrinciple?
        if let nameNode = item["name"] {
            if let name = reader.text(nameNode, field: "wcag.name")?.trimmingWhitespace() {
                principle = WCAGPrinciple(name: name)
                if principle == nil {
                    reader.diagnose(.unknownWCAGPrinciple(name), at: nameNode.range)
                }
            }
        } else {
            reader.diagnose(.wcagGroupWithoutName, at: item.range)
        }
        var criteria: [WCAGCriterion] = []
        if let list = item["list"] {
            if let listItems = list.sequenceItems {
                criteria = listItems.compactMap { criterion($0, under: principle) }
            } else {
                reader.diagnose(.wcagListNotList(found: list.kindDescription), at: list.range)
            }
        } else {
            reader.diagnose(.wcagGroupWithoutList, at: item.range)
        }
        return principle.map { WCAGGroup(principle: $0, criteria: criteria) }
    }

    private func criterion(_ item: YAMLNode, under principle: WCAGPrinciple?) -> WCAGCriterion? {
        guard let entries = item.mappingEntries else {
            reader.diagnose(.wcagCriterionNotMapping(found: item.kindDescription), at: item.range)
            return nil
        }
        reader.checkKeys(entries, known: Self.criterionKeys, context: "a 'wcag' criterion")
        let words = item["sc"].map { reader.words($0, field: "wcag.sc") } ?? []
        let cited = words.compactMap { word -> String? in
            guard let id = successCriterion(word) else { return nil }
            if let principle, let known = WCAGIndex.criterion(id: id), known.principle != principle {
                reader.diagnose(.successCriterionUnderWrongPrinciple(known, group: principle), at: SourceRange(at: word.location))
            }
            return id
        }
        guard let textNode = item["criteria"] else {
            reader.diagnose(.wcagCriterionWithoutText, at: item.range)
            return nil
        }
        guard let text = reader.text(textNode, field: "wcag.criteria") else { return nil }
        return WCAGCriterion(text: text.collapsedWhitespace, successCriteria: cited, location: textNode.location)
    }

    /// The id when the index knows it; an unknown id is an error, 4.1.1 a warning (it is still kept).
    private func successCriterion(_ word: YAMLFieldReader.Word) -> String? {
        guard let criterion = WCAGIndex.criterion(id: word.text) else {
            reader.diagnose(.unknownSuccessCriterion(word.text, suggestion: WCAGIndex.suggestion(for: word.text)),
                            at: SourceRange(at: word.location))
            return nil
        }
        if criterion.isObsolete {
            reader.diagnose(.obsoleteSuccessCriterion(criterion), at: SourceRange(at: word.location))
        }
        return criterion.id
    }
}
