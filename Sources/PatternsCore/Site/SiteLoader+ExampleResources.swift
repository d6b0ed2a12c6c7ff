import Foundation
import PatternsDiagnostics

extension SiteLoader {
    /// Reads the files `examples:` lists into `resources`, reporting at its line in `patterns.yml`
    /// each that is missing, not a file, or reached through a symbolic link (a listed file is read
    /// from inside the site only, as it is written, never from where a link leads). Each file's
    /// bytes go into `hasher`: frame documents carry the files, so the build cache's key must change
    /// with them.
    func readExampleResources(_ resources: inout ExampleResources, sizeLimit: Int, config sink: FileDiagnosticSink,
                              hasher: inout StableHasher) {
        func read(_ files: inout [ExampleResources.File], kind: ExampleResources.Kind) {
            files = files.compactMap { file in
                if let problem = problem(with: file, kind: kind) {
                    sink.diagnose(problem, at: file.range)
                    return nil
                }
                let fileSink = FileDiagnosticSink(file: file.sourcePath, engine: sink.engine)
                guard let bytes = directory.bytes(of: file.sourcePath, diagnostics: fileSink),
                      let source = SourceDecoder.decode(bytes, sizeLimit: sizeLimit, diagnostics: fileSink) else { return nil }
                hasher.combine(file.path)
                hasher.combine(StableHasher.hash(bytes))
                var read = file
                read.text = source.text
                return read
            }
        }
        read(&resources.stylesheets, kind: .stylesheets)
        read(&resources.scripts, kind: .scripts)
    }

    /// Why a listed file cannot be used: a symbolic link on its way (`SymlinkPolicy`), then each
    /// folder on its way down from `content/`.
    private func problem(with file: ExampleResources.File, kind: ExampleResources.Kind) -> DiagnosticMessage? {
        if let link = SymlinkPolicy.firstLink(on: file.sourcePath, in: directory.layout) {
            return .exampleResourceSymlink(file.path, link: link, kind: kind)
        }
        var path = SiteLayout.contentFolder
        for part in file.path.split(separator: "/") {
            path += "/" + part
            var info = stat()
            guard lstat(directory.layout.absolute(path), &info) == 0 else { return .missingExampleResource(file.path, kind: kind) }
            switch info.st_mode & S_IFMT {
            case S_IFDIR where path == file.sourcePath: return .exampleResourceNotFile(file.path, kind: kind)
            case S_IFDIR: continue
            case S_IFREG where path == file.sourcePath: return nil
            default: return path == file.sourcePath ? .exampleResourceNotFile(file.path, kind: kind) : .missingExampleResource(file.path, kind: kind)
            }
        }
        return .missingExampleResource(file.path, kind: kind)
    }
}
