/// `missing_translates_autoresizing`: a view constrained with anchors must not keep its autoresizing mask constraints.
public struct MissingTranslatesAutoresizingRule: Rule {
    public static let description = RuleDescription(
        id: "missing_translates_autoresizing",
        name: "Missing translatesAutoresizingMaskIntoConstraints",
        summary:
            "A subview added with addSubview and constrained with anchors whose translatesAutoresizingMaskIntoConstraints is never set to false.",
        isFixable: true,
        needles: [.substring("addSubview"), .substring("insertSubview")])

    public init(options: [String: RuleOptionValue]) {}

    public func violations(in model: FileModel) -> [Violation] {
        model.viewTypes.flatMap { viewType -> [Violation] in
            let subviews = Set(viewType.subviews.map(\.name))
            let exempt = Set(
                viewType.hierarchyAdditions.filter {
                    $0.method == .addArrangedSubview || $0.method == .constraintsHelper
                        || model.index.addSubviewHelpers.contains($0.signature)
                }.map(\.viewName))
            var reported = Set<String>()
            let index = model.index
            return viewType.hierarchyAdditions.compactMap { addition in
                let name = addition.viewName
                guard addition.method == .addSubview || addition.method == .insertSubview,
                    subviews.contains(name), !StatementClassifier.viewItselfNames.contains(name),
                    viewType.constrainedItems.contains(name),
                    !viewType.autoresizingDisabled.contains(name), !viewType.snapKitItems.contains(name),
                    !exempt.contains(name), !Self.isLaidOutByFrame(name, in: viewType),
                    !Self.isPreparedByTheProject(name, in: viewType, index: index, source: model.source),
                    reported.insert(name).inserted
                else { return nil }
                return Violation(
                    range: addition.callRange,
                    message:
                        "`\(name)` is constrained with anchors but keeps translatesAutoresizingMaskIntoConstraints; "
                        + "set `\(name).translatesAutoresizingMaskIntoConstraints = false` before adding it",
                    fix: addition.statementRange.map { statement in
                        [
                            LineInsertion.before(
                                statement, in: model.source,
                                line: "\(name).translatesAutoresizingMaskIntoConstraints = false")
                        ]
                    })
            }
        }
    }

    /// `S.frame =`, `S.center =`, `S.autoresizingMask =` anywhere in the type: the view is laid out by
    /// frame, and its constraints are those of its own subviews to it; turning the flag off breaks it.
    private static func isLaidOutByFrame(_ name: String, in viewType: ViewType) -> Bool {
        viewType.allStatements.contains { statement in
            guard case .assignment(name, let member, _) = statement.action else { return false }
            return ["frame", "center", "autoresizingMask"].contains(member)
        }
    }

    /// The subview's class sets the flag on itself, or the subview is made or prepared by one of the
    /// project's Auto Layout helpers (rules/missing_translates_autoresizing.md): in its initial value or initializer closure, in a
    /// statement that assigns or declares it, or called on it.
    private static func isPreparedByTheProject(
        _ name: String, in viewType: ViewType, index: ProjectIndex,
        source: SourceText
    ) -> Bool {
        guard let subview = viewType.subview(named: name) else { return false }
        if index.setsAutoresizingFlagOnItself(subview.typeName) { return true }
        // `lazy var banner: UIView = { let banner = AnnouncementView() … }()`: the class made is what counts.
        let madeInClosure = (subview.initializerClosure ?? []).lazy.compactMap { statement -> String?? in
            guard case .declaration(_, let typeName) = statement.action else { return nil }
            return typeName
        }.first
        if let made = madeInClosure ?? nil, index.setsAutoresizingFlagOnItself(made) { return true }
        guard !index.autolayoutHelpers.isEmpty else { return false }
        if subview.initializerNames.contains(where: index.autolayoutHelpers.contains) { return true }
        let usesHelper = { (statement: Statement) in
            !statement.referencedNames(in: source).isDisjoint(with: index.autolayoutHelpers)
        }
        if (subview.initializerClosure ?? []).contains(where: usesHelper) { return true }
        return viewType.allStatements.contains { statement in
            switch statement.action {
            case .call(let root, let method, true, _) where root == name:
                return index.receiverAutolayoutHelpers.contains(method)
            // `UIView.disableAutoresizing(for: [titleLabel, iconView])`: the view is an argument. The index
            // knows helpers by name only, so UIKit's `addSubview(_:)` is not taken for a project's
            // `addSubview(_:withConstraints:)`.
            case .call(_, let method, _, _) where index.autolayoutHelpers.contains(method):
                return !statement.layoutOperations.contains(.changesHierarchy)
                    && statement.referencedNames(in: source).contains(name)
            case .assignment("self", name, _): return usesHelper(statement)
            case .declaration(let names, _): return names.contains(name) && usesHelper(statement)
            default: return false
            }
        }
    }
}
