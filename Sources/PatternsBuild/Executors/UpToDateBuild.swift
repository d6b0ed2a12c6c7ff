import PatternsDiagnostics

/// Executes `BuildPlan.upToDate`: reports the last build's findings again and writes nothing but,
/// when some file was only touched or the dates were read at a new commit, the manifest.
struct UpToDateBuild {
    let publisher: BuildPublisher

    func run(manifest: BuildManifest, findings: [Diagnostic], manifestChanged: Bool) -> SiteBuilder.Report {
        let inputs = publisher.inputs
        return SiteBuilder.Report(
            kind: .upToDate, diagnostics: inputs.reported(findings), fileCount: inputs.fileCount,
            models: manifest.modelCounts(collections: inputs.config.config.collections), rendered: 0, output: OutputTransaction.Summary(files: manifest.files),
            cacheProblem: manifestChanged ? publisher.store(manifest, diagnostics: findings) : nil)
    }
}
