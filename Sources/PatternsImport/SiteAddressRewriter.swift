import PatternsCore

/// Rewrites site addresses written with Liquid in HTML attributes (`<img src="{{ site.baseurl }}/assets/a.png">`)
/// into addresses relative to the page that shows them, so they work under any base URL and from disk.
///
/// An imported file keeps its Jekyll address (entries keep their permalinks, images and media keep
/// their paths), so the old address, made relative, is the new one.
struct SiteAddressRewriter {
    /// The output path of the page (or example frame) the HTML is shown in: `checklist-web/table/index.html`.
    let page: OutputPath

    /// `text` with `{{ site.baseurl }}/…`, `{{ site.url }}{{ site.baseurl }}/…` and plain root addresses
    /// (`/assets/a.png`, which Jekyll served from its root) in `src`, `href` and `poster` values made
    /// relative; values inside code spans, which show markup rather than make it, are left as written.
    func rewriteHTMLAttributes(in text: Substring) -> String {
        rewritingRootAddresses(in: rewritingLiquidAddresses(in: text))
    }

    private func rewritingLiquidAddresses(in text: Substring) -> String {
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

    /// `href="/…"`, `src="/…"` and `poster="/…"` (not `//host`) outside code spans, made relative.
    private func rewritingRootAddresses(in text: String) -> String {
        guard text.contains("=\"/") || text.contains("='/") else { return text }
        let scalars = Array(text.unicodeScalars)
        let masked = Array(ConversionState.maskingCodeSpans(Substring(text)).unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if let (valueStart, valueEnd) = Self.rootAddressValue(in: masked, at: index) {
                result.append(contentsOf: scalars[index..<valueStart])
                var address = String.UnicodeScalarView()
                address.append(contentsOf: scalars[valueStart..<valueEnd])
                result.append(contentsOf: relative(String(address)).unicodeScalars)
                index = valueEnd
            } else {
                result.append(scalars[index])
                index += 1
            }
        }
        return String(result)
    }

    /// When `scalars[index...]` starts an `href`, `src` or `poster` attribute whose quoted value is a root
    /// address, the range of that value.
    private static func rootAddressValue(in scalars: [Unicode.Scalar], at index: Int) -> (Int, Int)? {
        for name in ["href=", "src=", "poster="] {
            let pattern = Array(name.unicodeScalars)
            let quoteIndex = index + pattern.count
            guard quoteIndex + 2 < scalars.count, Array(scalars[index..<quoteIndex]) == pattern,
                  index == 0 || scalars[index - 1] == " " || scalars[index - 1] == "\t" else { continue }
            let quote = scalars[quoteIndex]
            guard quote == "\"" || quote == "'", scalars[quoteIndex + 1] == "/", scalars[quoteIndex + 2] != "/" else { continue }
            guard let end = scalars[(quoteIndex + 1)...].firstIndex(of: quote) else { continue }
            return (quoteIndex + 1, end)
        }
        return nil
    }

    /// A site address (`/assets/a.png`, `/checklist-web/button/`) relative to the page; a folder
    /// address gets its `index.html`, as the site's own links do, so it opens from disk too.
    func relative(_ address: String) -> String {
        let split = address.firstIndex { $0 == "#" || $0 == "?" } ?? address.endIndex
        return page.relativeURL(to: SitePaths.page(forAddress: address)) + address[split...]
    }
}
