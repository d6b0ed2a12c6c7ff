extension String {
    /// `parts` joined into a string whose storage is exactly as long as its text.
    ///
    /// Tips' HTML is kept in the models from loading until the last page that shows it is written;
    /// joined by appending, a string keeps up to twice the room it needs (its storage grows by
    /// doubling), which at 10,000 entries was 30 MB of the build's memory.
    init(exactly parts: [String]) {
        let count = parts.reduce(0) { $0 + $1.utf8.count }
        self.init(unsafeUninitializedCapacity: count) { buffer in
            var offset = 0
            for var part in parts {
                part.withUTF8 { bytes in
                    guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
                    (buffer.baseAddress! + offset).initialize(from: base, count: bytes.count)
                    offset += bytes.count
                }
            }
            return offset
        }
    }
}
