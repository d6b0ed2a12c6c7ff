import PatternsCore

/// Rewrites site addresses written with Liquid in HTML attributes (`<img src="{{ site.baseurl }}/assets/a.png">`)
/// into addresses relative to the page that shows them, so they work under any base URL and from disk.
///
/// An imported file keeps its Jekyll address (entries keep their permalinks, images and media keep
/// their paths), so the old address, made relative, is the new one.
struct SiteAddressRewriter {
    /// The output path of the page (or example frame) the HTML is shown in: `checklist-web/table/index.html`.
    let page: String

    /// `text` with `{{ site.baseurl }}/…` and `{{ site.url }}{{ site.baseurl }}/…` in `src`, `href` and `poster` values made relative.
    func rewriteHTMLAttributes(in text: Substring) -> String {
        guard text.contains("{{") else { return String(text) }
        var result = ""
        var rest = text
        while let open = rest.range(of: "{{") {
            let head = rest[..<open.lowerBound]
            var candidate = rest[open.lowerBound...]
            var consumed = false
            while let tag = LiquidTag(at: candidate), tag.form == .output, ["site.baseurl", "site.url"].contains(tag.name) {
                candidate = candidate.dropFirst(tag.length)
                consumed = true
            }
            let inAttribute = head.hasSuffix("=\"") || head.hasSuffix("='")
            if consumed, inAttribute, candidate.hasPrefix("/") {
                let end = candidate.firstIndex { $0 == "\"" || $0 == "'" } ?? candidate.endIndex
                result += head + relative(String(candidate[..<end]))
                rest = candidate[end...]
            } else {
                result += head + "{{"
                rest = rest[open.upperBound...]
            }
        }
        return result + rest
    }

    /// A site address (`/assets/a.png`, `/checklist-web/button/`) relative to the page; a folder
    /// address gets its `index.html`, as the site's own links do, so it opens from disk too.
    func relative(_ address: String) -> String {
        let split = address.firstIndex { $0 == "#" || $0 == "?" } ?? address.endIndex
        return SitePaths.relativeURL(from: page, to: SitePaths.page(forAddress: address)) + address[split...]
    }
}
