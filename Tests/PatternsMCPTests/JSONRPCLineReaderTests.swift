import Foundation
@testable import PatternsMCP
import PatternsTestSupport
import Testing

/// Lines of standard input: split at newlines whatever the chunks, bounded, and read in linear time.
@Suite struct JSONRPCLineReaderTests {
    private func lines(_ chunks: [String], limit: Int = 16) -> [JSONRPCLineReader.Line] {
        var reader = JSONRPCLineReader(limit: limit)
        return chunks.flatMap { reader.read(Array($0.utf8)) } + reader.finish()
    }

    @Test func splitsAtNewlinesWhereverTheChunksEnd() {
        #expect(lines(["{\"a\"", ":1}\n{\"b\":2}\r\n\n  \n{\"c\"", ":3}"]) == [
            .message(Array("{\"a\":1}".utf8)), .message(Array("{\"b\":2}".utf8)), .message(Array("{\"c\":3}".utf8)),
        ])
    }

    @Test func aLineOverTheLimitIsReportedAndReadingResumesAtTheNextNewline() {
        #expect(lines(["0123456789", "0123456789", "01\n{}\n"]) == [.tooLong(bytes: 22), .message(Array("{}".utf8))])
        #expect(lines([String(repeating: "x", count: 17) + "\n{}"]) == [.tooLong(bytes: 17), .message(Array("{}".utf8))])
        #expect(lines([String(repeating: "x", count: 16) + "\n"]) == [.message(Array(String(repeating: "x", count: 16).utf8))])
        #expect(lines([String(repeating: "x", count: 40)]) == [.tooLong(bytes: 40)])
    }

    /// The SDK's reader rescanned its buffer after every 4 KB read: 4 MB took 33 s. 10× the line must cost < 20× the time.
    @Test func timeIsLinearInTheLineLength() {
        let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 4096)
        func seconds(_ size: Int) -> Double {
            bestCPUSeconds {
                var reader = JSONRPCLineReader()
                for _ in 0..<(size / chunk.count) { _ = reader.read(chunk) }
                #expect(reader.read([UInt8(ascii: "\n")]).count == 1)
            }
        }
        let small = seconds(400 * 1024), large = seconds(4 * 1024 * 1024)
        #expect(large < 20 * max(small, 0.001), "400 KB: \(small) s, 4 MB: \(large) s")
    }
}
