@testable import PatternsBodyHTML
import Testing
import PatternsRendering

/// Each highlighted language's tokens, as `class:text` (`TokenClass`: k keyword, t type, s string,
/// c comment, n number, a annotation or directive, g tag, m attribute name or property, v attribute value).
@Suite("Syntax highlighting: languages")
struct CodeLanguageTests {
    private func tokens(_ code: String, _ language: String) -> [String] { HighlightedTokens.of(code, language) }

    @Test func swift() {
        #expect(tokens("@State private var count = 0", "swift") == ["a:@State", "k:private", "k:var", "n:0"])
        #expect(tokens("struct Dial: View { let label: String }", "swift")
                == ["k:struct", "t:Dial", "t:View", "k:let", "t:String"])
        #expect(tokens("button.accessibilityLabel = \"Play \\(track[\"name\"]) now\" // why", "swift")
                == ["s:\"Play \\(track[\"name\"]) now\"", "c:// why"])
        #expect(tokens("let a = \"\"\"\n  two \"lines\"\n  \"\"\"", "swift") == ["k:let", "s:\"\"\"\n  two \"lines\"\n  \"\"\""])
        #expect(tokens("let raw = #\"a \"quoted\" \\d\"#", "swift") == ["k:let", "s:#\"a \"quoted\" \\d\"#"])
        #expect(tokens("/* outer /* inner */ still */ x", "swift") == ["c:/* outer /* inner */ still */"])
        #expect(tokens("if #available(iOS 17, *) { }", "swift") == ["k:if", "a:#available", "n:17"])
        #expect(tokens("for i in 0..<1_000 where i > 0x1F { 1.5e-3 }", "swift")
                == ["k:for", "k:in", "n:0", "n:1_000", "k:where", "n:0x1F", "n:1.5e-3"])
        #expect(tokens("let café = naïve", "swift") == ["k:let"], "non-ASCII names are names")
        #expect(tokens("let MAX_SIZE = Size(x)", "swift") == ["k:let", "t:Size"], "a name in capitals is not a type")
    }

    @Test func objectiveC() {
        #expect(tokens("#import <UIKit/UIKit.h>\n@interface Dial : UIControl", "objc")
                == ["a:#import <UIKit/UIKit.h>", "k:@interface", "t:Dial", "t:UIControl"])
        #expect(tokens("@property (nonatomic, copy) NSString *title;", "objective-c")
                == ["k:@property", "k:nonatomic", "k:copy", "t:NSString"])
        #expect(tokens("self.button.accessibilityLabel = @\"Play\"; BOOL on = YES;", "m")
                == ["k:self", "s:@\"Play\"", "t:BOOL", "k:YES"])
        #expect(tokens("x = a # b", "objectivec") == [], "# mid-line is not a directive")
    }

    @Test func kotlin() {
        #expect(tokens("@Composable\nfun Greeting(name: String) {", "kotlin")
                == ["a:@Composable", "k:fun", "t:Greeting", "t:String"])
        #expect(tokens("val text = \"Hi ${user.name(\"x\")}!\" // greet", "kt")
                == ["k:val", "s:\"Hi ${user.name(\"x\")}!\"", "c:// greet"])
        #expect(tokens("val raw = \"\"\"C:\\path\"\"\"; val c = 'x'; 10L", "kotlin")
                == ["k:val", "s:\"\"\"C:\\path\"\"\"", "k:val", "s:'x'", "n:10L"])
        #expect(tokens("Modifier.semantics { contentDescription = value }", "kotlin") == ["t:Modifier"],
                "soft keywords such as value stay names")
    }

    @Test func java() {
        #expect(tokens("@Override\npublic void onClick(View v) { int n = 1; }", "java")
                == ["a:@Override", "k:public", "k:void", "t:View", "k:int", "n:1"])
        #expect(tokens("String s = \"a\\\"b\"; char c = '\\n'; /* done */", "java")
                == ["t:String", "s:\"a\\\"b\"", "k:char", "s:'\\n'", "c:/* done */"])
    }

    @Test func javaScript() {
        #expect(tokens("const button = document.querySelector('button'); // find", "js")
                == ["k:const", "s:'button'", "c:// find"])
        #expect(tokens("el.textContent = `Hello ${names.map((n) => `<b>${n}</b>`)}`;", "javascript")
                == ["s:`Hello ${names.map((n) => `<b>${n}</b>`)}`"])
        #expect(tokens("async function f($x) { return await new Promise(1e3) }", "js")
                == ["k:async", "k:function", "k:return", "k:await", "k:new", "t:Promise", "n:1e3"])
    }

    @Test func jsonGherkinAndShell() {
        #expect(tokens("{\"on\": true, \"size\": -1.5, \"x\": null}", "json")
                == ["s:\"on\"", "k:true", "s:\"size\"", "n:1.5", "s:\"x\"", "k:null"])
        let feature = "@ios\nFeature: Button\n  # a comment\n  Scenario: Press\n    Given the screen # not a comment\n    Then it says \"Done\""
        #expect(tokens(feature, "gherkin") == ["a:@ios", "k:Feature", "c:# a comment", "k:Scenario", "k:Given",
                                               "k:Then", "s:\"Done\""])
        #expect(tokens("if [ -f a#b ]; then swift build # debug\nfi", "sh")
                == ["k:if", "k:then", "c:# debug", "k:fi"])
        #expect(tokens("echo \"$HOME ${x}\" 'it'", "shell") == ["s:\"$HOME ${x}\"", "s:'it'"])
    }

    @Test func html() {
        #expect(tokens("<button type=\"button\" aria-pressed=false disabled>Save</button>", "html")
                == ["g:button", "m:type", "v:\"button\"", "m:aria-pressed", "v:false", "m:disabled", "g:button"])
        #expect(tokens("<!DOCTYPE html>\n<!-- a <b> comment -->\n<br/>", "html")
                == ["a:<!DOCTYPE html>", "c:<!-- a <b> comment -->", "g:br"])
        #expect(tokens("<script>const a = \"</b>\";</script><p>x</p>", "html")
                == ["g:script", "k:const", "s:\"</b>\"", "g:script", "g:p", "g:p"])
        #expect(tokens("<STYLE>p { color: red }</Style>", "html") == ["g:STYLE", "g:p", "m:color", "g:Style"])
        #expect(tokens("a < b && c > d", "html") == [], "text is text")
    }

    @Test func xml() {
        let layout = "<?xml version=\"1.0\"?>\n<Button\n    android:id=\"@+id/save\"\n    android:text='Save' />\n<![CDATA[<x>]]>"
        #expect(tokens(layout, "xml") == ["a:<?xml version=\"1.0\"?>", "g:Button", "m:android:id", "v:\"@+id/save\"",
                                         "m:android:text", "v:'Save'", "s:<![CDATA[<x>]]>"])
        #expect(tokens("<script>let a</script>", "xml") == ["g:script", "g:script"], "only HTML embeds scripts")
    }

    @Test func css() {
        #expect(tokens(".tab:focus-visible, button[aria-pressed=\"true\"] > p#main {", "css")
                == ["t:.tab", "a::focus-visible", "g:button", "m:aria-pressed", "s:\"true\"", "g:p", "t:#main"])
        #expect(tokens("a { outline: 3px solid #3a35c8 !important; margin: -1px 0 .5em; }", "css")
                == ["g:a", "m:outline", "n:3px", "n:#3a35c8", "k:!important", "m:margin", "n:-1px", "n:0", "n:.5em"])
        #expect(tokens("@media (min-width: 40rem) {\n  :root { --bg: #fff; /* c */ }\n  p::before { content: \"{;}\"; }\n}", "css")
                == ["a:@media", "n:40rem", "a::root", "m:--bg", "n:#fff", "c:/* c */", "g:p", "a:::before", "m:content",
                    "s:\"{;}\""])
        #expect(tokens("a { width: calc(100% - var(--gutter)) }", "css") == ["g:a", "m:width", "n:100%"])
    }

    @Test func namesMatchInAnyCaseAndUnknownLanguagesStayPlain() {
        #expect(tokens("let a", "Swift") == ["k:let"])
        #expect(tokens("let a", "rust") == ["plain"])
        #expect(SyntaxHighlighter.codeBlock("fn main() {}", language: "rust") == nil)
        #expect(SyntaxHighlighter.codeBlock("let a = 1\n", language: "swift")
                == "<pre><code class=\"language-swift\"><span class=\"k\">let</span> a = <span class=\"n\">1</span>\n</code></pre>\n")
    }
}
