import Foundation

/// Raw HTML in place, filtered: how a body's `<a href>`…`</a>` or `<details>`…`</details>` with
/// Markdown between the tags is sanitised as a whole.
///
/// cmark splits such HTML into separate nodes (`<a href="x">`, text, `</a>`), so no node can be
/// cleaned alone. Instead each node that holds raw HTML among its children is one fragment: the
/// raw HTML's own text, and a placeholder comment (`<!--MARKERn-->`) for each other child. The
/// filter cleans the fragment and keeps the placeholders; the node's children become the cleaned
/// markup between placeholders, with each child whose placeholder came back in its place. A child
/// whose placeholder did not come back (it stood inside a removed `<script>`) leaves the page.
extension MarkdownDocument {
    /// Puts `filter`'s output in place of all raw HTML. Nothing to do, and no cost beyond one walk
    /// of the tree, when the document has none.
    ///
    /// - Parameter filter: cleans a fragment, keeping every comment whose text starts with its second argument.
    public func filterRawHTML(_ filter: (_ fragment: String, _ placeholderMarker: String) -> String) {
        let html = rawHTML()
        guard !html.isEmpty else { return }
        // Random, so raw HTML from content cannot pass for a placeholder.
        let marker = "patterns-child-\(String(UInt64.random(in: .min ... .max), radix: 36))-"
        var seen = Set<OpaquePointer>()
        for node in html {
            guard let parent = node.parent, seen.insert(parent.pointer).inserted else { continue }
            rebuild(parent, inline: node.kind == .htmlInline, marker: marker, filter: filter)
        }
    }

    private func rebuild(_ parent: MarkdownNode, inline: Bool, marker: String, filter: (String, String) -> String) {
        let children = takeChildren(of: parent)
        var fragment = ""
        for (index, child) in children.enumerated() {
            if child.kind == .htmlBlock || child.kind == .htmlInline {
                fragment += child.literal ?? ""
            } else {
                fragment += "<!--\(marker)\(index)-->"
            }
        }
        var rest = Substring(filter(fragment, marker))
        var kept = Set<Int>()
        let opening = "<!--" + marker
        while let start = rest.range(of: opening), let end = rest[start.upperBound...].range(of: "-->") {
            if start.lowerBound > rest.startIndex { appendFilteredHTML(String(rest[..<start.lowerBound]), inline: inline, to: parent) }
            if let index = Int(rest[start.upperBound..<end.lowerBound]), children.indices.contains(index),
               kept.insert(index).inserted {
                append(children[index], to: parent)
            }
            rest = rest[end.upperBound...]
        }
        if !rest.isEmpty { appendFilteredHTML(String(rest), inline: inline, to: parent) }
        for (index, child) in children.enumerated() where !kept.contains(index) { discard(child) }
    }
}
