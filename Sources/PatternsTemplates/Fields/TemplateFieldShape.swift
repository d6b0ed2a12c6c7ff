/// What a template can do with a variable, as far as checking and compiling need to know.
public enum TemplateFieldShape: Sendable {
    /// Text or a number: `{{name}}` prints it; `{{#name}}` shows its section when present.
    case text
    /// `{{#name}}` shows its section when true and adds no names.
    case flag
    /// Another context: `{{name.field}}` and `{{#name}}` reach its fields.
    case nested(any TemplateContext.Type)
    /// `{{#name}}` repeats its section for each item, with the item's fields in reach.
    case list(of: any TemplateContext.Type)
    /// `{{#name}}{{.}}{{/name}}` prints each item.
    case textList
}
