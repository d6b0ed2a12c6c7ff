import Foundation
import PatternsCore
import PatternsDiagnostics

/// The publish phase every executor ends with: stream rendered files into an output transaction,
/// commit it, then record what was built in the cache.
struct BuildPublisher: Sendable {
    let inputs: BuildInputs
    let siteRoot: String
    let progress: (@Sendable (SiteBuilder.Progress) -> Void)?

    /// Streams rendered files into a transaction and commits it. The manifest is removed first:
    /// if the process dies between changing the output and recording it, the next build starts clean.
    /// `render` gets the file sink and a callback for progress (`done`, `total` units of work).
    /// `abandonIf` is asked once everything is rendered: a failure it returns discards the output.
    /// `removing` names files of the last build this one no longer needs (when not `isWholeSite`).
    func publish(mode: OutputTransaction.Mode, isWholeSite: Bool, removing: [OutputPath] = [],
                 render: (@Sendable (RenderedFile) -> Void, @Sendable (Int, Int) -> Void) -> Void,
                 abandonIf: () -> SiteBuilder.Failure? = { nil })
        throws(SiteBuilder.Failure) -> OutputTransaction.Summary {
        let output = inputs.outputPath
        let root = siteRoot
        let cache = inputs.cache
        let progress = self.progress
        var abandoned: SiteBuilder.Failure?
        let summary: OutputTransaction.Summary?
        do {
            // From the staging folder's creation to the commit, a signal only raises a flag, so the
            // transaction can clean up after itself before the process exits.
            summary = try BuildInterruption.shared.whileWriting { () throws(OutputTransaction.Failure) -> OutputTransaction.Summary? in
                let transaction = try OutputTransaction(output: output, siteRoot: root, mode: mode)
                progress?(SiteBuilder.Progress(phase: .rendering, done: 0, total: 0))
                render({ transaction.write($0) }, { done, total in
                    progress?(SiteBuilder.Progress(phase: .rendering, done: done, total: total))
                })
                if let failure = abandonIf() {
                    transaction.abort()
                    abandoned = failure
                    return nil
                }
                cache.clear()
                return try transaction.commit(isWholeSite: isWholeSite, removing: removing)
            }
        } catch {
            throw .output(error)
        }
        if let abandoned { throw abandoned }
        guard let summary else { throw .abandoned }
        return summary
    }

    /// Stores the manifest (stamped now) and findings; why it could not, if it could not.
    func store(_ manifest: BuildManifest, diagnostics: [Diagnostic]) -> String? {
        var manifest = manifest
        manifest.writtenAt = Int64(Date().timeIntervalSince1970 * 1_000_000_000)
        // A new search index gets a new stamp, so the file the manifest names is the one written with it.
        if manifest.search != nil { manifest.searchStamp = UInt64(max(manifest.writtenAt, 1)) }
        do {
            try inputs.cache.store(manifest, diagnostics: diagnostics)
            return nil
        } catch {
            return "cannot store the build cache in \(inputs.cache.folder): \(error.localizedDescription)"
        }
    }

    /// The folder the output folder is in, where the build keeps its scratch files (on the output's
    /// disk, not in memory); the staging folder is made there too.
    var scratchFolder: String { (inputs.outputPath as NSString).deletingLastPathComponent }

    /// What the output folder is now, for the manifest: a folder replaced later is then noticed.
    var outputIdentity: String { SourceSnapshot.identity(of: inputs.outputPath) }
}
