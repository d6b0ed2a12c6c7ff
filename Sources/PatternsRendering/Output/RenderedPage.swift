/// A file of the generated site: where it goes under the output folder, and its bytes.
public struct RenderedFile: Sendable {
    /// Path relative to the output folder, `/`-separated, never absolute and never containing `..`.
    public var path: String
    public var contents: [UInt8]

    public init(path: String, contents: [UInt8]) {
        self.path = path
        self.contents = contents
    }

    public init(path: String, text: String) {
        self.init(path: path, contents: Array(text.utf8))
    }
}
