import PatternsDiagnostics

/// What `patterns serve` adds to every HTML page it serves (never to the built files): a few
/// lines of script that reload the page when a rebuild finishes, and, while the content has
/// errors, an error overlay listing them.
///
/// The overlay follows the alert pattern: it is a `role="alert"` region inside a labelled
/// complementary landmark, placed first in the page, and the script moves focus to it so
/// keyboard and screen-reader users meet it at once. Its colours meet WCAG AA contrast in light
/// and dark mode.
public enum PreviewOverlay {
    public static let eventsPath = "/__patterns/events"

    static let reloadScript = """
        <script>(function(){var events=new EventSource("\(eventsPath)");\
        events.addEventListener("reload",function(){events.close();location.reload();});\
        var overlay=document.getElementById("patterns-build-errors");if(overlay){overlay.focus();}})();</script>
        """

    /// The page with the reload script before `</body>` and, if `diagnostics` has errors, the overlay after `<body…>`.
    static func inject(into page: [UInt8], diagnostics: [Diagnostic]) -> [UInt8] {
        var html = String(decoding: page, as: UTF8.self)
        let closing = html.range(of: "</body>", options: [.caseInsensitive, .backwards])?.lowerBound ?? html.endIndex
        html.insert(contentsOf: reloadScript, at: closing)
        if diagnostics.hasErrors {
            let bodyStart = html.range(of: "<body", options: .caseInsensitive)
                .flatMap { html.range(of: ">", range: $0.upperBound..<html.endIndex) }?.upperBound ?? html.startIndex
            html.insert(contentsOf: overlay(diagnostics), at: bodyStart)
        }
        return Array(html.utf8)
    }

    static func overlay(_ diagnostics: [Diagnostic]) -> String {
        let errors = diagnostics.filter { $0.severity == .error }
        let title = errors.count == 1 ? "The site has 1 error" : "The site has \(errors.count) errors"
        var items = ""
        for diagnostic in errors.prefix(50) {
            let place = diagnostic.location.map { "\(diagnostic.file):\($0.line):\($0.column)" } ?? diagnostic.file
            items += "<li><code>\(TextEscaping.markup(place))</code> \(TextEscaping.markup(diagnostic.message))"
                + " <span class=\"rule\">[\(TextEscaping.markup(diagnostic.rule.id))]</span>"
                + (diagnostic.hint.map { "<br><span class=\"hint\">Fix: \(TextEscaping.markup($0))</span>" } ?? "")
                + "</li>"
        }
        if errors.count > 50 { items += "<li>… and \(errors.count - 50) more; the terminal lists them all.</li>" }
        return """
            <aside aria-label="Build errors" class="patterns-build-errors-region">\
            <style>.patterns-build-errors{margin:0;padding:1rem 1.25rem;background:#fff;color:#1a1a1a;\
            border:4px solid #b3261e;font:1rem/1.5 system-ui,sans-serif}.patterns-build-errors:focus{outline:3px solid #1a1a1a;outline-offset:2px}\
            .patterns-build-errors h2{margin:0 0 .5rem;font-size:1.25rem;color:#8c1d18}.patterns-build-errors code{font-weight:600}\
            .patterns-build-errors .rule,.patterns-build-errors .hint{color:#4a4a4a}\
            @media (prefers-color-scheme:dark){.patterns-build-errors{background:#1e1e1e;color:#f2f2f2;border-color:#f2b8b5}\
            .patterns-build-errors:focus{outline-color:#f2f2f2}.patterns-build-errors h2{color:#f2b8b5}\
            .patterns-build-errors .rule,.patterns-build-errors .hint{color:#d0d0d0}}</style>\
            <div id="patterns-build-errors" class="patterns-build-errors" role="alert" tabindex="-1" aria-labelledby="patterns-build-errors-title">\
            <h2 id="patterns-build-errors-title">\(title); this page shows the last good build</h2>\
            <ol>\(items)</ol><p>Save a fix and this page reloads by itself.</p></div></aside>
            """
    }
}
