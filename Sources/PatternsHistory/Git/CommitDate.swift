/// The calendar day of a commit, in the committer's own time zone, as git recorded it.
///
/// A day rather than an instant: a page says when it last changed, and a second commit on the
/// same day changes nothing a reader sees (so it re-renders nothing). Comparable by day.
public struct CommitDate: Hashable, Sendable, Comparable {
    public let year: Int
    public let month: Int
    public let day: Int

    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month), (1...31).contains(day) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Reads the `YYYY-MM-DD` that starts an ISO 8601 date or time (`2026-11-20T23:30:00-05:00`,
    /// git's `%cI`); nil for anything else.
    public init?(iso text: some StringProtocol) {
        let bytes = Array(text.utf8.prefix(10))
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in bytes[range] {
                guard (48...57).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// `2026-11-20`: what a `<time datetime>` attribute and a sitemap's `<lastmod>` hold.
    public var iso: String {
        func padded(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
    }

    public static func < (lhs: CommitDate, rhs: CommitDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
}
