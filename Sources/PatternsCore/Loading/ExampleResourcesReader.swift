import PatternsDiagnostics
import PatternsYAML

/// Reads `examples:` in `patterns.yml`: the stylesheets and scripts every example frame carries,
/// each a path inside `content/`. Whether the files exist is checked when the config is loaded
/// (`SiteLoader.loadConfig`), which can look at the site; here only the paths' shape.
struct ExampleResourcesReader {
    let reader: YAMLFieldReader

    static let knownKeys = ExampleResources.Kind.allCases.map(\.rawValue)

    func read(_ node: YAMLNode) -> ExampleResources {
        var resources = ExampleResources()
        guard let entries = reader.mapping(node, field: "examples", example: "stylesheets: [assets/examples/site.css]") else { return resources }
        reader.checkKeys(entries, known: Self.knownKeys, context: "'examples'", unknownRule: .configUnknownKey, variantRule: .configUnknownKey)
        var seen: Set<String> = []
        for kind in ExampleResources.Kind.allCases {
            guard let list = node[kind.rawValue], !list.isNull else { continue }
            for word in reader.words(list, field: "examples.\(kind.rawValue)") {
                let range = SourceRange(at: word.location)
                guard Self.isInsideContent(word.text) else {
                    reader.diagnose(.invalidExampleResourcePath(word.text, kind: kind), at: range)
                    continue
                }
                guard word.text.lowercased().hasSuffix(kind.fileExtension) else {
                    reader.diagnose(.wrongExampleResourceType(word.text, kind: kind), at: range)
                    continue
                }
                guard seen.insert(word.text).inserted else {
                    reader.diagnose(.duplicateExampleResource(word.text), at: range)
                    continue
                }
                let file = ExampleResources.File(path: word.text, range: range)
                switch kind {
                case .stylesheets: resources.stylesheets.append(file)
                case .scripts: resources.scripts.append(file)
                }
            }
        }
        return resources
    }

    /// A relative path that stays inside `content/`: no leading `/`, no `..`, `.` or empty
    /// segments, no backslashes (a Windows path), no URL.
    static func isInsideContent(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        return !path.hasPrefix("/") && !path.contains("\\") && !path.contains(":")
            && !parts.contains { $0.isEmpty || $0 == ".." || $0 == "." }
    }
}
