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
        var pages: [(path: String, bytes: [UInt8])] = []
        for file in files {
            if SiteLayout.isPageSource(file.path, collections: config.collections) { pages.append(file) } else { reloaded.assets.append(file.path) }
        }
        // In parallel, as `load` reads: a new commit may re-date thousands of pages.
        let contents = pages.concurrentMap { reader.read($0.bytes, path: $0.path, diagnostics: diagnostics).content }
        for (page, content) in zip(pages, contents) {
            switch content {
            case .entry(let entry): reloaded.entries.append(entry)
            case .guide(let guide): reloaded.guides.append(guide)
            case nil: reloaded.unusable.append(page.path)
            }
        }
        return reloaded
    }
}
