/// `activation_order`: in one block, a stored constraint is activated while stored constraints that the
/// block deactivates later are still in force, and together they cannot hold (docs/layout-verification.md). For a
/// moment all are in the engine: UIKit logs "Unable to simultaneously satisfy constraints" and breaks
/// one of them, possibly not the one about to go.
public struct ActivationOrderRule: Rule {
    public static let description = RuleDescription(
        id: "activation_order",
        name: "Activation order",
        summary:
            "A stored constraint activated while stored constraints it conflicts with are still in force (the block "
            + "deactivates them later): deactivate first; the fix moves the deactivations up.",
        isFixable: true,
        needles: Needle.constraints)

    public init(options: [String: RuleOptionValue]) {}

    public func violations(in model: FileModel) -> [Violation] {
        model.typeLayouts.filter { !$0.flow.isEmpty }.flatMap { violations(in: $0, model: model) }
    }

    private func violations(in layout: TypeLayout, model: FileModel) -> [Violation] {
        // Each stored name's equations, when every constraint stored in it is read and required.
        var stored: [String: [ConstraintEquation]] = [:]
        var unreadable = Set<String>()
        for entry in layout.entries {
            guard let name = entry.constraint.creation.storedName else { continue }
            guard let equations = entry.equations, entry.priority.isRequired else {
                unreadable.insert(name)
                continue
            }
            // A name given different constraints holds one of them at a time, which one uilint cannot tell
            // at a deactivation (ruuvi station 15044d0b1 swaps a leading constraint by the dashboard's kind).
            if let earlier = stored[name], earlier != equations { unreadable.insert(name) }
            stored[name, default: []] += equations
        }
        var violations: [Violation] = []
        let containers = layout.containersSizedByUIKit(index: model.index)
        let byBlock = Dictionary(grouping: layout.flow) { $0.place.block }
        for block in byBlock.keys.sorted() where byBlock[block]!.contains(where: { $0.kind == .activate }) {
            let events = byBlock[block]!.sorted { $0.range < $1.range }
            let blockNames = Set(events.map(\.name))
            let steady = layout.entries.filter { entry in
                entry.isInForce && entry.priority.isRequired
                    && !(entry.constraint.creation.storedName.map(blockNames.contains) ?? false)
                    && !(entry.equations ?? []).contains(where: layout.isVolatile)
            }.flatMap { $0.equations ?? [] }
            var reportedStatements = Set<Int>()
            var activeNow = Set<String>()
            for (position, activation) in events.enumerated() {
                defer {
                    if activation.kind == .activate { activeNow.insert(activation.name) }
                    if activation.kind == .deactivate { activeNow.remove(activation.name) }
                }
                guard activation.kind == .activate, !unreadable.contains(activation.name),
                    let activated = stored[activation.name],
                    !reportedStatements.contains(activation.place.statement.start)
                else { continue }
                // What is still in the engine until later in the block takes it out.
                var pending: [ConstraintNameEvent] = []
                for event in events[(position + 1)...]
                where event.kind == .deactivate && event.name != activation.name
                    && !activeNow.contains(event.name) && !pending.contains(where: { $0.name == event.name })
                    && stored[event.name] != nil && !unreadable.contains(event.name)
                    && canBeActive(event.name, when: activation.place, in: layout)
                    && !isMadeAnew(event.name, between: activation, and: event, in: layout)
                    && !isFirstActivated(event.name, after: activation, in: layout)
                {
                    pending.append(event)
                }
                let current = activeNow.subtracting([activation.name]).compactMap { stored[$0] }.flatMap { $0 }
                guard !pending.isEmpty,
                    let partners = transientConflict(
                        activating: activated, with: current, steady: steady, pending: pending.map(\.name),
                        stored: stored, swapped: { swaps(activation.name, $0, in: layout.flow) }, containers: containers
                    )
                else { continue }
                reportedStatements.insert(activation.place.statement.start)
                // The equation to name for a stored constraint: its first on the axis of the conflict.
                let named = { (equations: [ConstraintEquation]) in
                    equations.first { LayoutAxis(of: $0.firstAttribute) == partners.axis } ?? equations[0]
                }
                let moved = pending.filter { partners.names.contains($0.name) }
                let others = moved.map { event in
                    "`\(event.name)` (`\(named(stored[event.name]!).text(relativeTo: nil))`, line \(model.source.line(of: event.range.start)))"
                }
                let shared = named(activated)
                let view = ConstraintEquation.displayName(shared.firstItem)
                violations.append(
                    Violation(
                        range: activation.range,
                        message: "`\(activation.name)` (`\(shared.text(relativeTo: nil))`) is activated before "
                            + others.joinedAsList() + (others.count == 1 ? " is" : " are")
                            + " deactivated: for a moment " + (others.count == 1 ? "both hold" : "they all hold")
                            + " `\(view)`, and UIKit breaks one of them; deactivate first",
                        fix: move(moved, before: activation, events: events, in: layout, model: model)))
            }
        }
        return violations
    }

    /// The constraints still in force that the activation conflicts with, smallest set first, and
    /// their axis; nil when it conflicts with none of them, or the layout conflicts without them too
    /// (then the conflict is not the order's). A conflict: no layout satisfies the required
    /// constraints, or they fix the width of a container UIKit sizes to one number.
    private func transientConflict(
        activating activated: [ConstraintEquation], with current: [ConstraintEquation], steady: [ConstraintEquation],
        pending: [String], stored: [String: [ConstraintEquation]], swapped: (String) -> Bool, containers: [String]
    ) -> (names: [String], axis: LayoutAxis)? {
        for name in pending where swapped(name) {
            for a in activated where a.relation == .equal {
                for b in stored[name]! where b.relation == .equal && b.firstItem == a.firstItem {
                    if let axis = LayoutAxis(of: a.firstAttribute), LayoutAxis(of: b.firstAttribute) == axis,
                        Self.forceNegativeSize(a, b, on: axis)
                    {
                        return ([name], axis)
                    }
                }
            }
        }
        for axis in LayoutAxis.allCases {
            let conflicts = { (names: [String], withActivated: Bool) -> Bool in
                var system = AxisSystem(axis: axis)
                var equalities = AxisSystem(axis: axis)
                let equations = steady + current + (withActivated ? activated : []) + names.flatMap { stored[$0]! }
                for (index, equation) in equations.enumerated() {
                    system.add(equation, entry: index)
                    if equation.relation == .equal { equalities.add(equation, entry: index) }
                }
                return LinearSystem.satisfiability(of: system.rows) == .unsatisfiable
                    || (axis == .horizontal && TypeLayout.fixesWidth(of: containers, in: &equalities))
            }
            // It is this activation that makes the conflict: not there without the constraints still in
            // force, nor without the activation (an earlier one of the block made it).
            guard !conflicts([], true), conflicts(pending, true), !conflicts(pending, false) else { continue }
            var partners = pending
            for name in pending where partners.count > 1 {
                let without = partners.filter { $0 != name }
                if conflicts(without, true) { partners = without }
            }
            return (partners, axis)
        }
        return nil
    }

    /// Whether two `=` constraints pin both edges of one view to one anchor so that its size comes out
    /// below zero (`bottom == guide.top` for hidden, `top == guide.top + spacing` for shown: a height
    /// of -spacing): whatever the view holds then conflicts, although that is not in this file
    /// (metatext bdd63e2). Symbols count as zero or more, as spacing is written (a negative one is
    /// written `-inset`); a pair that only squeezes the view to zero is a layout it can take
    /// (sendbird-uikit-ios 24f6948).
    private static func forceNegativeSize(_ a: ConstraintEquation, _ b: ConstraintEquation, on axis: LayoutAxis) -> Bool
    {
        let edges: [String: Int] = ["top": 0, "leading": 0, "left": 0, "bottom": 1, "trailing": 1, "right": 1]
        guard let first = edges[a.firstAttribute.name], let second = edges[b.firstAttribute.name], first != second,
            a.secondItem != nil, a.secondItem == b.secondItem, a.secondAttribute == b.secondAttribute,
            a.multiplier.number == .one, b.multiplier.number == .one
        else { return false }
        let (low, high) = first == 0 ? (a.constant, b.constant) : (b.constant, a.constant)
        guard let size = try? high + (-low) else { return false }
        // Below zero: no positive part, and some negative one.
        let hasNoPositivePart =
            (size.constant.isNegative || size.constant.isZero) && size.terms.values.allSatisfy(\.isNegative)
        return hasNoPositivePart && (size.constant.isNegative || !size.terms.isEmpty)
    }

    /// Whether the constraint deactivated can be in the engine when the block runs: not when it is
    /// activated only on older systems and the block runs on newer ones (`if #available`), or the
    /// other way round.
    /// A constraint never activated anywhere (made inactive and kept for later) is not either.
    private func canBeActive(_ name: String, when place: StatementPlace, in layout: TypeLayout) -> Bool {
        let made = layout.entries.filter { $0.constraint.creation.storedName == name }
        let isInForce = made.contains { $0.isInForce }
        let madeActive = made.contains { $0.constraint.creation.activation != .none }
        let activations = layout.flow.filter { $0.name == name && $0.kind == .activate }
        guard isInForce || madeActive || !activations.isEmpty else { return false }
        guard let side = place.isOnNewerSystems else { return true }
        return isInForce || activations.isEmpty || activations.contains { $0.place.isOnNewerSystems != !side }
    }

    /// Whether the constraint stored in `name` is made anew between the two events: a new constraint is
    /// not in force until activated (goma-sportsbook-ios ab735db's set-up: activate, make, deactivate).
    private func isMadeAnew(
        _ name: String, between first: ConstraintNameEvent, and second: ConstraintNameEvent,
        in layout: TypeLayout
    ) -> Bool {
        layout.entries.contains { entry in
            entry.constraint.creation.storedName == name
                && first.range.end <= entry.constraint.range.start && entry.constraint.range.start < second.range.start
        }
    }

    /// Whether the constraint stored in `name` is made inactive in the activation's function and first activated after
    /// it: it is not in force yet (reynard-browser cf1a795 makes two, activates both in one list, and takes one out later).
    private func isFirstActivated(_ name: String, after activation: ConstraintNameEvent, in layout: TypeLayout) -> Bool
    {
        let made = layout.entries.filter { $0.constraint.creation.storedName == name }
        guard !made.isEmpty,
            made.allSatisfy({
                $0.constraint.creation.member == activation.place.member && $0.constraint.creation.activation == .none
                    && $0.constraint.range.end <= activation.range.start
            })
        else { return false }
        let activations = layout.flow.filter {
            $0.name == name && $0.kind == .activate && $0.place.member == activation.place.member
        }
        return !activations.isEmpty && activations.allSatisfy { $0.range.start > activation.range.start }
    }

    /// Whether some block puts `second` in and takes `first` out, and nothing else with them.
    private func swaps(_ first: String, _ second: String, in flow: [ConstraintNameEvent]) -> Bool {
        let blocks = Dictionary(grouping: flow) { $0.place.block }
        return blocks.values.contains { events in
            let kinds = { (name: String) in Set(events.filter { $0.name == name }.map(\.kind)) }
            return kinds(second) == [.activate] && kinds(first) == [.deactivate]
        }
    }

    /// Moves the deactivations' statements up, in their order, to just before the activation's, when
    /// only other activations, deactivations and changes of stored constraints lie between them.
    private func move(
        _ deactivations: [ConstraintNameEvent], before activation: ConstraintNameEvent,
        events: [ConstraintNameEvent], in layout: TypeLayout, model: FileModel
    ) -> [TextEdit]? {
        let source = model.source
        let target = activation.place.statement
        let moved = deactivations.map(\.place.statement)
        guard let last = moved.max(by: { $0.end < $1.end }), !moved.contains(target),
            let member = layout.member(at: activation.place.member),
            let targetUnit = StatementLines.unit(of: target, in: source)
        else { return nil }
        let movedUnits = moved.compactMap { StatementLines.unit(of: $0, in: source) }
        guard movedUnits.count == moved.count, Set(movedUnits).count == movedUnits.count else { return nil }
        let eventStatements = Set(events.map(\.place.statement))
        let between = member.statements.filter { $0.range.start >= target.start && $0.range.end <= last.end }
        // Every statement from the activation to the last deactivation is one of the events, and holds nothing else.
        let topLevel = between.filter { statement in
            !between.contains {
                $0.range != statement.range && $0.range.start <= statement.range.start
                    && statement.range.end <= $0.range.end
            }
        }
        guard topLevel.allSatisfy({ eventStatements.contains($0.range) }) else { return nil }
        let indentation = source.indentation(before: target.start)
        guard moved.allSatisfy({ source.indentation(before: $0.start) == indentation }) else { return nil }
        let inserted = movedUnits.sorted { $0.start < $1.start }.map { source.text(in: $0) }.joined()
        return [TextEdit(range: ByteRange(start: targetUnit.start, end: targetUnit.start), replacement: inserted)]
            + movedUnits.map { TextEdit(range: $0, replacement: "") }
    }
}
