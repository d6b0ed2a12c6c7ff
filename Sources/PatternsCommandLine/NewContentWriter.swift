import ArgumentParser
import Foundation
import PatternsAuthoring
import PatternsCore
import PatternsDiagnostics

/// Writes the file `patterns new` plans: checks the request against the site, fills in the
/// archetype, refuses to overwrite anything, and prints the new file's path.
struct NewContentWriter {
    let options: SiteOptions

    func write(_ request: NewContentRequest) throws {
        let root = options.siteRoot
        let config = try CommandSiteLoader.stoppingOnErrors(siteRoot: root).config()
        let existing = SiteDirectory(root: root).files(under: SiteLayout.contentFolder,
                                                       diagnostics: .discarding("only the names matter here; validate reports the files' problems"))
        let plan: NewContentRequest.Plan
        switch request.plan(config: config, contentFiles: existing) {
        case .success(let planned): plan = planned
        case .failure(let problem): throw ExitCode.refusal("\(problem)")
        }
        // The archetype's reading is a run of its own: its problems are listed, warnings too, only when it cannot be used.
        let problems = DiagnosticEngine(policy: config.rules, consumers: DiagnosticReporter(siteRoot: root).consumers)
        guard let archetype = Archetype.load(plan.kind, siteRoot: root, diagnostics: problems) else {
            problems.finalize(fileCount: 1)
            throw ExitCode(ExitStatus.contentErrors.rawValue)
        }
        let text = archetype.render(plan)
        let url = URL(fileURLWithPath: SiteLayout(root: root).absolute(plan.path))
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url, options: .withoutOverwriting)
        } catch {
            if FileManager.default.fileExists(atPath: url.path) { throw ExitCode.refusal("\(displayPath(plan.path)) already exists; edit it, or choose another title") }
            FileHandleOutput.standardError.write("error: cannot write \(displayPath(plan.path)): \(error.localizedDescription)\n")
            throw ExitCode(ExitStatus.usageOrIO.rawValue)
        }
        FileHandleOutput.standardOutput.write(displayPath(plan.path) + "\n")
        FileHandleOutput.standardError.write(summary(of: text, plan: plan, request: request, config: config, archetype: archetype,
                                                     checkedIn: problems.scope("the new file's problems: counted for the summary, left to validate")))
    }

    /// What is left to do in the new file: its placeholders, and any other problem an archetype
    /// left, read into `engine`, which no one reports.
    private func summary(of text: String, plan: NewContentRequest.Plan, request: NewContentRequest,
                         config: SiteConfig, archetype: Archetype, checkedIn engine: DiagnosticEngine) -> String {
        _ = ContentFileReader(config: config, renderer: nil, sizeLimit: config.fileSizeLimit, parts: [])
            .read(Array(text.utf8), path: plan.path, diagnostics: engine)
        let found = engine.diagnostics
        let placeholders = found.filter { $0.rule == .placeholder }.count
        var lines = "wrote a new \(plan.kind.rawValue) from \(archetype.source)"
            + (plan.kind == .pattern ? " in category '\(plan.categories.joined(separator: ", "))'" : "")
            + (plan.kind == .pattern && request.category == nil ? " (the first in patterns.yml; --category picks another)" : "")
            + "; replace its \(placeholders) placeholder\(placeholders == 1 ? "" : "s") (text starting with TODO:)\n"
        let others = found.count - placeholders
        if others > 0 {
            lines += "note: the archetype left \(others) other problem\(others == 1 ? "" : "s"); run 'patterns validate'\n"
        }
        return lines
    }

    /// A site-relative path as the user addressed the site: relative to the current folder when `--site` was.
    private func displayPath(_ path: String) -> String {
        var site = options.site
        while site.count > 1, site.hasSuffix("/") { site.removeLast() }
        return site == "." ? path : SitePaths.join(site, path)
    }
}
