import Foundation
@testable import PatternsServer
import PatternsTestSupport
import Testing

/// The preview server in process, on a free loopback port, over sockets: hostile request heads
/// are refused at once with the right status, and the server keeps serving.
@Suite struct PreviewServerTests {
    final class Running {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("patterns-server-tests-\(UUID().uuidString)")
        let server: PreviewServer
        let task: Task<Void, any Error>
        let port: UInt16

        init(headTimeout: Duration = PreviewConnection.headTimeout) throws {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("<html><body>home</body></html>".utf8).write(to: folder.appendingPathComponent("index.html"))
            server = try PreviewServer(output: folder.path, host: "127.0.0.1", port: 0)
            server.headTimeout = headTimeout
            port = try #require(server.port)
            task = Task { [server] in try await server.run() }
        }

        func stop() async {
            await server.stop()
            try? FileManager.default.removeItem(at: folder)
        }

        func exchange(_ request: String) async -> (status: Int?, seconds: Double) {
            let port = port
            let answer = await offThePool { RawHTTPConnection.exchange(port: port, Array(request.utf8)) }
            return (answer.flatMap { RawHTTPConnection.status(of: $0.response) }, answer?.seconds ?? .infinity)
        }
    }

    @Test func aPageIsServedAndHeadGetsItsLength() async throws {
        let running = try Running()
        #expect(await running.exchange("GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").status == 200)
        let head = await offThePool { [port = running.port] in
            RawHTTPConnection.exchange(port: port, Array("HEAD / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".utf8))
        }
        let text = String(decoding: head?.response ?? [], as: UTF8.self)
        #expect(text.hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(text.contains("Content-Length: "))
        #expect(text.hasSuffix("\r\n\r\n"))
        #expect(await running.exchange("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\n\r\nabc").status == 405)
        #expect(await running.exchange("GET / HTTP/2.0\r\n\r\n").status == 400)
        await running.stop()
    }

    /// A 100 KB request line took 7 s before; a 1 MB header kept a core busy for a minute. Now both
    /// are refused as soon as they pass the limit: 10× the bytes costs less than 20× the time.
    @Test(arguments: [("line", 414), ("header", 431)])
    func anOverLongHeadIsRefusedQuickly(part: String, status: Int) async throws {
        let running = try Running()
        func request(_ size: Int) -> String {
            part == "line" ? "GET /" + String(repeating: "a", count: size) + " HTTP/1.1\r\nHost: x\r\n\r\n"
                : "GET / HTTP/1.1\r\nHost: x\r\nX-Big: " + String(repeating: "a", count: size) + "\r\n\r\n"
        }
        func best(_ size: Int) async -> Double {
            var times: [Double] = []
            for _ in 0..<3 {
                let (answer, seconds) = await running.exchange(request(size))
                #expect(answer == status)
                times.append(seconds)
            }
            return times.min()!
        }
        let small = await best(100 * 1024), large = await best(1024 * 1024)
        #expect(large < 20 * max(small, 0.005), "100 KB: \(small) s, 1 MB: \(large) s")
        #expect(await running.exchange("GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").status == 200)
        await running.stop()
    }

    /// A slowloris client, sending a byte now and then and never the end of its head, holds the
    /// socket only until the head timeout (10 s; half a second here), then gets 408 and is closed.
    @Test func aHeadThatNeverEndsIs408AfterTheTimeout() async throws {
        let running = try Running(headTimeout: .milliseconds(500))
        let (answer, seconds) = await offThePool { [port = running.port] () -> ([UInt8], Double) in
            guard let connection = RawHTTPConnection(port: port) else { return ([], 0) }
            let start = Date()
            connection.send(Array("GET / HTTP/1.1\r\nX-Slow: a".utf8))
            return (connection.receiveAll(timeout: 15), Date().timeIntervalSince(start))
        }
        #expect(RawHTTPConnection.status(of: answer) == 408)
        // Well before the client's own 15 s: the server's timeout, not the client's, ended it (loose,
        // as a loaded machine delays the answer by seconds).
        #expect(seconds < 10)
        await running.stop()
    }
}
