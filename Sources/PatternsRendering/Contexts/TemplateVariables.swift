import Mustache

// Explicit variable lookup for every page context. swift-mustache otherwise reflects each value
// with Mirror on every lookup, which dominated build time; these switches are also the written
// contract of the names each template may use.

extension PageChrome: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "siteTitle": siteTitle
        case "documentTitle": documentTitle
        case "metaDescription": metaDescription
        case "root": root
        case "canonicalURL": canonicalURL
        case "isHome": isHome
        case "isGuides": isGuides
        default: nil
        }
    }
}

extension HomePage: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "chrome": chrome
        case "intro": intro
        case "entryCount": entryCount
        case "categories": categories
        case "guides": guides
        case "hasGuides": hasGuides
        default: nil
        }
    }
}

extension HomePage.CategorySection: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "id": id
        case "title": title
        case "description": description
        case "entries": entries
        default: nil
        }
    }
}

extension HomePage.EntryLink: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "url": url
        case "description": description
        case "platforms": platforms
        default: nil
        }
    }
}

extension HomePage.GuideLink: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "url": url
        case "description": description
        default: nil
        }
    }
}

extension EntryPage: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "chrome": chrome
        case "title": title
        case "description": description
        case "howToTestTitle": howToTestTitle
        case "breadcrumbs": breadcrumbs
        case "tables": tables
        case "condensed": condensed
        case "condensedText": condensedText
        case "gherkinText": gherkinText
        case "notesHTML": notesHTML
        case "hasNotes": hasNotes
        case "tipPlatforms": tipPlatforms
        case "hasTips": hasTips
        default: nil
        }
    }
}

extension EntryPage.CriterionTable: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "id": id
        case "caption": caption
        case "inputHeader": inputHeader
        case "rows": rows
        default: nil
        }
    }
}

extension EntryPage.Row: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "input": input
        case "expectation": expectation
        default: nil
        }
    }
}

extension EntryPage.CriteriaBlock: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "lines": lines
        default: nil
        }
    }
}

extension EntryPage.PlatformTips: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "id": id
        case "name": self.name
        case "sections": sections
        default: nil
        }
    }
}

extension EntryPage.TipGroup: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "notesURL": notesURL
        case "tips": tips
        default: nil
        }
    }
}

extension EntryPage.Tip: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "framework": framework
        case "html": html
        default: nil
        }
    }
}

extension EntryPage.Breadcrumb: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "url": url
        default: nil
        }
    }
}

extension GuidePage: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "chrome": chrome
        case "title": title
        case "description": description
        case "tableOfContents": tableOfContents
        case "hasTableOfContents": hasTableOfContents
        case "bodyHTML": bodyHTML
        default: nil
        }
    }
}

extension GuidePage.TableOfContentsItem: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "anchor": anchor
        case "isNested": isNested
        default: nil
        }
    }
}

extension NotFoundPage: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "chrome": chrome
        case "homeURL": homeURL
        default: nil
        }
    }
}
