/// One axis of a type's layout as linear rows over the edges of its items (docs/layout-verification.md): each item has
/// two unknowns per axis (left and right, top and bottom), from which its width, height and centre
/// follow; leading and trailing are left and right (a left-to-right layout); margins, baselines and
/// symbols (constants uilint cannot read) are unknowns of their own.
public enum LayoutAxis: String, Sendable, CaseIterable {
    case horizontal, vertical

    /// The axis an attribute lies on; nil for `notAnAttribute`.
    public init?(of attribute: LayoutAttribute) {
        if Self.horizontalNames.contains(attribute.name) {
            self = .horizontal
        } else if Self.verticalNames.contains(attribute.name) {
            self = .vertical
        } else {
            return nil
        }
    }

    private static let horizontalNames: Set<String> = [
        "left", "right", "leading", "trailing", "centerX", "width", "leftMargin", "rightMargin", "leadingMargin",
        "trailingMargin", "centerXWithinMargins",
    ]
    private static let verticalNames: Set<String> = [
        "top", "bottom", "centerY", "height", "firstBaseline", "lastBaseline", "topMargin", "bottomMargin",
        "centerYWithinMargins",
    ]

    /// The size attribute of the axis.
    var size: String { self == .horizontal ? "width" : "height" }
}

struct AxisSystem {
    /// A row and the equation it came from.
    struct Source {
        let entry: Int
        let equation: ConstraintEquation
    }

    let axis: LayoutAxis
    private(set) var rows: [LinearSystem.Row] = []
    private(set) var sources: [Source] = []
    private var variables: [Unknown: Int] = [:]

    /// An unknown of the axis: an edge of an item (`L`, `R`, `T`, `B`) or another of its attributes, or a symbol
    /// a constant names (item `#`). Kept apart rather than joined into one string, which every row would allocate.
    private struct Unknown: Hashable {
        let item: String
        let part: String
    }

    init(axis: LayoutAxis) {
        self.axis = axis
    }

    /// Adds an equation if it lies on the axis and is linear; returns whether it did.
    @discardableResult
    mutating func add(_ equation: ConstraintEquation, entry: Int) -> Bool {
        guard LayoutAxis(of: equation.firstAttribute) == axis,
            equation.secondAttribute.map({ LayoutAxis(of: $0) == axis }) ?? true,
            let multiplier = equation.multiplier.number,
            let row = try? row(for: equation, multiplier: multiplier)
        else { return false }
        rows.append(row)
        sources.append(Source(entry: entry, equation: equation))
        return true
    }

    private mutating func row(for equation: ConstraintEquation, multiplier: Rational) throws -> LinearSystem.Row {
        var coefficients: [Int: Rational] = [:]
        try add(equation.firstItem, equation.firstAttribute, times: .one, to: &coefficients)
        if let item = equation.secondItem, let attribute = equation.secondAttribute {
            try add(item, attribute, times: -multiplier, to: &coefficients)
        }
        for (symbol, value) in equation.constant.terms {
            let variable = self.variable(Unknown(item: "#", part: symbol))
            let sum = try (coefficients[variable] ?? .zero) - value
            coefficients[variable] = sum.isZero ? nil : sum
        }
        var row = LinearSystem.Row(
            coefficients: coefficients, constant: -equation.constant.constant,
            isEquality: equation.relation == .equal)
        if equation.relation == .greaterThanOrEqual {
            row.coefficients = row.coefficients.mapValues { -$0 }
            row.constant = -row.constant
        }
        return row
    }

    /// Adds `factor` times the attribute of an item, a combination of unknowns, to `coefficients`: in place, as a
    /// dictionary per attribute would be made for every row of every axis.
    private mutating func add(
        _ item: String, _ attribute: LayoutAttribute, times factor: Rational, to coefficients: inout [Int: Rational]
    ) throws {
        let (low, high) = axis == .horizontal ? ("L", "R") : ("T", "B")
        switch attribute.name {
        case "left", "leading", "top":
            try add(Unknown(item: item, part: low), .one, times: factor, to: &coefficients)
        case "right", "trailing", "bottom":
            try add(Unknown(item: item, part: high), .one, times: factor, to: &coefficients)
        case "centerX", "centerY":
            try add(Unknown(item: item, part: low), Self.half, times: factor, to: &coefficients)
            try add(Unknown(item: item, part: high), Self.half, times: factor, to: &coefficients)
        case "width", "height":
            try add(Unknown(item: item, part: low), -.one, times: factor, to: &coefficients)
            try add(Unknown(item: item, part: high), .one, times: factor, to: &coefficients)
        default:
            try add(Unknown(item: item, part: attribute.name), .one, times: factor, to: &coefficients)
        }
    }

    private mutating func add(
        _ unknown: Unknown, _ coefficient: Rational, times factor: Rational, to coefficients: inout [Int: Rational]
    ) throws {
        let variable = variable(unknown)
        let sum = try (coefficients[variable] ?? .zero) + (try coefficient * factor)
        coefficients[variable] = sum.isZero ? nil : sum
    }

    private static let half = Rational(1, 2)!

    /// The size of an item on the axis, as a combination of unknowns.
    mutating func size(of item: String) -> [Int: Rational] {
        var coefficients: [Int: Rational] = [:]
        // `-1 × low + 1 × high` cannot overflow.
        try? add(item, LayoutAttribute(axis.size), times: .one, to: &coefficients)
        return coefficients
    }

    private mutating func variable(_ name: Unknown) -> Int {
        if let index = variables[name] { return index }
        variables[name] = variables.count
        return variables.count - 1
    }

    /// The rows split into groups that share no unknown: each is decided on its own.
    func components() -> [[Int]] {
        var parent = Array(0..<variables.count)
        func find(_ x: Int) -> Int {
            var x = x
            while parent[x] != x {
                parent[x] = parent[parent[x]]
                x = parent[x]
            }
            return x
        }
        for row in rows {
            let keys = row.coefficients.keys.sorted()
            for key in keys.dropFirst() { parent[find(key)] = find(keys[0]) }
        }
        var groups: [Int: [Int]] = [:]
        for (index, row) in rows.enumerated() {
            guard let key = row.coefficients.keys.min() else { continue }
            groups[find(key), default: []].append(index)
        }
        return groups.values.map { $0.sorted() }.sorted { $0[0] < $1[0] }
    }
}
