import Foundation
import Mustache
import PatternsCore
import PatternsDiagnostics

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

    /// Loads the archetype for `kind`; nil, with a diagnostic, when it is missing or cannot be parsed.
    public static func load(_ kind: NewContentRequest.Kind, siteRoot: String, diagnostics: inout [Diagnostic]) -> Archetype? {
        let relative = relativePath(kind)
        let candidates = [(siteRoot + "/templates/" + relative, "templates/" + relative)]
            + (TemplateLibrary.builtInFolder.map { [($0 + "/" + relative, "(built-in)/" + relative)] } ?? [])
        guard let (file, source) = candidates.first(where: { FileManager.default.fileExists(atPath: $0.0) }),
              let data = FileManager.default.contents(atPath: file) else {
            diagnostics.append(Diagnostic(
                .templateInvalid, "no '\(kind.rawValue)' archetype", file: "templates/" + relative, at: nil,
                hint: "add templates/\(relative), or keep the patterns_PatternsRendering.resources folder next to the patterns executable"))
            return nil
        }
        do {
            let template = try MustacheTemplate(string: textPragma + String(decoding: data, as: UTF8.self))
            return Archetype(source: source, template: template)
        } catch let error as MustacheTemplate.ParserError {
            let line = error.context.lineNumber
            let column = line == 1 ? max(error.context.columnNumber - textPragma.count, 1) : error.context.columnNumber
            diagnostics.append(Diagnostic(
                .templateInvalid, "archetype cannot be parsed: \(error.error)", file: source,
                at: SourceRange(at: SourceLocation(line: line, column: column)),
                hint: "check that every {{#section}} has a matching {{/section}}"))
        } catch {
            diagnostics.append(Diagnostic(.templateInvalid, "archetype cannot be parsed: \(error)", file: source, at: nil))
        }
        return nil
    }

    /// The new file's text.
    public func render(_ plan: NewContentRequest.Plan) -> String {
        template.render(ArchetypeContext(plan: plan))
    }
}
