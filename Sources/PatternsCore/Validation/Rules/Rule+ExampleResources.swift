import PatternsDiagnostics

// Problems with `examples:` in `patterns.yml`, the files every example frame carries; all under
// `patterns.config.invalid`, at the path's position in `patterns.yml`.
extension DiagnosticMessage {
    static func invalidExampleResourcePath(_ path: String, kind: ExampleResources.Kind) -> Self {
        Self(.configInvalid, "example \(kind.singular) '\(path)' must be a file inside content/",
             hint: "write its path relative to content/, such as 'assets/examples/site\(kind.fileExtension)', without '..', a leading '/' or an address")
    }

    static func wrongExampleResourceType(_ path: String, kind: ExampleResources.Kind) -> Self {
        Self(.configInvalid, "example \(kind.singular) '\(path)' is not a \(kind.fileExtension) file",
             hint: "list .css files under 'stylesheets' and .js files under 'scripts'")
    }

    static func duplicateExampleResource(_ path: String) -> Self {
        Self(.configInvalid, "'\(path)' is listed twice under 'examples'", hint: "remove the second: each file is carried once")
    }

    static func missingExampleResource(_ path: String, kind: ExampleResources.Kind) -> Self {
        let contentPrefix = SiteLayout.contentFolder + "/"
        let hint = path.hasPrefix(contentPrefix)
            ? "paths under 'examples' are relative to content/: write '\(path.dropFirst(contentPrefix.count))'"
            : "put the file at \(contentPrefix)\(path) (paths under 'examples' are relative to content/), or correct the path"
        return Self(.configInvalid, "example \(kind.singular) '\(path)' does not exist: there is no \(contentPrefix)\(path)", hint: hint)
    }

    static func exampleResourceNotFile(_ path: String, kind: ExampleResources.Kind) -> Self {
        Self(.configInvalid, "example \(kind.singular) '\(path)' is not a file",
             hint: "list the \(kind.fileExtension) file itself, relative to content/")
    }

    static func exampleResourceSymlink(_ path: String, link: String, kind: ExampleResources.Kind) -> Self {
        Self(.configInvalid, "example \(kind.singular) '\(path)' goes through the symbolic link \(link)",
             hint: "copy the file into content/ and list that: example files are read only from inside the site")
    }
}
