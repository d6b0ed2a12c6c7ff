import PatternsDiagnostics

/// Takes each rebuild's findings for the pages `serve` serves: while they hold errors, every page
/// shows them in its error overlay (`PreviewOverlay`); a good build takes the overlay away.
struct PreviewOverlayConsumer: DiagnosticConsumer {
    let server: PreviewServer

    func receive(_ diagnostics: [Diagnostic], fileCount: Int) {
        server.show(diagnostics)
    }
}
