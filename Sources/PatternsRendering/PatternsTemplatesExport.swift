/// The context protocol and field tables (`TemplateContext`, `TemplateFields`, `TemplateText`), the
/// tag scanner and nesting check (`TemplateToken`, `TemplateNesting`, `TemplateStructureProblem`) and
/// the built-in templates with a site's overrides (`ResourceOverlay`) live in PatternsTemplates;
/// re-exported so every file of this module, and its clients, name them as before.
@_exported import PatternsTemplates
