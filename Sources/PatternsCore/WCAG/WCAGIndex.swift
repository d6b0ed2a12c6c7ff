/// The bundled index of WCAG 2.2's success criteria: what `wcag:` citations are checked against,
/// and what the WCAG pages list.
///
/// Kept as tab-separated data in `WCAGIndex+Data.swift` (one criterion a line, easy to compare with
/// the recommendation) rather than a resource file, so the single `patterns` binary needs no bundle beside it.
public enum WCAGIndex {
    /// Every criterion, in the recommendation's order, 4.1.1 (obsolete) included.
    public static let all: [SuccessCriterion] = table.split(separator: "\n").map { line in
        let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map { $0.trimmingWhitespace() }
        let id = columns[0]
        let numbers = id.split(separator: ".")
        let guidelineNumber = "\(numbers[0]).\(numbers[1])"
        return SuccessCriterion(
            id: id, name: columns[1], level: SuccessCriterion.Level(rawValue: columns[2])!,
            principle: WCAGPrinciple(rawValue: Int(numbers[0])!)!,
            guideline: "\(guidelineNumber) \(guidelines[guidelineNumber]!)", version: columns[3],
            isObsolete: columns.count > 5 && columns[5] == "obsolete",
            slug: columns[4])
    }

    /// The criteria WCAG 2.2 still holds (86: all but 4.1.1).
    public static var current: [SuccessCriterion] { all.filter { !$0.isObsolete } }

    private static let byID = Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0) })

    public static func criterion(id: String) -> SuccessCriterion? { byID[id] }

    /// The nearest real criterion to a mistyped id: the closest number in the same guideline
    /// (`2.4.14` → `2.4.13`); nil when the guideline does not exist either, as spelling-near ids
    /// of other guidelines (`9.9.9` → `1.2.9`) would mislead.
    public static func suggestion(for id: String) -> String? {
        let parts = id.split(separator: ".")
        if parts.count == 3, let number = Int(parts[2]) {
            let guideline = "\(parts[0]).\(parts[1])."
            let siblings = all.filter { $0.id.hasPrefix(guideline) && !$0.isObsolete }
            return siblings.min(by: { abs(Int($0.id.dropFirst(guideline.count))! - number)
                                      < abs(Int($1.id.dropFirst(guideline.count))! - number) })?.id
        }
        return nil
    }
}
