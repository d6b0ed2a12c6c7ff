/// `{% highlight html %}<b>x</b>{% endhighlight %}` written on one line, as Jekyll allows: put on
/// lines of their own (opening tag, code, closing tag with whatever follows it), so the highlight
/// converts like any other. Lines inside fences the author wrote are left alone.
enum HighlightLines {
    static func splitting(_ body: String) -> String {
        guard body.contains("endhighlight") else { return body }
        var fence: Substring?
        var lines: [Substring] = []
        for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            let marker = trimmed.prefix { $0 == "`" || $0 == "~" }
            if let open = fence {
                if marker.count >= open.count, marker.first == open.first { fence = nil }
                lines.append(line)
                continue
            }
            if marker.count >= 3 {
                fence = marker
                lines.append(line)
                continue
            }
            lines += split(line)
        }
        return lines.joined(separator: "\n")
    }

    /// The line as its opening tag, code and closing tag when it holds a whole highlight; else the line.
    private static func split(_ line: Substring) -> [Substring] {
        let indent = line.prefix { $0 == " " || $0 == "\t" }
        let rest = line.dropFirst(indent.count)
        guard let open = LiquidTag(at: rest), open.form == .tag, open.name == "highlight" else { return [line] }
        let afterOpen = rest.dropFirst(open.length)
        guard let close = afterOpen.range(of: "{%", options: .backwards).map({ afterOpen[$0.lowerBound...] }),
              let tag = LiquidTag(at: close), tag.name == "endhighlight" else { return [line] }
        // The closing tag may be followed by an attribute list: find the last `{%` that starts `endhighlight`.
        let code = afterOpen[..<close.startIndex]
        guard !code.trimmingWhitespace().isEmpty else { return [line] }
        return [indent + rest.prefix(open.length), indent + code.trimmingWhitespace()[...], indent + close]
    }
}
