import PatternsDiagnostics

/// The site's own stylesheets and scripts that every live example's frame document carries
/// (`examples:` in `patterns.yml`): what a catalog's layout gave its demos (its stylesheet, jQuery,
/// the script that makes its carousels and tabs work), so examples written for it work as they did.
///
/// Paths are relative to `content/`, where the files live and from where they are copied like any
/// other asset, so a path is also the file's place in the output (`assets/examples/site.css`).
public struct ExampleResources: Hashable, Sendable {
    /// One listed file.
    public struct File: Hashable, Sendable {
        /// As written in `patterns.yml`, relative to `content/`: also its output path.
        public var path: String
        /// Where `patterns.yml` lists it, for a problem with the file itself.
        public var range: SourceRange?
        /// The file's text, read with the config (`SiteLoader.loadConfig`); empty until then.
        public var text = ""

        public init(path: String, range: SourceRange? = nil, text: String = "") {
            self.path = path
            self.range = range
            self.text = text
        }

        /// The file relative to the site root: `content/assets/examples/site.css`.
        public var sourcePath: String { SiteLayout.contentFolder + "/" + path }
    }

    /// Carried in the frame's `<head>`, in order, after the theme's example stylesheet.
    public var stylesheets: [File] = []
    /// Run at the end of the frame's `<body>`, in order, after the example's own HTML.
    public var scripts: [File] = []

    public init(stylesheets: [File] = [], scripts: [File] = []) {
        self.stylesheets = stylesheets
        self.scripts = scripts
    }

    public var isEmpty: Bool { stylesheets.isEmpty && scripts.isEmpty }

    /// Both lists, stylesheets first.
    public var all: [File] { stylesheets + scripts }

    /// What each list is called in `patterns.yml`, with the file extension it takes.
    public enum Kind: String, CaseIterable, Sendable {
        case stylesheets, scripts

        public var fileExtension: String { self == .stylesheets ? ".css" : ".js" }
        /// "stylesheet", "script": one of the list, in messages.
        public var singular: String { String(rawValue.dropLast()) }
    }
}
