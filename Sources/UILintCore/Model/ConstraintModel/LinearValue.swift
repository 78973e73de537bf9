import SwiftSyntax

/// A constraint's constant or multiplier as uilint reads it (docs/constraint-model.md): a number, or a number plus
/// multiples of *symbols*, names or expressions whose value uilint cannot know. Two symbols are the
/// same value only when their source text is (`inset` and `inset`); `-inset` and `-1 * inset` are
/// both `-1 × inset`.
public struct LinearValue: Hashable, Sendable, CustomStringConvertible {
    var constant: Rational
    /// Symbol text → coefficient; never a zero coefficient.
    var terms: [String: Rational]

    static let zero = LinearValue(Rational.zero)
    static let one = LinearValue(Rational.one)

    init(_ constant: Rational, terms: [String: Rational] = [:]) {
        self.constant = constant
        self.terms = terms.filter { !$0.value.isZero }
    }

    static func symbol(_ text: String) -> LinearValue {
        LinearValue(.zero, terms: [text: .one])
    }

    /// The number it is, when it names no symbol.
    var number: Rational? { terms.isEmpty ? constant : nil }

    public var description: String {
        var parts: [String] = []
        for (symbol, coefficient) in terms.sorted(by: { $0.key < $1.key }) {
            let magnitude = coefficient.isNegative ? -coefficient : coefficient
            // An expression read as a whole keeps its parts together: `- (isLoading ? 60 : 16)`.
            let written = symbol.contains(" ") ? "(\(symbol))" : symbol
            let term = magnitude == .one ? written : "\(magnitude) * \(written)"
            parts.append(
                parts.isEmpty
                    ? (coefficient.isNegative ? "-" + term : term) : (coefficient.isNegative ? "- " : "+ ") + term)
        }
        if !constant.isZero || parts.isEmpty {
            let magnitude = constant.isNegative ? -constant : constant
            parts.append(
                parts.isEmpty ? constant.description : (constant.isNegative ? "- " : "+ ") + magnitude.description)
        }
        return parts.joined(separator: " ")
    }

    static func + (lhs: LinearValue, rhs: LinearValue) throws -> LinearValue {
        var terms = lhs.terms
        for (symbol, coefficient) in rhs.terms {
            terms[symbol] = try (terms[symbol] ?? .zero) + coefficient
        }
        return LinearValue(try lhs.constant + rhs.constant, terms: terms)
    }

    static prefix func - (value: LinearValue) -> LinearValue {
        LinearValue(-value.constant, terms: value.terms.mapValues { -$0 })
    }

    func scaled(by factor: Rational) throws -> LinearValue {
        LinearValue(try constant * factor, terms: try terms.mapValues { try $0 * factor })
    }

    /// The value with symbols that have a known number replaced by it.
    func substituting(_ values: (String) -> Rational?) throws -> LinearValue {
        var result = LinearValue(constant)
        for (symbol, coefficient) in terms {
            if let value = values(symbol) {
                result.constant = try result.constant + (try coefficient * value)
            } else {
                result.terms[symbol] = coefficient
            }
        }
        return result
    }

    /// The symbols renamed, to tell apart equal text in different scopes (a local `inset` in two functions).
    func renamingSymbols(_ rename: (String) -> String) throws -> LinearValue {
        var terms: [String: Rational] = [:]
        for (symbol, coefficient) in self.terms {
            let name = rename(symbol)
            terms[name] = try (terms[name] ?? .zero) + coefficient
        }
        return LinearValue(constant, terms: terms)
    }
}

/// Reads a `LinearValue` from an expression: literals, arithmetic on them, and names.
enum LinearValueReader {
    /// Never fails: what is not a number or linear arithmetic is one symbol, named by its text.
    static func value(of expression: ExprSyntax, in source: SourceText) -> LinearValue {
        (try? read(expression, in: source)) ?? opaque(expression, in: source)
    }

    /// A `UILayoutPriority` as written: a number, a named UIKit priority, or arithmetic on them.
    static func priority(of expression: ExprSyntax, in source: SourceText) -> LinearValue {
        let value = self.value(of: expression, in: source)
        if value.terms.isEmpty { return value }
        return (try? value.substituting { namedPriorities[$0] }) ?? value
    }

    /// UIKit's named priorities (`UILayoutPriority`), as written after a dot or with the type.
    static let namedPriorities: [String: Rational] = {
        let values: [String: Int] = [
            "required": 1000, "defaultHigh": 750, "defaultLow": 250, "fittingSizeLevel": 50,
            "dragThatCanResizeScene": 510, "sceneSizeStayPut": 500, "dragThatCannotResizeScene": 490,
        ]
        var named: [String: Rational] = [:]
        for (name, value) in values {
            named["." + name] = Rational(value)
            named["UILayoutPriority." + name] = Rational(value)
        }
        return named
    }()

    private static func read(_ expression: ExprSyntax, in source: SourceText) throws -> LinearValue {
        if let integer = expression.as(IntegerLiteralExprSyntax.self) {
            return try number(integer.literal.text[...])
        }
        if let float = expression.as(FloatLiteralExprSyntax.self) {
            return try number(float.literal.text[...])
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return -(try read(prefix.expression, in: source))
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
            only.label == nil
        {
            return try read(only.expression, in: source)
        }
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
            let argument = call.arguments.first, call.trailingClosure == nil,
            argument.label == nil || argument.label?.text == "rawValue",
            let name = SyntaxQueries.lastName(of: call.calledExpression),
            ["CGFloat", "Double", "Float", "Int", "UILayoutPriority", "init"].contains(name)
        {
            // A conversion keeps the value: `CGFloat(16)`, `UILayoutPriority(rawValue: 999)`, `.init(999)`.
            return try read(argument.expression, in: source)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return try read(sequence, in: source)
        }
        return opaque(expression, in: source)
    }

    /// `a + b * 2 - c / 4`: products first, then sums; a product of two symbols is one symbol.
    private static func read(_ sequence: SequenceExprSyntax, in source: SourceText) throws -> LinearValue {
        let elements = Array(sequence.elements)
        guard elements.count % 2 == 1 else { throw Rational.Overflow() }
        var sum = LinearValue.zero
        var sign = Rational.one
        var product: LinearValue? = nil
        var productText: [ExprSyntax] = []
        func finishProduct() throws {
            if let product { sum = try sum + product.scaled(by: sign) }
        }
        var index = 0
        while index < elements.count {
            let operand = elements[index]
            let operandValue = try read(operand, in: source)
            if let current = product, index > 0,
                let op = elements[index - 1].as(BinaryOperatorExprSyntax.self)?.operator.text, op == "*" || op == "/"
            {
                if op == "*", let factor = operandValue.number {
                    product = try current.scaled(by: factor)
                } else if op == "*", let factor = current.number {
                    product = try operandValue.scaled(by: factor)
                } else if op == "/", let divisor = operandValue.number, !divisor.isZero {
                    product = try current.scaled(by: try Rational.one / divisor)
                } else {
                    // Not linear: the whole product is one symbol.
                    productText.append(operand)
                    product = opaqueProduct(productText, in: source)
                }
                productText.append(operand)
            } else {
                product = operandValue
                productText = [operand]
            }
            index += 1
            guard index < elements.count else { break }
            guard let op = elements[index].as(BinaryOperatorExprSyntax.self)?.operator.text else {
                throw Rational.Overflow()
            }
            switch op {
            case "+", "-":
                try finishProduct()
                sign = op == "+" ? .one : -.one
                product = nil
            case "*", "/":
                break
            default:
                throw Rational.Overflow()
            }
            index += 1
        }
        try finishProduct()
        return sum
    }

    private static func opaqueProduct(_ operands: [ExprSyntax], in source: SourceText) -> LinearValue {
        guard let first = operands.first, let last = operands.last else { return .zero }
        let range = ByteRange(start: SyntaxQueries.range(of: first).start, end: SyntaxQueries.range(of: last).end)
        return .symbol(symbolText(range, in: source))
    }

    private static func number(_ text: Substring) throws -> LinearValue {
        guard let value = Rational(decimal: text) else { throw Rational.Overflow() }
        return LinearValue(value)
    }

    private static func opaque(_ expression: ExprSyntax, in source: SourceText) -> LinearValue {
        .symbol(symbolText(SyntaxQueries.range(of: expression), in: source))
    }

    /// The expression's text with each run of blanks one space, none around a `.`, and without `self.`, so
    /// that `self.inset` and `inset` are one symbol and `isLoading ? 60 : 16` reads as written.
    static func symbolText(_ range: ByteRange, in source: SourceText) -> String {
        // Read as bytes: this runs for every symbol of every constraint.
        let space = UInt8(ascii: " ")
        let dot = UInt8(ascii: ".")
        var text: [UInt8] = []
        text.reserveCapacity(range.end - range.start)
        for byte in source.bytes[range.start..<range.end] {
            if byte == space || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                if let last = text.last, last != space, last != dot { text.append(space) }
            } else {
                if byte == dot, text.last == space { text.removeLast() }
                text.append(byte)
                // `self.` at the start of a name goes: `self.inset` and `inset` are one symbol.
                let count = text.count
                if byte == dot, count >= 5, text[(count - 5)..<count].elementsEqual("self.".utf8),
                    count == 5 || !isNameByte(text[count - 6])
                {
                    text.removeLast(5)
                }
            }
        }
        if text.last == space { text.removeLast() }
        return String(decoding: text, as: UTF8.self)
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 97 && byte <= 122) || (byte >= 65 && byte <= 90) || (byte >= 48 && byte <= 57) || byte == 95
            || byte >= 128
    }
}
