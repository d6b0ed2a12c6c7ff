extension Array where Element == TipSection {
    /// The tips as indented text, a section and then its tips a line each with their positions, for
    /// tests and debugging: `Name 12:1` then `  iOS (UIKit) 14:1`.
    public func dump() -> String {
        flatMap { section in
            ["\(section.title) \(section.location)"] + section.tips.map { tip in
                "  \(tip.platform.displayName)" + (tip.framework.map { " (\($0))" } ?? "") + " \(tip.location)"
            }
        }.joined(separator: "\n")
    }
}
