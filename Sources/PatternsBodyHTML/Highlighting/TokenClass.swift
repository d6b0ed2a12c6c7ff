/// What a highlighted piece of code is, written as a one-letter class on its `<span>` so that
/// highlighting adds few bytes to a page; `static/style.css` colours each class.
///
/// | class | token |
/// | --- | --- |
/// | `k` | keyword (`let`, `fun`, `@interface`, `!important`) |
/// | `t` | type name (`UIButton`, `String`; CSS class and id selectors) |
/// | `s` | string or character literal |
/// | `c` | comment |
/// | `n` | number (CSS lengths and hex colours too) |
/// | `a` | annotation, attribute or directive (`@State`, `#if`, `#import …`, `@media`, `:hover`, `<!DOCTYPE>`) |
/// | `g` | markup tag name, CSS type selector |
/// | `m` | markup attribute name, CSS property |
/// | `v` | markup attribute value |
enum TokenClass: String, CaseIterable, Sendable {
    case keyword = "k"
    case type = "t"
    case string = "s"
    case comment = "c"
    case number = "n"
    case attribute = "a"
    case tag = "g"
    case attributeName = "m"
    case attributeValue = "v"

    /// `<span class="k">`, made once per class.
    var openingTag: [UInt8] { Self.openingTags[self] ?? [] }

    private static let openingTags: [TokenClass: [UInt8]] = Dictionary(uniqueKeysWithValues: allCases.map {
        ($0, Array("<span class=\"\($0.rawValue)\">".utf8))
    })
}
