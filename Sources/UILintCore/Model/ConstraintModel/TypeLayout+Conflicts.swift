extension TypeLayout {
    /// Whether the required constraints that start at `starts` cannot all hold together on some axis. The order
    /// such constraints are activated in decides which one UIKit breaks (docs/layout-verification.md).
    public func conflict(amongConstraintsStartingAt starts: Set<Int>) -> Bool {
        let chosen = entries.enumerated().filter { _, entry in
            entry.priority.isRequired && starts.contains(entry.constraint.range.start)
        }
        guard !chosen.isEmpty else { return false }
        return LayoutAxis.allCases.contains { axis in
            let onAxis = chosen.flatMap { index, entry in
                (entry.equations ?? []).filter { LayoutAxis(of: $0.firstAttribute) == axis }.map { (index, $0) }
            }
            // Two equations on a view's two edges hold together unless they set the same attribute: most views, which
            // spare the solver.
            guard onAxis.count > 2 || (onAxis.count == 2 && onAxis[0].1.firstAttribute == onAxis[1].1.firstAttribute)
            else { return false }
            var system = AxisSystem(axis: axis)
            for (index, equation) in onAxis { system.add(equation, entry: index) }
            return system.rows.count > 1 && LinearSystem.satisfiability(of: system.rows) == .unsatisfiable
        }
    }
}
