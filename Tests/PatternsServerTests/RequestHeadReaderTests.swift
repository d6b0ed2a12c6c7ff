import Foundation
@testable import PatternsServer
import PatternsTestSupport
import Testing

/// Request heads read whatever the chunks, within the limits, in linear time.
@Suite struct RequestHeadReaderTests {
    private func read(_ chunks: [String], requestLineLimit: Int = 64, fieldsLimit: Int = 128) -> RequestHeadReader.Outcome {
        var reader = RequestHeadReader(requestLineLimit: requestLineLimit, fieldsLimit: fieldsLimit)
        var outcome = RequestHeadReader.Outcome.incomplete
        for chunk in chunks where outcome == .incomplete { outcome = reader.read(Array(chunk.utf8)) }
        return outcome
    }

    @Test func aHeadSplitAnywhereIsReadWithWhatFollows() {
        let expected = RequestHead(method: "GET", target: "/a%20b/?q=1", version: "HTTP/1.1",
                                   fields: [(name: "Host", value: "x"), (name: "Connection", value: "close")])
        #expect(read(["\r\nGET /a%20b/?q=1 HT", "TP/1.1\r\nHost:  x \r", "\nConnection: close\r\n\r", "\nGET /next"])
                == .head(expected, rest: Array("GET /next".utf8)))
        #expect(read(["GET / HTTP/1.0\nHost: x\n\n"]) == .head(RequestHead(method: "GET", target: "/", version: "HTTP/1.0",
                                                                           fields: [(name: "Host", value: "x")]), rest: []))
        #expect(read(["GET / HTTP/1.1\r\nHost: x\r\n"]) == .incomplete)
    }

    @Test func anOverLongRequestLineIs414AsSoonAsItPassesTheLimitNewlineOrNot() {
        #expect(read(["GET /" + String(repeating: "a", count: 100)]) == .refused(.uriTooLong))
        #expect(read(["GET /" + String(repeating: "a", count: 100) + " HTTP/1.1\r\n"]) == .refused(.uriTooLong))
        #expect(read(["GET /" + String(repeating: "a", count: 50) + " HTTP/1.1\r\n\r\n"]) != .refused(.uriTooLong))
    }

    @Test func tooManyHeaderBytesAre431() {
        #expect(read(["GET / HTTP/1.1\r\nX: " + String(repeating: "a", count: 200)]) == .refused(.fieldsTooLarge))
        #expect(read(["GET / HTTP/1.1\r\n"] + Array(repeating: "X: aaaaaaaaaa\r\n", count: 20)) == .refused(.fieldsTooLarge))
    }

    @Test("a malformed head is refused as such", arguments: ["GET /\r\n\r\n", "GET / HTTP/2\r\n\r\n", "GET / HTTP/1.1\r\nno colon\r\n\r\n",
                                                             "GET / HTTP/1.1\r\nBad Name: x\r\n\r\n", "GET / HTTP/1.1\r\n: x\r\n\r\n"])
    func malformed(head: String) {
        guard case .refused(.malformed) = read([head]) else {
            Issue.record("\(head.debugDescription) was not refused as malformed: \(read([head]))")
            return
        }
    }

    @Test func theLimitsAreEightAndThirtyTwoKibibytes() {
        #expect(RequestHeadReader.requestLineLimit == 8 * 1024)
        #expect(RequestHeadReader.fieldsLimit == 32 * 1024)
    }

    /// FlyingFox's decoder took 7 s for a 100 KB line. With the limits raised out of the way, 10× the
    /// bytes (4 KB chunks, as the socket delivers them) must cost less than 20× the time.
    @Test func timeIsLinearInTheHeadLength() {
        let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 4096)
        func seconds(_ size: Int) -> Double {
            bestCPUSeconds {
                var reader = RequestHeadReader(requestLineLimit: 1 << 30, fieldsLimit: 1 << 30)
                _ = reader.read(Array("GET / HTTP/1.1\r\nX-Long: ".utf8))
                for _ in 0..<(size / chunk.count) { _ = reader.read(chunk) }
                #expect(reader.read(Array("\r\n\r\n".utf8)) != .incomplete)
            }
        }
        let small = seconds(100 * 1024), large = seconds(1024 * 1024)
        #expect(large < 20 * max(small, 0.0005), "100 KB: \(small) s, 1 MB: \(large) s")
    }
}
