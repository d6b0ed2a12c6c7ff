import Foundation
import Mustache
import PatternsCore
import PatternsDiagnostics
import PatternsTemplates

/// The starting file `patterns new` writes: the site's `templates/archetypes/<kind>.md`, or else
/// the built-in one.
///
/// An archetype is a Mustache template of a Markdown file, rendered as plain text (nothing is
/// HTML-escaped) with an `ArchetypeContext`. Text still to be written starts with `TODO:`, which
/// the `patterns.entry.placeholder` rule reports until it is replaced.
public struct Archetype: Sendable {
    /// Where the template came from, as diagnostics name it.
    public let source: String
    let template: MustacheTemplate

    /// Plain text, prepended so archetype authors need not write it.
    static let textPragma = "{{% CONTENT_TYPE: TEXT}}"

    /// The file an archetype of `kind` is read from, relative to a templates folder.
    public static func relativePath(_ kind: NewContentRequest.Kind) -> String { "archetypes/\(kind.rawValue).md" }

    /// Loads the archetype for `kind`, the site's or else the built-in one (`ResourceOverlay`); nil,
    /// with a diagnostic, when it is missing or cannot be parsed. The site's archetype is read only if
    /// no symbolic link is on its way (`SymlinkPolicy`), and parsed only if its sections nest within
    /// `TemplateNesting.limit`.
    public static func load(_ kind: NewContentRequest.Kind, siteRoot: String, diagnostics: DiagnosticEngine) -> Archetype? {
        let file: ResourceOverlay.File
        switch ResourceOverlay.templates(siteRoot: siteRoot).file(relativePath(kind)) {
        case .success(let found):
            file = found
        case .failure(.symbolicLink(let refused)):
            diagnostics.emit(refused)
            return nil
        case .failure:
            let relative = SitePaths.join(SiteLayout.templatesFolder, relativePath(kind))
            diagnostics.diagnose(.missingArchetype(kind.rawValue, path: relative), file: relative, at: nil)
            return nil
        }
        let text = file.text
        let source = file.displayPath
        // swift-mustache's parser recurses per section: one nested past the limit would overflow the stack.
        if let tooDeep = TemplateNesting.firstTooDeep(TemplateToken.scan(text)) {
            diagnostics.emit(TemplateStructureProblem(kind: .tooDeep(throughPartials: false), file: source,
                                                      location: tooDeep.location, name: tooDeep.name).diagnostic)
            return nil
        }
        do {
            let template = try MustacheTemplate(string: textPragma + text)
            return Archetype(source: source, template: template)
        } catch let error as MustacheTemplate.ParserError {
            let line = error.context.lineNumber
            let column = line == 1 ? max(error.context.columnNumber - textPragma.count, 1) : error.context.columnNumber
            diagnostics.diagnose(.unparsableArchetype("\(error.error)", atKnownPosition: true), file: source,
                                 at: SourceRange(at: SourceLocation(line: line, column: column)))
        } catch {
            diagnostics.diagnose(.unparsableArchetype("\(error)", atKnownPosition: false), file: source, at: nil)
        }
        return nil
    }

    /// The new file's text.
    public func render(_ plan: NewContentRequest.Plan) -> String {
        template.render(ArchetypeContext(plan: plan))
    }
}
