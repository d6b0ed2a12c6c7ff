import PatternsCore
import PatternsHistory

/// "Last updated 20 November 2026": the day a page's source last changed in a commit.
///
/// Written day, month name, year: unambiguous whichever order a reader's country writes numeric
/// dates in, and the same on every machine (no locale is consulted, so builds stay reproducible);
/// the `<time datetime>` around it carries the ISO day for machines.
struct LastUpdated: Sendable {
    /// `2026-11-20`.
    let iso: String
    /// `20 November 2026`.
    let text: String

    init(_ date: CommitDate) {
        iso = date.iso
        text = "\(date.day) \(Self.monthNames[date.month - 1]) \(date.year)"
    }

    init?(_ date: CommitDate?) {
        guard let date else { return nil }
        self.init(date)
    }

    static let monthNames = ["January", "February", "March", "April", "May", "June",
                             "July", "August", "September", "October", "November", "December"]
}

extension LastUpdated: TemplateContext {
    static let fields: TemplateFields<Self> = [
        .text("iso", \.iso),
        .text("text", \.text),
    ]
}
