import PatternsDiagnostics

/// The site's example files (`content/examples/**/*.html`), read once and shared by every body
/// that shows one: a file may serve several entries.
public struct ExampleLibrary: Sendable {
    /// One example file: an HTML fragment the frame document wraps.
    public struct File: Hashable, Sendable {
        /// The name fences use (`forms/checkbox` for `content/examples/forms/checkbox.html`).
        public var name: String
        public var sourcePath: String
        public var html: String
        /// `StableHasher` hash of the file's bytes, which the build cache keys the file by.
        public var contentHash: UInt64 = 0
    }

    /// Files by name.
    public private(set) var files: [String: File] = [:]

    public init(files: [File] = []) {
        for file in files { self.files[file.name] = file }
    }

    public subscript(name: String) -> File? { files[name] }

    /// Every file, by name, so frames are rendered in a stable order.
    public var sorted: [File] { files.values.sorted { $0.name < $1.name } }

    /// Reads the example files among `paths` (site-root relative), reporting unreadable ones to `diagnostics`.
    public static func load(paths: [String], directory: SiteDirectory, sizeLimit: Int, diagnostics: DiagnosticEngine) -> ExampleLibrary {
        let sources = paths.filter { SiteLayout.exampleName(forSource: $0) != nil }
        let files = sources.concurrentMap { path -> File? in
            let sink = FileDiagnosticSink(file: path, engine: diagnostics)
            guard let name = SiteLayout.exampleName(forSource: path),
                  let bytes = directory.bytes(of: path, diagnostics: sink),
                  let source = SourceDecoder.decode(bytes, sizeLimit: sizeLimit, diagnostics: sink) else { return nil }
            return File(name: name, sourcePath: path, html: source.text, contentHash: StableHasher.hash(bytes))
        }
        return ExampleLibrary(files: files.compactMap { $0 })
    }
}
