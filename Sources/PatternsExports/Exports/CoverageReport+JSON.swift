import PatternsCore
import PatternsDiagnostics

extension CoverageReport {
    /// The report as one JSON object, keys in a fixed order (the shape the README documents;
    /// `version` changes only when a key is removed or changes meaning).
    func json() -> String {
        var writer = JSONWriter(style: .indented)
        writer.beginObject()
        writer.key("version")
        writer.number(1)
        writer.key("site")
        writer.string(site.config.title)
        writer.key("overall")
        Self.write(coverage.totals.overall, into: &writer)
        writer.key("kinds")
        writer.beginArray()
        for kind in CoverageKind.allCases {
            Self.write(coverage.totals[kind], into: &writer, id: kind.id, title: kind.title) { writer in
                writer.key("applicable")
                writer.bool(coverage.totals[kind].expected > 0)
                writer.key("inOverall")
                writer.bool(kind.countsInOverall)
            }
        }
        writer.endArray()
        writer.key("wcag")
        writer.beginObject()
        for (key, state) in [("cited", EntryCoverage.WCAGState.cited), ("plainLanguageOnly", .plainLanguage), ("missing", .missing)] {
            writer.key(key)
            writer.number(coverage.entryCount(state))
        }
        writer.endObject()
        writer.key("videos")
        writer.beginObject()
        writer.key("found")
        writer.number(coverage.videoCount)
        writer.key("withCaptions")
        writer.number(coverage.totals[.captions].present)
        writer.endObject()
        writer.key("sources")
        writer.beginObject()
        writer.key("entriesWithSources")
        writer.number(coverage.totals[.sources].present)
        writer.key("entriesWithout")
        writer.number(coverage.totals[.sources].missing)
        writer.endObject()
        writer.key("unconfirmed")
        writer.strings(coverage.unconfirmed.map(\.id.description))
        writer.key("collections")
        writer.beginArray()
        for collection in coverage.collections {
            Self.write(collection.totals.overall, into: &writer, id: collection.collection.id, title: collection.collection.title) { writer in
                writer.key("entries")
                writer.number(collection.entryCount)
                writer.key("platforms")
                writer.strings(collection.platforms.map(\.id))
                writer.key("categories")
                writer.beginArray()
                for category in collection.categories {
                    Self.write(category.totals.overall, into: &writer, id: category.category.id, title: category.category.title) { writer in
                        writer.key("entries")
                        writer.number(category.entries.count)
                    }
                }
                writer.endArray()
            }
        }
        writer.endArray()
        writer.key("platforms")
        writer.beginArray()
        for platform in coverage.platforms {
            Self.write(platform.total, into: &writer, id: platform.platform.id, title: platform.platform.displayName) { writer in
                writer.key("sections")
                writer.beginArray()
                for (section, tally) in zip(CoverageSection.allCases, platform.sections) {
                    Self.write(tally, into: &writer, id: section.id, title: section.title)
                }
                writer.endArray()
            }
        }
        writer.endArray()
        writer.key("entries")
        writer.beginArray()
        coverage.entries.forEach { entry($0, into: &writer) }
        writer.endArray()
        writer.key("uncitedCriteria")
        writer.beginArray()
        for criterion in coverage.uncitedCriteria {
            writer.beginObject()
            writer.key("id")
            writer.string(criterion.id)
            writer.key("name")
            writer.string(criterion.name)
            writer.key("level")
            writer.string(criterion.level.rawValue)
            writer.key("url")
            writer.string(criterion.understandingURL)
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
        return writer.take() + "\n"
    }

    private func entry(_ entry: EntryCoverage, into writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("collection")
        writer.string(entry.entry.collection)
        writer.key("slug")
        writer.string(entry.entry.slug)
        writer.key("title")
        writer.string(entry.entry.title)
        writer.key("source")
        writer.string(entry.entry.sourcePath.text)
        writer.key("url")
        writer.string(url(entry.entry))
        writer.key("categories")
        writer.strings(entry.entry.categories)
        writer.key("overall")
        Self.write(entry.tallies.overall, into: &writer)
        writer.key("missingTips")
        writer.beginArray()
        for (platform, section) in entry.missingTips {
            writer.beginObject()
            writer.key("platform")
            writer.string(platform.id)
            writer.key("section")
            writer.string(section.id)
            writer.endObject()
        }
        writer.endArray()
        writer.key("citesWCAG")
        writer.bool(entry.citesWCAG)
        writer.key("wcag")
        writer.string(entry.wcag.rawValue)
        writer.key("example")
        writer.string(entry.example.rawValue)
        writer.key("videos")
        writer.number(entry.entry.videos.count)
        writer.key("videosWithoutCaptions")
        writer.strings(entry.videosWithoutCaptions.map(\.kind.id))
        writer.key("sources")
        writer.number(entry.entry.sources.count)
        writer.key("unconfirmed")
        writer.strings(entry.entry.unconfirmed.map(\.key))
        writer.endObject()
    }

    /// `{"id", "title", "present", "expected", "percent", …}`: a tally with what it counts.
    private static func write(_ tally: CoverageTally, into writer: inout JSONWriter, id: String? = nil, title: String? = nil,
                              more: (inout JSONWriter) -> Void = { _ in }) {
        writer.beginObject()
        if let id {
            writer.key("id")
            writer.string(id)
        }
        if let title {
            writer.key("title")
            writer.string(title)
        }
        writer.key("present")
        writer.number(tally.present)
        writer.key("expected")
        writer.number(tally.expected)
        writer.key("percent")
        writer.number(tally.percent)
        more(&writer)
        writer.endObject()
    }
}
