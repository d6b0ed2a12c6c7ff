import Dispatch

extension Array where Element: Sendable {
    /// Maps the elements on all cores, keeping their order. For CPU-bound work per file.
    public func concurrentMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        let results = UnsafeMutableBufferPointer<Result?>.allocate(capacity: count)
        results.initialize(repeating: nil)
        defer { results.deallocate() }
        nonisolated(unsafe) let slots = results
        withoutActuallyEscaping(transform) { transform in
            self.withUnsafeBufferPointer { items in
                nonisolated(unsafe) let items = items
                DispatchQueue.concurrentPerform(iterations: items.count) { index in
                    slots[index] = transform(items[index])
                }
            }
        }
        let mapped = results.map { $0! }
        _ = results.deinitialize()
        return mapped
    }
}
