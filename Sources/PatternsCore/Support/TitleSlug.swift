import Foundation

/// The slug (file name without `.md`) a new entry or guide gets from its title:
/// `Date Picker` → `date-picker`, `Sélecteur d'heure` → `selecteur-dheure`.
public enum TitleSlug {
    /// Lower-case letters and digits, accents removed, every other run of characters a single
    /// hyphen; nil when the title has no letter or digit.
    public static func make(from title: String) -> String? {
        let folded = title.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: Locale(identifier: "en_US_POSIX"))
        var slug = ""
        for character in folded where character != "'" && character != "’" {
            if character.isLetter || character.isNumber {
                slug.append(character)
            } else if !slug.isEmpty, slug.last != "-" {
                slug.append("-")
            }
        }
        while slug.last == "-" { slug.removeLast() }
        return slug.isEmpty ? nil : slug
    }
}
