import FlyingSocks

/// An endless response body made of the events a `ReloadBroadcaster` stream yields, as the
/// buffered byte sequence FlyingFox streams with chunked transfer encoding.
struct ServerEventBody: AsyncBufferedSequence, Sendable {
    typealias Element = UInt8

    let events: AsyncStream<[UInt8]>

    func makeAsyncIterator() -> Iterator { Iterator(events: events.makeAsyncIterator()) }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var events: AsyncStream<[UInt8]>.Iterator
        var pending: [UInt8] = []

        mutating func next() async -> UInt8? {
            if pending.isEmpty {
                guard let event = await events.next() else { return nil }
                pending = event
            }
            return pending.isEmpty ? nil : pending.removeFirst()
        }

        mutating func nextBuffer(suggested count: Int) async -> [UInt8]? {
            if !pending.isEmpty {
                defer { pending = [] }
                return pending
            }
            return await events.next()
        }
    }
}
