import Foundation
import Testing

/// An output folder that is a mount point (a Docker volume, a bind mount) cannot be renamed; builds
/// into it replace its contents. Needs root to bind-mount, so it runs only as root where `mount`
/// works; `OutputRecoveryTests` covers the fallback without root.
@Suite struct MountPointOutputTests {
    @Test(.enabled(if: getuid() == 0, "bind-mounting needs root"))
    func buildsIntoABindMountedOutput() throws {
        let temp = try TemporaryFolder()
        let site = try temp.copyFixture("valid-site")
        let real = temp.url.appendingPathComponent("real"), output = temp.url.appendingPathComponent("out")
        for folder in [real, output] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        guard Self.mount(["--bind", real.path, output.path]) else { return }
        defer { _ = Self.mount(["-u", output.path]) }

        let first = try PatternsBinary.run(["build", "--site", site.path, "--output", output.path])
        #expect(first.status == 0, "\(first.stderr)")
        try write("# Getting started\n\nNew text.\n", to: "content/guides/intro.md", in: site)
        let clean = try PatternsBinary.run(["build", "--site", site.path, "--output", output.path, "--clean"])
        #expect(clean.status == 0, "\(clean.stderr)")
        #expect(try String(contentsOf: real.appendingPathComponent("guides/intro/index.html"), encoding: .utf8).contains("New text."))
        let names = try FileManager.default.contentsOfDirectory(atPath: real.path) + FileManager.default.contentsOfDirectory(atPath: temp.url.path)
        #expect(!names.contains { $0.contains(".tmp-") || $0.contains(".old-") || $0.hasPrefix(".patterns-staging-") || $0.hasPrefix(".patterns-previous-") },
                "\(names)")
    }

    /// Runs `mount` (or `umount` for `-u`); false when it cannot (no privilege in this container).
    private static func mount(_ arguments: [String]) -> Bool {
        let process = Process()
        let unmount = arguments.first == "-u"
        process.executableURL = URL(fileURLWithPath: unmount ? "/bin/umount" : "/bin/mount")
        process.arguments = unmount ? Array(arguments.dropFirst()) : arguments
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
