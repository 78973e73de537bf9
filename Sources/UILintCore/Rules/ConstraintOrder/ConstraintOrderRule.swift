/// `constraint_order`: within one constraint list, each item's constraints follow the configured order.
public struct ConstraintOrderRule: Rule {
    public static let defaultOrder = ["top", "leading", "trailing", "bottom", "centerY", "centerX", "height", "width"]
    private static let orderableNames: Set<String> = Set(defaultOrder).union(["firstBaseline", "lastBaseline"])

    public static let description = RuleDescription(
        id: "constraint_order",
        name: "Constraint order",
        summary:
            "Within one constraint list, each view's constraints appear in the order top, leading, trailing, bottom, centerY, centerX, height, width.",
        isFixable: true,
        options: [order],
        needles: Needle.constraints)

    private static let order = RuleOption.stringList(
        "order", default: defaultOrder, summary: "The order of anchors; anchors not listed are ignored."
    ) { configured in
        if let name = configured.first(where: { !orderableNames.contains($0) }) {
            let suggestion =
                Suggestions.closest(to: name, in: orderableNames.sorted()).map { " (did you mean `\($0)`?)" } ?? ""
            return "`\(name)` is not an anchor that can be ordered\(suggestion)"
        }
        return Set(configured).count == configured.count ? nil : "an anchor is listed more than once"
    }

    private let ranks: [String: Int]

    public init(options: [String: RuleOptionValue]) throws {
        let order = try Self.order.stringList(in: options)
        ranks = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
    }

    public func violations(in model: FileModel) -> [Violation] {
        // Decided once per type: a type makes many lists, and each question walks its classes in the index.
        var containersByType: [String: Set<String>] = [:]
        return model.constraintLists.flatMap { list in
            let typeName = list.elements.first.flatMap { model.enclosingTypeName(at: $0.expression.start) }
            let containers =
                typeName.flatMap { containersByType[$0] } ?? Self.containerNames(ofTypeNamed: typeName, in: model)
            if let typeName { containersByType[typeName] = containers }
            let found = violations(in: list, containers: containers, source: model.source) { elements in
                guard let typeName, let index = model.viewTypes.firstIndex(where: { $0.name == typeName }) else {
                    return false
                }
                let starts = Set(elements.compactMap { $0.constraint?.range.start })
                return model.typeLayouts[index].conflict(amongConstraintsStartingAt: starts)
            }
            // An array read by position (FalconMessenger a80c338's `contentViewConstraints[0].priority = …`) keeps
            // its order: a sort would change the constraint each index names.
            guard let name = list.boundName, model.constraintFlow.namesReadByIndex.contains(name) else { return found }
            return found.map { Violation(range: $0.range, message: $0.message) }
        }
    }

    /// How the list's type names the view that holds the others: itself, a controller's `view`, and
    /// a cell's `contentView` (elsewhere a `contentView` is often an ordinary subview of a scroll view).
    private static func containerNames(ofTypeNamed typeName: String?, in model: FileModel) -> Set<String> {
        guard let typeName else { return ["self", "view"] }
        let chain = model.index.projectClassChain(from: typeName) + [model.index.externalSuperclass(of: typeName) ?? ""]
        return chain.contains { $0.hasSuffix("Cell") } || typeName.hasSuffix("Cell")
            ? ["self", "view", "contentView"] : ["self", "view"]
    }

    private func rank(_ element: ConstraintListElement) -> Int? {
        element.constraint.flatMap { ranks[$0.attribute.orderingName] }
    }

    /// `conflict` tells whether constraints conflict among themselves: their order decides which one UIKit breaks,
    /// and a sort would change it (Zatch_iOS adb0217's delete button, pinned by a width and both edges).
    private func violations(
        in list: ConstraintList, containers: Set<String>, source: SourceText,
        conflict: ([ConstraintListElement]) -> Bool
    ) -> [Violation] {
        var itemOrder: [String] = []
        var elementsByItem: [String: [ConstraintListElement]] = [:]
        for (index, element) in list.elements.enumerated() where rank(element) != nil {
            let item = element.constraint!.item
            if elementsByItem[item] == nil { itemOrder.append(item) }
            // A comment line above a run of one view's constraints (`// iconView`) heads the run: it
            // stays where it is rather than leave with the first constraint. A suppression comment
            // always goes with the line it suppresses. In a SnapKit closure, where every line is the one view's,
            // a comment is about the line below it (WAY_iOS 0472981's commented-out `make.width.height` above
            // the width), and goes with it.
            let next = list.elements.dropFirst(index + 1).first
            let slot = element.slot
            let comments = source.text(in: slot.leadingComments)
            let hasCommentLines =
                !comments.isEmpty && !comments.contains("uilint:")
                && source.text(in: ByteRange(start: slot.leadingComments.end, end: slot.leadingTrivia.end)).contains(
                    "\n")
            // A commented-out constraint of the view (`// colorPickerView.widthAnchor.constraint(…)`, xabber-ios
            // 0b4c24f's avatar picker) heads nothing: it is the alternative to the line below it.
            let isCommentedOutCode = comments.split(separator: "\n").allSatisfy { line in
                line.drop { $0 == " " || $0 == "\t" || $0 == "/" }.hasPrefix(item + ".")
            }
            let headsRun =
                hasCommentLines && !isCommentedOutCode && next?.constraint?.item == item
                && list.kind != .snapKitClosure
            elementsByItem[item, default: []].append(headsRun ? element.keepingComments : element)
        }
        // Read only for a list out of order: most lists are in order.
        var groups: [Int: Int]?
        return itemOrder.compactMap { item in
            violation(
                item: item, elements: elementsByItem[item]!, in: list, containers: containers, source: source,
                conflict: conflict
            ) {
                if let groups { return groups }
                let found = blankLineGroups(of: list, source: source)
                groups = found
                return found
            }
        }
    }

    /// For each element's start, the number of blank lines above it in the list: the author's
    /// groups, which a fix does not move constraints between. Where every element stands alone
    /// (`NSLayoutConstraint(item:…)` calls over several lines, each after a blank line), the blank
    /// lines only space the list out, and it is one group.
    private func blankLineGroups(of list: ConstraintList, source: SourceText) -> [Int: Int] {
        var groups: [Int: Int] = [:]
        var group = 0
        for element in list.elements {
            let trivia = source.text(in: element.slot.leadingTrivia)
            // Two line breaks with only spaces between them: a blank line.
            if trivia.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().dropLast()
                .contains(where: { $0.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" } })
            {
                group += 1
            }
            groups[element.expression.start] = group
        }
        return Set(groups.values).count == list.elements.count ? groups.mapValues { _ in 0 } : groups
    }

    /// Whether a constraint of the container (the view itself, or a controller's `view`) pins `item`
    /// the other way round, as `trailingAnchor.constraint(equalTo: button.trailingAnchor)` does to
    /// keep constants positive.
    private func pinsReversed(
        _ element: ConstraintListElement, item: String, containers: Set<String>,
        source: SourceText
    ) -> Bool {
        guard let constraint = element.constraint, constraint.item != item, containers.contains(constraint.item)
        else { return false }
        let text = source.text(in: element.expression)
        var searchStart = text.startIndex
        while let found = text.range(of: item + ".", range: searchStart..<text.endIndex) {
            let before = found.lowerBound == text.startIndex ? nil : text[text.index(before: found.lowerBound)]
            if before.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true { return true }
            searchStart = found.upperBound
        }
        return false
    }

    private func violation(
        item: String, elements: [ConstraintListElement], in list: ConstraintList,
        containers: Set<String>, source: SourceText, conflict: ([ConstraintListElement]) -> Bool,
        groups: () -> [Int: Int]
    ) -> Violation? {
        for (index, element) in elements.enumerated() {
            let elementRank = rank(element)!
            guard let earlier = elements[..<index].first(where: { rank($0)! > elementRank }) else { continue }
            let sorted = elements.enumerated()
                .sorted { (rank($0.element)!, $0.offset) < (rank($1.element)!, $1.offset) }
                .map(\.element)
            // Each slot receives the sorted element of its position: one from another group would
            // cross a blank line, and the groups the author made would no longer say what they did.
            let groups = groups()
            let crossesBlankLine = zip(elements, sorted).contains {
                groups[$0.expression.start] != groups[$1.expression.start]
            }
            let fix =
                !crossesBlankLine && !holdsUnreadable(among: elements, in: list)
                    && readsInOrder(sorted, item: item, in: list, containers: containers, source: source)
                    && !(Self.reordersAnAxis(elements, into: sorted) && conflict(elements))
                ? SlotReordering.edits(slots: elements.map(\.slot), moves: sorted.map(\.slot), in: source)
                : nil
            let attribute = element.constraint!.attribute
            return Violation(
                range: element.constraint!.range,
                message: "`\(item)`: `\(attribute)` constraint must come before `\(earlier.constraint!.attribute)` "
                    + "(order: \(orderDescription))",
                fix: fix)
        }
        return nil
    }

    /// Whether the sort changes the order of the item's constraints on one axis: only then can it change which of
    /// them UIKit breaks. An attribute of no single axis (SnapKit's `edges`) counts on both.
    private static func reordersAnAxis(_ elements: [ConstraintListElement], into sorted: [ConstraintListElement])
        -> Bool
    {
        LayoutAxis.allCases.contains { axis in
            func onAxis(_ list: [ConstraintListElement]) -> [Int] {
                list.filter { element in
                    guard let constraint = element.constraint else { return true }
                    return attributes(of: constraint).contains { LayoutAxis(of: $0).map { $0 == axis } ?? true }
                }.map(\.expression.start)
            }
            return onAxis(elements) != onAxis(sorted)
        }
    }

    /// Every attribute a constraint sets: SnapKit's `make.centerX.top` sets a horizontal and a vertical one
    /// (IOS-Swift-Crypto-Wallet acf6450's image view, whose `top` also follows with an offset).
    private static func attributes(of constraint: Constraint) -> [LayoutAttribute] {
        if case .snapKit(let statement) = constraint.meaning, !statement.attributes.isEmpty {
            return statement.attributes
        }
        return [constraint.attribute]
    }

    /// Whether an element uilint cannot read (a stored constraint, `bottomConstraint`) sits among the
    /// item's constraints: it may be one of them, and a sort around it may read no better. In a SnapKit
    /// closure, every statement is about its one view.
    private func holdsUnreadable(among elements: [ConstraintListElement], in list: ConstraintList) -> Bool {
        guard let first = elements.first?.expression.start, let last = elements.last?.expression.start else {
            return false
        }
        return list.elements.contains { element in
            element.constraint == nil
                && (list.kind == .snapKitClosure || first < element.expression.start && element.expression.start < last)
        }
    }

    /// Whether the list, with the item's constraints in `sorted` order in their slots, reads in order
    /// when the container's reversed constraints on the item count as the item's too. The author
    /// reads those as the item's edges; a sort that puts `leading` after them reads worse.
    private func readsInOrder(
        _ sorted: [ConstraintListElement], item: String, in list: ConstraintList,
        containers: Set<String>, source: SourceText
    ) -> Bool {
        var next = sorted.makeIterator()
        var ranksAsRead: [Int] = []
        for element in list.elements {
            if element.constraint?.item == item, rank(element) != nil {
                ranksAsRead.append(rank(next.next()!)!)
            } else if pinsReversed(element, item: item, containers: containers, source: source),
                let elementRank = rank(element)
            {
                ranksAsRead.append(elementRank)
            }
        }
        return zip(ranksAsRead, ranksAsRead.dropFirst()).allSatisfy { $0 <= $1 }
    }

    private var orderDescription: String {
        ranks.sorted { $0.value < $1.value }.map(\.key).joined(separator: ", ")
    }
}
