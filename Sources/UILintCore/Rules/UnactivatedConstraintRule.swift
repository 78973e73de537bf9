/// `unactivated_constraint`: a constraint created into a local and then never used has no effect.
public struct UnactivatedConstraintRule: Rule {
    public static let description = RuleDescription(
        id: "unactivated_constraint",
        name: "Unactivated constraint",
        summary: "A constraint created into a local constant or variable that is never activated, returned, stored, appended, passed or captured.",
        isFixable: false,
        needles: [.substring("Anchor"), .substring("NSLayoutConstraint")])

    public init(options: [String: RuleOptionValue]) {}

    public func violations(in model: FileModel) -> [Violation] {
        model.localConstraints.filter { !$0.isUsed }.map { local in
            Violation(range: local.range,
                      message: "`\(local.name)` is created but never activated, returned, stored or passed on, so it has no effect; "
                          + "activate it (`\(local.name).isActive = true`) or remove it")
        }
    }
}
