/// PatternsTemplates is the template engine: templates parsed once and compiled against the
/// page context types' field tables, which it owns.
