@testable import PatternsBodyHTML
import Testing

/// Tip HTML is cut at the rendered root marker on its UTF-8 bytes; the pieces must be the ones the
/// standard library's string split gives, wherever the marker stands and whatever the text around it.
@Suite struct RelocatableCutTests {
    static let marker = "%EE%80%80root%EE%80%80"

    static let texts = [
        "<p>no link here</p>",
        "<a href=\"\(marker)guides/a/index.html\">A</a>",
        "\(marker)x",
        "x\(marker)",
        "\(marker)\(marker)",
        "<p>é 😀 <a href=\"\(marker)p/b/index.html#x\">B</a> and <img src=\"\(marker)media/c.png\"> ü</p>",
        "%EE%80%80roo%EE%80%80root%EE%80%80",  // a near miss, then the marker
        "",
    ]

    @Test(arguments: texts)
    func piecesAreTheStandardSplits(_ html: String) {
        let expected = html.split(separator: Self.marker, omittingEmptySubsequences: false).map(String.init)
        let cut = BodyHTMLRenderer.relocatable(html)
        if expected.count > 1 {
            #expect(cut?.pieces == expected)
        } else {
            #expect(cut == nil)
        }
    }
}
