/// `duplicate_constraint`: an installed constraint identical to one the type installed before
/// (docs/layout-verification.md). It adds nothing, and when one of the two is later changed, the other holds the old value.
public struct DuplicateConstraintRule: Rule {
    public static let description = RuleDescription(
        id: "duplicate_constraint",
        name: "Duplicate constraint",
        summary: "An installed constraint identical to one installed before (same items, attributes, relation, "
            + "multiplier, constant and priority): it adds nothing; the fix removes it.",
        isFixable: true,
        needles: Needle.constraints)

    public init(options: [String: RuleOptionValue]) {}

    public func violations(in model: FileModel) -> [Violation] {
        model.typeLayouts.filter { !$0.entries.isEmpty }.flatMap { layout in
            let installed = layout.entries.filter { $0.context == .installed && $0.equations != nil }
            // A statement off the set-up path still puts its constraints into the engine together whenever it
            // runs: chakchat-ios's `pinSuperView` helper activates `top == otherView.top` twice in one list.
            let sites = Dictionary(grouping: layout.entries.filter(isMadeWithItsStatement), by: \.group)
                .sorted { $0.key < $1.key }.map(\.value).filter { $0.count > 1 }
            return ([installed] + sites).flatMap {
                duplicates(among: $0.sorted { $0.constraint.range < $1.constraint.range }, in: layout, model: model)
            }
        }
    }

    /// A constraint off the set-up path that its statement activates whenever it runs: not in a branch of its
    /// member, nor kept by name to be switched.
    private func isMadeWithItsStatement(_ entry: TypeLayout.Entry) -> Bool {
        let creation = entry.constraint.creation
        return entry.context == .conditional && entry.equations != nil && !creation.isConditional
            && creation.storedName == nil && creation.member != nil
            && [.activated, .snapKitMake, .snapKitRemake].contains(creation.activation)
    }

    /// An equation written from either end: `a.trailing == b.leading - 8` and `b.leading == a.trailing + 8`.
    private struct Key: Hashable {
        let equation: ConstraintEquation
        let priority: LinearValue

        init?(_ equation: ConstraintEquation, priority: LinearValue) {
            guard priority.number != nil, !equation.constant.terms.keys.contains(where: { $0.hasPrefix("?") }) else {
                return nil
            }
            var equation = equation
            if let second = equation.secondItem, let secondAttribute = equation.secondAttribute,
                equation.multiplier == .one,
                (second, secondAttribute.name) < (equation.firstItem, equation.firstAttribute.name)
            {
                equation = ConstraintEquation(
                    firstItem: second, firstAttribute: secondAttribute,
                    relation: equation.relation == .equal
                        ? .equal
                        : equation.relation == .lessThanOrEqual ? .greaterThanOrEqual : .lessThanOrEqual,
                    secondItem: equation.firstItem, secondAttribute: equation.firstAttribute,
                    multiplier: .one, constant: -equation.constant)
            }
            self.equation = equation
            self.priority = priority
        }
    }

    /// The same attribute related to the same target twice in one statement (`make.bottom…inset(a)` after
    /// `make.leading.trailing.bottom…inset(b)`): a duplicate if `a` and `b` are equal, a conflict if not.
    private struct Shape: Hashable {
        let site: Int
        let firstItem: String
        let firstAttribute: LayoutAttribute
        let relation: ConstraintRelation
        let secondItem: String?
        let secondAttribute: LayoutAttribute?
        let multiplier: LinearValue

        init(_ equation: ConstraintEquation, site: Int) {
            self.site = site
            firstItem = equation.firstItem
            firstAttribute = equation.firstAttribute
            relation = equation.relation
            secondItem = equation.secondItem
            secondAttribute = equation.secondAttribute
            multiplier = equation.multiplier
        }
    }

    /// The duplicates among `installed`: constraints in force together, in the order they are made.
    private func duplicates(among installed: [TypeLayout.Entry], in layout: TypeLayout, model: FileModel)
        -> [Violation]
    {
        // Positions in `installed`, not copies of its entries: the maps hold every equation of the type.
        var seen: [Key: Int] = [:]
        var shapes: [Shape: (ConstraintEquation, Int)] = [:]
        var violations: [Violation] = []
        // Whole duplicates, by their finding: fixed once every one is known, as a closure must keep a constraint.
        var wholeDuplicates: [(finding: Int, entry: TypeLayout.Entry)] = []
        seen.reserveCapacity(installed.count * 2)
        shapes.reserveCapacity(installed.count * 2)
        for (position, entry) in installed.enumerated() {
            var repeated: [(ConstraintEquation, TypeLayout.Entry)] = []
            var keys: [Key] = []
            for equation in entry.equations ?? [] {
                guard let key = Key(equation, priority: entry.priority) else { continue }
                keys.append(key)
                guard let earlier = seen[key].map({ installed[$0] }),
                    earlier.constraint.range != entry.constraint.range,
                    layout.mayRunTogether(earlier, entry)
                else { continue }
                // Constraints some code removes all at once are the same only when made together.
                if layout.isVolatile(equation), earlier.group != entry.group { continue }
                repeated.append((equation, earlier))
            }
            for key in keys where seen[key] == nil { seen[key] = position }
            // Two constraints both kept by name are there to be switched by name: alternatives made in one statement,
            // one deactivated at once (sun-ios's author picker, slid up or down). One kept and one not is a copy that
            // stays when the kept one changes (Antidote's call screen's top bar).
            if repeated.isEmpty, entry.priority.isRequired,
                let twice = sameShape(position, in: installed, shapes: &shapes),
                entry.constraint.creation.storedName == nil
                    || installed[twice.1].constraint.creation.storedName == nil
            {
                let (equation, earlierPosition, earlierEquation) = twice
                let earlier = installed[earlierPosition]
                let line = model.source.line(of: earlier.constraint.range.start)
                violations.append(
                    Violation(
                        range: entry.constraint.range,
                        message:
                            "`\(ConstraintEquation.displayName(equation.firstItem))`: `\(equation.text(relativeTo: equation.firstItem))` "
                            + "constrains what `\(earlierEquation.text(relativeTo: equation.firstItem))` (line \(line)) does in the same "
                            + "statement: a duplicate if the constants are equal, a conflict if not"))
                continue
            }
            guard let (equation, earlier) = repeated.first else { continue }
            let view = ConstraintEquation.displayName(equation.firstItem)
            let line = model.source.line(of: earlier.constraint.range.start)
            if repeated.count == entry.equations?.count { wholeDuplicates.append((violations.count, entry)) }
            violations.append(
                Violation(
                    range: entry.constraint.range,
                    message:
                        "`\(view)`: `\(equation.text(relativeTo: equation.firstItem))` repeats the constraint made at line \(line); "
                        + "it adds nothing"))
        }
        let removed = Set(wholeDuplicates.map { $0.entry.constraint.range })
        let unread = Set(layout.entries.filter { $0.equations == nil }.map(\.constraint.range))
        let removals = wholeDuplicates.compactMap { finding, entry in
            removal(of: entry, removing: removed, unread: unread, in: model).map { (finding, $0) }
        }
        // Neighbouring duplicates go together, with the blank lines around them (docs/fixing.md): sora-ios's
        // transferable cell repeats a pair of constraints between blank lines, which would have left two.
        let shares = StatementLines.removalsByUnit(of: removals.map { $0.1.unit }, in: model.source)
        for (finding, removal) in removals {
            violations[finding].fix =
                (removal.commaRemoval.map { [$0] } ?? [])
                + [TextEdit(range: shares[removal.unit] ?? removal.unit, replacement: "")]
        }
        return violations
    }

    private func sameShape(
        _ position: Int, in installed: [TypeLayout.Entry], shapes: inout [Shape: (ConstraintEquation, Int)]
    )
        -> (ConstraintEquation, Int, ConstraintEquation)?
    {
        let entry = installed[position]
        var found: (ConstraintEquation, Int, ConstraintEquation)?
        for equation in entry.equations ?? [] {
            let shape = Shape(equation, site: entry.group)
            if let (earlierEquation, earlierPosition) = shapes[shape], case let earlier = installed[earlierPosition],
                earlier.constraint.range != entry.constraint.range,
                earlier.priority.isRequired, earlierEquation.constant != equation.constant, found == nil,
                // Two numbers that differ are a conflict, which `conflicting_constraints` reports.
                earlierEquation.constant.number == nil || equation.constant.number == nil
            {
                found = (equation, earlierPosition, earlierEquation)
            }
            if shapes[shape] == nil { shapes[shape] = (equation, position) }
        }
        return found
    }

    /// Removes the constraint when it is a line of its own: one element of a list, or one SnapKit statement
    /// in a closure that keeps a constraint once every duplicate (`removed`) is gone (an empty
    /// `makeConstraints { }` reads as a slip, and removing the call would leave the view's autoresizing flag
    /// set: iOS10-DevFriends 6ccad0e; nor may it keep only the locals the constraints used: Marryting-iOS's
    /// repeated collection view block). Every constraint of the closure must be read: one uilint cannot read
    /// may repeat another too, and the author would remove the whole call (MacC-TEAM-ZESTY's review cell
    /// repeats a block whose size is a conditional expression).
    private func removal(
        of entry: TypeLayout.Entry, removing removed: Set<ByteRange>, unread: Set<ByteRange>,
        in model: FileModel
    ) -> (unit: ByteRange, commaRemoval: TextEdit?)? {
        let range = entry.constraint.range
        var extent: ByteRange?
        var commaBefore: ByteRange?
        if entry.constraint.syntax == .snapKit {
            let closure = model.constraintLists.first { list in
                list.kind == .snapKitClosure && list.elements.contains { $0.constraint?.range == range }
            }
            let constraints = closure?.elements.compactMap { $0.constraint?.range } ?? []
            guard constraints.contains(where: { !removed.contains($0) }), !constraints.contains(where: unread.contains)
            else { return nil }
            extent = range
        } else {
            for list in model.constraintLists where list.kind != .isActiveRun {
                guard let position = list.elements.firstIndex(where: { $0.constraint?.range == range }) else {
                    continue
                }
                let slot = list.elements[position].slot
                extent = ByteRange(start: slot.content.start, end: slot.trailingTrivia.start)
                // The last element written without a comma: the one before it becomes the last, and loses its
                // comma as the author's lists have none (iOS10-OpenList 9bac7f1, iOS09-BBus cbbc6e3).
                if position == list.elements.count - 1, position > 0, !hasComma(slot, in: model.source) {
                    let previous = list.elements[position - 1].slot
                    commaBefore = ByteRange(start: previous.content.end, end: previous.trailingTrivia.start)
                }
            }
        }
        // A comment above it may say why it is there: the finding stays for the author to read, without a fix.
        guard let extent, let unit = StatementLines.unit(of: extent, in: model.source),
            unit.start == StatementLines.lineStart(of: extent.start, in: model.source)
        else { return nil }
        let commaRemoval = commaBefore.flatMap { afterPrevious -> TextEdit? in
            let text = model.source.text(in: afterPrevious)
            guard let offset = text.utf8.firstIndex(of: UInt8(ascii: ",")) else { return nil }
            let start = afterPrevious.start + text.utf8.distance(from: text.utf8.startIndex, to: offset)
            return TextEdit(range: ByteRange(start: start, end: start + 1), replacement: "")
        }
        return (unit, commaRemoval)
    }

    private func hasComma(_ slot: ListSlot, in source: SourceText) -> Bool {
        source.text(in: ByteRange(start: slot.content.end, end: slot.trailingTrivia.start)).contains(",")
    }
}
