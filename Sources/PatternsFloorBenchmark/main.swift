// The speed floor: what libyaml and cmark-gfm alone need for a corpus, using all cores.
//
//     patterns-floor CORPUS_DIR
//
// Reads every content/**/*.md file, splits its front matter with a byte scan, runs libyaml's event
// parser over the front matter and cmark-gfm (GFM extensions, HTML rendering) over the body, in
// parallel with the same finish lock the real pipeline needs. Nothing else: no models, no checks,
// no templates, no writing. `scripts/bench` compares `patterns build` with this time.
import Dispatch
import Foundation
import PatternsMarkdown
import PatternsYAML

guard CommandLine.arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: patterns-floor CORPUS_DIR\n".utf8))
    exit(2)
}
let content = URL(fileURLWithPath: CommandLine.arguments[1]).appendingPathComponent("content").path
let paths = (FileManager.default.enumerator(atPath: content)?.allObjects as? [String] ?? [])
    .filter { $0.hasSuffix(".md") }.map { content + "/" + $0 }

/// Front matter and body of a file, found by scanning for the closing `---` line.
@Sendable func split(_ text: String) -> (yaml: Substring, body: Substring) {
    guard text.hasPrefix("---\n"), let close = text.range(of: "\n---\n", range: text.index(text.startIndex, offsetBy: 3)..<text.endIndex) else {
        return ("", Substring(text))
    }
    return (text[text.index(text.startIndex, offsetBy: 4)..<close.lowerBound], text[close.upperBound...])
}

let started = DispatchTime.now()
let bytes = UnsafeMutableBufferPointer<Int>.allocate(capacity: paths.count)
bytes.initialize(repeating: 0)
nonisolated(unsafe) let output = bytes
paths.withUnsafeBufferPointer { list in
    nonisolated(unsafe) let list = list
    DispatchQueue.concurrentPerform(iterations: list.count) { index in
        guard let data = FileManager.default.contents(atPath: list[index]) else { return }
        let text = String(decoding: data, as: UTF8.self)
        let (yaml, body) = split(text)
        _ = YAMLParser.countEvents(String(yaml))
        output[index] = MarkdownDocument.renderHTML(String(body)).utf8.count
    }
}
let seconds = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
print(String(format: "floor: %d files in %.3f s (%d bytes of HTML)", paths.count, seconds, bytes.reduce(0, +)))
bytes.deallocate()
