import PatternsBodyHTML
import PatternsCore
import Synchronization

/// Entries' tips as rendered, each read once from its body's handle for all the pages one job
/// makes from them: a category's platform pages show an entry's tips for every platform, and no
/// model keeps a tip's HTML (`OwnPageRenderer.tips(of:)` reads the file again).
final class TipSectionsMemo: Sendable {
    private let own: OwnPageRenderer
    private let read = Mutex<[SourcePath: RenderedBody]>([:])

    init(_ own: OwnPageRenderer) {
        self.own = own
    }

    func tips(of entry: EntrySummary) -> RenderedBody {
        if let known = read.withLock({ $0[entry.sourcePath] }) { return known }
        let tips = own.tips(of: entry)
        read.withLock { $0[entry.sourcePath] = tips }
        return tips
    }
}
