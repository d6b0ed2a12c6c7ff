/// One thing the sanitiser took out of a fragment: an element (with or without its content) or an
/// attribute of a kept element.
public struct HTMLRemoval: Hashable, Sendable {
    public enum Reason: Hashable, Sendable {
        /// A script, an event handler attribute, or a `javascript:` URL.
        case runsCode
        /// An `<iframe>`, `<object>` or `<embed>`: another page or a plug-in.
        case embeds
        /// A form or one of its controls.
        case form
        /// A `<style>` element or `style` attribute: the theme does the styling.
        case styling
        /// `<meta>`, `<base>`, `<title>`: they belong in the page's head.
        case pageHead
        /// A `javascript:`, `vbscript:`, `file:` or non-image `data:` URL.
        case unsafeURL
        /// Not on the allow-list.
        case notAllowed
    }

    /// The element's name (lowercase): the one removed, or the one whose attribute was removed.
    public var element: String
    /// The removed attribute's name; nil when the element itself went.
    public var attribute: String?
    /// The removed attribute's value, for unsafe URLs.
    public var value: String?
    public var reason: Reason
    /// For an element: its content stays in the page (the tags alone were removed).
    public var keepsContent: Bool

    public init(element: String, attribute: String? = nil, value: String? = nil, reason: Reason, keepsContent: Bool = false) {
        self.element = element
        self.attribute = attribute
        self.value = value
        self.reason = reason
        self.keepsContent = keepsContent
    }
}
