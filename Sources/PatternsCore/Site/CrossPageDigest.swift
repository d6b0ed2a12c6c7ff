// What other pages and cross-file checks read from an entry or guide, as one stable hash.
//
// The incremental build re-renders only a file's own page when its cross-page digest is unchanged, so
// the digest must cover every field that any other output (index, category, platform, checklist
// and coverage pages, search shards, exports, neighbours' pager links) or any cross-file check
// (slugs, titles, anchors, links) uses. It leaves out what only the file's own page shows — the
// notes HTML and source positions inside the body. The body's search terms are not in it: the
// search index is updated in place with an edited page's terms (the build cache keeps every
// page's), so an edit that changes which words a body holds rewrites only the shards of those words.
// When you add a field to a model, add it here unless only the file's own page uses it; the
// incremental-build tests compare incremental output with a clean build after each kind of edit.

extension PatternEntry {
    public var crossPageDigest: UInt64 {
        var hasher = StableHasher()
        hasher.combine("entry")
        hasher.combine(slug)
        hasher.combine(sourcePath.text)
        hasher.combine(title)
        hasher.combine(description)
        hasher.combine(order ?? Int.min)
        hasher.combine(TestingMode.allCases.filter(notApplicable.contains).map(\.id).joined(separator: ","))
        hasher.combine(categories.count)
        categories.forEach { hasher.combine($0) }
        hasher.combine(platforms.count)
        platforms.forEach { hasher.combine($0.id) }
        for mode in TestingMode.allCases {
            let list = mode.criteria(of: self)
            hasher.combine(list.count)
            for criterion in list {
                hasher.combine(criterion.input)
                hasher.combine(criterion.expectation)
            }
        }
        hasher.combine(screenReader.name != nil)
        hasher.combine(screenReader.role != nil)
        hasher.combine(screenReader.group != nil)
        hasher.combine(screenReader.state != nil)
        for steps in [gherkinKeyboard, gherkinMobile] {
            hasher.combine(steps.count)
            for step in steps {
                hasher.combine(step.connector)
                hasher.combine(step.text)
                hasher.combine(step.result)
            }
        }
        // The WCAG pages list each entry under the criteria it cites, with its plain-language
        // criteria; exports carry both.
        hasher.combine(wcag.groups.count)
        for group in wcag.groups {
            hasher.combine(group.principle.name)
            hasher.combine(group.criteria.count)
            for criterion in group.criteria {
                hasher.combine(criterion.text)
                hasher.combine(criterion.successCriteria.count)
                criterion.successCriteria.forEach { hasher.combine($0) }
            }
        }
        hasher.combine(wcag.listed.count)
        wcag.listed.forEach { hasher.combine($0) }
        hasher.combine(tipSections.count)
        for section in tipSections {
            hasher.combine(section.title)
            hasher.combine(section.anchor)
            hasher.combine(section.introCount)
            hasher.combine(section.tips.count)
            for tip in section.tips {
                hasher.combine(tip.platform.id)
                hasher.combine(tip.framework)
            }
        }
        // The tips' and introductions' HTML, as a digest a build that does not keep the HTML has too.
        hasher.combine(tipContentDigest)
        body.combineCrossFileFacts(into: &hasher)
        return hasher.value
    }
}

extension Guide {
    public var crossPageDigest: UInt64 {
        var hasher = StableHasher()
        hasher.combine("guide")
        hasher.combine(sourcePath.text)
        hasher.combine(title)
        hasher.combine(description)
        body.combineCrossFileFacts(into: &hasher)
        return hasher.value
    }
}

extension MarkdownBody {
    /// Headings (link targets, search text) and outgoing links (checked against other files).
    fileprivate func combineCrossFileFacts(into hasher: inout StableHasher) {
        hasher.combine(headings.count)
        for heading in headings {
            hasher.combine(heading.level)
            hasher.combine(heading.text)
            hasher.combine(heading.anchor)
            // A platform page links a tip's section in the notes unless the section holds only tips.
            hasher.combine(heading.holdsOnlyTips)
        }
        hasher.combine(localReferences.count)
        for reference in localReferences {
            hasher.combine(reference.destination)
            hasher.combine(reference.targetPath)
            hasher.combine(reference.fragment)
            hasher.combine(reference.isImage)
        }
        // The frame documents a body's examples load are files of their own: a build that writes
        // only the page must still write and remove the same frames as a clean build.
        // The coverage page counts working examples, so a counter-example mark matters too.
        hasher.combine(examples.count)
        for example in examples {
            hasher.combine(example.framePath.text)
            hasher.combine(example.isInaccessible)
        }
        // The coverage page counts a section whose notes say `n/a` as covered.
        hasher.combine(inapplicableSections.count)
        for section in inapplicableSections {
            hasher.combine(section.title)
            hasher.combine(section.platform?.id)
        }
    }
}
