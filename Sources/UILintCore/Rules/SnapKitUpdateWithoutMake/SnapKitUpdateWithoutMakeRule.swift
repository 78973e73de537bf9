/// `snapkit_update_without_make`: `v.snp.updateConstraints { make.A… }` where the type never makes,
/// for `v`, a constraint SnapKit would match (docs/layout-verification.md): same attribute, target item and attribute,
/// relation, multiplier and priority. SnapKit then stops the app with `fatalError`.
public struct SnapKitUpdateWithoutMakeRule: Rule {
    public static let description = RuleDescription(
        id: "snapkit_update_without_make",
        name: "SnapKit update without make",
        summary:
            "`snp.updateConstraints` on a constraint no `makeConstraints` of the view made: SnapKit calls fatalError at run time.",
        defaultSeverity: .error,
        isFixable: false,
        needles: [.substring("snp")])

    public init(options: [String: RuleOptionValue]) {}

    public func violations(in model: FileModel) -> [Violation] {
        zip(model.viewTypes, model.typeLayouts).filter { !$1.entries.isEmpty }.flatMap { type, layout in
            violations(in: layout, type: type, model: model)
        }
    }

    /// What SnapKit compares to find the constraint to update (`LayoutConstraint ==`).
    private struct Match: Hashable {
        let attribute: LayoutAttribute
        private(set) var secondItem: String?
        let secondAttribute: LayoutAttribute?
        let relation: ConstraintRelation
        let multiplier: LinearValue
        let priority: LinearValue

        /// The same comparison without the target item.
        var withAnyTarget: Match {
            var match = self
            match.secondItem = nil
            return match
        }

        init(_ equation: ConstraintEquation, priority: LinearValue) {
            attribute = equation.firstAttribute
            secondItem = equation.secondItem
            secondAttribute = equation.secondAttribute
            relation = equation.relation
            multiplier = equation.multiplier
            self.priority = priority
        }
    }

    private func item(_ entry: TypeLayout.Entry) -> String {
        entry.equations?.first?.firstItem ?? entry.constraint.item
    }

    private func violations(in layout: TypeLayout, type: ViewType, model: FileModel) -> [Violation] {
        let snapKit = layout.entries.filter { $0.constraint.syntax == .snapKit }
        // Locals are named with their function's scope in the equations, which tells two functions' `label` apart.
        let updated = Set(snapKit.filter { $0.constraint.creation.activation == .snapKitUpdate }.map(item))
        var violations: [Violation] = []
        let calledHere = layout.calls.calledFunctions
        for item in updated.sorted() where isReachableOnlyHere(item, type: type, layout: layout, model: model) {
            let ofItem = snapKit.filter { self.item($0) == item }
            let made = ofItem.filter { [.snapKitMake, .snapKitRemake].contains($0.constraint.creation.activation) }
            // Without any constraint made by SnapKit, `updateConstraints` makes them; with one uilint cannot read, it may match.
            guard !made.isEmpty, made.allSatisfy({ $0.equations != nil && $0.priority.number != nil }) else { continue }
            // Unless one of them is made when the type is set up, an update may run first, on a view with no
            // constraints, and make its own, which later runs of it match (uplift-ios 488de1d's `PickupGameCell`
            // updates in the `setupConstraints()` its `configure(for:)` calls before it makes the top).
            guard made.contains(where: { $0.member.map { layout.setUpMembers.contains($0.range.start) } == true })
            else { continue }
            let matches = Set(made.flatMap { entry in entry.equations!.map { Match($0, priority: entry.priority) } })
            // Where uilint cannot tell the target on one side, any target of the same attribute matches:
            // `equalTo(0)` is relative to the superview, which the make may have named (`view`) where the
            // update could not (the view was added under another name, such as the local a lazy property's
            // closure returns: MixinNetwork ios-app 2c62c53); and a local may hold what the other side names
            // (`let guide = view.safeAreaLayoutGuide`: TwoToo_iOS a501daf).
            let unnamedSuperview = layout.superviews[item] == nil ? ConstraintEquation.superview(of: item) : nil
            let madeWithAnyTarget = Set(matches.map(\.withAnyTarget))
            let madeWithLocalTarget = Set(matches.filter { $0.secondItem?.contains("@") == true }.map(\.withAnyTarget))
            for update in ofItem where update.constraint.creation.activation == .snapKitUpdate {
                // A controller makes its views' constraints when its view loads. A function that only other
                // types call may run before that, right after the controller is made, and SnapKit's update
                // then makes the constraints (dnd-7th-1-iOS's challenge history screen): the order is unknown.
                if type.isController, let member = update.member, member.kind == .function,
                    !member.isFilePrivate(in: model.source), !calledHere.contains(member.range.start)
                {
                    continue
                }
                guard let equations = update.equations, update.priority.number != nil,
                    let missing = equations.first(where: { equation in
                        let match = Match(equation, priority: update.priority)
                        let isTargetUncertain =
                            equation.secondItem == unnamedSuperview || equation.secondItem?.contains("@") == true
                            || madeWithLocalTarget.contains(match.withAnyTarget)
                        return isTargetUncertain
                            ? !madeWithAnyTarget.contains(match.withAnyTarget) : !matches.contains(match)
                    })
                else { continue }
                violations.append(
                    Violation(
                        range: update.constraint.range,
                        message: "`\(ConstraintEquation.displayName(item))`: `updateConstraints` changes "
                            + "`\(missing.text(relativeTo: missing.firstItem))`, which no `makeConstraints` of it made; "
                            + "SnapKit stops the app with fatalError here"))
            }
        }
        return violations
    }

    /// A local of the type's code, or a private subview of the type: no other type can make its constraints.
    private func isReachableOnlyHere(_ item: String, type: ViewType, layout: TypeLayout, model: FileModel) -> Bool {
        if item.contains("@") { return true }
        guard !item.contains("."), let subview = type.subview(named: item),
            let member = type.members.first(where: { $0.kind == .property && $0.name == subview.name })
        else { return false }
        return member.isFilePrivate(in: model.source)
    }
}
