import PatternsDiagnostics
import PatternsYAML

/// Reads `videos:` in `patterns.yml`: each kind of screen-reader video with its id, title and folder.
struct VideoKindsReader {
    let reader: YAMLFieldReader

    /// The keys of a video kind.
    enum Key: String, ConfigKey {
        case id, title, folder
    }

    func read(_ node: YAMLNode) -> [VideoKind] {
        guard let items = node.sequenceItems else {
            reader.diagnose(.videosNotList(found: node.kindDescription), at: node.range)
            return []
        }
        var kinds: [VideoKind] = []
        for item in items {
            guard let entries = item.mappingEntries else {
                reader.diagnose(.videosNotList(found: item.kindDescription), at: item.range)
                continue
            }
            reader.checkKeys(entries, known: Key.known, context: "a video kind", unknownRule: .configUnknownKey, variantRule: .configUnknownKey)
            guard let idNode = item[Key.id], let id = reader.text(idNode, field: Key.id.rawValue)?.trimmingWhitespace() else {
                if item[Key.id] == nil { reader.diagnose(.videoKindWithoutID, at: item.range) }
                continue
            }
            guard TitleSlug.make(from: id) == id else {
                reader.diagnose(.invalidVideoKindID(id), at: idNode.range)
                continue
            }
            let title = item[Key.title].flatMap { reader.text($0, field: Key.title.rawValue) }?.collapsedWhitespace ?? id
            let folderNode = item[Key.folder] ?? idNode
            let folder = item[Key.folder].flatMap { reader.text($0, field: Key.folder.rawValue) }?.trimmingWhitespace() ?? id
            guard !folder.isEmpty, !folder.contains("/"), folder != ".", folder != ".." else {
                reader.diagnose(.invalidVideoFolder(folder), at: folderNode.range)
                continue
            }
            if kinds.contains(where: { $0.id == id || $0.folder == folder }) {
                reader.diagnose(.duplicateVideoKind(id, folder: folder), at: idNode.range)
                continue
            }
            kinds.append(VideoKind(id: id, title: title, folder: folder))
        }
        return kinds
    }
}
