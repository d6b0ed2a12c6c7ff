import Foundation
import PatternsCore

extension ResourceOverlay {
    /// The built-in templates, theme files (`static/`) and archetypes: this module's `DefaultTemplates`
    /// resource, in its bundle beside the executable or in the source tree; nil when neither has it.
    public static let builtInTemplatesFolder: String? = BuiltInResources.folder(
        "DefaultTemplates", of: "PatternsTemplates",
        source: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("DefaultTemplates"),
        probe: "entry.mustache")

    /// The templates, theme files and archetypes in effect for the site at `siteRoot`: the built-in
    /// ones under its `templates/` folder; with no site, the built-in ones alone. Read again on every
    /// call, so `serve` shows edits to either.
    public static func templates(siteRoot: String?) -> ResourceOverlay {
        ResourceOverlay(builtInFolder: builtInTemplatesFolder, site: siteRoot.map { SiteDirectory(root: $0) },
                        siteFolder: SiteLayout.templatesFolder)
    }
}
