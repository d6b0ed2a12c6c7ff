import Foundation
import Testing
@testable import PatternsCore

@Suite("Files written as they are encoded")
struct StreamedFileTests {
    static func folder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("streamed-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("bytes past several chunks arrive whole and in order; nothing but the file is left")
    func wholeFile() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/cache"
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        var expected: [UInt8] = []
        let file = try StreamedFile(path: path)
        for index in 0..<(StreamedFile.chunkSize / 3) {
            file.append(UInt8(index % 251))
            expected.append(UInt8(index % 251))
            let run = (0..<7).map { UInt8(($0 + index) % 256) }
            run.withUnsafeBufferPointer { file.append(contentsOf: $0) }
            expected += run
        }
        // Until it is finished, readers still find the old file.
        #expect(FileManager.default.contents(atPath: path) == Data("old".utf8))
        try file.finish()
        #expect(FileManager.default.contents(atPath: path).map([UInt8].init) == expected)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["cache"])
    }

    @Test("a file never finished leaves the old one and no partial file")
    func abandoned() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/cache"
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        do {
            var file = try StreamedFile(path: path)
            file.append(utf8: "new")
        }
        #expect(FileManager.default.contents(atPath: path) == Data("old".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["cache"])
    }

    @Test("a folder that cannot be written is a failure naming the file")
    func unwritable() {
        #expect(throws: StreamedFile.Failure.self) { try StreamedFile(path: "/nonexistent-folder-\(UUID().uuidString)/cache") }
    }

    @Test("an encoder puts the same bytes into a file as into an array")
    func sameAsArray() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func encode<Output: ByteOutput>(into output: inout Output) {
            output.append(utf8: "header\n")
            for number in 0..<1000 { output.append(UInt8(number % 256)) }
            output.append(utf8: "é end")
        }
        var bytes: [UInt8] = []
        encode(into: &bytes)
        var file = try StreamedFile(path: folder + "/out")
        encode(into: &file)
        try file.finish()
        #expect(FileManager.default.contents(atPath: folder + "/out").map([UInt8].init) == bytes)
    }
}
