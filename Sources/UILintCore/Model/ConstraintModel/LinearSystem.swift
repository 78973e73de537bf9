/// Decides exactly whether a few linear equations and inequalities over real unknowns can all hold
/// (docs/layout-verification.md: "a set of a few variables is decided exactly"), with rational arithmetic: equalities
/// by Gaussian elimination, then inequalities by Fourier–Motzkin elimination. When the work grows
/// past a bound, or a number overflows, the answer is "unknown", and no rule reports on an unknown.
struct LinearSystem {
    /// `Σ coefficients[v] × v + constant  (= or ≤)  0`.
    struct Row: Hashable {
        var coefficients: [Int: Rational]
        var constant: Rational
        var isEquality: Bool
    }

    enum Answer: Equatable { case satisfiable, unsatisfiable, unknown }

    /// Past this many inequalities, elimination gives up.
    static let inequalityLimit = 400

    static func satisfiability(of rows: [Row]) -> Answer {
        do {
            var equalities = rows.filter(\.isEquality)
            var inequalities = rows.filter { !$0.isEquality }
            while let equality = equalities.popLast() {
                guard let (variable, coefficient) = equality.coefficients.min(by: { $0.key < $1.key }) else {
                    if !equality.constant.isZero { return .unsatisfiable }
                    continue
                }
                equalities = try equalities.map {
                    try substitute(variable, solvedFrom: equality, coefficient: coefficient, in: $0)
                }
                inequalities = try inequalities.map {
                    try substitute(variable, solvedFrom: equality, coefficient: coefficient, in: $0)
                }
            }
            return try eliminate(inequalities)
        } catch {
            return .unknown
        }
    }

    /// Whether the equalities fix `expression` (a combination of unknowns) to one value, whatever
    /// the unknowns they leave free; nil when a number overflows.
    static func determines(_ rows: [Row], _ expression: [Int: Rational]) -> Bool? {
        determination(rows, expression).map { $0 != nil }
    }

    /// The value the equalities fix `expression` to: `.some(nil)` when they leave it free, nil on overflow.
    static func determinedValue(_ rows: [Row], _ expression: [Int: Rational]) -> Rational? {
        determination(rows, expression) ?? nil
    }

    private static func determination(_ rows: [Row], _ expression: [Int: Rational]) -> Rational?? {
        guard let target = Reduction(rows)?.reduced(expression) else { return nil }
        return .some(target.coefficients.isEmpty ? target.constant : nil)
    }

    /// A smallest subset of `rows` for which `holds` is still true (a deletion filter), given that
    /// it is true of all of them; earlier rows are dropped first, so later ones stay.
    static func minimalSubset(of rows: [Row], where holds: ([Row]) -> Bool) -> [Int] {
        var kept = Array(rows.indices)
        for index in rows.indices {
            let without = kept.filter { $0 != index }
            if holds(without.map { rows[$0] }) { kept = without }
        }
        return kept
    }

    /// `row` with `variable` replaced by its value from `equality` (in which it has `coefficient`).
    private static func substitute(_ variable: Int, solvedFrom equality: Row, coefficient: Rational, in row: Row) throws
        -> Row
    {
        guard let factor = row.coefficients[variable] else { return row }
        let scale = try -factor / coefficient
        var result = row
        result.coefficients[variable] = nil
        for (other, value) in equality.coefficients where other != variable {
            let sum = try (result.coefficients[other] ?? .zero) + (try value * scale)
            result.coefficients[other] = sum.isZero ? nil : sum
        }
        result.constant = try result.constant + (try equality.constant * scale)
        return result
    }

    /// Fourier–Motzkin: remove one unknown at a time, combining each upper bound with each lower bound.
    private static func eliminate(_ rows: [Row]) throws -> Answer {
        var rows = Set(rows)
        while true {
            for row in rows where row.coefficients.isEmpty {
                if row.constant.isPositive { return .unsatisfiable }
                rows.remove(row)
            }
            var signs: [Int: (positive: Int, negative: Int)] = [:]
            for row in rows {
                for (variable, value) in row.coefficients {
                    var count = signs[variable] ?? (0, 0)
                    if value.isPositive { count.positive += 1 } else { count.negative += 1 }
                    signs[variable] = count
                }
            }
            // An unknown bounded on one side only can always be chosen: its rows say nothing.
            let free = Set(signs.filter { $0.value.positive == 0 || $0.value.negative == 0 }.keys)
            if !free.isEmpty {
                rows = rows.filter { $0.coefficients.keys.allSatisfy { !free.contains($0) } }
                continue
            }
            guard
                let (variable, _) = signs.min(by: {
                    ($0.value.positive * $0.value.negative, $0.key) < ($1.value.positive * $1.value.negative, $1.key)
                })
            else { return .satisfiable }
            var next = Set<Row>()
            let upper = rows.filter { $0.coefficients[variable]?.isPositive == true }
            let lower = rows.filter { $0.coefficients[variable]?.isNegative == true }
            for row in rows where row.coefficients[variable] == nil { next.insert(row) }
            for high in upper {
                for low in lower {
                    let highScale = try Rational.one / high.coefficients[variable]!
                    let lowScale = try Rational.one / (-low.coefficients[variable]!)
                    var combined = Row(
                        coefficients: [:], constant: try high.constant * highScale + (try low.constant * lowScale),
                        isEquality: false)
                    for (other, value) in high.coefficients where other != variable {
                        combined.coefficients[other] = try value * highScale
                    }
                    for (other, value) in low.coefficients where other != variable {
                        let sum = try (combined.coefficients[other] ?? .zero) + (try value * lowScale)
                        combined.coefficients[other] = sum.isZero ? nil : sum
                    }
                    next.insert(combined)
                }
            }
            guard next.count <= inequalityLimit else { return .unknown }
            rows = next
        }
    }
}

extension LinearSystem {
    /// The equalities of a system solved once (Gauss–Jordan): each pivot unknown in terms of the
    /// unknowns left free. Whether an expression is fixed is then one substitution, where eliminating
    /// the whole system again for each expression took ambiguous_layout, which asks it of every edge of
    /// every view, past the time limit on a view of 300 subviews.
    struct Reduction {
        /// Pivot unknown → the equality solved for it, in which no other pivot appears, and its coefficient there.
        private var pivots: [Int: (row: Row, coefficient: Rational)] = [:]

        /// Nil when a number overflows.
        init?(_ rows: [Row]) {
            do {
                for equality in rows where equality.isEquality {
                    let row = try reduced(equality)
                    guard let (variable, coefficient) = row.coefficients.min(by: { $0.key < $1.key }) else { continue }
                    for (other, pivot) in pivots where pivot.row.coefficients[variable] != nil {
                        pivots[other] = (
                            try substitute(variable, solvedFrom: row, coefficient: coefficient, in: pivot.row),
                            pivot.coefficient
                        )
                    }
                    pivots[variable] = (row, coefficient)
                }
            } catch {
                return nil
            }
        }

        /// Whether the equalities fix `expression` to one value; nil when a number overflows.
        func determines(_ expression: [Int: Rational]) -> Bool? {
            reduced(expression).map { $0.coefficients.isEmpty }
        }

        /// `expression` with every pivot replaced by what it equals: no unknowns left when the
        /// equalities fix it; nil when a number overflows.
        func reduced(_ expression: [Int: Rational]) -> Row? {
            try? reduced(Row(coefficients: expression, constant: .zero, isEquality: true))
        }

        private func reduced(_ row: Row) throws -> Row {
            var result = row
            // Pivot rows name no other pivot, so one pass over the row's own unknowns is enough.
            for variable in Array(row.coefficients.keys) {
                guard let pivot = pivots[variable] else { continue }
                result = try substitute(variable, solvedFrom: pivot.row, coefficient: pivot.coefficient, in: result)
            }
            return result
        }
    }
}
