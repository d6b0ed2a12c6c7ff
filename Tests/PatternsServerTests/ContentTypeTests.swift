import Testing
@testable import PatternsServer

@Suite struct ContentTypeTests {
    @Test(arguments: [
        ("index.html", "text/html; charset=utf-8"),
        ("guides/intro/index.HTM", "text/html; charset=utf-8"),
        ("static/style.css", "text/css; charset=utf-8"),
        ("static/patterns.js", "text/javascript; charset=utf-8"),
        ("criteria.json", "application/json"),
        ("sitemap.xml", "application/xml"),
        ("features/button.feature", "text/plain; charset=utf-8"),
        ("criteria.csv", "text/csv; charset=utf-8"),
        ("images/Toggle.PNG", "image/png"),
        ("images/photo.jpeg", "image/jpeg"),
        ("icon.svg", "image/svg+xml"),
        ("font.woff2", "font/woff2"),
        ("archive.tar.gz", "application/octet-stream"),
        ("folder.v2/README", "application/octet-stream"),
    ])
    func eachKindOfFileHasItsType(path: String, type: String) {
        #expect(ContentType.forPath(path) == type)
    }
}
