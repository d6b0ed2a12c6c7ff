import PatternsCore

/// The entry page's WCAG view: the entry's criteria under their principles, each with the success
/// criteria it cites as badges, and every cited criterion's Understanding document below.
extension EntryPage {
    struct WCAGGroupView: Sendable {
        let name: String
        let criteria: [WCAGCriterionView]
        /// Criteria cited in the plain-list form that fall under this principle.
        let badges: [WCAGBadge]
    }

    struct WCAGCriterionView: Sendable {
        let text: String
        let badges: [WCAGBadge]
    }

    /// Groups in principle order: the written groups, with plain-list citations joining their principle's group.
    static func wcagGroups(_ mapping: WCAGMapping, from path: OutputPath) -> [WCAGGroupView] {
        func badges(_ ids: [String]) -> [WCAGBadge] {
            ids.compactMap(WCAGIndex.criterion(id:)).map { WCAGBadge($0, from: path) }
        }
        let listed = mapping.listed.compactMap(WCAGIndex.criterion(id:))
        return WCAGPrinciple.allCases.compactMap { principle in
            let criteria = mapping.groups.filter { $0.principle == principle }.flatMap(\.criteria)
            let own = listed.filter { $0.principle == principle }.map(\.id)
            guard !criteria.isEmpty || !own.isEmpty else { return nil }
            return WCAGGroupView(name: principle.name,
                                 criteria: criteria.map { WCAGCriterionView(text: $0.text, badges: badges($0.successCriteria)) },
                                 badges: badges(own))
        }
    }

    /// Every success criterion the entry cites, in the recommendation's order, for the links below the groups.
    static func wcagReferences(_ mapping: WCAGMapping, from path: OutputPath) -> [WCAGBadge] {
        let cited = Set(mapping.citedIDs)
        return WCAGIndex.all.filter { cited.contains($0.id) }.map { WCAGBadge($0, from: path) }
    }
}

extension EntryPage.WCAGGroupView: TemplateContext {
    static let fields: TemplateFields<Self> = [
        .text("name", \.name),
        .list("criteria", \.criteria),
        .list("badges", \.badges),
    ]
}

extension EntryPage.WCAGCriterionView: TemplateContext {
    static let fields: TemplateFields<Self> = [
        .text("text", \.text),
        .list("badges", \.badges),
    ]
}
