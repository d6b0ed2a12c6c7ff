import Foundation
import Testing
@testable import PatternsServer

/// The preview server serves files from the output folder and nothing outside it.
@Suite struct OutputFileResolverTests {
    final class Output {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("patterns-resolver-tests-\(UUID().uuidString)")
        var root: String { url.appendingPathComponent("out").path }
        let resolver: OutputFileResolver

        init() throws {
            let manager = FileManager.default
            for path in ["index.html", "guides/intro/index.html", "with space.html", "ünï.html", ".hidden/secret.html", "empty/keep.txt"] {
                try manager.createDirectory(atPath: (url.path + "/out/" + path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try Data(path.utf8).write(to: URL(fileURLWithPath: url.path + "/out/" + path))
            }
            try Data("outside".utf8).write(to: url.appendingPathComponent("outside.txt"))
            try manager.createSymbolicLink(atPath: url.path + "/out/leak.txt", withDestinationPath: url.path + "/outside.txt")
            try manager.createSymbolicLink(atPath: url.path + "/out/inside.html", withDestinationPath: url.path + "/out/index.html")
            resolver = OutputFileResolver(root: url.appendingPathComponent("out").path)
        }

        deinit { try? FileManager.default.removeItem(at: url) }

        func file(_ path: String) -> OutputFileResolver.Resolution { .file(resolver.root + "/" + path) }
    }

    @Test func aFolderServesItsIndex() throws {
        let output = try Output()
        #expect(output.resolver.resolve(rawPath: "/") == output.file("index.html"))
        #expect(output.resolver.resolve(rawPath: "/guides/intro/") == output.file("guides/intro/index.html"))
        #expect(output.resolver.resolve(rawPath: "/index.html?reload=1") == output.file("index.html"))
    }

    @Test func aFolderWithoutItsSlashIsRedirected() throws {
        let output = try Output()
        #expect(output.resolver.resolve(rawPath: "/guides/intro") == .redirect("/guides/intro/"))
        #expect(output.resolver.resolve(rawPath: "/guides/intro?x=1") == .redirect("/guides/intro/"))
    }

    @Test func percentEncodedNamesAreDecoded() throws {
        let output = try Output()
        #expect(output.resolver.resolve(rawPath: "/with%20space.html") == output.file("with space.html"))
        #expect(output.resolver.resolve(rawPath: "/%C3%BCn%C3%AF.html") == output.file("ünï.html"))
    }

    @Test(arguments: ["/missing.html", "/guides/missing/", "/empty/", "/.hidden/secret.html", "/%2Ehidden/secret.html", "/leak.txt"])
    func whatIsNotAPublicFileIsNotFound(path: String) throws {
        let output = try Output()
        #expect(output.resolver.resolve(rawPath: path) == .notFound)
    }

    @Test(arguments: ["/../outside.txt", "/guides/../../outside.txt", "/%2e%2e/outside.txt", "/%2E%2E%2Foutside.txt",
                      "/./index.html", "/a\\b", "/%5C..%5Coutside.txt", "/index.html%00", "index.html", "", "/%zz"])
    func escapesAndMalformedPathsAreBadRequests(path: String) throws {
        let output = try Output()
        #expect(output.resolver.resolve(rawPath: path) == .badRequest)
    }

    @Test func aLinkInsideTheOutputIsFollowed() throws {
        let output = try Output()
        #expect(output.resolver.resolve(rawPath: "/inside.html") == output.file("index.html"))
    }
}
