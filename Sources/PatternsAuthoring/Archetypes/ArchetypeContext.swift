import PatternsCore
import PatternsDiagnostics
import PatternsTemplates

/// What an archetype can use. Values that go into YAML come ready-quoted (`titleYAML`), so any
/// title makes valid front matter; the others are plain text for the Markdown body.
struct ArchetypeContext: Sendable {
    struct PlatformItem: Sendable {
        /// `ios`
        let id: String
        /// `iOS`: the label platform tips are written under (`- **iOS**`).
        let name: String
    }

    let title: String
    /// The title as a double-quoted YAML string.
    let titleYAML: String
    let slug: String
    /// The title as it reads inside a sentence: `date picker`.
    let componentName: String
    /// With its article: `a date picker`, `an icon button`.
    let aComponent: String
    /// A YAML flow list: `[controls]`.
    let categoriesYAML: String
    /// A YAML flow list: `[ios, android]`.
    let platformsYAML: String
    let platforms: [PlatformItem]

    init(plan: NewContentRequest.Plan) {
        title = plan.title
        titleYAML = Self.quoted(plan.title)
        slug = plan.slug
        componentName = AcceptanceCriteria.componentName(plan.title)
        aComponent = AcceptanceCriteria.article(for: componentName) + " " + componentName
        categoriesYAML = Self.flowList(plan.categories)
        platformsYAML = Self.flowList(plan.platforms.map(\.id))
        platforms = plan.platforms.map { PlatformItem(id: $0.id, name: $0.displayName) }
    }

    /// A YAML double-quoted scalar: a JSON string literal is one, escapes included.
    static func quoted(_ text: String) -> String {
        TextEscaping.jsonString(text)
    }

    /// `[a, b]`, quoting any word that is not plain lower-case letters, digits and hyphens.
    static func flowList(_ words: [String]) -> String {
        "[" + words.map { TitleSlug.make(from: $0) == $0 ? $0 : quoted($0) }.joined(separator: ", ") + "]"
    }
}

extension ArchetypeContext: TemplateContext {
    static let fields: TemplateFields<Self> = [
        .text("title", \.title),
        .text("titleYAML", \.titleYAML),
        .text("slug", \.slug),
        .text("componentName", \.componentName),
        .text("aComponent", \.aComponent),
        .text("categoriesYAML", \.categoriesYAML),
        .text("platformsYAML", \.platformsYAML),
        .list("platforms", \.platforms),
    ]
}

extension ArchetypeContext.PlatformItem: TemplateContext {
    static let fields: TemplateFields<Self> = [
        .text("id", \.id),
        .text("name", \.name),
    ]
}
