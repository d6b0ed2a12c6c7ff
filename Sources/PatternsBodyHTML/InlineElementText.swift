/// Text made safe to carry inside a `<style>` or `<script>` element, whose contents end at the
/// first `</style` or `</script` whatever surrounds it.
///
/// Each such sequence gets a backslash after its `<` (`<\/script`): the same text inside a CSS or
/// JavaScript string, comment or regular expression, where alone it can appear. A script that
/// opens `<!--` and later writes `<script` would make the HTML parser skip the element's end,
/// so there the `<!--` becomes `<\!--` too.
enum InlineElementText {
    static func style(_ text: String) -> String {
        escaped(text, before: "</style")
    }

    static func script(_ text: String) -> String {
        var result = escaped(text, before: "</script")
        if let comment = result.range(of: "<!--"), result.range(of: "<script", options: .caseInsensitive, range: comment.upperBound..<result.endIndex) != nil {
            result = escaped(result, before: "<!--")
        }
        return result
    }

    /// `text` with a backslash after the `<` of each case-insensitive match of `sequence`, its case kept.
    private static func escaped(_ text: String, before sequence: String) -> String {
        guard text.range(of: sequence, options: .caseInsensitive) != nil else { return text }
        var result = ""
        var rest = text[...]
        while let match = rest.range(of: sequence, options: .caseInsensitive) {
            result += rest[..<match.lowerBound]
            result += "<\\"
            result += rest[rest.index(after: match.lowerBound)..<match.upperBound]
            rest = rest[match.upperBound...]
        }
        return result + rest
    }
}
