/// Where an encoder puts the bytes it makes: an array, or a file written as they come
/// (`StreamedFile`), so a cache file of tens of megabytes need not be held whole before it is written.
public protocol ByteOutput {
    mutating func append(_ byte: UInt8)
    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>)
}

extension ByteOutput {
    /// The text's UTF-8 bytes.
    public mutating func append(utf8 text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }
}

extension Array: ByteOutput where Element == UInt8 {}
