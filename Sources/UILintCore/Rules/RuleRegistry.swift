/// Every rule uilint knows, in documentation order: default rules, then opt-in rules.
public enum RuleRegistry {
    /// One line per rule: `.rule(X.self)`.
    static let entries: [RegistryEntry] = [
        .rule(ConstraintOrderRule.self),
        .rule(NoLeftRightAnchorRule.self),
        .rule(MixedHorizontalAnchorsRule.self),
        .rule(SetupFunctionGroupingRule.self),
        .rule(NoLayoutInConfigRule.self),
        .rule(MissingTranslatesAutoresizingRule.self),
        .rule(PreferBatchActivationRule.self),
        .rule(PriorityLiteralRule.self),
        .rule(NoInterfaceBuilderRule.self),
        .rule(UnactivatedConstraintRule.self),
        .rule(ParseErrorRule.self),
        .rule(UnusedSuppressionRule.self),
        .rule(ConflictingConstraintsRule.self),
        .rule(DuplicateConstraintRule.self),
        .rule(ActivationOrderRule.self),
        .rule(RepeatedActivationRule.self),
        .rule(SnapKitUpdateWithoutMakeRule.self),
        .rule(LayoutInViewControllerRule.self),
        .rule(HardcodedColorRule.self),
        .rule(HardcodedFontRule.self),
        .rule(MagicNumberInConstraintRule.self),
        .rule(NegativeConstantStyleRule.self),
        .rule(SetupFunctionLengthRule.self),
        .rule(SubviewOrderRule.self),
        .rule(AmbiguousLayoutRule.self),
    ]

    public static let ruleTypes: [any Rule.Type] = entries.map(\.type)

    public static var descriptions: [RuleDescription] { ruleTypes.map { $0.description } }

    public static func ruleType(id: String) -> (any Rule.Type)? {
        ruleTypes.first { $0.description.id == id }
    }

    public static var ids: [String] { ruleTypes.map { $0.description.id } }

    /// The reading of each rule that has one, by the rule's type.
    static let readingTypes: [ObjectIdentifier: any SyntaxReading.Type] = Dictionary(
        uniqueKeysWithValues: entries.compactMap { entry in entry.readingType.map { (ObjectIdentifier(entry.type), $0) }
        })

    /// Extensions of the non-Swift documents some rule reports (see `Rule.documentExtensions`).
    public static let documentExtensions: Set<String> = Set(ruleTypes.flatMap { $0.documentExtensions })
}
