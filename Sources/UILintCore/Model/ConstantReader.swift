import SwiftSyntax

/// Reads the numbers given to constraints: which argument, and how the number is written.
enum ConstantReader {
    private static let argumentRoles: [String: ConstraintConstant.Role] = [
        "constant": .constant,
        "equalToConstant": .constant,
        "greaterThanOrEqualToConstant": .constant,
        "lessThanOrEqualToConstant": .constant,
        "multiplier": .multiplier,
    ]

    static let snapKitModifierRoles: [String: ConstraintConstant.Role] = [
        "offset": .constant,
        "inset": .constant,
        "multipliedBy": .multiplier,
        "dividedBy": .multiplier,
    ]

    static func constant(of argument: LabeledExprSyntax) -> ConstraintConstant? {
        guard let label = argument.label?.text, let role = argumentRoles[label] else { return nil }
        return constant(argument.expression, role: role)
    }

    static func constant(_ expression: ExprSyntax, role: ConstraintConstant.Role) -> ConstraintConstant {
        ConstraintConstant(role: role, form: form(of: expression), range: SyntaxQueries.range(of: expression))
    }

    static func form(of expression: ExprSyntax) -> ConstraintConstant.Form {
        if let value = literalValue(expression) { return .literal(value) }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return .negated(operand: SyntaxQueries.range(of: prefix.expression))
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "*" {
                if literalValue(elements[0]) == -1 {
                    return .multipliedByMinusOne(operand: SyntaxQueries.range(of: elements[2]))
                }
                if literalValue(elements[2]) == -1 {
                    return .multipliedByMinusOne(operand: SyntaxQueries.range(of: elements[0]))
                }
            }
        }
        return .other
    }

    /// The value of `16`, `0.5`, `-8`, `1_000`.
    static func literalValue(_ expression: ExprSyntax) -> Double? {
        if let integer = expression.as(IntegerLiteralExprSyntax.self) {
            return Double(digits(of: integer.literal))
        }
        if let float = expression.as(FloatLiteralExprSyntax.self) {
            return Double(digits(of: float.literal))
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-",
            let value = literalValue(prefix.expression)
        {
            return -value
        }
        return nil
    }

    /// A number literal's text without its digit separators (`1_000`), as `Double` reads it.
    private static func digits(of literal: TokenSyntax) -> String {
        let text = literal.text
        return text.utf8.contains(UInt8(ascii: "_")) ? text.filter { $0 != "_" } : text
    }
}
