/// `magic_number_in_constraint`: constraint constants and multipliers have names.
public struct MagicNumberInConstraintRule: Rule {
    public static let description = RuleDescription(
        id: "magic_number_in_constraint",
        name: "Magic number in constraint",
        summary:
            "A numeric literal other than 0 as a constraint's constant, equalToConstant or multiplier (1 is fine as a multiplier).",
        isOptIn: true,
        isFixable: false,
        needles: Needle.constraints)

    public init(options: [String: RuleOptionValue]) {}

    public func violations(in model: FileModel) -> [Violation] {
        model.constraints.flatMap { constraint in
            constraint.constants.compactMap { constant -> Violation? in
                guard case .literal(let value) = constant.form, value != 0,
                    !(constant.role == .multiplier && (value == 1 || Self.countsSystemSpacing(constraint, in: model)))
                else { return nil }
                let written = model.source.text(in: constant.range)
                return Violation(
                    range: constant.range,
                    message: "`\(written)` as a constraint \(constant.role.rawValue) of `\(constraint.item)`: "
                        + "give it a name (e.g. `Constants.spacing`)")
            }
        }
    }

    /// `topAnchor.constraint(equalToSystemSpacingBelow: header.topAnchor, multiplier: 2)`: the multiplier counts
    /// UIKit's standard spacings, which is the name the number would have (xikolo-ios 363acfb).
    private static func countsSystemSpacing(_ constraint: Constraint, in model: FileModel) -> Bool {
        model.source.text(in: constraint.range).contains("ToSystemSpacing")
    }
}
