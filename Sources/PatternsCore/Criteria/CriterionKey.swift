/// The key paths of a list of criteria inside an entry (`keyboard.tab`, `mobile.swipe-right`): the
/// list's front-matter field, then the criterion's key or gesture made into a slug.
///
/// Two criteria of one list with the same slug (`Tab` and `tab`) are told apart by their order among
/// the same slug only (`keyboard.tab`, `keyboard.tab-2`), so other criteria never renumber them.
public enum CriterionKey {
    /// One key per input, in order.
    ///
    /// A list usually holds a handful of criteria, whose earlier slugs are counted by a scan (every
    /// page that shows criteria asks for their keys, and hashing each slug cost more); a long list
    /// counts them in a dictionary, so the work stays linear.
    public static func keys(prefix: String, inputs: [String]) -> [String] {
        var slugs: [[UInt8]] = []
        var counts: [[UInt8]: Int] = [:]
        let scans = inputs.count <= 16
        if scans { slugs.reserveCapacity(inputs.count) }
        // Each key is put together as bytes and made a string once (each page asks for the keys of
        // every list it shows: 28 lists an entry in a whole-site build).
        let head = Array(prefix.utf8) + [UInt8(ascii: ".")]
        return inputs.map { input in
            let slug = slugBytes(input)
            let count: Int
            if scans {
                count = slugs.reduce(1) { $1 == slug ? $0 + 1 : $0 }
                slugs.append(slug)
            } else {
                count = (counts[slug] ?? 0) + 1
                counts[slug] = count
            }
            var key = head
            key.reserveCapacity(head.count + slug.count + 4)
            key += slug
            if count > 1 {
                key.append(UInt8(ascii: "-"))
                key += String(count).utf8
            }
            return String(decoding: key, as: UTF8.self)
        }
    }

    /// Lower-case ASCII letters and digits, every other run a single hyphen; text with other letters
    /// goes through `TitleSlug`, which folds accents; `criterion` when nothing is left.
    static func slug(_ text: String) -> String {
        String(decoding: slugBytes(text), as: UTF8.self)
    }

    /// `slug(_:)` as UTF-8 bytes.
    private static func slugBytes(_ text: String) -> [UInt8] {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return Array((TitleSlug.make(from: text) ?? "criterion").utf8) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                bytes.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                bytes.append(byte + 32)
            case UInt8(ascii: "'"):
                continue
            default:
                if let last = bytes.last, last != UInt8(ascii: "-") { bytes.append(UInt8(ascii: "-")) }
            }
        }
        while bytes.last == UInt8(ascii: "-") { bytes.removeLast() }
        return bytes.isEmpty ? Array("criterion".utf8) : bytes
    }
}

extension TestingMode {
    /// The entry's criteria for this mode with their key paths, in source order (`n/a` ones included,
    /// so marking one not applicable leaves the others' keys as they were).
    public func keyedCriteria(of entry: EntrySummary) -> [(key: String, criterion: Criterion)] {
        let criteria = criteria(of: entry)
        let keys = CriterionKey.keys(prefix: id, inputs: criteria.map(\.input))
        // Built in place: an `Array(zip(…))` of unlabelled pairs was force-cast to the labelled ones.
        var keyed: [(key: String, criterion: Criterion)] = []
        keyed.reserveCapacity(criteria.count)
        for index in criteria.indices { keyed.append((keys[index], criteria[index])) }
        return keyed
    }

    /// `keyedCriteria(of:)` without the criteria whose expected result is `n/a`.
    public func applicableKeyedCriteria(of entry: EntrySummary) -> [(key: String, criterion: Criterion)] {
        keyedCriteria(of: entry).filter { !$0.criterion.isNotApplicable }
    }
}

extension FrontMatterField {
    /// Hand-written Gherkin steps (`gherkin-keyboard`, `gherkin-mobile`) with their key paths: the
    /// field's name and the step's text (`gherkin-keyboard.i-press-tab`).
    public func keyedSteps(_ steps: [GherkinStep]) -> [(key: String, step: GherkinStep)] {
        Array(zip(CriterionKey.keys(prefix: name, inputs: steps.map(\.text)), steps))
    }
}
