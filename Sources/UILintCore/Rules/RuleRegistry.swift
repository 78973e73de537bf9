/// Every rule uilint knows, in documentation order.
public enum RuleRegistry {
    public static let ruleTypes: [any Rule.Type] = [
        ConstraintOrderRule.self,
        NoLeftRightAnchorRule.self,
        MixedHorizontalAnchorsRule.self,
        ParseErrorRule.self,
        UnusedSuppressionRule.self,
    ]

    public static var descriptions: [RuleDescription] { ruleTypes.map { $0.description } }

    public static func ruleType(id: String) -> (any Rule.Type)? {
        ruleTypes.first { $0.description.id == id }
    }

    public static var ids: [String] { ruleTypes.map { $0.description.id } }
}
