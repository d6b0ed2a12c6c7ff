import PatternsDiagnostics

extension SiteBuilder {
    /// Which of the ways of building ran; the raw value ends the summary line.
    public enum Kind: String, Sendable {
        case clean = "clean build"
        case wholeSite = "whole site re-rendered"
        case ownPages = "own pages re-rendered"
        case upToDate = "up to date"
    }

    /// What a successful build did, for its summary line.
    public struct Report: Sendable {
        public var kind: Kind
        public var diagnostics: [Diagnostic]
        /// Source files considered (config included), as `validate` counts them.
        public var fileCount: Int
        public var entryCount: Int
        public var guideCount: Int
        /// Sources whose bytes changed since the last build (empty for a clean build).
        public var changedSources: [String]
        /// Unchanged sources whose pages were re-rendered for a new git date.
        public var redatedSources: [String]
        public var rendered: Int
        public var written: Int
        /// Output files left as they were.
        public var unchanged: Int
        public var removed: Int
        /// Why the cache could not be stored, if it could not; the build itself succeeded.
        public var cacheProblem: String?
        /// What the output folder held that no build wrote, deleted because `--force` said so.
        public var replacedItems: [String] = []

        /// The warning a forced build prints about what it deleted; nil when it deleted nothing of anyone else's.
        public func replacedWarning(output: String) -> String? {
            guard !replacedItems.isEmpty else { return nil }
            return "--force: replaced \(output), deleting \(replacedItems.count) item\(replacedItems.count == 1 ? "" : "s") "
                + "patterns had not written (\(OutputOwnership.listed(replacedItems)))"
        }

        /// `output` is what became of the output folder: its files now, how many were written and
        /// removed; every other file in it was left unchanged.
        init(kind: Kind, diagnostics: [Diagnostic], fileCount: Int, models: (entries: Int, guides: Int),
             changedSources: [String] = [], redatedSources: [String] = [], rendered: Int, output: OutputTransaction.Summary,
             cacheProblem: String?) {
            self.kind = kind
            self.diagnostics = diagnostics
            self.fileCount = fileCount
            (entryCount, guideCount) = models
            self.changedSources = changedSources
            self.redatedSources = redatedSources
            self.rendered = rendered
            written = output.written
            unchanged = output.files.count - output.written
            removed = output.removed
            self.cacheProblem = cacheProblem
        }
    }
}
