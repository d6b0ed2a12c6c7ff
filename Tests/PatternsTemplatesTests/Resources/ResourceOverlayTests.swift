import Foundation
import PatternsCore
import PatternsDiagnostics
import Testing
@testable import PatternsTemplates

/// Which copy of a built-in file is in effect, and what a site's copy may not do.
@Suite("Resource overlay")
struct ResourceOverlayTests {
    /// A built-in folder and a site whose `templates/` lies over it, in a fresh temporary folder.
    private struct Folders {
        let root = NSTemporaryDirectory() + "patterns-resource-overlay-" + UUID().uuidString
        var builtIn: String { root + "/built-in" }
        var site: String { root + "/site" }
        var overlay: ResourceOverlay {
            ResourceOverlay(builtInFolder: builtIn, site: SiteDirectory(root: site), siteFolder: "templates")
        }

        init(builtIn: [String: String], site: [String: String]) throws {
            try Self.write(builtIn, under: root + "/built-in")
            try Self.write(site, under: root + "/site/templates")
        }

        private static func write(_ files: [String: String], under folder: String) throws {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for (path, text) in files {
                let url = URL(fileURLWithPath: folder + "/" + path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
        }

        func remove() { try? FileManager.default.removeItem(atPath: root) }
    }

    @Test("the site's file replaces the built-in one of the same path, and is named as the site's")
    func siteFileWins() throws {
        let folders = try Folders(builtIn: ["entry.mustache": "built-in"], site: ["entry.mustache": "site"])
        defer { folders.remove() }
        let file = try folders.overlay.file("entry.mustache").get()
        #expect(file.origin == .site)
        #expect(file.displayPath == "templates/entry.mustache")
        #expect(file.text == "site")
    }

    @Test("a built-in file the site does not replace is in effect, named as built in")
    func builtInWithoutOverride() throws {
        let folders = try Folders(builtIn: ["entry.mustache": "built-in", "static/style.css": "css"], site: [:])
        defer { folders.remove() }
        let file = try folders.overlay.file("static/style.css").get()
        #expect(file.origin == .builtIn)
        #expect(file.displayPath == "(built-in)/static/style.css")
        #expect(file.text == "css")
    }

    @Test("the listing holds every built-in file, the site's replacing them by path, and the site's others, sorted")
    func listing() throws {
        let folders = try Folders(builtIn: ["a.mustache": "A", "static/b.css": "B", "static/c.js": "C"],
                                  site: ["static/b.css": "site B", "static/d.txt": "D", ".hidden": "H"])
        defer { folders.remove() }
        let files = folders.overlay.files(diagnostics: DiagnosticEngine())
        #expect(files.map(\.path) == [".hidden", "a.mustache", "static/b.css", "static/c.js", "static/d.txt"])
        #expect(files.map(\.origin) == [.site, .builtIn, .site, .builtIn, .site])
        #expect(files.map(\.text) == ["H", "A", "site B", "C", "D"])
        let underStatic = folders.overlay.files(under: "static", diagnostics: DiagnosticEngine())
        #expect(underStatic.map(\.path) == ["static/b.css", "static/c.js", "static/d.txt"])
    }

    @Test("a path that climbs out of the folders, starts at the root or has an empty part is refused unread",
          arguments: ["../patterns.yml", "static/../../secret", "/etc/hostname", "static//style.css", "./entry.mustache", ""])
    func escapingPathRefused(_ path: String) throws {
        let folders = try Folders(builtIn: ["entry.mustache": "x", "static/style.css": "x"], site: [:])
        defer { folders.remove() }
        try Data("secret".utf8).write(to: URL(fileURLWithPath: folders.root + "/secret"))
        guard case .failure(.outsideFolder(path)) = folders.overlay.file(path) else {
            Issue.record("\(path) was looked up")
            return
        }
        #expect(folders.overlay.files(under: path.isEmpty ? ".." : path, diagnostics: DiagnosticEngine()).isEmpty)
    }

    @Test("a site file that is a symbolic link is refused with the link's error, never read")
    func symlinkedFileRefused() throws {
        let folders = try Folders(builtIn: ["archetypes/guide.md": "built-in"], site: [:])
        defer { folders.remove() }
        try Data("secret".utf8).write(to: URL(fileURLWithPath: folders.root + "/secret"))
        try FileManager.default.createDirectory(atPath: folders.site + "/templates/archetypes", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folders.site + "/templates/archetypes/guide.md",
                                                   withDestinationPath: folders.root + "/secret")
        guard case .failure(.symbolicLink(let diagnostic)) = folders.overlay.file("archetypes/guide.md") else {
            Issue.record("the link was not refused")
            return
        }
        #expect(diagnostic.rule.id == "patterns.file.symlink")
        #expect(diagnostic.file == "templates/archetypes/guide.md")
        #expect(diagnostic.message.contains(folders.root + "/secret"))

        let engine = DiagnosticEngine()
        let files = folders.overlay.files(diagnostics: engine)
        #expect(engine.diagnostics.map(\.file) == ["templates/archetypes/guide.md"])
        #expect(files.map(\.text) == ["built-in"], "the built-in file stays in effect; the link's target is not read")
    }

    @Test("a site folder that is a symbolic link is refused for every file under it")
    func symlinkedFolderRefused() throws {
        let folders = try Folders(builtIn: ["entry.mustache": "built-in"], site: [:])
        defer { folders.remove() }
        try FileManager.default.removeItem(atPath: folders.site + "/templates")
        try FileManager.default.createSymbolicLink(atPath: folders.site + "/templates", withDestinationPath: folders.builtIn)
        guard case .failure(.symbolicLink(let diagnostic)) = folders.overlay.file("entry.mustache") else {
            Issue.record("the linked folder was not refused")
            return
        }
        #expect(diagnostic.file == "templates")
    }

    @Test("a file neither has, or any file when the built-in folder is missing, is reported missing")
    func missing() throws {
        let folders = try Folders(builtIn: ["entry.mustache": "x"], site: [:])
        defer { folders.remove() }
        guard case .failure(.missing("archetypes/pattern.md")) = folders.overlay.file("archetypes/pattern.md") else {
            Issue.record("a missing file was found")
            return
        }
        let noBuiltIn = ResourceOverlay(builtInFolder: nil, site: SiteDirectory(root: folders.site), siteFolder: "templates")
        guard case .failure(.missing("entry.mustache")) = noBuiltIn.file("entry.mustache") else {
            Issue.record("a file was found with no built-in folder")
            return
        }
        #expect(noBuiltIn.files(diagnostics: DiagnosticEngine()).isEmpty)
    }

    @Test("bytes are kept as they are; as text, invalid UTF-8 reads as U+FFFD")
    func utf8() throws {
        let folders = try Folders(builtIn: [:], site: [:])
        defer { folders.remove() }
        try Data([0x61, 0xFF, 0x62]).write(to: URL(fileURLWithPath: folders.site + "/templates/x.txt"))
        let file = try folders.overlay.file("x.txt").get()
        #expect(file.contents == [0x61, 0xFF, 0x62])
        #expect(file.text == "a\u{FFFD}b")
    }

    @Test("the built-in templates are found, with their archetypes and theme files")
    func builtInTemplates() throws {
        let overlay = ResourceOverlay.templates(siteRoot: nil)
        #expect(overlay.builtInFolder != nil)
        let paths = overlay.files(diagnostics: DiagnosticEngine()).map(\.path)
        #expect(paths.contains("entry.mustache"))
        #expect(paths.contains("archetypes/pattern.md"))
        #expect(paths.contains("static/style.css"))
    }
}
