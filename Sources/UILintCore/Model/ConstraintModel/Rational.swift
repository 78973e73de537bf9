/// An exact fraction, so that deciding whether constraints can hold never depends on rounding.
/// Arithmetic that would overflow throws: the caller then gives up on the question and reports
/// nothing, which is the safe answer for a linter.
struct Rational: Hashable, Sendable, CustomStringConvertible {
    struct Overflow: Error {}

    /// Always reduced, with a positive denominator.
    let numerator: Int
    let denominator: Int

    static let zero = Rational(0)
    static let one = Rational(1)

    init(_ value: Int) {
        numerator = value
        denominator = 1
    }

    /// `numerator / denominator`, reduced; nil for a zero denominator or an overflow.
    init?(_ numerator: Int, _ denominator: Int) {
        guard denominator != 0, numerator != .min, denominator != .min else { return nil }
        let divisor = Self.gcd(abs(numerator), abs(denominator))
        let sign = denominator < 0 ? -1 : 1
        self.numerator = sign * numerator / divisor
        self.denominator = sign * denominator / divisor
    }

    /// The exact value of a decimal literal as written (`16`, `0.5`, `1_000`, `-8.25`); nil for
    /// hexadecimal, exponents, or more digits than fit.
    init?(decimal text: Substring) {
        // Read byte by byte: the walk reads every number of every constraint.
        var numerator = 0
        var denominator = 1
        var isNegative = false
        var hasPoint = false
        var digitCount = 0
        var digitsInPart = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "_"):
                continue
            case UInt8(ascii: "-") where !isNegative && digitCount == 0 && !hasPoint:
                isNegative = true
            case UInt8(ascii: ".") where !hasPoint && digitsInPart > 0:
                hasPoint = true
                digitsInPart = 0
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                digitCount += 1
                digitsInPart += 1
                guard digitCount <= 17 else { return nil }
                numerator = numerator * 10 + Int(byte - UInt8(ascii: "0"))
                if hasPoint { denominator *= 10 }
            default:
                return nil
            }
        }
        guard digitsInPart > 0 else { return nil }
        self.init(isNegative ? -numerator : numerator, denominator)
    }

    var isZero: Bool { numerator == 0 }
    var doubleValue: Double { Double(numerator) / Double(denominator) }
    var isPositive: Bool { numerator > 0 }
    var isNegative: Bool { numerator < 0 }

    var description: String {
        if denominator == 1 { return String(numerator) }
        let value = Double(numerator) / Double(denominator)
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    static prefix func - (value: Rational) -> Rational {
        Rational(unreduced: -value.numerator, value.denominator)
    }

    static func + (lhs: Rational, rhs: Rational) throws -> Rational {
        if lhs.denominator == rhs.denominator {
            return try reduced(checked(lhs.numerator.addingReportingOverflow(rhs.numerator)), lhs.denominator)
        }
        let left = try checked(lhs.numerator.multipliedReportingOverflow(by: rhs.denominator))
        let right = try checked(rhs.numerator.multipliedReportingOverflow(by: lhs.denominator))
        return try reduced(
            checked(left.addingReportingOverflow(right)),
            checked(lhs.denominator.multipliedReportingOverflow(by: rhs.denominator)))
    }

    static func - (lhs: Rational, rhs: Rational) throws -> Rational {
        try lhs + (-rhs)
    }

    static func * (lhs: Rational, rhs: Rational) throws -> Rational {
        // Cross-reduce first, which keeps the products small.
        let a = gcd(abs(lhs.numerator), rhs.denominator)
        let b = gcd(abs(rhs.numerator), lhs.denominator)
        return try reduced(
            checked((lhs.numerator / a).multipliedReportingOverflow(by: rhs.numerator / b)),
            checked((lhs.denominator / b).multipliedReportingOverflow(by: rhs.denominator / a)))
    }

    static func / (lhs: Rational, rhs: Rational) throws -> Rational {
        guard !rhs.isZero else { throw Overflow() }
        let sign = rhs.numerator < 0 ? -1 : 1
        return try lhs * Rational(unreduced: sign * rhs.denominator, sign * rhs.numerator)
    }

    static func < (lhs: Rational, rhs: Rational) throws -> Bool {
        try (lhs - rhs).isNegative
    }

    private init(unreduced numerator: Int, _ denominator: Int) {
        self.numerator = numerator
        self.denominator = denominator
    }

    private static func reduced(_ numerator: Int, _ denominator: Int) throws -> Rational {
        guard let value = Rational(numerator, denominator) else { throw Overflow() }
        return value
    }

    private static func checked(_ result: (partialValue: Int, overflow: Bool)) throws -> Int {
        guard !result.overflow, result.partialValue != .min else { throw Overflow() }
        return result.partialValue
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return max(a, 1)
    }
}
