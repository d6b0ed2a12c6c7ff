/// Jekyll's `Utils.slugify`, for the permalink placeholders an entry's address is made of, so an
/// imported entry is published where Jekyll published it (`Focus.md` → `focus`, `loading_spinner.md`
/// → `loading-spinner` under `:name`).
///
/// Jekyll 4.3 (`lib/jekyll/utils.rb`): `default` replaces every run of characters that are not a
/// letter, a combining mark or a decimal digit with one hyphen; `pretty` also keeps `._~!$&'()+,;=@`;
/// both drop one leading and one trailing hyphen, and lower-case unless `cased`.
enum JekyllSlug {
    enum Mode { case `default`, pretty }

    static func make(_ text: String, mode: Mode = .default, cased: Bool = false) -> String {
        var slug = ""
        var inRun = false
        for scalar in text.unicodeScalars {
            if keeps(scalar, mode: mode) {
                if inRun { slug.append("-"); inRun = false }
                slug.unicodeScalars.append(scalar)
            } else {
                inRun = true
            }
        }
        if inRun { slug.append("-") }
        if slug.hasPrefix("-") { slug.removeFirst() }
        if slug.hasSuffix("-") { slug.removeLast() }
        return cased ? slug : slug.lowercased()
    }

    private static func keeps(_ scalar: Unicode.Scalar, mode: Mode) -> Bool {
        let properties = scalar.properties
        switch properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber:
            return true
        default:
            return mode == .pretty && prettyPunctuation.contains(scalar)
        }
    }

    private static let prettyPunctuation = Set("._~!$&'()+,;=@".unicodeScalars)
}
