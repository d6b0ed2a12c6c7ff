import Foundation
import Testing
@testable import PatternsImport

/// A hostile catalog's Sass cannot make `sassc` read outside the catalog.
@Suite("Sass import guard")
struct SassImportGuardTests {
    static func site(_ files: [String: String], link: (String, String)? = nil) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sass-guard-\(UUID().uuidString)").path
        for (path, text) in files {
            let full = (root as NSString).appendingPathComponent(path)
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: full, atomically: true, encoding: .utf8)
        }
        if let (path, target) = link {
            let full = (root as NSString).appendingPathComponent(path)
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: (root as NSString).appendingPathComponent(path), withDestinationPath: target)
        }
        return root
    }

    static func problem(_ root: String, files: [String]) -> String? {
        SassImportGuard(root: root, loadPaths: ["_sass", "assets"]).problem(sassFiles: files)
    }

    @Test("imports inside the site pass, relative to the file and to the load paths; remote CSS imports are not reads")
    func insideImports() throws {
        let root = try Self.site(["assets/main.scss": "@import \"base\", 'modules/buttons';\n@import url(\"https://example.org/a.css\");\n",
                                  "_sass/base.scss": "a { color: red; }", "_sass/modules/_buttons.scss": "@use \"../base\";"])
        #expect(Self.problem(root, files: ["assets/main.scss", "_sass/base.scss", "_sass/modules/_buttons.scss"]) == nil)
    }

    @Test("an absolute path, a path climbing out of the site and a home-folder path are refused, with the line")
    func outsideImports() throws {
        for (text, argument) in [("@import \"/etc/hostname\";", "/etc/hostname"), ("@import '../../../../secret';", "../../../../secret"),
                                 ("@use \"~/notes\";", "~/notes")] {
            let root = try Self.site(["assets/main.scss": "// styles\n" + text])
            #expect(Self.problem(root, files: ["assets/main.scss"]) == "assets/main.scss:2 imports '\(argument)', outside the site")
        }
    }

    @Test("a symbolic link under a load path is refused")
    func symbolicLink() throws {
        let root = try Self.site(["assets/main.scss": "@import \"x\";"], link: ("_sass/x.scss", "/etc/hostname"))
        #expect(Self.problem(root, files: ["assets/main.scss"])?.contains("_sass/x.scss is a symbolic link") == true)
    }
}

/// What `sassc` prints beside the CSS does not stop the import.
@Suite("Sass compiler")
struct SassCompilerTests {
    @Test("a stylesheet that prints thousands of warnings still compiles (its warnings filled the error pipe while the CSS was awaited)")
    func chattyStylesheet() throws {
        let root = try SassImportGuardTests.site([
            "assets/main.scss": "---\n---\n@for $i from 1 through 5000 { @warn \"a warning long enough to fill a pipe #{$i}\"; }\na { color: red; }\n",
        ])
        let started = Date()
        let result = SassCompiler(sourceRoot: root).compile("assets/main.scss")
        #expect(try result.get().contains("color: red"))
        #expect(Date().timeIntervalSince(started) < SassCompiler.timeLimit / 2)
    }

    @Test("an error names the file, line and column in the site's own files: past the front matter, and in a partial")
    func errorsSayWhere() throws {
        let root = try SassImportGuardTests.site([
            "assets/main.scss": "---\n# front matter\n---\na { color: red; }\n.x { @include nope; }\n",
            "assets/other.scss": "---\n---\n@import \"bad\";\n",
            "_sass/_bad.scss": "a {\n  b: ;\n}\n",
        ])
        let main = SassCompiler(sourceRoot: root).compile("assets/main.scss")
        #expect(throws: SassProblem.self) { try main.get() }
        if case .failure(let problem) = main { #expect(problem.description == "assets/main.scss:5:15: no mixin named nope") }
        let other = SassCompiler(sourceRoot: root).compile("assets/other.scss")
        if case .failure(let problem) = other {
            #expect(problem.description == "_sass/_bad.scss:2:4: style declaration must contain a value")
        } else {
            Issue.record("a broken partial compiled")
        }
    }
}
