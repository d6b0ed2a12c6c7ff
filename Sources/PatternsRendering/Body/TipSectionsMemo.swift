import PatternsCore
import Synchronization

/// Entries' tips with their HTML, each read once for all the pages one job makes from them: a
/// category's platform pages show an entry's tips for every platform, and a whole-site build keeps
/// no tip's HTML from loading (`OwnPageRenderer.tipSections(of:)` reads the file again).
final class TipSectionsMemo: Sendable {
    private let own: OwnPageRenderer
    private let read = Mutex<[SourcePath: [TipSection]]>([:])

    init(_ own: OwnPageRenderer) {
        self.own = own
    }

    func tipSections(of entry: EntrySummary) -> [TipSection] {
        if let known = read.withLock({ $0[entry.sourcePath] }) { return known }
        let tips = own.tipSections(of: entry)
        read.withLock { $0[entry.sourcePath] = tips }
        return tips
    }
}
