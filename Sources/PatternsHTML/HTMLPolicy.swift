/// What raw HTML from content may keep, as data: the elements and their attributes a page shows,
/// and the elements that go with everything inside them.
///
/// Anything else is unwrapped: the tags go and their content stays, so an unknown wrapper such as
/// `<center>` or `<font>` costs the reader nothing but its look.
public enum HTMLPolicy {
    /// Element → the attributes it may carry besides `globalAttributes`. The one allow-list.
    public static let elements: [String: Set<String>] = [
        "a": ["href"],
        "details": ["open"], "summary": [],
        "figure": [], "figcaption": [],
        "img": ["src", "alt", "width", "height"],
        "table": [], "caption": [], "thead": [], "tbody": [], "tfoot": [], "tr": [],
        "th": ["scope", "colspan", "rowspan"], "td": ["colspan", "rowspan"],
        "kbd": [], "code": [], "pre": [], "samp": [], "var": [],
        "em": [], "strong": [], "b": [], "i": [], "s": [], "del": [], "ins": [],
        "sub": [], "sup": [], "small": [], "mark": [], "abbr": [],
        "br": [], "hr": [], "p": [], "blockquote": [],
        "ul": [], "ol": ["start"], "li": [], "dl": [], "dt": [], "dd": [],
        "h1": [], "h2": [], "h3": [], "h4": [], "h5": [], "h6": [],
        "div": [], "span": [],
        // A recorded demonstration (an imported catalog's video player): it plays only when the reader
        // asks (`controls`, no autoplay), with its captions.
        "video": ["src", "controls", "preload", "poster", "width", "height"], "source": ["src", "type"],
        "track": ["src", "kind", "srclang", "label", "default"],
    ]

    /// Attributes any kept element may carry: naming and language (`id`, `class`, `lang`, `dir`),
    /// a tooltip (`title`), and what assistive technology reads (`role`, plus every `aria-*`).
    public static let globalAttributes: Set<String> = ["id", "class", "lang", "dir", "title", "role"]

    /// Elements removed with everything inside them, and why: their content is code, a form, another
    /// page, or the page's head, none of which is text for the reader.
    public static let removedWithContent: [String: HTMLRemoval.Reason] = [
        "script": .runsCode, "noscript": .runsCode, "template": .runsCode,
        "style": .styling, "link": .styling,
        "meta": .pageHead, "base": .pageHead, "title": .pageHead,
        "iframe": .embeds, "frame": .embeds, "frameset": .embeds, "object": .embeds, "embed": .embeds,
        "applet": .embeds, "portal": .embeds,
        "form": .form, "input": .form, "button": .form, "select": .form, "option": .form, "optgroup": .form,
        "textarea": .form, "datalist": .form, "output": .form, "keygen": .form,
    ]

    /// Elements without content or end tag. Anything libxml2 puts inside one (it nests what follows
    /// an `<embed>` in it) is the fragment's, so a removed void element keeps it.
    static let voidElements: Set<String> = [
        "br", "hr", "img", "wbr", "area", "base", "col", "embed", "frame", "input", "keygen", "link", "meta",
        "param", "source", "track",
    ]

    /// Attributes holding a URL, checked by `isUnsafeURL` even where the element allows them.
    static let urlAttributes: Set<String> = ["href", "src", "poster"]

    /// Why an attribute the element does not allow goes, for the finding.
    static func reason(forRemoving attribute: String) -> HTMLRemoval.Reason {
        if attribute.hasPrefix("on") { return .runsCode }
        if attribute == "style" { return .styling }
        return .notAllowed
    }

    static func allows(_ attribute: String, on element: String) -> Bool {
        globalAttributes.contains(attribute) || attribute.hasPrefix("aria-") || elements[element]?.contains(attribute) == true
    }

    /// Image types a `data:` URL may carry in an `img`: pictures, not documents (SVG can hold script).
    private static let imageDataPrefixes = ["data:image/png", "data:image/gif", "data:image/jpeg", "data:image/webp"]

    /// URLs that run code or reach the reader's files: `javascript:`, `vbscript:`, `file:`, and `data:`
    /// except an image's. Checked as a browser reads them: control characters and whitespace
    /// anywhere ignored, any case (entities are already decoded by the parser).
    public static func isUnsafeURL(_ url: String, isImage: Bool) -> Bool {
        let scheme = String(String.UnicodeScalarView(url.unicodeScalars.filter { $0.value > 0x20 && $0.value != 0x7F && !$0.properties.isWhitespace })).lowercased()
        if scheme.hasPrefix("javascript:") || scheme.hasPrefix("vbscript:") || scheme.hasPrefix("file:") { return true }
        if scheme.hasPrefix("data:") {
            return !(isImage && imageDataPrefixes.contains { scheme.hasPrefix($0) })
        }
        return false
    }
}
