import Foundation
import PatternsCore
import Synchronization

/// Where entry and guide pages get their notes' HTML when the site was loaded without it: each
/// source file is read again as its page is rendered, so a build holds only the bodies being rendered.
///
/// The file must still be what was checked: a file that changed since it was read (an editor
/// saving mid-build) is recorded in `changedSources`, and the build is then refused rather than
/// publishing unchecked notes.
public final class NotesSource: Sendable {
    private let reader: ContentFileReader
    private let directory: SiteDirectory
    /// The `StableHasher` hash of each source as it was read and checked.
    private let checkedHashes: [String: UInt64]
    private let changed = Mutex<[String]>([])

    public init(config: SiteConfig, examples: ExampleLibrary, directory: SiteDirectory, checkedHashes: [String: UInt64]) {
        reader = ContentFileReader(config: config, renderer: BodyHTMLRenderer(), sizeLimit: config.fileSizeLimit, examples: examples, parts: [.notes, .searchTerms])
        self.directory = directory
        self.checkedHashes = checkedHashes
    }

    /// The notes of the page made from `source` and their search terms; nil when the file changed or
    /// vanished since it was checked.
    func notes(ofSource source: String) -> (html: String, searchTerms: String)? {
        guard let bytes = directory.bytes(of: source), StableHasher.hash(bytes) == checkedHashes[source],
              let body = reader.notes(bytes, path: source) else {
            changed.withLock { $0.append(source) }
            return nil
        }
        return (body.html, body.searchTerms)
    }

    public var hasChangedSources: Bool { changed.withLock { !$0.isEmpty } }

    /// Sources that changed after they were checked, sorted.
    public var changedSources: [String] { changed.withLock { $0.sorted() } }
}
