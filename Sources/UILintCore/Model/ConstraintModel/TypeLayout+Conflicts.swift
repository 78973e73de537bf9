extension TypeLayout {
    /// Whether two or more of the required constraints starting at `starts` take part in a set that cannot all
    /// hold, alone or with the other required constraints in force in the type (Purithm_iOS 7d65a35's icon:
    /// its size and centre conflict only with its container's height). UIKit breaks the one that completes the
    /// set, so their order decides which (docs/layout-verification.md).
    public func conflict(amongConstraintsStartingAt starts: Set<Int>) -> Bool {
        let chosen = entries.enumerated().filter { _, entry in
            entry.priority.isRequired && starts.contains(entry.constraint.range.start)
        }
        guard !chosen.isEmpty else { return false }
        return LayoutAxis.allCases.contains { axis in
            let onAxis = chosen.flatMap { index, entry in
                (entry.equations ?? []).filter { LayoutAxis(of: $0.firstAttribute) == axis }.map { (index, $0) }
            }
            guard onAxis.count > 1 else { return false }
            // Two equations on a view's two edges hold together unless they set the same attribute: most views, which
            // spare the solver.
            if onAxis.count > 2 || onAxis[0].1.firstAttribute == onAxis[1].1.firstAttribute {
                var alone = AxisSystem(axis: axis)
                for (index, equation) in onAxis { alone.add(equation, entry: index) }
                if alone.rows.count > 1 && LinearSystem.satisfiability(of: alone.rows) == .unsatisfiable {
                    return true
                }
            }
            return conflictsWithTheRestInForce(onAxis, axis: axis)
        }
    }

    /// The rest is added first so that the smallest conflicting set keeps as many of `chosen` as it can.
    /// Besides what is in force, the rest holds what the chosen constraints' function makes along with them outside
    /// its branches, loops and closures, which is in the engine whenever they are (Amor 064ffbf's profile cell pins a
    /// 20-point chevron and an 18-point label between the same edges, in one function off the set-up path).
    private func conflictsWithTheRestInForce(_ chosen: [(Int, ConstraintEquation)], axis: LayoutAxis) -> Bool {
        let chosenEntries = Set(chosen.map(\.0))
        let chosenMembers = Set(chosen.compactMap { entries[$0.0].member?.range.start })
        var system = AxisSystem(axis: axis)
        for (index, entry) in entries.enumerated()
        where !chosenEntries.contains(index) && entry.priority.isRequired
            && (entry.isInForce
                || !entry.constraint.creation.isConditional
                    && entry.member.map { chosenMembers.contains($0.range.start) } == true)
        {
            for equation in entry.equations ?? [] { system.add(equation, entry: index) }
        }
        let restCount = system.rows.count
        guard restCount > 0 else { return false }
        for (index, equation) in chosen { system.add(equation, entry: index) }
        guard system.rows.count - restCount > 1 else { return false }
        let rows = system.components().filter { $0.contains { $0 >= restCount } }.flatMap { $0 }
        guard LinearSystem.satisfiability(of: rows.map { system.rows[$0] }) == .unsatisfiable else { return false }
        let core = LinearSystem.minimalSubset(of: rows.map { system.rows[$0] }) {
            LinearSystem.satisfiability(of: $0) == .unsatisfiable
        }
        return core.filter { rows[$0] >= restCount }.count > 1
    }
}
