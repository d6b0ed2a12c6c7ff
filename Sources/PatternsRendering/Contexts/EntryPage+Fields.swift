// The variables of the entry page and of its parts, in the order the types declare them.

extension EntryPage: PageContext {
    static let template = PageTemplate("entry")
    static let fields: TemplateFields<Self> = [
        .nested("chrome", \.chrome),
        .text("title", \.title),
        .text("description", \.description),
        .nested("lastUpdated", \.lastUpdated),
        .text("howToTestTitle", \.howToTestTitle),
        .list("breadcrumbs", \.breadcrumbs),
        .list("tables", \.tables),
        .list("scenarios", \.scenarios),
        .text("condensedText", \.condensedText),
        .text("gherkinText", \.gherkinText),
        .list("wcagGroups", \.wcagGroups),
        .list("wcagReferences", \.wcagReferences),
        .flag("hasWCAG", \.hasWCAG),
        .flag("hasWCAGReferences", \.hasWCAGReferences),
        .list("videos", \.videos),
        .flag("hasVideos", \.hasVideos),
        .text("notesHTML", \.notesHTML),
        .flag("hasNotes", \.hasNotes),
        .list("tipPlatforms", \.tipPlatforms),
        .flag("hasTips", \.hasTips),
        .flag("hasPlatformTabs", \.hasPlatformTabs),
        .text("tipsTitle", \.tipsTitle),
        .list("sections", \.sections),
        .nested("previous", \.previous),
        .nested("next", \.next),
        .text("categoryTitle", \.categoryTitle),
        .nested("pagerCategory", \.pagerCategory),
        .flag("hasPager", \.hasPager),
        .text("pagerLabel", \.pagerLabel),
        .list("sources", \.sources),
        .flag("hasSources", \.hasSources),
        .nested("sideNav", \.sideNav),
        .nested("changeNote", \.changeNote),
        .text("auditData", \.auditData),
    ]
}

extension EntryPage.CriterionTable: TemplateContext {
    static let fields: TemplateFields<Self> = [
        .text("id", \.id),
        .text("caption", \.caption),
        .text("inputHeader", \.inputHeader),
        .list("rows", \.rows),
    ]
}

extension EntryPage.Row: TemplateContext {
    static let fields: TemplateFields<Self> = [
        .text("id", \.id),
        .text("input", \.input),
        .text("expectation", \.expectation),
        .flag("unconfirmed", \.unconfirmed),
        .text("criterion", \.criterion),
    ]
}

extension EntryPage.Scenario: TemplateContext {
    static let fields: TemplateFields<Self> = [
        .text("id", \.id),
        .text("title", \.title),
        .list("steps", \.steps),
    ]
}

extension EntryPage.Step: TemplateContext {
    static let fields: TemplateFields<Self> = [
        .text("id", \.id),
        .text("keyword", \.keyword),
        .text("text", \.text),
    ]
}

extension EntryPage.PlatformTips: TemplateContext {
    static let fields: TemplateFields<Self> = [
        .text("id", \.id),
        .text("platform", \.platform),
        .text("name", \.name),
        .list("sections", \.sections),
    ]
}

extension EntryPage.TipGroup: TemplateContext {
    static let fields: TemplateFields<Self> = [
        .text("id", \.id),
        .text("sectionAnchor", \.sectionAnchor),
        .text("title", \.title),
        .text("intro", \.intro),
        .text("notesURL", \.notesURL),
        .list("tips", \.tips),
        .flag("hasTips", \.hasTips),
    ]
}

extension EntryPage.Tip: TemplateContext {
    static let fields: TemplateFields<Self> = [
        .text("framework", \.framework),
        .text("html", \.html),
    ]
}

extension EntryPage.Link: TemplateContext {
    static let fields: TemplateFields<Self> = [
        .text("title", \.title),
        .text("url", \.url),
    ]
}
