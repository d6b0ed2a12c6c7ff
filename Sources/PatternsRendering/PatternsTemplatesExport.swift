/// The context protocol and field tables (`TemplateContext`, `TemplateFields`, `TemplateText`) live in
/// PatternsTemplates beside the engine that compiles templates against them; re-exported so every
/// file of this module, and its clients, name them as before.
@_exported import PatternsTemplates
