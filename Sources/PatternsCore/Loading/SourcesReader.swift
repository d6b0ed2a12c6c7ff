import PatternsDiagnostics
import PatternsYAML

/// Reads `sources:` (a list of `title`, `url` and optional `backs`) and `verify:` (criterion keys
/// still to be confirmed on a device), and checks the keys they name once the page's keys are known.
struct SourcesReader {
    let reader: YAMLFieldReader

    static let sourceKeys = FrontMatterField.sourceFields.map(\.name)

    /// The usable sources, and every key their `backs:` name (those of unusable items too, so
    /// each is checked once the page's keys are known).
    func sources(_ node: YAMLNode, field: String = FrontMatterField.sources.name) -> (sources: [SourceReference], backs: [KeyReference]) {
        guard let items = node.sequenceItems else {
            reader.diagnose(.sourcesNotList(field, found: node.kindDescription), at: node.range)
            return ([], [])
        }
        if items.isEmpty { reader.diagnose(.emptyList(field), at: node.range) }
        var backs: [KeyReference] = []
        let sources = items.compactMap { item -> SourceReference? in
            guard let entries = item.mappingEntries else {
                reader.diagnose(.sourceNotMapping(field, found: item.kindDescription), at: item.range)
                return nil
            }
            reader.checkKeys(entries, known: Self.sourceKeys, context: "a '\(field)' item")
            let title = item["title"].flatMap { reader.text($0, field: "\(field).title") }?.collapsedWhitespace
            if item["title"] == nil { reader.diagnose(.sourceWithout("title", field: field), at: item.range) }
            var url: String?
            if let urlNode = item["url"] {
                if let text = reader.text(urlNode, field: "\(field).url")?.trimmingWhitespace() {
                    if let problem = Self.urlProblem(text) {
                        reader.diagnose(.sourceURL(text, problem: problem), at: urlNode.range)
                    } else {
                        url = text
                    }
                }
            } else {
                reader.diagnose(.sourceWithout("url", field: field), at: item.range)
            }
            let backed = item["backs"].map { keys($0, field: "\(field).backs") } ?? []
            backs += backed
            guard let title, let url else { return nil }
            return SourceReference(title: title, url: url, backs: backed, location: item.location)
        }
        return (sources, backs)
    }

    /// Keys as a list (`[a, b]`) or one text (`a b`).
    func keys(_ node: YAMLNode, field: String) -> [KeyReference] {
        reader.words(node, field: field).map { KeyReference(key: $0.text, location: $0.location) }
    }

    /// Reports every key of `references` that is not one of `known`, under `field`; `sections` says
    /// whether heading anchors are among the keys `field` may name (`backs:`), or only criteria (`verify:`).
    static func check(_ references: [KeyReference], field: String, known: [String], sections: Bool = true, diagnostics: FileDiagnosticSink) {
        let knownSet = Set(known)
        for reference in references where !knownSet.contains(reference.key) {
            diagnostics.diagnose(.unknownKeyReference(reference.key, field: field, suggestion: closestMatch(to: reference.key, in: known)
                                    ?? known.first { $0.hasPrefix(reference.key) }, sections: sections),
                                 at: SourceRange(at: reference.location))
        }
    }

    /// Why `url` is not a usable http(s) address, or nil when it is one: a scheme of `http` or
    /// `https` (any case), `//`, a host of letters, digits, dots and hyphens (an optional port
    /// after it), and no spaces, control characters, quotes or angle brackets anywhere.
    static func urlProblem(_ url: String) -> String? {
        let lowered = url.lowercased()
        guard let scheme = ["https://", "http://"].first(where: lowered.hasPrefix) else {
            return lowered.contains(":") && !lowered.hasPrefix("www.") ? "is not an http(s) address" : "has no http:// or https:// in front"
        }
        if url.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.properties.generalCategory == .control || "\"<>\\^`{|}".unicodeScalars.contains($0) }) {
            return "contains spaces or characters an address cannot hold"
        }
        let rest = url.dropFirst(scheme.count)
        let authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        let hostAndPort = authority.split(separator: "@", omittingEmptySubsequences: false).last ?? ""
        let parts = hostAndPort.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let host = parts.first ?? ""
        guard !host.isEmpty, !host.hasPrefix("."), !host.hasSuffix("."), !host.hasPrefix("-"), !host.contains(".."),
              host.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" }) else {
            return "has no valid host name after '\(scheme)'"
        }
        if parts.count == 2, parts[1].isEmpty || !parts[1].allSatisfy(\.isASCIIDigit) {
            return "has a port that is not a number"
        }
        return nil
    }
}

private extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
