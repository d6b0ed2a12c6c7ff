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
    }

    /// Re-reads `content/` files whose bytes the caller already holds (it read them to see whether
    /// they changed), with the same reader as `load`, reporting to `diagnostics`. `examples` are the
    /// site's example files, which bodies show; an edited example file itself is not reloaded here.
    public func reload(_ files: [(path: String, bytes: [UInt8])], renderer: (any BodyRenderer)?, config: SiteConfig,
                       examples: ExampleLibrary, diagnostics: DiagnosticEngine) -> Reloaded {
        let reader = ContentFileReader(config: config, renderer: renderer, sizeLimit: config.fileSizeLimit, examples: examples)
        var reloaded = Reloaded()
        for (path, bytes) in files {
            guard SiteLayout.isPageSource(path, collections: config.collections) else {
                reloaded.assets.append(path)
                continue
            }
            switch reader.read(bytes, path: path, diagnostics: diagnostics).content {
            case .entry(let entry): reloaded.entries.append(entry)
            case .guide(let guide): reloaded.guides.append(guide)
            case nil: reloaded.unusable.append(path)
            }
        }
        return reloaded
    }
}
