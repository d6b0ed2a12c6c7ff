/// What a collection's entries must state (`required:` in patterns.yml): whole criteria maps
/// (`keyboard`, `mobile`, `screenreader`, `settings`) and `screenreader` keys.
///
/// Catalogs differ: a desktop collection has no `mobile` block, another states no `group`. The
/// catalog says so, in one list: `required: [keyboard, screenreader.name, screenreader.role]`;
/// `required: []` requires nothing. Without `required:` a collection keeps the bundled catalog's
/// policy, `EntryRequirements.standard`.
public struct EntryRequirements: Hashable, Sendable {
    /// The criteria maps an entry must have, in `TestingMode` order.
    public var modes: [TestingMode]
    /// The `screenreader` keys an entry must state, in the order written.
    public var screenReaderKeys: [String]

    public init(modes: [TestingMode] = [], screenReaderKeys: [String] = []) {
        // A required screen-reader key needs the map it stands in.
        let needed = screenReaderKeys.isEmpty ? modes : modes + [.screenReader]
        self.modes = TestingMode.allCases.filter(needed.contains)
        self.screenReaderKeys = screenReaderKeys
    }

    /// Keyboard, mobile, and a screen-reader map stating name, role, group and state: what the
    /// bundled catalog requires, and any collection without `required:`.
    public static let standard = EntryRequirements(modes: [.keyboard, .mobile], screenReaderKeys: ScreenReaderOutput.standardKeys)

    /// Nothing: `required: []`.
    public static let none = EntryRequirements()

    /// Whether an entry must have the mode's map.
    public func requires(_ mode: TestingMode) -> Bool { modes.contains(mode) }

    /// The list `required:` writes for these requirements (`[keyboard, mobile, screenreader.name]`):
    /// a map that only holds required keys is implied by them.
    public var words: [String] {
        modes.filter { $0 != .screenReader || screenReaderKeys.isEmpty }.map(\.id)
            + screenReaderKeys.map { "\(TestingMode.screenReader.id).\($0)" }
    }
}
