/// The ways catalogs write that a criterion, or a whole way of testing, does not apply to a
/// component (`group: n/a`, `keyboard: N/A`): accepted, shown as such, left out of generated criteria.
public enum NotApplicable {
    /// The spellings, compared without case, surrounding spaces or a final full stop.
    public static let spellings: Set<String> = ["n/a", "na", "n.a.", "none", "not applicable"]

    /// How pages show it.
    public static let displayText = "Not applicable"

    /// Whether `value` says "does not apply".
    public static func matches(_ value: String) -> Bool {
        var text = value.trimmingWhitespace().lowercased()
        if spellings.contains(text) { return true }
        if text.hasSuffix(".") { text.removeLast() }
        return spellings.contains(text)
    }
}
