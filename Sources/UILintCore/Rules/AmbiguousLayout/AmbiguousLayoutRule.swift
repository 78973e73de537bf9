/// `ambiguous_layout` (opt-in): a view the type makes and lays out with Auto Layout, which nothing
/// else can reach, whose constraints in force leave its position or size on an axis open (docs/layout-verification.md).
/// UIKit then picks one of many layouts, and the view jumps or has no size.
public struct AmbiguousLayoutRule: Rule {
    public static let description = RuleDescription(
        id: "ambiguous_layout",
        name: "Ambiguous layout",
        summary:
            "A view laid out with Auto Layout whose constraints leave its position or size on an axis undetermined.",
        isOptIn: true,
        isFixable: false,
        needles: Needle.constraints)

    public init(options: [String: RuleOptionValue]) {}

    /// UIKit's methods a view may be sent and stay fully visible: none of them makes constraints.
    private static let uiKitMethods: Set<String> = [
        "addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview", "bringSubviewToFront",
        "sendSubviewToBack",
        "setContentHuggingPriority", "setContentCompressionResistancePriority", "layoutIfNeeded", "setNeedsLayout",
        "setNeedsDisplay", "addGestureRecognizer", "removeGestureRecognizer", "addTarget", "removeTarget", "addAction",
        "setTitle", "setTitleColor", "setImage", "setBackgroundImage", "setAttributedTitle",
        "setPreferredSymbolConfiguration",
        "register", "reloadData", "startAnimating", "stopAnimating", "setOn", "setValue", "setProgress",
        "insertSegment",
        "setEnabled", "becomeFirstResponder", "resignFirstResponder", "sizeToFit", "addLayoutGuide", "setCustomSpacing",
        "makeConstraints", "remakeConstraints", "updateConstraints", "constraint",
    ]

    /// Calls that lay a view out or add it, which a view may be passed to and stay fully visible.
    private static let layoutCalls: Set<String> = [
        "addSubview", "insertSubview", "bringSubviewToFront", "sendSubviewToBack", "activate", "deactivate",
        "constraint", "makeConstraints", "remakeConstraints", "addConstraint", "addConstraints",
        "setContentHuggingPriority",
        "setContentCompressionResistancePriority", "append", "addLayoutGuide",
        // SnapKit's maker, inside a closure of another view's constraints.
        "equalTo", "greaterThanOrEqualTo", "lessThanOrEqualTo", "equalToSuperview", "offset", "inset", "priority",
        "multipliedBy", "dividedBy", "labeled",
    ]

    public func violations(in model: FileModel) -> [Violation] {
        zip(model.viewTypes, model.typeLayouts).filter { !$1.entries.isEmpty }.flatMap { type, layout in
            violations(in: layout, type: type, model: model)
        }
    }

    private func violations(in layout: TypeLayout, type: ViewType, model: FileModel) -> [Violation] {
        // Extensions in other files could constrain its views too.
        guard !model.index.isDeclaredElsewhere(type.name) else { return [] }
        let determinations = AxisDetermination.determine(in: layout, of: type, model: model)
        var violations: [Violation] = []
        var visible: [String: Bool] = [:]
        // Read once, and only when a view is otherwise fully visible.
        var otherTypesNames: Set<String>?
        func namesInOtherTypes() -> Set<String> {
            if let known = otherTypesNames { return known }
            let names = model.viewTypes.filter { $0.nameRange != type.nameRange }.reduce(into: Set<String>()) {
                names, other in
                for statement in other.allStatements + other.members.flatMap(\.statements) {
                    names.formUnion(statement.referencedNames(in: model.source))
                }
            }
            otherTypesNames = names
            return names
        }
        for determination in determinations
        where !determination.isDetermined && !determination.isDeterminedByOwnConstraints {
            let item = determination.item
            let isVisible =
                visible[item]
                ?? isFullyVisible(
                    item, type: type, layout: layout, model: model,
                    namedElsewhere: namesInOtherTypes)
            visible[item] = isVisible
            guard isVisible, let className = layout.className(of: item, in: type),
                let intrinsic = IntrinsicSize.axes(
                    of: item, className: className, in: type, layout: layout, model: model)
            else { continue }
            // Placed relative to a view that floats itself: that view is what lacks a constraint.
            // A size equal to that view's does not place it (iOS07-Soulmate a651d7c's image view, as wide and
            // high as a card that has no position either, has none of its own in the card); bounds on a size may
            // meet and fix it (the solver oracle's generated sets), so they still count.
            let followsAmbiguousView = layout.entries.contains { entry in
                entry.isInForce
                    && (entry.equations ?? []).contains { equation in
                        guard equation.firstItem == item, LayoutAxis(of: equation.firstAttribute) == determination.axis,
                            equation.relation != .equal || equation.firstAttribute.placesView,
                            let other = equation.secondItem, other != item
                        else { return false }
                        return determinations.contains {
                            $0.item == other && $0.axis == determination.axis && !$0.isDetermined
                        }
                    }
            }
            // Constraints made later (in another function, in a branch) may settle it, or a subview of it:
            // a view grows with what it holds, and a stack view is placed with what it arranges, whatever
            // the constraints (tonkeeper ios 2216d9f's stack, placed by toggling its arranged title's constraints).
            let name = ConstraintEquation.displayName(item)
            let children = type.hierarchyAdditions.filter { $0.parentName == name }
            let arranged = Set(children.filter { $0.method == .addArrangedSubview }.map(\.viewName))
            let held = Set(children.map(\.viewName))
            let isPlaced = determination.attributes.contains { LayoutAttribute($0).placesView }
            let settledLater = layout.entries.contains { entry in
                (entry.equations ?? []).contains { equation in
                    guard LayoutAxis(of: equation.firstAttribute) == determination.axis else { return false }
                    let names = [equation.firstItem] + (equation.secondItem.map { [$0] } ?? [])
                    // Only what ties the view or what it holds to a view outside it places it (falcon 45aa143's
                    // image view, 120 points below its stack's top, does not); what it holds, tied to it, may size it
                    // once it is placed (tonkeeper ios 2216d9f's navigation bar, given its centre view later).
                    let isOutside = { (other: String) in
                        other != item && !held.contains(ConstraintEquation.displayName(other))
                    }
                    guard names.count == 2, names.contains(where: isOutside) else {
                        return !entry.isInForce
                            && (names == [item] || (isPlaced && names.count == 2 && names.contains(item)))
                    }
                    if names.contains(where: { arranged.contains(ConstraintEquation.displayName($0)) }) { return true }
                    return !entry.isInForce
                        && names.contains { $0 == item || held.contains(ConstraintEquation.displayName($0)) }
                }
            }
            guard !settledLater, !followsAmbiguousView, let first = firstConstraint(of: item, in: layout) else {
                continue
            }
            violations.append(
                Violation(
                    range: first.constraint.range,
                    message: message(
                        item, determination, intrinsic: intrinsic, bounds: Self.bounds(of: item, determination, layout))
                ))
        }
        return violations
    }

    /// The attributes of the view that only inequalities bound on the axis (`top >= …`): they leave it free to
    /// move, which the message says rather than "nothing" (rounds 21 and 25's reviewers).
    private static func bounds(of item: String, _ determination: AxisDetermination, _ layout: TypeLayout) -> [String] {
        var names: [String] = []
        for equation in layout.entries.flatMap({ $0.equations ?? [] })
        where equation.firstItem == item && equation.relation != .equal
            && LayoutAxis(of: equation.firstAttribute) == determination.axis
            && !names.contains(equation.firstAttribute.name)
        {
            names.append(equation.firstAttribute.name)
        }
        return names
    }

    private func message(
        _ item: String, _ determination: AxisDetermination, intrinsic: Set<LayoutAxis>, bounds: [String]
    ) -> String {
        let size = determination.axis.size
        let (low, high, center) =
            determination.axis == .horizontal ? ("leading", "trailing", "centerX") : ("top", "bottom", "centerY")
        let given =
            determination.attributes.isEmpty
            ? (bounds.isEmpty ? "nothing" : "only bounds on " + bounds.map { "`\($0)`" }.joinedAsList())
            : determination.attributes.map { "`\($0)`" }.joinedAsList() + " only"
        let hasPosition = determination.attributes.contains { LayoutAttribute($0).placesView }
        let isSized = intrinsic.contains(determination.axis) || determination.isSizeDetermined
        let advice =
            hasPosition
            ? "add `\(determination.attributes.contains(high) ? low : high)` or `\(size)`"
            : "add a position (`\(low)`, `\(high)` or `\(center)`)" + (isSized ? "" : " and `\(size)`")
        // Given a size but no position, what is open is where it sits (iOS07-Soulmate a651d7c's image view had read
        // "height is ambiguous — constraints give `height` only").
        let what =
            hasPosition ? size : (determination.axis == .horizontal ? "horizontal position" : "vertical position")
        return "`\(ConstraintEquation.displayName(item))`: \(what) is ambiguous — constraints give \(given); \(advice)"
    }

    private func firstConstraint(of item: String, in layout: TypeLayout) -> TypeLayout.Entry? {
        layout.entries.filter { $0.isInForce && ($0.equations ?? []).contains { $0.firstItem == item } }
            .min { $0.constraint.range < $1.constraint.range }
    }

    private func isRooted(_ statement: Statement, at name: String) -> Bool {
        switch statement.action {
        case .assignment(let root, _, _), .call(let root, _, _, _): return root == name
        case .declaration, .other: return false
        }
    }

    /// Code that adds, constrains or lays out views, and nothing else uilint cannot follow.
    private func isLayout(_ statement: Statement) -> Bool {
        let operations = Set(statement.layoutOperations)
        switch statement.action {
        case .call(_, let method, _, _):
            return Self.layoutCalls.contains(method) || (method == "forEach" && !operations.isEmpty)
        case .declaration, .assignment:
            return !operations.isDisjoint(with: [.createsConstraint, .storesConstraint, .usesSnapKit])
        case .other:
            return false
        }
    }

    /// Made in the type, reachable from nowhere else, added by it, laid out with Auto Layout, never handed to code uilint
    /// does not see, not in a stack view, never given a frame, and all its constraints read.
    /// `namedElsewhere()`: the names the file's other types mention.
    private func isFullyVisible(
        _ item: String, type: ViewType, layout: TypeLayout, model: FileModel, namedElsewhere: () -> Set<String>
    ) -> Bool {
        let name = ConstraintEquation.displayName(item)
        if item.contains("@") {
            guard let start = item.split(separator: "@").last.flatMap({ Int($0) }),
                let member = layout.member(at: start),
                layout.setUpMembers.contains(start), !member.parameterNames.contains(name)
            else { return false }
        } else {
            guard !item.contains("."), let subview = type.subview(named: item),
                subview.initializerClosure != nil || !subview.initializerNames.isEmpty,
                let member = type.members.first(where: { $0.kind == .property && $0.name == item }),
                member.isFilePrivate(in: model.source)
            else { return false }
        }
        let laidOut = type.autoresizingDisabled.contains(name) || type.snapKitItems.contains(name)
        // Added to one superview by the type: a view it never adds is shown by code uilint does not see,
        // or never (Boolti-iOS's gift reservation screen constrains a spacer it never adds).
        let isAdded = type.hierarchyAdditions.contains { addition in
            [.addSubview, .insertSubview].contains(addition.method)
                && TypeLayout.viewMade(by: addition, in: type) == name
        }
        // Given views uilint cannot name (`[icon, label].forEach { container.addSubview($0) }`): what they are
        // tied to inside it may size it (beside-joosum's folder button).
        let holdsUnnamedViews = type.hierarchyAdditions.contains { addition in
            addition.parentName == name && addition.viewName.hasPrefix("$")
        }
        guard laidOut, isAdded, !holdsUnnamedViews, !layout.arrangedItems.contains(name),
            !layout.volatileItems.contains(item),
            !layout.remadeItems.contains(item)
        else { return false }
        // Handed to another view's initial value: `[button, spacer].asStackView()`.
        guard !type.subviews.contains(where: { $0.name != name && $0.initializerNames.contains(name) }) else {
            return false
        }
        // Named by another type of the file: a subclass that a `fileprivate` view lets in may complete its
        // layout (halloapp-ios-pub's `FriendCollectionViewCell`, whose subclasses fill its trailing view).
        guard !namedElsewhere().contains(name) else { return false }
        let unread = layout.entries.filter { $0.equations == nil }.map(\.constraint)
        guard !unread.contains(where: { $0.item == name }) else { return false }
        let statements = type.allStatements + type.members.flatMap(\.statements)
        for statement in statements {
            if case .assignment(name, let member, _) = statement.action, ["frame", "bounds", "center"].contains(member)
            {
                return false
            }
            // Sent a method uilint does not know (a project's `pin(…)`): it may make constraints.
            if case .call(name, let method, _, _) = statement.action, !Self.uiKitMethods.contains(method) {
                return false
            }
            guard !isRooted(statement, at: name), statement.referencedNames(in: model.source).contains(name) else {
                continue
            }
            // Handed to a stack view with others (`[icon, label].forEach(stack.addArrangedSubview)`): the stack
            // places it (round-8 apps: YeoBee-iOS fa04471, iOS07-traveline 8b7f600).
            if model.source.text(in: statement.range).contains("addArrangedSubview") { return false }
            // Constrained in a loop uilint does not unroll (`[label, icon].forEach { $0.centerYAnchor… }`): what it
            // gives the view is unread (SniffMeet 5b18c24's location row).
            if unread.contains(where: { statement.range.contains($0.range) }
            ) {
                return false
            }
            // Another statement that names the view: only layout code may.
            guard isLayout(statement) else { return false }
        }
        return true
    }
}
