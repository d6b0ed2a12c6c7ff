import Mustache

// Explicit variable lookup for every page context. swift-mustache otherwise reflects each value
// with Mirror on every lookup, which dominated build time; these switches are also the written
// contract of the names each template may use (`templateVariables` lists them for checks).

extension PageChrome: MustacheParent {
    static let templateVariables = ["siteTitle", "documentTitle", "metaDescription", "root", "canonicalURL", "isHome", "isGuides", "isChecklist"]

    func child(named name: String) -> Any? {
        switch name {
        case "siteTitle": self.siteTitle
        case "documentTitle": self.documentTitle
        case "metaDescription": self.metaDescription
        case "root": self.root
        case "canonicalURL": self.canonicalURL
        case "isHome": self.isHome
        case "isGuides": self.isGuides
        case "isChecklist": self.isChecklist
        default: nil
        }
    }
}

extension HomePage: MustacheParent {
    static let templateVariables = ["chrome", "intro", "entryCount", "categories", "guides", "hasGuides", "filters", "checklistURL"]

    func child(named name: String) -> Any? {
        switch name {
        case "chrome": self.chrome
        case "intro": self.intro
        case "entryCount": self.entryCount
        case "categories": self.categories
        case "guides": self.guides
        case "hasGuides": self.hasGuides
        case "filters": self.filters
        case "checklistURL": self.checklistURL
        default: nil
        }
    }
}

extension HomePage.CategorySection: MustacheParent {
    static let templateVariables = ["id", "title", "description", "url", "entries"]

    func child(named name: String) -> Any? {
        switch name {
        case "id": self.id
        case "title": self.title
        case "description": self.description
        case "url": self.url
        case "entries": self.entries
        default: nil
        }
    }
}

extension HomePage.EntryLink: MustacheParent {
    static let templateVariables = ["title", "url", "description", "platforms", "categoryIDs", "platformIDs"]

    func child(named name: String) -> Any? {
        switch name {
        case "title": self.title
        case "url": self.url
        case "description": self.description
        case "platforms": self.platforms
        case "categoryIDs": self.categoryIDs
        case "platformIDs": self.platformIDs
        default: nil
        }
    }
}

extension HomePage.GuideLink: MustacheParent {
    static let templateVariables = ["title", "url", "description"]

    func child(named name: String) -> Any? {
        switch name {
        case "title": self.title
        case "url": self.url
        case "description": self.description
        default: nil
        }
    }
}

extension FilterLinks: MustacheParent {
    static let templateVariables = ["categories", "platforms"]

    func child(named name: String) -> Any? {
        switch name {
        case "categories": self.categories
        case "platforms": self.platforms
        default: nil
        }
    }
}

extension FilterLinks.Item: MustacheParent {
    static let templateVariables = ["id", "title", "url", "isCurrent"]

    func child(named name: String) -> Any? {
        switch name {
        case "id": self.id
        case "title": self.title
        case "url": self.url
        case "isCurrent": self.isCurrent
        default: nil
        }
    }
}

extension CategoryPage: MustacheParent {
    static let templateVariables = ["chrome", "title", "description", "entries", "filters"]

    func child(named name: String) -> Any? {
        switch name {
        case "chrome": self.chrome
        case "title": self.title
        case "description": self.description
        case "entries": self.entries
        case "filters": self.filters
        default: nil
        }
    }
}

extension PlatformPage: MustacheParent {
    static let templateVariables = ["chrome", "title", "platformName", "entries", "tipCount", "filters"]

    func child(named name: String) -> Any? {
        switch name {
        case "chrome": self.chrome
        case "title": self.title
        case "platformName": self.platformName
        case "entries": self.entries
        case "tipCount": self.tipCount
        case "filters": self.filters
        default: nil
        }
    }
}

extension PlatformPage.EntryTips: MustacheParent {
    static let templateVariables = ["title", "url", "sections"]

    func child(named name: String) -> Any? {
        switch name {
        case "title": self.title
        case "url": self.url
        case "sections": self.sections
        default: nil
        }
    }
}

extension ChecklistPage: MustacheParent {
    static let templateVariables = ["chrome", "groups", "dataJSON"]

    func child(named name: String) -> Any? {
        switch name {
        case "chrome": self.chrome
        case "groups": self.groups
        case "dataJSON": self.dataJSON
        default: nil
        }
    }
}

extension ChecklistPage.Group: MustacheParent {
    static let templateVariables = ["id", "title", "entries"]

    func child(named name: String) -> Any? {
        switch name {
        case "id": self.id
        case "title": self.title
        case "entries": self.entries
        default: nil
        }
    }
}

extension ChecklistPage.Item: MustacheParent {
    static let templateVariables = ["slug", "title", "url", "condensedText", "gherkinText"]

    func child(named name: String) -> Any? {
        switch name {
        case "slug": self.slug
        case "title": self.title
        case "url": self.url
        case "condensedText": self.condensedText
        case "gherkinText": self.gherkinText
        default: nil
        }
    }
}

extension EntryPage: MustacheParent {
    static let templateVariables = ["chrome", "title", "description", "howToTestTitle", "breadcrumbs", "tables", "scenarios", "condensedText", "gherkinText", "notesHTML", "hasNotes", "tipPlatforms", "hasTips", "comparisonPlatforms", "comparison", "previous", "next", "categoryTitle", "hasPager", "pagerLabel"]

    func child(named name: String) -> Any? {
        switch name {
        case "chrome": self.chrome
        case "title": self.title
        case "description": self.description
        case "howToTestTitle": self.howToTestTitle
        case "breadcrumbs": self.breadcrumbs
        case "tables": self.tables
        case "scenarios": self.scenarios
        case "condensedText": self.condensedText
        case "gherkinText": self.gherkinText
        case "notesHTML": self.notesHTML
        case "hasNotes": self.hasNotes
        case "tipPlatforms": self.tipPlatforms
        case "hasTips": self.hasTips
        case "comparisonPlatforms": self.comparisonPlatforms
        case "comparison": self.comparison
        case "previous": self.previous
        case "next": self.next
        case "categoryTitle": self.categoryTitle
        case "hasPager": self.hasPager
        case "pagerLabel": self.pagerLabel
        default: nil
        }
    }
}

extension EntryPage.CriterionTable: MustacheParent {
    static let templateVariables = ["id", "caption", "inputHeader", "rows"]

    func child(named name: String) -> Any? {
        switch name {
        case "id": self.id
        case "caption": self.caption
        case "inputHeader": self.inputHeader
        case "rows": self.rows
        default: nil
        }
    }
}

extension EntryPage.Row: MustacheParent {
    static let templateVariables = ["id", "input", "expectation"]

    func child(named name: String) -> Any? {
        switch name {
        case "id": self.id
        case "input": self.input
        case "expectation": self.expectation
        default: nil
        }
    }
}

extension EntryPage.Scenario: MustacheParent {
    static let templateVariables = ["id", "title", "steps"]

    func child(named name: String) -> Any? {
        switch name {
        case "id": self.id
        case "title": self.title
        case "steps": self.steps
        default: nil
        }
    }
}

extension EntryPage.Step: MustacheParent {
    static let templateVariables = ["id", "keyword", "text"]

    func child(named name: String) -> Any? {
        switch name {
        case "id": self.id
        case "keyword": self.keyword
        case "text": self.text
        default: nil
        }
    }
}

extension EntryPage.PlatformTips: MustacheParent {
    static let templateVariables = ["id", "name", "sections"]

    func child(named name: String) -> Any? {
        switch name {
        case "id": self.id
        case "name": self.name
        case "sections": self.sections
        default: nil
        }
    }
}

extension EntryPage.TipGroup: MustacheParent {
    static let templateVariables = ["title", "notesURL", "tips"]

    func child(named name: String) -> Any? {
        switch name {
        case "title": self.title
        case "notesURL": self.notesURL
        case "tips": self.tips
        default: nil
        }
    }
}

extension EntryPage.Tip: MustacheParent {
    static let templateVariables = ["framework", "html"]

    func child(named name: String) -> Any? {
        switch name {
        case "framework": self.framework
        case "html": self.html
        default: nil
        }
    }
}

extension EntryPage.ComparisonRow: MustacheParent {
    static let templateVariables = ["title", "notesURL", "cells"]

    func child(named name: String) -> Any? {
        switch name {
        case "title": self.title
        case "notesURL": self.notesURL
        case "cells": self.cells
        default: nil
        }
    }
}

extension EntryPage.ComparisonCell: MustacheParent {
    static let templateVariables = ["platform", "tips", "isGap"]

    func child(named name: String) -> Any? {
        switch name {
        case "platform": self.platform
        case "tips": self.tips
        case "isGap": self.isGap
        default: nil
        }
    }
}

extension EntryPage.Link: MustacheParent {
    static let templateVariables = ["title", "url"]

    func child(named name: String) -> Any? {
        switch name {
        case "title": self.title
        case "url": self.url
        default: nil
        }
    }
}

extension GuidePage: MustacheParent {
    static let templateVariables = ["chrome", "title", "description", "tableOfContents", "hasTableOfContents", "bodyHTML"]

    func child(named name: String) -> Any? {
        switch name {
        case "chrome": self.chrome
        case "title": self.title
        case "description": self.description
        case "tableOfContents": self.tableOfContents
        case "hasTableOfContents": self.hasTableOfContents
        case "bodyHTML": self.bodyHTML
        default: nil
        }
    }
}

extension GuidePage.TableOfContentsItem: MustacheParent {
    static let templateVariables = ["title", "anchor", "isNested"]

    func child(named name: String) -> Any? {
        switch name {
        case "title": self.title
        case "anchor": self.anchor
        case "isNested": self.isNested
        default: nil
        }
    }
}

extension NotFoundPage: MustacheParent {
    static let templateVariables = ["chrome", "homeURL"]

    func child(named name: String) -> Any? {
        switch name {
        case "chrome": self.chrome
        case "homeURL": self.homeURL
        default: nil
        }
    }
}
