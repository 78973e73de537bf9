/// `mixed_horizontal_anchors`: one constraint relating left/right to leading/trailing, which UIKit rejects at run time.
public struct MixedHorizontalAnchorsRule: Rule {
    public static let description = RuleDescription(
        id: "mixed_horizontal_anchors",
        name: "Mixed horizontal anchors",
        summary:
            "A constraint relating a left/right anchor or attribute to a leading/trailing one: UIKit throws at run time.",
        defaultSeverity: .error,
        isFixable: true,
        needles: [
            .substring("leftAnchor"), .substring("rightAnchor"), .substring("NSLayoutConstraint"), .substring("snp"),
        ])

    public init(options: [String: RuleOptionValue]) {}

    public func violations(in model: FileModel) -> [Violation] {
        model.constraints.compactMap { constraint in
            let firstKinds = Set(constraint.firstSide.compactMap(\.attribute.horizontalKind))
            let secondKinds = Set(constraint.secondSide.compactMap(\.attribute.horizontalKind))
            let isMixed =
                (firstKinds.contains(.absolute) && secondKinds.contains(.directional))
                || (firstKinds.contains(.directional) && secondKinds.contains(.absolute))
            guard isMixed,
                let absolute = constraint.absoluteReferences.first,
                let directional = (constraint.firstSide + constraint.secondSide)
                    .first(where: { $0.attribute.horizontalKind == .directional })
            else { return nil }
            return Violation(
                range: constraint.range,
                message:
                    "`\(constraint.item)`: constraint relates `\(absolute.attribute)` to `\(directional.attribute)`, "
                    + "which UIKit rejects at run time; use `\(absolute.attribute.directionalReplacement ?? "leading")`",
                fix: constraint.directionalEdits(in: model.source))
        }
    }
}
