import Testing

/// Templates put together at random from the pieces whitespace rules care about (tags of every
/// kind, spaces, tabs, line breaks, text), rendered with both engines: wherever swift-mustache
/// parses one, the compiled engine must compile it and print the same text.
@Suite("Random templates")
struct RandomTemplateParityTests {
    /// Text, whitespace and tags without a body.
    static let leaves = [
        "{{name}}", "{{title}}", "{{{html}}}", "{{& html}}", "{{count}}", "{{note}}", "{{detail.name}}", "{{isOn}}",
        "{{! comment }}", "{{> part}}", "{{> missing}}", "{{% CONTENT_TYPE: HTML}}",
        " ", "  ", "\t", "\n", "\n", "\n", "\r\n", "x", "<p>", "&",
    ]

    /// Sections (`#` or `^`, name) and whether `{{.}}` prints inside them (text, or the empty list swift-mustache pushes).
    static let sections: [(sigil: String, name: String, printsDot: Bool)] = [
        ("#", "nodes", false), ("^", "none", true), ("#", "isOn", false), ("^", "isOff", false), ("#", "detail", false),
        ("#", "note", true), ("#", "words", true), ("^", "missing", false), ("#", "missing", false),
    ]

    /// A small linear congruential generator, so every run tries the same templates.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    /// A run of leaves and sections, sections nested at most three deep.
    static func template(_ generator: inout Generator, depth: Int, printsDot: Bool) -> String {
        var text = ""
        for _ in 0..<(2 + generator.next(10)) {
            if depth < 3, generator.next(4) == 0 {
                let section = sections[generator.next(sections.count)]
                text += "{{\(section.sigil)\(section.name)}}" + template(&generator, depth: depth + 1, printsDot: section.printsDot)
                    + "{{/\(section.name)}}"
            } else if printsDot, generator.next(6) == 0 {
                text += "{{.}}"
            } else {
                text += leaves[generator.next(leaves.count)]
            }
        }
        return text
    }

    @Test("2,000 random templates render the same with both engines")
    func randomTemplates() throws {
        var generator = Generator(state: 26)
        var compared = 0
        for _ in 0..<2000 {
            let page = Self.template(&generator, depth: 0, printsDot: false)
            let part = Self.template(&generator, depth: 2, printsDot: false).replacingOccurrences(of: "{{> part}}", with: "")
            guard let (compiled, reference) = try? BothEngines.render(["page": page, "part": part]), let reference else { continue }
            compared += 1
            #expect(compiled == reference, "page: \(page.debugDescription) part: \(part.debugDescription)")
        }
        #expect(compared > 1900)
    }
}
