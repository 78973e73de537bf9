/// `activation_order`: in one block, a stored constraint is activated before another stored
/// constraint on the same item and attribute is deactivated (docs/layout-verification.md). For a moment both are in the
/// engine; when they disagree, UIKit logs "Unable to simultaneously satisfy constraints" and breaks
/// one of them, possibly not the one about to go.
public struct ActivationOrderRule: Rule {
    public static let description = RuleDescription(
        id: "activation_order",
        name: "Activation order",
        summary: "A stored constraint activated before another one on the same item and attribute is deactivated: "
            + "deactivate first; the fix moves the deactivation up.",
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
            stored[name, default: []] += equations
        }
        var violations: [Violation] = []
        let byBlock = Dictionary(grouping: layout.flow) { $0.place.block }
        for block in byBlock.keys.sorted() {
            let events = byBlock[block]!.sorted { $0.range < $1.range }
            var reportedStatements = Set<Int>()
            for (position, activation) in events.enumerated() where activation.kind == .activate {
                guard !unreadable.contains(activation.name), let activated = stored[activation.name],
                      !reportedStatements.contains(activation.place.statement.start) else { continue }
                for deactivation in events[(position + 1)...] where deactivation.kind == .deactivate {
                    guard deactivation.name != activation.name, !unreadable.contains(deactivation.name),
                          canBeActive(deactivation.name, when: activation.place, in: layout),
                          let deactivated = stored[deactivation.name],
                          let (shared, other) = disagreement(
                              activated, deactivated, names: [activation.name, deactivation.name],
                              swapped: swaps(activation.name, deactivation.name, in: layout.flow), in: layout)
                    else { continue }
                    reportedStatements.insert(activation.place.statement.start)
                    let line = model.source.line(of: deactivation.range.start)
                    let view = ConstraintEquation.displayName(shared.firstItem)
                    violations.append(Violation(
                        range: activation.range,
                        message: "`\(activation.name)` (`\(shared.text(relativeTo: nil))`) is activated before `\(deactivation.name)` "
                            + "(`\(other.text(relativeTo: nil))`, line \(line)) is deactivated: for a moment both hold `\(view)`, "
                            + "and UIKit breaks one of them; deactivate first",
                        fix: move(deactivation, before: activation, events: events, in: layout, model: model)))
                    break
                }
            }
        }
        return violations
    }

    /// Two constraints on one item that the code swaps for each other, which cannot hold together:
    /// both `=` on the same axis (`bottom == guide.top` for hidden, `top == guide.top + 8` for shown:
    /// together they give the view a size it does not have), or a pair that, with the constraints in
    /// force once the type is set up, no layout satisfies.
    /// `swapped`: the code elsewhere activates the second and deactivates the first, so the two are
    /// alternatives (shown and hidden), not parts of one layout.
    private func disagreement(_ first: [ConstraintEquation], _ second: [ConstraintEquation], names: Set<String>,
                              swapped: Bool, in layout: TypeLayout) -> (ConstraintEquation, ConstraintEquation)? {
        for a in first {
            for b in second where a.firstItem == b.firstItem && a != b {
                guard let axis = LayoutAxis(of: a.firstAttribute), LayoutAxis(of: b.firstAttribute) == axis else { continue }
                if a.relation == .equal, b.relation == .equal, a.firstAttribute == b.firstAttribute || swapped { return (a, b) }
                var system = AxisSystem(axis: axis)
                for (index, entry) in layout.entries.enumerated() where entry.isInForce && entry.priority.isRequired
                    && !(entry.constraint.creation.storedName.map(names.contains) ?? false)
                    && !(entry.equations ?? []).contains(where: layout.isVolatile) {
                    for equation in entry.equations ?? [] { system.add(equation, entry: index) }
                }
                let steady = system.rows
                guard system.add(a, entry: -1) else { continue }
                let withFirst = system.rows
                guard system.add(b, entry: -2) else { continue }
                let withSecond = steady + [system.rows.last!]
                if LinearSystem.satisfiability(of: system.rows) == .unsatisfiable,
                   LinearSystem.satisfiability(of: withFirst) == .satisfiable,
                   LinearSystem.satisfiability(of: withSecond) == .satisfiable {
                    return (a, b)
                }
            }
        }
        return nil
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

    /// Whether some block puts `second` in and takes `first` out, and nothing else with them.
    private func swaps(_ first: String, _ second: String, in flow: [ConstraintNameEvent]) -> Bool {
        let blocks = Dictionary(grouping: flow) { $0.place.block }
        return blocks.values.contains { events in
            let kinds = { (name: String) in Set(events.filter { $0.name == name }.map(\.kind)) }
            return kinds(second) == [.activate] && kinds(first) == [.deactivate]
        }
    }

    /// Moves the deactivation's statement up to just before the activation's, when only other
    /// activations, deactivations and changes of stored constraints lie between them.
    private func move(_ deactivation: ConstraintNameEvent, before activation: ConstraintNameEvent,
                      events: [ConstraintNameEvent], in layout: TypeLayout, model: FileModel) -> [TextEdit]? {
        let source = model.source
        let target = activation.place.statement, moved = deactivation.place.statement
        guard target != moved, let member = layout.member(at: activation.place.member),
              let targetUnit = StatementLines.unit(of: target, in: source),
              let movedUnit = StatementLines.unit(of: moved, in: source)
        else { return nil }
        let eventStatements = Set(events.map(\.place.statement))
        let between = member.statements.filter { $0.range.start >= target.start && $0.range.end <= moved.end }
        // Every statement from the activation to the deactivation is one of the events, and holds nothing else.
        let topLevel = between.filter { statement in !between.contains { $0.range != statement.range && $0.range.start <= statement.range.start && statement.range.end <= $0.range.end } }
        guard topLevel.allSatisfy({ eventStatements.contains($0.range) }) else { return nil }
        let indentation = source.indentation(before: target.start), movedIndentation = source.indentation(before: moved.start)
        guard indentation == movedIndentation else { return nil }
        return [
            TextEdit(range: ByteRange(start: targetUnit.start, end: targetUnit.start), replacement: source.text(in: movedUnit)),
            TextEdit(range: movedUnit, replacement: ""),
        ]
    }
}
