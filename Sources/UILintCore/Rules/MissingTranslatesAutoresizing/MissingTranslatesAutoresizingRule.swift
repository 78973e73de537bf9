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
            let uses = model.reading(Reading.self) ?? ViewUses()
            return viewType.hierarchyAdditions.compactMap { addition in
                let name = addition.viewName
                guard addition.method == .addSubview || addition.method == .insertSubview,
                    subviews.contains(name), !StatementClassifier.viewItselfNames.contains(name),
                    viewType.constrainedItems.contains(name),
                    !viewType.autoresizingDisabled.contains(name), !viewType.snapKitItems.contains(name),
                    !exempt.contains(name),
                    // The file must show how the view is made: asked first, as it settles most views at once.
                    Self.isMadeByUIKitOrTheProject(uses.origins[viewType.name + "." + name], index: index),
                    !Self.isLaidOutByFrame(name, in: viewType),
                    !Self.isConstrainedOnlyToItsSubviews(name, in: viewType, model: model),
                    !Self.isOnlySizedOverItsFrame(name, in: viewType, uses: uses, model: model),
                    !Self.isPreparedByTheProject(name, in: viewType, index: index, source: model.source),
                    !Self.meetsCodeThatMayClearTheFlag(name, in: viewType, uses: uses, model: model),
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

    /// Whether the file shows every way the view is made, each an initializer of UIKit or of a project class
    /// that leaves the flag alone (issue 28: unknown code triggers nothing). A view made by a factory
    /// (Hamster's `chooseKeyboard`), by a dependency's initializer (SweetUIKit's `UILabel(withAutoLayout:)`),
    /// or assigned only in another file, may have the flag off already.
    private static func isMadeByUIKitOrTheProject(_ origins: [ViewOrigin]?, index: ProjectIndex) -> Bool {
        guard let origins, !origins.isEmpty else { return false }
        return origins.allSatisfy { origin in
            guard case .constructed(let typeName, let labels) = origin else { return false }
            // UIKit's names first: a repository with UIKit stand-ins for its tests declares `class UILabel` too.
            if ProjectIndex.uiKitViewClasses.contains(typeName) {
                return UIKitViewAPI.isInitializer(of: typeName, labels: labels)
            }
            guard index.isProjectClass(typeName), let uiKitClass = index.externalSuperclass(of: typeName),
                ProjectIndex.uiKitViewClasses.contains(uiKitClass)
            else { return false }
            return !index.setsAutoresizingFlagOnItself(typeName)
                && isKnownInitializer(labels, ofProjectClass: typeName, above: uiKitClass, index: index)
        }
    }

    /// Whether the class's initializer with these labels is UIKit's or the project's own, and reaches no other through
    /// `self.init(…)`: token-ios-client's `AvatarImageView(withAutoLayout: true)` is SweetUIKit's initializer.
    private static func isKnownInitializer(
        _ labels: [String], ofProjectClass typeName: String, above uiKitClass: String, index: ProjectIndex
    ) -> Bool {
        let members = index.projectClassChain(from: typeName).flatMap { index.declarations(of: $0) }.flatMap(\.members)
        let declared = Set(members.filter { $0.kind == .initializer }.map(\.labels))
        let isKnown = { (labels: [String]) in
            declared.contains(labels) || UIKitViewAPI.isInitializer(of: uiKitClass, labels: labels)
        }
        return isKnown(labels)
            && members.allSatisfy { member in
                member.selfCallNames.allSatisfy { call in
                    guard call.hasPrefix("init("), call.hasSuffix(")") else { return true }
                    let written = call.dropFirst("init(".count).dropLast()
                    return isKnown(written.split(separator: ":").map(String.init))
                }
            }
    }

    /// Whether the type calls on the view, or hands it to, a function that may turn the flag off: one the project
    /// declares that sets the flag (Ptt-iOS's `[constraints].active()`), one that is neither UIKit's nor the project's
    /// (toshi-ios-client's TinyConstraints: `searchHeaderView.top(to: view)`), any function that takes it `inout`, or
    /// a closure given with it.
    /// Locals and properties made from the view count as the view (onlyoffice-documents's
    /// `let tables = … + [searchResultsTable]`, prox's `constraintsToAdd += [label.topAnchor.constraint(…)]`).
    private static func meetsCodeThatMayClearTheFlag(
        _ name: String, in viewType: ViewType, uses: ViewUses, model: FileModel
    ) -> Bool {
        let index = model.index
        let mayClearTheFlag = { (holder: String) in
            // A closure given with the view (`[titleLabel, iconView].forEach { $0.pinToSuperview() }`) may do anything.
            (uses.calls[viewType.name + "." + holder] ?? []).contains { call in
                call.isOpaque || call.hasTrailingClosure
                    || index.mayClearAutoresizingFlag(
                        call.name, labels: call.labels, hasTrailingClosure: call.hasTrailingClosure)
                    || !(UIKitViewAPI.methodsKeepingAutoresizing.contains(call.name)
                        || index.declaresFunction(named: call.name) || model.declaresFunction(named: call.name))
            }
        }
        if mayClearTheFlag(name) { return true }
        // Which statements mention the view is asked only of those that fill a holder handed to such code.
        return viewType.allStatements.contains { statement in
            let holders: [String]
            switch statement.action {
            case .declaration(let locals, _): holders = locals
            // `constraintsToAdd += [label.topAnchor.constraint(…)]`, later handed to prox's `activate`.
            case .assignment("self", let member, false): holders = [member]
            default: return false
            }
            return holders.contains(where: mayClearTheFlag)
                && statement.referencedNames(in: model.source).contains(name)
        }
    }

    /// Whether every constraint the view is the first item of relates it to a view added to it: its subviews
    /// pinned to it. Its frame then places it, as ios-spain-s's `dimmingView`, made with the screen's bounds and
    /// added to the window, shows; turning the flag off would leave it nowhere.
    private static func isConstrainedOnlyToItsSubviews(_ name: String, in viewType: ViewType, model: FileModel) -> Bool
    {
        let children = Set(viewType.hierarchyAdditions.filter { $0.parentName == name }.map(\.viewName))
        guard !children.isEmpty else { return false }
        return model.constraints.filter { $0.item == name }.allSatisfy { constraint in
            guard case .equations(let equations) = constraint.meaning else { return false }
            return equations.allSatisfy { equation in
                equation.firstItem != name || equation.secondItem.map(children.contains) == true
            }
        }
    }

    /// Whether the view is made with a frame and its constraints give it only a size, a constant one: its frame
    /// places it, and turning the flag off would leave it with no position (xabber-ios 0b4c24f's avatars, made
    /// with a 64-point square and given that width and height).
    private static func isOnlySizedOverItsFrame(
        _ name: String, in viewType: ViewType, uses: ViewUses, model: FileModel
    ) -> Bool {
        guard uses.madeWithFrame[viewType.name + "." + name] == true else { return false }
        return model.constraints.filter { $0.item == name }.allSatisfy { constraint in
            guard case .equations(let equations) = constraint.meaning else { return false }
            return equations.allSatisfy { equation in
                equation.firstItem != name
                    || (sizeAttributes.contains(equation.firstAttribute.name) && equation.secondItem == nil)
            }
        }
    }
    private static let sizeAttributes: Set<String> = ["width", "height"]

    /// `S.frame =`, `S.center =`, `S.autoresizingMask =` anywhere in the type, or a part of the frame
    /// (LampUIkit's `selectionBarView.frame.origin.x =`, which slides a bar): the view is laid out by frame, and
    /// its constraints are those of its own subviews to it; turning the flag off breaks it.
    private static let frameMembers: Set<String> = [
        "frame", "center", "autoresizingMask", "origin", "size", "x", "y", "width", "height",
    ]

    private static func isLaidOutByFrame(_ name: String, in viewType: ViewType) -> Bool {
        viewType.allStatements.contains { statement in
            guard case .assignment(name, let member, _) = statement.action else { return false }
            return frameMembers.contains(member)
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
