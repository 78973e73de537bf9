/// Whether each view's position and size on an axis are fixed by the `=` constraints in force
/// (docs/layout-verification.md, `ambiguous_layout`), decided with linear algebra over the edges of every item of the
/// type at once: the type's own view, UIKit's guides and superviews are placed by UIKit; a view with
/// an intrinsic size has it; every other view is placed only by constraints. So `centerX` with
/// `width` counts like `leading` with `trailing`, and a container sized by what it holds is sized.
public struct AxisDetermination: Sendable {
    public let item: String
    public let axis: LayoutAxis
    public let isDetermined: Bool
    /// Whether the view's own constraints (where it is the first item), with its intrinsic size, fix the
    /// axis once the items they relate to are placed: when not, the view itself is what lacks a constraint.
    public let isDeterminedByOwnConstraints: Bool
    /// Whether its size on the axis is fixed, wherever it sits (by its content, its own constraints, or another view).
    public let isSizeDetermined: Bool
    /// The attributes of the view's own `=` constraints on the axis, for the message.
    public let attributes: [String]

    /// A number no layout writes by hand, standing for a multiplier uilint cannot compute.
    private static let someMultiplier = Rational(7, 13)!

    private static let guides: Set<String> = [
        "safeAreaLayoutGuide", "layoutMarginsGuide", "readableContentGuide", "keyboardLayoutGuide",
    ]

    /// Items UIKit places: the type's own view and its guides, a controller's root view, superviews and their guides.
    static func isPlacedByUIKit(_ item: String) -> Bool {
        let uiKitPlaced: Set<String> = ["self", "view", "contentView", "superview"]
        if let owner = guideOwner(of: item) { return owner.isEmpty || isPlacedByUIKit(owner) }
        return uiKitPlaced.contains(item) || item.hasSuffix(".superview")
    }

    /// `button.safeAreaLayoutGuide` → `button`; `safeAreaLayoutGuide` → the empty name (the type's own view); nil for an item that is no guide.
    private static func guideOwner(of item: String) -> String? {
        let parts = item.split(separator: ".", omittingEmptySubsequences: false)
        guard let last = parts.last, guides.contains(String(last)) else { return nil }
        return parts.dropLast().joined(separator: ".")
    }

    /// The item whose edges a constraint places: a guide of a view the type lays out follows that view, at
    /// insets UIKit fixes (pocket-ios ac8293f pins `addTagsButton.safeAreaLayoutGuide`'s leading and trailing).
    private static func placedItem(_ item: String) -> String {
        guard let owner = guideOwner(of: item), !owner.isEmpty, !isPlacedByUIKit(owner) else { return item }
        return owner
    }

    /// `intrinsic(item)`: the axes on which the item sizes itself; nil when uilint cannot know, which
    /// counts as sized on both (no view is called ambiguous for lack of what uilint cannot see).
    /// `isPlacedElsewhere(item)`: a view whose constraints uilint does not see (a superclass's, another object's) counts as
    /// placed, so that views tied to it are judged by their own constraints (nextcloud talk-ios 2d31eda5's content view).
    /// `ignores(equation)`: an equation that says nothing about where the views sit.
    static func determine(
        in layout: TypeLayout, intrinsic: (String) -> Set<LayoutAxis>?,
        isPlacedElsewhere: (String) -> Bool = { _ in false }, ignores: (ConstraintEquation) -> Bool = { _ in false }
    ) -> [AxisDetermination] {
        func isPlaced(_ item: String) -> Bool { isPlacedByUIKit(item) || isPlacedElsewhere(item) }
        var variables: [String: Int] = [:]
        func variable(_ name: String) -> Int {
            if let index = variables[name] { return index }
            variables[name] = variables.count
            return variables.count - 1
        }
        func edges(_ item: String, _ attribute: LayoutAttribute) -> [Int: Rational]? {
            guard !isPlaced(item) else { return [:] }
            let half = Rational(1, 2)!
            switch attribute.name {
            case "left", "leading", "leftMargin", "leadingMargin": return [variable(item + "|L"): .one]
            case "right", "trailing", "rightMargin", "trailingMargin": return [variable(item + "|R"): .one]
            case "centerX", "centerXWithinMargins": return [variable(item + "|L"): half, variable(item + "|R"): half]
            case "width": return [variable(item + "|L"): -.one, variable(item + "|R"): .one]
            case "top", "topMargin", "firstBaseline": return [variable(item + "|T"): .one]
            case "bottom", "bottomMargin", "lastBaseline": return [variable(item + "|B"): .one]
            case "centerY", "centerYWithinMargins": return [variable(item + "|T"): half, variable(item + "|B"): half]
            case "height": return [variable(item + "|T"): -.one, variable(item + "|B"): .one]
            default: return nil
            }
        }
        var rows: [LinearSystem.Row] = []
        var ownRows: [String: [LinearSystem.Row]] = [:]
        var attributes: [String: [LayoutAxis: [String]]] = [:]
        var items: [String] = []
        for entry in layout.entries where entry.isInForce {
            for written in entry.equations ?? [] where written.relation == .equal && !ignores(written) {
                var equation = written
                equation.firstItem = placedItem(written.firstItem)
                equation.secondItem = written.secondItem.map(placedItem)
                // A multiplier uilint cannot compute (`1 / CGFloat(count)`) still ties the two sizes: any
                // number stands for it, since a particular value can only leave more open, never less
                // (SniffMeet 5b18c24's tab underline).
                let multiplier = equation.multiplier.number ?? Self.someMultiplier
                guard let first = edges(equation.firstItem, equation.firstAttribute) else { continue }
                var coefficients = first
                var ownCoefficients = first
                if let item = equation.secondItem, let attribute = equation.secondAttribute {
                    guard let second = edges(item, attribute) else { continue }
                    for (index, value) in second {
                        guard let product = try? value * multiplier,
                            let sum = try? (coefficients[index] ?? .zero) - product
                        else { continue }
                        coefficients[index] = sum.isZero ? nil : sum
                        // The view related to itself (an aspect ratio) keeps both sides in its own rows.
                        if item == equation.firstItem { ownCoefficients[index] = coefficients[index] }
                    }
                }
                rows.append(LinearSystem.Row(coefficients: coefficients, constant: .zero, isEquality: true))
                for item in [equation.firstItem] + (equation.secondItem.map { [$0] } ?? []) where !isPlaced(item) {
                    if !items.contains(item) { items.append(item) }
                }
                guard !isPlaced(equation.firstItem) else { continue }
                ownRows[equation.firstItem, default: []].append(
                    LinearSystem.Row(coefficients: ownCoefficients, constant: .zero, isEquality: true))
                if let axis = LayoutAxis(of: equation.firstAttribute) {
                    attributes[equation.firstItem, default: [:]][axis, default: []].append(equation.firstAttribute.name)
                }
            }
        }
        for item in items {
            let axes = intrinsic(item) ?? Set(LayoutAxis.allCases)
            for axis in axes {
                let row = LinearSystem.Row(
                    coefficients: edges(item, LayoutAttribute(axis.size))!, constant: .zero, isEquality: true)
                rows.append(row)
                ownRows[item, default: []].append(row)
            }
        }
        let reduction = LinearSystem.Reduction(rows)
        return items.flatMap { item in
            LayoutAxis.allCases.map { axis in
                let (low, high) = axis == .horizontal ? ("L", "R") : ("T", "B")
                let targets = [low, high].map { [variable(item + "|" + $0): Rational.one] }
                var names: [String] = []
                for name in attributes[item]?[axis] ?? [] where !names.contains(name) { names.append(name) }
                return AxisDetermination(
                    item: item, axis: axis,
                    isDetermined: targets.allSatisfy { reduction?.determines($0) == true },
                    isDeterminedByOwnConstraints: targets.allSatisfy {
                        LinearSystem.determines(ownRows[item] ?? [], $0) == true
                    },
                    isSizeDetermined: reduction?.determines([
                        variable(item + "|" + low): -.one, variable(item + "|" + high): .one,
                    ]) == true,
                    attributes: names)
            }
        }
    }
}
