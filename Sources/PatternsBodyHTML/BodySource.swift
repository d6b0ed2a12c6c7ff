import PatternsCore
import Synchronization

/// Where pages get their bodies, as each page is rendered, so a build holds only the bodies being
/// rendered and the models hold no HTML: in a whole-site build, the body the loader rendered and kept
/// on disk as it checked the file (`KeptBodies`); otherwise the handle reads the file again
/// (`BodyHandle.parse`).
///
/// A file read again must still be what was checked: one that changed since (an editor saving
/// mid-build) is recorded in `changedSources`, and the build is then refused rather than
/// publishing unchecked notes. A kept body is the checked text itself.
public final class BodySource: Sendable {
    private let config: SiteConfig
    private let examples: ExampleLibrary
    private let directory: SiteDirectory
    private let changed = Mutex<[String]>([])

    /// The bodies a whole-site build's loader rendered and kept, which pages take instead of the files.
    private let kept: KeptBodies?

    public init(config: SiteConfig, examples: ExampleLibrary, directory: SiteDirectory, kept: KeptBodies? = nil) {
        self.config = config
        self.examples = examples
        self.directory = directory
        self.kept = kept
    }

    /// The `parts` of the body `handle` names, as its page shows them, with its search terms when
    /// asked for; empty, and recorded, when its file changed or vanished since it was checked.
    public func body(_ handle: BodyHandle, parts: BodyParts) -> BodyHandle.Reading<RenderedBody> {
        if let reading = kept?.reading(of: handle, parts: parts) {
            return reading
        }
        if let reading = handle.parse(from: directory, config: config, examples: examples, renderer: BodyHTMLRenderer(), parts: parts) {
            return reading
        }
        changed.withLock { $0.append(handle.source.text) }
        return BodyHandle.Reading(rendered: RenderedBody(), searchTerms: "")
    }

    public var hasChangedSources: Bool { changed.withLock { !$0.isEmpty } }

    /// Sources that changed after they were checked, sorted.
    public var changedSources: [String] { changed.withLock { $0.sorted() } }
}
