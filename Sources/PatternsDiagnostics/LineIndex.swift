#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Converts byte offsets within a UTF-8 text into line and character-column positions.
///
/// Built once per text (one pass over its bytes); each lookup is a binary search, so
/// converting every node of a large file stays linear overall.
public struct LineIndex: Sendable {
    private let bytes: [UInt8]
    /// Byte offset at which each line starts; `lineStarts[0] == 0`.
    private let lineStarts: [Int]
    /// Whether each line is pure ASCII, where a character column is simply the byte column: this
    /// keeps position lookups constant-time on the long one-line inputs a fuzzer likes.
    private let asciiLines: [Bool]
    /// Added to every reported line, for texts that start part-way into a file.
    public let firstLine: Int

    public init(_ text: some StringProtocol, firstLine: Int = 1) {
        self.init(bytes: Array(text.utf8), firstLine: firstLine)
    }

    public init(bytes: [UInt8], firstLine: Int = 1) {
        self.bytes = bytes
        self.firstLine = firstLine
        var starts = [0]
        var ascii: [Bool] = []
        // Each line found with memchr and tested for ASCII eight bytes at a time: every file read is
        // indexed, and a loop asking two questions of every byte cost about eight instructions a byte.
        bytes.withUnsafeBufferPointer { buffer in
            var start = 0
            while true {
                let rest = UnsafeBufferPointer(rebasing: buffer[start...])
                let end = rest.baseAddress.flatMap { memchr($0, 0x0A, rest.count) }
                    .map { start + (UnsafeRawPointer($0) - UnsafeRawPointer(rest.baseAddress!)) } ?? buffer.count
                ascii.append(TextEscaping.isASCII(UnsafeBufferPointer(rebasing: buffer[start..<end])))
                guard end < buffer.count else { break }
                start = end + 1
                starts.append(start)
            }
        }
        self.lineStarts = starts
        self.asciiLines = ascii
    }

    public var lineCount: Int { lineStarts.count }

    /// The position of the byte at `offset` (clamped to the text).
    public func location(ofByte offset: Int) -> SourceLocation {
        let offset = min(max(offset, 0), bytes.count)
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        let column = asciiLines[low] ? offset - lineStarts[low] + 1 : characterCount(from: lineStarts[low], to: offset) + 1
        return SourceLocation(line: low + firstLine, column: column)
    }

    /// Converts a (line, byte column) pair — both 1-based, line relative to this text — to a character column.
    public func location(line: Int, byteColumn: Int) -> SourceLocation {
        let lineIndex = min(max(line - 1, 0), lineStarts.count - 1)
        let start = lineStarts[lineIndex]
        let end = lineIndex + 1 < lineStarts.count ? lineStarts[lineIndex + 1] : bytes.count
        let offset = min(start + max(byteColumn - 1, 0), end)
        let column = asciiLines[lineIndex] ? offset - start + 1 : characterCount(from: start, to: offset) + 1
        return SourceLocation(line: lineIndex + firstLine, column: column)
    }

    /// The text of a line (absolute line number as reported), without its line break.
    public func text(ofLine line: Int) -> String? {
        let index = line - firstLine
        guard index >= 0, index < lineStarts.count else { return nil }
        let start = lineStarts[index]
        var end = index + 1 < lineStarts.count ? lineStarts[index + 1] : bytes.count
        while end > start, bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r") {
            end -= 1
        }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The number of bytes of indentation and block-quote markers (spaces, tabs, `>`) that start a
    /// line (absolute line number as reported): the prefix Markdown strips from a continuation line.
    public func containerPrefixBytes(ofLine line: Int) -> Int {
        let index = line - firstLine
        guard index >= 0, index < lineStarts.count else { return 0 }
        var offset = lineStarts[index]
        while offset < bytes.count,
              bytes[offset] == UInt8(ascii: " ") || bytes[offset] == UInt8(ascii: "\t") || bytes[offset] == UInt8(ascii: ">") {
            offset += 1
        }
        return offset - lineStarts[index]
    }

    /// Counts Unicode scalars (UTF-8 lead bytes) in a byte range: the column unit editors and libyaml use.
    private func characterCount(from start: Int, to end: Int) -> Int {
        var count = 0
        var index = start
        while index < end {
            if bytes[index] & 0xC0 != 0x80 { count += 1 }
            index += 1
        }
        return count
    }
}
