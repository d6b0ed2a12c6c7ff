import Foundation
import PatternsCore
import Testing
@testable import PatternsHistory

/// `CatalogDiff` on two site folders: entries matched by id, then moved entries by title or criteria.
@Suite struct CatalogDiffTests {
    private static func entry(_ title: String, tab: String) -> String {
        """
        ---
        title: \(title)
        categories: controls
        keyboard:
          tab: \(tab)
        mobile:
          swipe right: Focus moves to it
        screenreader:
          name: Its label
          role: Button
          group: n/a
          state: n/a
        ---

        Notes.
        """
    }

    private func site(_ root: URL, _ files: [String: String]) throws -> SiteSnapshot {
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data("title: T\ncategories: [controls]\n".utf8).write(to: root.appendingPathComponent("patterns.yml"))
        for (path, text) in files {
            let file = root.appendingPathComponent("content/patterns/controls/\(path)")
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        return SiteSnapshot.folder(root.path, label: root.lastPathComponent)
    }

    @Test("a moved entry is a rename when its title or its criteria stay; anything else is an add and a remove")
    func renames() throws {
        let temp = FileManager.default.temporaryDirectory.appendingPathComponent("patterns-diff-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: temp) }
        let old = try site(temp.appendingPathComponent("old"), [
            "switch.md": Self.entry("Switch", tab: "Focus moves to the switch"),
            "push.md": Self.entry("Push Button", tab: "Focus moves to the button"),
            "chip.md": Self.entry("Chip", tab: "Focus moves to the chip"),
            "same.md": Self.entry("Same", tab: "Unchanged"),
        ])
        let new = try site(temp.appendingPathComponent("new"), [
            "toggle.md": Self.entry("Toggle", tab: "Focus moves to the switch"),
            "button.md": Self.entry("Push Button", tab: "Focus moves to the button and shows a ring"),
            "link.md": Self.entry("Link", tab: "Focus moves to the link"),
            "same.md": Self.entry("Same", tab: "Unchanged"),
        ])
        let changes = try CatalogDiff.compare(old, new)
        let summary = changes.entries.map { "\($0.kind.rawValue) \($0.old?.id.description ?? "-") \($0.new?.id.description ?? "-") \($0.criteria.count)" }
        #expect(summary == [
            "renamed patterns/push patterns/button 1",
            "removed patterns/chip - 0",
            "added - patterns/link 0",
            "renamed patterns/switch patterns/toggle 0",
        ])
        #expect(changes.unreadable.isEmpty)
    }
}
