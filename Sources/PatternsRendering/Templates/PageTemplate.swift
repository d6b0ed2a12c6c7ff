import PatternsCore

/// A page template, by the name of its file (`templates/NAME.mustache`): each page context names
/// its own (`EntryPage.template`), and the page kinds' registry (`PageKind.all`) lists every one.
///
/// Partials (`partials/head`…) are not page templates: they are whatever the page templates include,
/// and are checked in the context of each page that includes them.
public struct PageTemplate: Hashable, Sendable {
    /// The file name without its extension: `entry`, `404`, `wcag-criterion`.
    public let rawValue: String

    init(_ name: String) {
        rawValue = name
    }

    /// The template's file name in a templates folder: `entry.mustache`.
    public var fileName: String { "\(rawValue).mustache" }

    /// The file a site writes to override the built-in template.
    public var overridePath: String { SitePaths.join(SiteLayout.templatesFolder, fileName) }

    /// Every page template a site renders with: those of every page kind's contexts.
    public static var allCases: [PageTemplate] { contextTypes.map { $0.template } }

    /// The context the template renders with: the names it may use.
    var contextType: any PageContext.Type {
        guard let type = Self.contextTypes.first(where: { $0.template == self }) else {
            preconditionFailure("no page kind renders the template '\(rawValue)'")
        }
        return type
    }

    /// Every page context of every page kind, once each.
    private static let contextTypes: [any PageContext.Type] = {
        var seen = Set<PageTemplate>()
        return PageKind.all.flatMap(\.pages).filter { seen.insert($0.template).inserted }
    }()
}

extension PageTemplate {
    /// Every page template's name and context type, for compiling them.
    static var contextTypesByName: [String: any TemplateContext.Type] {
        Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0.contextType as any TemplateContext.Type) })
    }
}

/// The context of a whole page, rendered with its own template.
protocol PageContext: TemplateContext {
    static var template: PageTemplate { get }
}
