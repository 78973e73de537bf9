/// Every rule uilint knows, in documentation order: default rules, then opt-in rules.
public enum RuleRegistry {
    public static let ruleTypes: [any Rule.Type] = [
        ConstraintOrderRule.self,
        NoLeftRightAnchorRule.self,
        MixedHorizontalAnchorsRule.self,
        SetupFunctionGroupingRule.self,
        NoLayoutInConfigRule.self,
        MissingTranslatesAutoresizingRule.self,
        PreferBatchActivationRule.self,
        PriorityLiteralRule.self,
        NoInterfaceBuilderRule.self,
        UnactivatedConstraintRule.self,
        ParseErrorRule.self,
        UnusedSuppressionRule.self,
        ConflictingConstraintsRule.self,
        DuplicateConstraintRule.self,
        ActivationOrderRule.self,
        RepeatedActivationRule.self,
        SnapKitUpdateWithoutMakeRule.self,
        LayoutInViewControllerRule.self,
        HardcodedColorRule.self,
        HardcodedFontRule.self,
        MagicNumberInConstraintRule.self,
        NegativeConstantStyleRule.self,
        SetupFunctionLengthRule.self,
        SubviewOrderRule.self,
        AmbiguousLayoutRule.self,
    ]

    public static var descriptions: [RuleDescription] { ruleTypes.map { $0.description } }

    public static func ruleType(id: String) -> (any Rule.Type)? {
        ruleTypes.first { $0.description.id == id }
    }

    public static var ids: [String] { ruleTypes.map { $0.description.id } }

    /// Extensions of the non-Swift documents some rule reports (see `Rule.documentExtensions`).
    public static let documentExtensions: Set<String> = Set(ruleTypes.flatMap { $0.documentExtensions })
}
