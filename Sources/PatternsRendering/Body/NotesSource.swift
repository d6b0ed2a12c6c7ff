import Foundation
import PatternsCore
import Synchronization

/// Where pages get what a whole-site build's first reading did not keep: an entry's or guide's notes
/// (HTML and search terms) and an entry's tips with their HTML. Each source file is read again as a
/// page that shows it is rendered, so a build holds only the bodies being rendered.
///
/// The file must still be what was checked: a file that changed since it was read (an editor
/// saving mid-build) is recorded in `changedSources`, and the build is then refused rather than
/// publishing unchecked notes.
public final class NotesSource: Sendable {
    /// The page's own reading: notes, search terms and tips.
    private let pageReader: ContentFileReader
    /// Another page's reading of an entry (a platform's tips): the tips alone.
    private let tipsReader: ContentFileReader
    private let directory: SiteDirectory
    /// The `StableHasher` hash of each source as it was read and checked.
    private let checkedHashes: [String: UInt64]
    private let changed = Mutex<[String]>([])

    public init(config: SiteConfig, examples: ExampleLibrary, directory: SiteDirectory, checkedHashes: [String: UInt64]) {
        pageReader = ContentFileReader(config: config, renderer: BodyHTMLRenderer(), sizeLimit: config.fileSizeLimit, examples: examples,
                                       parts: [.notes, .tips, .searchTerms])
        tipsReader = ContentFileReader(config: config, renderer: BodyHTMLRenderer(), sizeLimit: config.fileSizeLimit, examples: examples,
                                       parts: .tips)
        self.directory = directory
        self.checkedHashes = checkedHashes
    }

    /// The body of the page made from `source` (its notes' HTML and search terms) and its tips; nil
    /// when the file changed or vanished since it was checked.
    func notes(ofSource source: String) -> (body: MarkdownBody, tipSections: [TipSection])? {
        read(source, with: pageReader)
    }

    /// The tips of the entry made from `source`, with their HTML; nil as for `notes(ofSource:)`.
    func tipSections(ofSource source: String) -> [TipSection]? {
        read(source, with: tipsReader)?.tipSections
    }

    private func read(_ source: String, with reader: ContentFileReader) -> (body: MarkdownBody, tipSections: [TipSection])? {
        guard let bytes = directory.bytes(of: source), StableHasher.hash(bytes) == checkedHashes[source],
              let read = reader.notes(bytes, path: source) else {
            changed.withLock { $0.append(source) }
            return nil
        }
        return read
    }

    public var hasChangedSources: Bool { changed.withLock { !$0.isEmpty } }

    /// Sources that changed after they were checked, sorted.
    public var changedSources: [String] { changed.withLock { $0.sorted() } }
}
