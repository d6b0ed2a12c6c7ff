import PatternsDiagnostics

// Rules about `patterns.yml`.
// Each rule's id is a public contract (CI logs, `rules:` in patterns.yml, `patterns explain`): ids never change.
extension Rule {
    public static let configInvalid = Rule(
        id: "patterns.config.invalid", severity: .error,
        summary: "`patterns.yml` has a value of the wrong shape.",
        fix: "See the README's `patterns.yml` section for each key's shape.")
    public static let configUnknownKey = Rule(
        id: "patterns.config.unknown-key", severity: .warning,
        summary: "`patterns.yml` has a key the tool does not read.",
        fix: "Remove it or correct its spelling.")
}

extension DiagnosticMessage {
    static func configNotMapping(found: String) -> Self {
        Self(.configInvalid, "patterns.yml must be a mapping, found \(found)")
    }

    static func invalidBaseURL(_ url: String) -> Self {
        Self(.configInvalid, "baseURL '\(url)' is not an http(s) URL", hint: "write the full address, e.g. 'https://example.org/patterns/'")
    }

    static let markdownNotMapping = Self(.configInvalid, "'markdown' must be a mapping such as '{ unsafe: false }'")
    static let invalidUnsafeSetting = invalidSwitch("markdown.unsafe")

    static func invalidSwitch(_ key: String) -> Self {
        Self(.configInvalid, "'\(key)' must be true or false")
    }

    static let invalidFileSizeLimit = Self(.configInvalid, "'limits.fileSize' must be a positive number of bytes")

    static func unknownRule(_ id: String, known: [String]) -> Self {
        Self(.configUnknownKey, "no rule '\(id)'",
             hint: closestMatch(to: id, in: known).map { "did you mean '\($0)'?" } ?? "'patterns explain' lists the rules")
    }

    static func invalidRuleSetting(_ id: String) -> Self {
        Self(.configInvalid, "severity of '\(id)' must be off, warning or error")
    }

    static func duplicateCategory(_ id: String) -> Self {
        Self(.configInvalid, "category '\(id)' is listed twice",
             hint: "remove the second '\(id)'; each category appears once on the home page")
    }

    static func categoriesNotList(found: String) -> Self {
        Self(.configInvalid, "'categories' must be a list, found \(found)",
             hint: "write '- id: controls' entries, or plain '- controls' items")
    }

    static let categoryWithoutID = Self(.configInvalid, "category has no 'id'", hint: "add 'id: some-id'")
    static let invalidCategory = Self(.configInvalid, "a category must be an id or a mapping with 'id', 'title', 'description'")
}

extension DiagnosticMessage {
    static func collectionsNotList(found: String) -> Self {
        Self(.configInvalid, "'collections' must be a list, found \(found)",
             hint: "write '- id: web' items with 'folder:', 'title:' and 'categories:' under each")
    }

    static let collectionWithoutID = Self(.configInvalid, "collection has no 'id'", hint: "add 'id: web' (letters, digits and hyphens)")

    static func invalidCollectionID(_ id: String) -> Self {
        Self(.configInvalid, "collection id '\(id)' is not a simple name", hint: "use lowercase letters, digits and hyphens, such as 'web' or 'native'")
    }

    static func reservedCollectionFolder(_ folder: String, field: String) -> Self {
        Self(.configInvalid, "collection \(field) uses '\(folder)/', a folder the site writes itself",
             hint: "choose another \(field); the site's own folders are \(SiteLayout.generatedFolders.joined(separator: ", "))")
    }

    static func duplicateCollection(_ id: String) -> Self {
        Self(.configInvalid, "collection '\(id)' is listed twice", hint: "give each collection its own id")
    }

    static func sharedCollectionFolder(_ folder: String, with other: String) -> Self {
        Self(.configInvalid, "folder '\(folder)' already holds collection '\(other)'",
             hint: "give each collection its own folder under content/")
    }

    static func missingCollectionFolder(_ folder: String) -> Self {
        Self(.configInvalid, "collection folder 'content/\(folder)' does not exist",
             hint: "create content/\(folder)/ for the collection's entries, or correct 'folder:'")
    }

    static func invalidCollectionFolder(_ folder: String) -> Self {
        Self(.configInvalid, "collection folder '\(folder)' must be a folder name inside content/",
             hint: "write a relative name such as 'web', without '..' or a leading '/'")
    }

    static func permalinkWithoutSlug(_ permalink: String) -> Self {
        Self(.configInvalid, "permalink '\(permalink)' has no ':slug', so every entry would get the same address",
             hint: "write it as '/checklist-web/:slug/'")
    }

    static func clashingPermalink(_ permalink: String, with other: String) -> Self {
        Self(.configInvalid, "permalink '\(permalink)' gives the same addresses as collection '\(other)'",
             hint: "give each collection its own address prefix, such as '/web/:slug/' and '/native/:slug/'")
    }

    static func unknownRequiredKey(_ key: String, suggestion: String) -> Self {
        Self(.configInvalid, "'\(key)' in 'required' differs from the screen-reader key '\(suggestion)' only in spelling",
             hint: "did you mean '\(suggestion)'?")
    }

    static func unknownRequirement(_ word: String) -> Self {
        let modes = TestingMode.allCases.map(\.id)
        let head = String(word.split(separator: ".").first ?? "")
        let hint = closestMatch(to: head, in: modes).map { "did you mean '\($0)\(word.dropFirst(head.count))'?" }
            ?? "list whole maps (\(modes.joined(separator: ", "))) and screen-reader keys such as 'screenreader.name'"
        return Self(.configInvalid, "'\(word)' is not something a collection can require", hint: hint)
    }

    static func requiredKeyOutsideScreenReader(_ word: String, map: String) -> Self {
        Self(.configInvalid, "'\(word)' names a key of '\(map)', whose keys are free: only the whole map can be required",
             hint: "write '\(map)' to require the map, or 'screenreader.KEY' for a screen-reader key")
    }

    static func platformWithoutID(_ field: String) -> Self {
        Self(.configInvalid, "a platform in '\(field)' has no 'id'",
             hint: "write '{ id: windows, title: Windows }', or the id alone")
    }

    static func invalidPlatformID(_ id: String, field: String) -> Self {
        Self(.configInvalid, "platform id '\(id)' in '\(field)' is not a plain word",
             hint: "use letters, digits and hyphens, such as 'windows' or 'macos', and put the name people read in 'title'")
    }

    static func invalidRequired(found: String) -> Self {
        Self(.configInvalid, "'required' must be a list such as \(RequirementsReader.example), found \(found)",
             hint: "write 'required: []' to require nothing")
    }

    static func invalidRequiredSwitch(_ field: String, isScreenReader: Bool) -> Self {
        Self(.configInvalid, "'\(field)' must be true or false\(isScreenReader ? ", or a list of keys" : "")",
             hint: "or write 'required:' as a list: \(RequirementsReader.example)")
    }
}

extension DiagnosticMessage {
    static func videosNotList(found: String) -> Self {
        Self(.configInvalid, "'videos' must be a list of video kinds, found \(found)",
             hint: "write '- { id: ios-voiceover, title: \"iOS VoiceOver\", folder: ios }' items")
    }

    static let videoKindWithoutID = Self(.configInvalid, "video kind has no 'id'", hint: "add 'id: ios-voiceover' (letters, digits and hyphens)")

    static func invalidVideoKindID(_ id: String) -> Self {
        Self(.configInvalid, "video kind id '\(id)' is not a simple name", hint: "use lowercase letters, digits and hyphens, such as 'ios-voiceover'")
    }

    static func invalidVideoFolder(_ folder: String) -> Self {
        Self(.configInvalid, "video folder '\(folder)' is not one folder name",
             hint: "name one folder under content/media/video/<collection>/, such as 'ios'")
    }

    static func duplicateVideoKind(_ id: String, folder: String) -> Self {
        Self(.configInvalid, "video kind '\(id)' (folder '\(folder)') repeats another kind's id or folder",
             hint: "give each kind of video its own id and folder")
    }
}

extension DiagnosticMessage {
    static func invalidRedirectAddress(_ address: String) -> Self {
        Self(.configInvalid, "redirect address '\(address)' is not an address on the site",
             hint: "write the old address from the site root, such as '/about/' or '/how-to/keyboard.html', without '..', '?' or '#'")
    }

    static func reservedRedirectAddress(_ address: String) -> Self {
        Self(.configInvalid, "redirect address '\(address)' is a page the site writes itself",
             hint: "remove it; the site's own pages and folders are index.html, 404.html and \(SiteLayout.generatedFolders.joined(separator: ", "))")
    }

    static func redirectTargetNotPage(_ target: String) -> Self {
        Self(.configInvalid, "redirect target '\(target)' is not an entry or a guide",
             hint: "name the Markdown file the old address now leads to, such as 'content/guides/about.md'")
    }

    static func duplicateRedirect(_ address: String) -> Self {
        Self(.configInvalid, "redirect address '\(address)' is listed twice", hint: "keep one of them")
    }

    static func redirectTargetMissing(_ target: String) -> Self {
        Self(.configInvalid, "redirect target '\(target)' does not exist", hint: "name an entry or guide under content/, or remove the redirect")
    }

    static func redirectOverPage(_ address: String, page: String) -> Self {
        Self(.configInvalid, "redirect address '\(address)' is where '\(page)' is published",
             hint: "remove the redirect: the page is already at that address")
    }
}
