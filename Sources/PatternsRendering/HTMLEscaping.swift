import Mustache

/// HTML escaping for template values, byte-wise: the same five characters as swift-mustache's
/// built-in escaper, without a dictionary lookup per character.
///
/// Registered under the name `HTML`, so templates that open with `{{% CONTENT_TYPE: HTML }}`
/// use it; templates without the pragma get swift-mustache's own escaper, which is equivalent.
struct HTMLEscaping: MustacheContentType {
    func escapeText(_ text: String) -> String {
        let utf8 = text.utf8
        guard utf8.contains(where: { $0 == 0x3C || $0 == 0x3E || $0 == 0x26 || $0 == 0x22 || $0 == 0x27 }) else {
            return text
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count + 32)
        for byte in utf8 {
            switch byte {
            case 0x3C: bytes += Array("&lt;".utf8)
            case 0x3E: bytes += Array("&gt;".utf8)
            case 0x26: bytes += Array("&amp;".utf8)
            case 0x22: bytes += Array("&quot;".utf8)
            case 0x27: bytes += Array("&#39;".utf8)
            default: bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Registers the escaper once per process (the registry is global).
    static let registered: Void = MustacheContentTypes.register(HTMLEscaping(), named: "HTML")
}
