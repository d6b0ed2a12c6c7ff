// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "patterns",
    // Linux only: the build cache reads `stat.st_mtim` and `serve` watches files with inotify, so
    // no Apple platform is declared.
    products: [
        .executable(name: "patterns", targets: ["patterns"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // swift-mustache 2.1.1 with its parser made linear (Vendor/swift-mustache/README.md).
        .package(path: "Vendor/swift-mustache"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
        // The official Model Context Protocol SDK, for `patterns mcp`; swift-log and swift-system come
        // with it and are named because the stdio transport's types are theirs (`Logger`, `FileDescriptor`).
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", from: "0.12.1"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-system.git", from: "1.4.0"),
    ],
    targets: [
        // C libraries from Debian, each imported by exactly one Swift module.
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"])]
        ),
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        // libxml2's HTML parser, for sanitising raw HTML in Markdown (PatternsHTML).
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),

        // Pipeline stages, data flowing one way.
        .target(name: "PatternsDiagnostics"),
        .target(name: "PatternsYAML", dependencies: ["CYAML", "PatternsDiagnostics"]),
        .target(name: "PatternsMarkdown", dependencies: ["CCmarkGFM", "PatternsDiagnostics"]),
        // Raw HTML from content, cleaned by an allow-list (libxml2's HTML parser; no other module imports it).
        .target(name: "PatternsHTML", dependencies: ["CLibXML2"]),
        .target(
            name: "PatternsCore",
            dependencies: ["PatternsDiagnostics", "PatternsYAML", "PatternsMarkdown", "PatternsHTML"]
        ),
        // Git and what it knows about a site: the day each source file last changed, a site as a
        // revision held it, and the criteria diff between two versions (`diff`, `build --since`).
        .target(name: "PatternsHistory", dependencies: ["PatternsCore", "PatternsDiagnostics"]),
        // Templates parsed once and compiled against the page context types' field tables, which it
        // owns; swift-mustache only for `MustacheParent`, the bridge to the reference engine. Also the
        // built-in templates (`DefaultTemplates`: templates, theme files, archetypes) with a site's
        // `templates/` laid over them (`ResourceOverlay`), and the nesting check run before swift-mustache parses.
        .target(
            name: "PatternsTemplates",
            dependencies: ["PatternsCore", "PatternsDiagnostics", .product(name: "Mustache", package: "swift-mustache")],
            resources: [.copy("DefaultTemplates")]
        ),
        // Text made from a loaded site that is not the HTML site: criteria exports, reports, JSON
        // Schemas, Markdown tips for assistants, the search index writer and its query.
        .target(
            name: "PatternsExports",
            dependencies: ["PatternsCore", "PatternsDiagnostics", "PatternsMarkdown"]
        ),
        // A page's Markdown body as HTML: read through its handle, rendered (tips apart, live examples,
        // sanitised raw HTML) and code highlighted; no templates, so the sanitizer replay needs only this.
        .target(
            name: "PatternsBodyHTML",
            dependencies: ["PatternsCore", "PatternsDiagnostics", "PatternsMarkdown", "PatternsHTML"]
        ),
        // The HTML site: page contexts, page kinds, the template library and its check.
        .target(
            name: "PatternsRendering",
            dependencies: [
                "PatternsCore", "PatternsHistory", "PatternsExports", "PatternsMarkdown", "PatternsHTML", "PatternsTemplates", "PatternsBodyHTML",
                .product(name: "Mustache", package: "swift-mustache"),
            ]
        ),
        // Starting content: `patterns new` (archetypes, from the templates folder a site may override)
        // and `patterns init` (the starter site).
        .target(
            name: "PatternsAuthoring",
            dependencies: [
                "PatternsCore", "PatternsDiagnostics", "PatternsTemplates",
                .product(name: "Mustache", package: "swift-mustache"),
            ],
            resources: [.copy("StarterSite")]
        ),
        // Orchestration shared by `build` and `serve`: plan (from the build cache), render, publish
        // through an output transaction, report; also owns the cache folder and signal handling.
        .target(name: "PatternsBuild", dependencies: ["PatternsCore", "PatternsHistory", "PatternsExports", "PatternsBodyHTML", "PatternsRendering"]),
        // `patterns serve`: HTTP (FlyingFox), live reload over Server-Sent Events, file watching.
        .target(
            name: "PatternsServer",
            dependencies: ["PatternsBuild", "PatternsCore", "PatternsDiagnostics", .product(name: "FlyingFox", package: "FlyingFox")]
        ),
        // `patterns import jekyll`: plans a site from a Jekyll catalog (converted bodies, examples, videos), then writes it.
        .target(name: "PatternsImport", dependencies: ["PatternsCore", "PatternsDiagnostics", "PatternsYAML", "PatternsHTML"]),
        // `patterns mcp`: the catalog's tools and entries for AI assistants over the Model Context Protocol (stdio);
        // Core and Exports only, no HTML and no templates.
        .target(
            name: "PatternsMCP",
            dependencies: [
                "PatternsCore", "PatternsExports",
                .product(name: "MCP", package: "swift-sdk"), .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(
            name: "PatternsCommandLine",
            dependencies: [
                "PatternsCore", "PatternsHistory", "PatternsExports", "PatternsRendering", "PatternsAuthoring", "PatternsBuild", "PatternsServer",
                "PatternsImport", "PatternsMCP",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // mimalloc (Debian's libmimalloc-dev) replaces glibc's malloc for the whole process, the C
        // libraries included: a build makes and drops millions of small strings and arrays on every
        // core, and glibc's allocator spent a tenth of its instructions (README, Performance). Linked
        // into the tool only: the test bundles keep glibc's, and the AddressSanitizer replay ASan's.
        .executableTarget(name: "patterns", dependencies: ["PatternsCommandLine"], linkerSettings: [.linkedLibrary("mimalloc")]),
        // The speed floor for scripts/bench: libyaml and cmark-gfm alone over a corpus.
        .executableTarget(name: "PatternsFloorBenchmark", dependencies: ["PatternsYAML", "PatternsMarkdown"]),
        // libFuzzer target over the per-file pipeline (scripts/fuzz); a plain build replays files given as arguments.
        // (PATTERNS_FUZZ_TARGET=jsonrpc: `patterns mcp`'s input instead, through PatternsMCP's JSONRPCInput.)
        .executableTarget(name: "PatternsFuzzer", dependencies: [
            "PatternsCore", "PatternsDiagnostics", "PatternsMarkdown", "PatternsBodyHTML", "PatternsRendering", "PatternsMCP",
            .product(name: "MCP", package: "swift-sdk"),
        ]),

        // AddressSanitizer replay for scripts/test: corpus and fixtures through the Markdown tree, the
        // HTML sanitiser and body rendering, a small product instead of a second build of everything.
        .executableTarget(name: "PatternsSanitizerReplay", dependencies: [
            "PatternsCore", "PatternsDiagnostics", "PatternsHTML", "PatternsMarkdown", "PatternsBodyHTML",
        ]),

        // Helpers the test targets share (marked fixture text, git repositories, the built output's link check), kept out of the product.
        .target(name: "PatternsTestSupport", dependencies: ["PatternsDiagnostics", "PatternsCore", "PatternsHTML"], path: "Tests/PatternsTestSupport"),
        .testTarget(name: "PatternsDiagnosticsTests", dependencies: ["PatternsDiagnostics", "PatternsTestSupport"]),
        .testTarget(name: "PatternsYAMLTests", dependencies: ["PatternsYAML"]),
        .testTarget(name: "PatternsMarkdownTests", dependencies: ["PatternsMarkdown"]),
        .testTarget(name: "PatternsHTMLTests", dependencies: ["PatternsHTML"]),
        .testTarget(name: "PatternsCoreTests", dependencies: ["PatternsCore", "PatternsTestSupport"]),
        .testTarget(name: "PatternsHistoryTests", dependencies: ["PatternsHistory", "PatternsCore", "PatternsTestSupport"]),
        .testTarget(name: "PatternsExportsTests", dependencies: ["PatternsExports", "PatternsCore", "PatternsMarkdown", "PatternsTestSupport"]),
        .testTarget(name: "PatternsAuthoringTests", dependencies: ["PatternsAuthoring", "PatternsCore", "PatternsDiagnostics"]),
        .testTarget(name: "PatternsTemplatesTests", dependencies: ["PatternsTemplates", "PatternsCore", "PatternsDiagnostics", "PatternsTestSupport", .product(name: "Mustache", package: "swift-mustache")]),
        .testTarget(name: "PatternsRenderingTests", dependencies: ["PatternsRendering", "PatternsBodyHTML", "PatternsExports", "PatternsHistory", "PatternsAuthoring", "PatternsCore", "PatternsDiagnostics", "PatternsMarkdown", "PatternsTestSupport"]),
        .testTarget(name: "PatternsBuildTests", dependencies: ["PatternsBuild", "PatternsCore", "PatternsExports", "PatternsHistory", "PatternsRendering", "PatternsTestSupport"]),
        .testTarget(name: "PatternsImportTests", dependencies: ["PatternsImport", "PatternsCore", "PatternsTestSupport"]),
        .testTarget(name: "PatternsServerTests", dependencies: ["PatternsServer", "PatternsBuild", "PatternsDiagnostics", "PatternsTestSupport"]),
        .testTarget(
            name: "PatternsMCPTests",
            dependencies: ["PatternsMCP", "PatternsCore", "PatternsDiagnostics", "PatternsExports", "PatternsRendering", "PatternsTestSupport",
                           .product(name: "MCP", package: "swift-sdk")]
        ),
        .testTarget(
            name: "PatternsCommandLineTests",
            dependencies: ["PatternsCommandLine", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .testTarget(
            name: "PatternsEndToEndTests",
            dependencies: [
                "PatternsCommandLine", "PatternsCore", "PatternsRendering", "PatternsBuild", "PatternsTestSupport",
                .product(name: "MCP", package: "swift-sdk"), .product(name: "SystemPackage", package: "swift-system"),
            ],
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
