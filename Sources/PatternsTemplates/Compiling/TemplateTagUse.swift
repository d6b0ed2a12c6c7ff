/// What a tag does with the value its name resolves to.
enum TemplateTagUse {
    /// `{{name}}`, `{{{name}}}`: prints it.
    case print(TemplateEscaping)
    /// `{{#name}}`: renders the body when the value is there (true, present, for each item).
    case section([TemplateNode])
    /// `{{^name}}`: renders the body when it is not (false, absent, empty).
    case inverted([TemplateNode])
}
