import PatternsBodyHTML
import PatternsCore
import Synchronization

/// Entries' tips as rendered, each read once for all the pages one job makes from them: a
/// category's platform pages show an entry's tips for every platform, and no model keeps a tip's
/// HTML (`OwnPageRenderer.tips(of:)` decodes the body the loader kept, or reads the file again).
///
/// An entry's tips are kept only until every page that shows them has had them (`uses`), so with
/// the pages in the order of the category's entries (`PlatformPage.categoryPages(of:group:…)`) the
/// memo holds a few pages' entries. Holding a whole category took 20 MB at 10,000 entries, and
/// about 200 MB per category job at 100,000.
final class TipSectionsMemo: Sendable {
    /// Reads an entry's tips from its body's handle (`OwnPageRenderer.tips(of:)`).
    private let read: @Sendable (EntrySummary) -> RenderedBody
    /// How many pages show each entry's tips; an entry not listed is read for each page that asks.
    private let uses: [SourcePath: Int]
    /// Tips read and still to be shown, with how many more pages will ask for them.
    private let kept = Mutex<[SourcePath: (tips: RenderedBody, remaining: Int)]>([:])

    init(uses: [SourcePath: Int], read: @escaping @Sendable (EntrySummary) -> RenderedBody) {
        self.uses = uses
        self.read = read
    }

    /// How many entries' tips are kept now.
    var keptCount: Int { kept.withLock { $0.count } }

    func tips(of entry: EntrySummary) -> RenderedBody {
        let path = entry.sourcePath
        let known = kept.withLock { kept -> RenderedBody? in
            guard let (tips, remaining) = kept[path] else { return nil }
            kept[path] = remaining > 1 ? (tips, remaining - 1) : nil
            return tips
        }
        if let known { return known }
        let tips = read(entry)
        if let count = uses[path], count > 1 { kept.withLock { $0[path] = (tips, count - 1) } }
        return tips
    }
}
