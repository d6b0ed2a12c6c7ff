import Foundation
import PatternsTestSupport
import Testing

/// `patterns serve` as a user starts it: out of file descriptors it keeps serving, and a port it
/// cannot use is reported for the reason it cannot.
@Suite struct ServeCommandTests {
    /// A running `patterns serve --port 0` over a copy of the MCP fixture site, started through
    /// /bin/sh so its shell can lower limits first (`ulimit -n 64; `).
    final class Serving {
        let folder: TemporaryFolder
        let process = Process()
        let errors = Pipe()
        let port: UInt16

        init(shellPrefix: String = "") throws {
            folder = try TemporaryFolder()
            let site = try folder.copyFixture("mcp-site")
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "\(shellPrefix)exec \"$0\" serve --quiet --port 0 --site \"$1\"", PatternsBinary.path, site.path]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = errors
            try process.run()
            // The first line on standard error says where it serves: `serving … at http://127.0.0.1:PORT/ (…)`.
            var text = ""
            while !text.contains("/ (") {
                let chunk = errors.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                text += String(decoding: chunk, as: UTF8.self)
            }
            guard let range = text.range(of: "127.0.0.1:"), let port = UInt16(text[range.upperBound...].prefix { $0.isNumber }) else {
                process.terminate()
                throw Unstarted(output: text)
            }
            self.port = port
        }

        struct Unstarted: Error { var output: String }

        /// Stops it with Ctrl-C; returns its exit status and what it printed after starting.
        func stop() -> (status: Int32, stderr: String) {
            if process.isRunning { kill(process.processIdentifier, SIGINT) }
            let rest = errors.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: rest, as: UTF8.self))
        }
    }

    /// 241 idle sockets at `ulimit -n 256` used to end the server with "another program may be
    /// using the port". Now it warns once, and answers a fresh request once the idle ones close.
    @Test func runningOutOfFileDescriptorsIsSurvived() async throws {
        let serving = try Serving(shellPrefix: "ulimit -n 64; ")
        let port = serving.port
        let opened = await offThePool { () -> Int in
            let idle = (0..<100).compactMap { _ in RawHTTPConnection(port: port) }
            Thread.sleep(forTimeInterval: 1.5)  // the server accepts what its 64 descriptors allow, then runs out
            return idle.count
        }  // the idle connections close here
        #expect(opened == 100)
        #expect(serving.process.isRunning, "the server exited when it ran out of file descriptors")
        let status = await offThePool {
            RawHTTPConnection.exchange(port: port, Array("GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".utf8))
                .flatMap { RawHTTPConnection.status(of: $0.response) }
        }
        #expect(status == 200)
        let (exit, stderr) = serving.stop()
        #expect(exit == 0, "\(stderr)")
        #expect(stderr.components(separatedBy: "file descriptors").count == 2, "\(stderr)")
        #expect(!stderr.contains("port"), "\(stderr)")
    }

    @Test func aPortInUseIsReportedAsSuch() throws {
        let first = try Serving()
        let folder = try TemporaryFolder()
        let site = try folder.copyFixture("mcp-site")
        let run = try PatternsBinary.run(["serve", "--quiet", "--site", site.path, "--port", String(first.port)])
        _ = first.stop()
        #expect(run.status == 2)
        #expect(run.stderr.contains("cannot listen on 127.0.0.1:\(first.port): another program is using the port"), "\(run.stderr)")
        #expect(run.stderr.contains("--port 0"))
    }

    @Test func anAddressOfNoInterfaceIsReportedAsSuch() throws {
        let folder = try TemporaryFolder()
        let site = try folder.copyFixture("mcp-site")
        let run = try PatternsBinary.run(["serve", "--quiet", "--site", site.path, "--host", "192.0.2.1", "--port", "0"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("cannot listen on 192.0.2.1:0: no network interface of this machine has that address"), "\(run.stderr)")
    }
}
