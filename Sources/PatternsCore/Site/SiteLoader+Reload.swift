import PatternsDiagnostics

extension SiteLoader {
    /// Some of a site's files read again on their own, without the rest of the site or the
    /// cross-file checks: what an incremental build needs when only those files changed.
    public struct Reloaded: Sendable {
        /// The entries and guides read, in the order their paths were given.
        public var entries: [PatternEntry] = []
        public var guides: [Guide] = []
        /// Content files that are not Markdown (images…), which are copied rather than read.
        public var assets: [String] = []
        /// Markdown files that gave no model (the diagnostics say why).
        public var unusable: [String] = []
        /// What the files say about themselves, with the site's rule severities applied.
        public var diagnostics: [Diagnostic] = []
    }

    /// Re-reads `content/` files whose bytes the caller already holds (it read them to see whether
    /// they changed), with the same reader and rule severities as `load`.
    public func reload(_ files: [(path: String, bytes: [UInt8])], for purpose: Purpose, config: SiteConfig) -> Reloaded {
        let reader = ContentFileReader(config: config, rendersHTML: purpose == .build, sizeLimit: config.fileSizeLimit)
        var reloaded = Reloaded()
        var found: [Diagnostic] = []
        for (path, bytes) in files {
            guard path.hasSuffix(".md") else {
                reloaded.assets.append(path)
                continue
            }
            let output = reader.read(bytes, path: path)
            found += output.diagnostics
            switch output.content {
            case .entry(let entry): reloaded.entries.append(entry)
            case .guide(let guide): reloaded.guides.append(guide)
            case nil: reloaded.unusable.append(path)
            }
        }
        reloaded.diagnostics = config.applyingRuleSeverities(to: found)
        return reloaded
    }
}
