import Mustache

// Explicit variable lookup for every page context. swift-mustache otherwise reflects each value
// with Mirror on every lookup, which dominated build time; these switches are also the written
// contract of the names each template may use.

extension PageChrome: MustacheParent {
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
    func child(named name: String) -> Any? {
        switch name {
        case "categories": self.categories
        case "platforms": self.platforms
        default: nil
        }
    }
}

extension FilterLinks.Item: MustacheParent {
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
    func child(named name: String) -> Any? {
        switch name {
        case "framework": self.framework
        case "html": self.html
        default: nil
        }
    }
}

extension EntryPage.ComparisonRow: MustacheParent {
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
    func child(named name: String) -> Any? {
        switch name {
        case "title": self.title
        case "url": self.url
        default: nil
        }
    }
}

extension GuidePage: MustacheParent {
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
    func child(named name: String) -> Any? {
        switch name {
        case "chrome": self.chrome
        case "homeURL": self.homeURL
        default: nil
        }
    }
}
