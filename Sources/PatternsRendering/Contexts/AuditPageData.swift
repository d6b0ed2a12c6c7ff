import PatternsCore
import PatternsDiagnostics

/// What the audit scripts read from a page (JSON in a `<script type="application/json">`, or in a
/// data script of the defect reporter): the lists a run's platform, assistive technology and browser
/// and a defect's severity are chosen from (`audit:` in `patterns.yml`), and entries' criteria as
/// `DefectDraft.sources(of:)` gives them, so "Report this defect" on a page drafts the report
/// `draft_defect` and the command line draft for the same criterion and note.
enum AuditPageData {
    /// The lists, and `entries` with their criteria; safe inside a `<script>` element.
    static func json(config: SiteConfig, entries: [EntrySummary]) -> String {
        json(config: config) { writer in
            for entry in entries { write(entry, to: &writer) }
        }
    }

    /// The lists, and one entry as `entry(_:criteria:)` wrote it (`CriteriaCopies`).
    static func json(config: SiteConfig, entry: String) -> String {
        json(config: config) { $0.written(entry) }
    }

    private static func json(config: SiteConfig, entries writeEntries: (inout JSONWriter) -> Void) -> String {
        var writer = JSONWriter(style: .compact, scriptSafe: true)
        writer.beginObject()
        writer.key("platforms")
        writer.beginArray()
        for platform in config.audit.offeredPlatforms(of: config) {
            writer.beginObject()
            writer.key("id"); writer.string(platform.id)
            writer.key("title"); writer.string(platform.displayName)
            writer.endObject()
        }
        writer.endArray()
        writer.key("assistiveTechnologies"); writer.strings(config.audit.assistiveTechnologies)
        writer.key("browsers"); writer.strings(config.audit.browsers)
        writer.key("severities"); writer.strings(DefectDraft.Severity.allCases.map(\.rawValue))
        writer.key("entries")
        writer.beginArray()
        writeEntries(&writer)
        writer.endArray()
        writer.endObject()
        return writer.take()
    }

    /// One entry's object on its own, as `write(_:criteria:to:)` writes it inside the data.
    static func entry(_ entry: EntrySummary, criteria: AcceptanceCriteria) -> String {
        var writer = JSONWriter(style: .compact, scriptSafe: true)
        write(entry, criteria: criteria, to: &writer)
        return writer.take()
    }

    /// One entry as the defect reporter needs it: title, page, cited success criteria, criteria.
    static func write(_ entry: EntrySummary, criteria: AcceptanceCriteria? = nil, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("title"); writer.string(entry.title)
        writer.key("page"); writer.string(entry.pagePath.text)
        writer.key("successCriteria"); writer.strings(DefectDraft.successCriteria(of: entry))
        writer.key("criteria")
        writer.beginArray()
        for source in DefectDraft.sources(of: entry, criteria: criteria) {
            writer.beginObject()
            writer.key("id"); writer.string(source.id)
            writer.key("expected"); writer.string(source.expected)
            writer.key("steps"); writer.strings(source.steps)
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
    }
}
