/// What the build cache remembers of one output file, to tell whether a new rendering changed it.
public struct OutputRecord: Hashable, Sendable {
    public var size: Int
    public var hash: UInt64

    public init(size: Int, hash: UInt64) {
        self.size = size
        self.hash = hash
    }
}
