/// `conflicting_constraints`: required constraints of a view type, in force together once it is set
/// up, that no size of its container satisfies (docs/layout-verification.md). UIKit breaks one of them at run time.
public struct ConflictingConstraintsRule: Rule {
    public static let description = RuleDescription(
        id: "conflicting_constraints",
        name: "Conflicting constraints",
        summary: "Required constraints in force together that no layout satisfies (two widths, an edge pinned twice): "
            + "UIKit breaks one at run time.",
        defaultSeverity: .error,
        isFixable: false,
        needles: Needle.constraints)

    public init(options: [String: RuleOptionValue]) {}

    public func violations(in model: FileModel) -> [Violation] {
        zip(model.viewTypes, model.typeLayouts).filter { !$1.entries.isEmpty }.flatMap { type, layout in
            let scrollViews = layout.scrollViewsHoldingSubviews(of: type, index: model.index)
            return ConflictSearch(layout: layout, source: model.source, scrollViews: scrollViews).violations()
                + FixedContainerSearch(layout: layout, model: model, scrollViews: scrollViews).violations()
        }
    }
}
