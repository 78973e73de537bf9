extension TypeLayout {
    /// Whether the required constraints that start at `starts` cannot all hold together on some axis. The order
    /// such constraints are activated in decides which one UIKit breaks (docs/layout-verification.md).
    public func conflict(amongConstraintsStartingAt starts: Set<Int>) -> Bool {
        let chosen = entries.enumerated().filter { _, entry in
            entry.priority.isRequired && starts.contains(entry.constraint.range.start)
        }
        return LayoutAxis.allCases.contains { axis in
            var system = AxisSystem(axis: axis)
            for (index, entry) in chosen {
                for equation in entry.equations ?? [] { system.add(equation, entry: index) }
            }
            return system.rows.count > 1 && LinearSystem.satisfiability(of: system.rows) == .unsatisfiable
        }
    }
}
