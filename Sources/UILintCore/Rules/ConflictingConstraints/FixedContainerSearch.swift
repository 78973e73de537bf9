/// docs/layout-verification.md's last kind of conflict: required equalities that fix the width of a container whose
/// width UIKit sets (a controller's root view, a table cell's content view) to one number. They hold
/// for one screen width only; on any other, UIKit breaks one of them.
struct FixedContainerSearch {
    let layout: TypeLayout
    let model: FileModel
    /// Scroll views whose content edges some constraints name: a content as wide as it likes fixes no frame
    /// (se-daily-iOS's tags cell scrolls a 5000-point tag view).
    let scrollViews: Set<String>

    func violations() -> [Violation] {
        let containers = layout.containersSizedByUIKit(index: model.index)
        guard !containers.isEmpty else { return [] }
        var system = AxisSystem(axis: .horizontal)
        // A view whose constraints some code removes or remakes at once keeps only some of them: which
        // ones hold together is the other search's question (its scenarios), not a steady width.
        for (index, entry) in layout.entries.enumerated() where entry.isInForce && entry.priority.isRequired {
            for equation in entry.equations ?? []
            where equation.relation == .equal && !layout.isVolatile(equation)
                && !layout.tiesToScrollContent(equation, scrollViews: scrollViews)
            {
                system.add(equation, entry: index)
            }
        }
        var violations: [Violation] = []
        var reported = Set<Int>()
        for container in containers {
            let isUsed = system.sources.contains {
                $0.equation.secondItem == container || $0.equation.firstItem == container
            }
            guard isUsed else { continue }
            let width = system.size(of: container)
            guard let value = LinearSystem.determinedValue(system.rows, width) else { continue }
            let core = LinearSystem.minimalSubset(of: system.rows) { LinearSystem.determines($0, width) == true }
            // The type sizes the container itself: a conflict there is the other search's.
            let sizesContainer = core.contains { row in
                let equation = system.sources[row].equation
                return equation.firstItem == container && equation.firstAttribute.name == "width"
            }
            guard !sizesContainer, core.count >= 2,
                let last = core.max(by: { position(of: $0, in: system) < position(of: $1, in: system) }),
                reported.insert(system.sources[last].entry).inserted
            else { continue }
            // The number the constraints named fix, not the whole system's: the rest may contradict itself
            // (iGap-iOS's bill cell centres a holder with unequal insets; its label chain fixes 30, not 50).
            let fixed = LinearSystem.determinedValue(core.map { system.rows[$0] }, width) ?? value
            violations.append(violation(last: last, core: core, container: container, width: fixed, in: system))
        }
        return violations
    }

    private func position(of row: Int, in system: AxisSystem) -> (Int, Int) {
        (layout.entries[system.sources[row].entry].constraint.range.start, row)
    }

    private func violation(last: Int, core: [Int], container: String, width: Rational, in system: AxisSystem)
        -> Violation
    {
        let source = system.sources[last]
        let view = source.equation.firstItem
        let others = core.filter { $0 != last }.sorted { position(of: $0, in: system) < position(of: $1, in: system) }
            .map { row -> String in
                let other = system.sources[row]
                let line = model.source.line(of: layout.entries[other.entry].constraint.range.start)
                return "`\(other.equation.text(relativeTo: view))` (line \(line))"
            }
        return Violation(
            range: layout.entries[source.entry].constraint.range,
            message: "`\(ConstraintEquation.displayName(view))`: `\(source.equation.text(relativeTo: view))` with "
                + others.joinedAsList() + " fixes the width of `\(container)` at \(width), which UIKit sets; "
                + "on any other width UIKit will break one of them at run time")
    }
}
