import Foundation
import Testing
import PatternsDiagnostics

@Suite("JSON writer")
struct JSONWriterTests {
    /// Writes `{"a": [], "b": [["x"], []], "c": {"d": null, "e": 3}, "f": "q\"/é"}` in `style`.
    private func sample(_ style: JSONWriter.Style, scriptSafe: Bool = false) -> String {
        var writer = JSONWriter(style: style, scriptSafe: scriptSafe)
        writer.beginObject()
        writer.key("a")
        writer.strings([])
        writer.key("b")
        writer.beginArray()
        writer.strings(["x"])
        writer.strings([])
        writer.endArray()
        writer.key("c")
        writer.beginObject()
        writer.key("d")
        writer.null()
        writer.key("e")
        writer.number(3)
        writer.endObject()
        writer.key("f")
        writer.string("q\"/é")
        writer.endObject()
        return writer.take()
    }

    @Test("the indented layout is the one Foundation's JSONEncoder prints, empty containers included")
    func indentedMatchesJSONEncoder() throws {
        struct Inner: Encodable {
            let d: String?
            let e: Int
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(d, forKey: .d)
                try container.encode(e, forKey: .e)
            }
            enum CodingKeys: String, CodingKey { case d, e }
        }
        struct Sample: Encodable { let a: [String]; let b: [[String]]; let c: Inner; let f: String }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let expected = String(decoding: try encoder.encode(Sample(a: [], b: [["x"], []], c: Inner(d: nil, e: 3), f: "q\"/é")), as: UTF8.self)
        #expect(sample(.indented) == expected)
    }

    @Test("compact and spaced layouts")
    func oneLineLayouts() {
        #expect(sample(.compact) == #"{"a":[],"b":[["x"],[]],"c":{"d":null,"e":3},"f":"q\"/é"}"#)
        #expect(sample(.spaced) == #"{"a": [], "b": [["x"], []], "c": {"d": null, "e": 3}, "f": "q\"/é"}"#)
    }

    @Test("the readable layout indents with ': ' after keys, and keeps a container begun on one line on one line")
    func readableLayout() {
        #expect(sample(.readable) == """
            {
              "a": [

              ],
              "b": [
                [
                  "x"
                ],
                [

                ]
              ],
              "c": {
                "d": null,
                "e": 3
              },
              "f": "q\\"/é"
            }
            """)
        var writer = JSONWriter(style: .readable)
        writer.beginArray()
        writer.beginObject(onOneLine: true)
        writer.key("a")
        writer.strings(["x", "y"])
        writer.key("b")
        writer.beginObject(onOneLine: false)
        writer.key("c")
        writer.number(1)
        writer.endObject()
        writer.endObject()
        writer.beginArray(onOneLine: true)
        writer.endArray()
        writer.endArray()
        #expect(writer.take() == "[\n  {\"a\": [\"x\", \"y\"], \"b\": {\"c\": 1}},\n  []\n]", "what a one-line container holds stays on its line")
    }

    @Test("script-safe text cannot close a script element")
    func scriptSafe() {
        var writer = JSONWriter(style: .compact, scriptSafe: true)
        writer.strings(["</script><b>&"])
        #expect(writer.take() == #"["\u003c/script\u003e\u003cb\u003e\u0026"]"#)
    }

    @Test("take hands out what was written since the last take, so a document can be streamed")
    func streaming() {
        var writer = JSONWriter(style: .compact)
        writer.beginArray()
        writer.string("a")
        let first = writer.take()
        writer.string("b")
        writer.endArray()
        #expect(first + writer.take() == #"["a","b"]"#)
        #expect(first == #"["a""#)
    }

    @Test("lines written as one string are the joined string, escapes and script safety included")
    func joiningLines() {
        let cases: [[String]] = [[], [""], ["", ""], ["one"], ["a \"quote\"", "back\\slash", "tab\there"],
                                 ["</script>", "a & b", "line\u{2028}sep", "para\u{2029}", "\u{1}", "é ✓"], ["\n", "x\r\ny"]]
        for lines in cases {
            for scriptSafe in [false, true] {
                var joined = JSONWriter(style: .compact, scriptSafe: scriptSafe)
                joined.string(lines.joined(separator: "\n"))
                var lineByLine = JSONWriter(style: .compact, scriptSafe: scriptSafe)
                lineByLine.string(joiningLines: lines)
                #expect(lineByLine.take() == joined.take(), "\(lines)")
            }
        }
    }
}
