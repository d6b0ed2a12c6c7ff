import Foundation
import MCP
import Testing

/// `search_patterns` on the bundled site ranks entries as the site's search does: its first results
/// are the entries of the golden file the browser suite checks the site's search against
/// (`Tests/Browser/golden/search-first-five.txt`), in the same order. The site's search also lists
/// guides and success-criterion pages, which this tool leaves out.
@Suite struct SearchAgreementTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let catalog = FixtureCatalog.load(repository.path)

    /// Each query of the golden file with the titles of the entries among its first five results.
    static let golden: [(query: String, titles: [String])] = {
        let text = try! String(contentsOf: repository.appendingPathComponent("Tests/Browser/golden/search-first-five.txt"), encoding: .utf8)
        return text.components(separatedBy: "\n\n").filter { !$0.isEmpty }.map { block in
            let lines = block.split(separator: "\n").map(String.init)
            let query = String(lines[0].prefix { $0 != ":" })
            let titles = lines.dropFirst().filter { $0.hasSuffix(")") && $0.contains(" (Pattern") }.map { line in
                String(line.drop { $0 != " " }.dropFirst().prefix(upTo: line.drop { $0 != " " }.dropFirst().range(of: " (Pattern")!.lowerBound))
            }
            return (query, titles)
        }
    }()

    @Test func theGoldenFileHasTheFourQueries() {
        #expect(Self.golden.map(\.query) == ["label", "accessibilityLabel", "2.4.7", "focus visible"])
    }

    @Test("the tool's best entries are the site search's", arguments: 0..<4)
    func theToolRanksAsTheSiteDoes(index: Int) throws {
        let (query, titles) = Self.golden[index]
        let result = try Self.catalog.call("search_patterns", arguments: ["query": .string(query), "limit": .int(titles.count)])
        let text = try #require(result.content.compactMap { content -> String? in
            if case .text(let text, _, _) = content { return text }
            return nil
        }.first)
        let found = text.split(separator: "\n").dropFirst().map { line in
            String(line.drop { $0 != " " }.dropFirst().prefix { $0 != "(" }.dropLast())
        }
        #expect(found == titles, "\(text)")
    }
}
