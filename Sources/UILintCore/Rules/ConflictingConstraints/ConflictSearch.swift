/// Finds, per axis, the sets of required constraints in force together that cannot all hold, and
/// reports each on the constraint that makes its set unsatisfiable (the last one in the file).
struct ConflictSearch {
    let layout: TypeLayout
    let source: SourceText
    /// Scroll views whose content edges some constraints name: those tie nothing to the frame.
    let scrollViews: Set<String>
    /// At most this many conflicts are reported per group of linked constraints.
    private let conflictsPerComponent = 3

    func violations() -> [Violation] {
        var violations: [Violation] = []
        // Each constraint is reported once, on its first conflict.
        var reported = Set<Int>()
        for axis in LayoutAxis.allCases {
            var system = AxisSystem(axis: axis)
            for (index, entry) in layout.entries.enumerated()
            where entry.priority.isRequired && (entry.isInForce || activatesLater(entry)) {
                for equation in entry.equations ?? []
                where !layout.tiesToScrollContent(equation, scrollViews: scrollViews) {
                    system.add(equation, entry: index)
                }
            }
            // One row alone holds unless it says `0 == c`; such rows are their own component.
            for component in system.components() where component.count > 1 {
                for rows in scenarios(of: component, in: system) {
                    for conflict in conflicts(among: rows, in: system)
                    where runsTogether(conflict, in: system)
                        && reported.insert(system.sources[conflict.row].entry).inserted
                    {
                        violations.append(violation(conflict, in: system))
                    }
                }
            }
        }
        return violations.sorted { $0.range < $1.range }
    }

    /// Made and activated together with others off the set-up path (a `remakeConstraints` in a branch,
    /// an `activate([...])` in another function): whenever that code runs, they join what is in force.
    private func activatesLater(_ entry: TypeLayout.Entry) -> Bool {
        guard !entry.isInForce, !entry.constraint.creation.isReturned else { return false }
        return [.activated, .snapKitMake, .snapKitRemake].contains(entry.constraint.creation.activation)
    }

    /// The sets of rows that are in the engine at the same time: what is in force once the type is set
    /// up, with each group of constraints activated together. A view whose constraints some code removes
    /// all at once has them compared only with those made in the same statement; a group is compared
    /// without the stored constraints its function deactivates.
    private func scenarios(of component: [Int], in system: AxisSystem) -> [[Int]] {
        func entry(_ row: Int) -> TypeLayout.Entry { layout.entries[system.sources[row].entry] }
        func isVolatile(_ row: Int) -> Bool {
            layout.isVolatile(system.sources[row].equation)
        }
        let steady = component.filter { entry($0).isInForce && !isVolatile($0) }
        let grouped = component.filter { !entry($0).isInForce || isVolatile($0) }
        guard !grouped.isEmpty else { return [steady] }
        let groups = Dictionary(grouping: grouped) { entry($0).group }
        return [steady]
            + groups.keys.sorted().map { site in
                let rows = groups[site]!
                let member = entry(rows[0]).constraint.creation.member
                let deactivated = layout.namesDeactivated(in: member)
                // A constraint the group's own code switches off right after making it joins later only through
                // code that switches it on by name, which uilint does not follow (ATV-Bilibili-demo's video screen
                // makes two tops for its page list and keeps one).
                let switchedOff = rows.filter { row in
                    let made = entry(row).constraint
                    return made.creation.storedName.map { name in
                        layout.flow.contains { event in
                            event.kind == .deactivate && event.name == name && event.place.member == member
                                && event.range.start > made.range.end
                        }
                    } ?? false
                }
                return steady.filter {
                    entry($0).constraint.creation.storedName.map { !deactivated.contains($0) } ?? true
                }
                    + rows.filter { !switchedOff.contains($0) }
            }
    }

    struct Conflict {
        /// The row reported on, and the other rows of the smallest unsatisfiable set.
        let row: Int
        let others: [Int]
    }

    private func conflicts(among rows: [Int], in system: AxisSystem) -> [Conflict] {
        var rows = rows
        var found: [Conflict] = []
        while found.count < conflictsPerComponent,
            LinearSystem.satisfiability(of: rows.map { system.rows[$0] }) == .unsatisfiable
        {
            let core = LinearSystem.minimalSubset(of: rows.map { system.rows[$0] }) {
                LinearSystem.satisfiability(of: $0) == .unsatisfiable
            }.map { rows[$0] }
            guard let last = core.max(by: { position(of: $0, in: system) < position(of: $1, in: system) }) else {
                break
            }
            found.append(
                Conflict(
                    row: last,
                    others: core.filter { $0 != last }.sorted {
                        position(of: $0, in: system) < position(of: $1, in: system)
                    }))
            rows.removeAll { $0 == last }
        }
        return found
    }

    /// Whether every constraint of the conflict can be made on one instance: not when two initializers make
    /// them, one each (docs/layout-verification.md).
    private func runsTogether(_ conflict: Conflict, in system: AxisSystem) -> Bool {
        let entries = ([conflict.row] + conflict.others).map { layout.entries[system.sources[$0].entry] }
        return entries.indices.allSatisfy { first in
            entries.indices.dropFirst(first + 1).allSatisfy { layout.mayRunTogether(entries[first], entries[$0]) }
        }
    }

    private func position(of row: Int, in system: AxisSystem) -> (Int, Int) {
        (layout.entries[system.sources[row].entry].constraint.range.start, row)
    }

    private func violation(_ conflict: Conflict, in system: AxisSystem) -> Violation {
        let source = system.sources[conflict.row]
        let entry = layout.entries[source.entry]
        let view = source.equation.firstItem
        let others = conflict.others.map { row -> String in
            let other = system.sources[row]
            let line = self.source.line(of: layout.entries[other.entry].constraint.range.start)
            return "`\(other.equation.text(relativeTo: view))` (line \(line))"
        }
        return Violation(
            range: entry.constraint.range,
            message:
                "`\(ConstraintEquation.displayName(view))`: `\(source.equation.text(relativeTo: view))` conflicts with "
                + others.joinedAsList() + "; UIKit will break one of them at run time")
    }
}

extension [String] {
    /// `a`, `a and b`, `a, b and c`.
    func joinedAsList() -> String {
        guard count > 1 else { return first ?? "" }
        return dropLast().joined(separator: ", ") + " and " + last!
    }
}
