/// `negative_constant_style`: negative constraint constants are written one way.
public struct NegativeConstantStyleRule: Rule {
    public enum Style: String, CaseIterable, Sendable {
        /// `-inset`
        case minus
        /// `-1.0 * inset`
        case multiply
    }

    public static let description = RuleDescription(
        id: "negative_constant_style",
        name: "Negative constant style",
        summary:
            "Negative constraint constants written one way across the project: -inset (style minus) or -1.0 * inset (style multiply).",
        isOptIn: true,
        isFixable: true,
        options: [
            styleOption
        ],
        needles: Needle.constraints + [.substring("constant")])

    private static let styleOption = RuleOption.string(
        "style", default: Style.minus.rawValue, summary: "`minus` (-inset) or `multiply` (-1.0 * inset)."
    ) { configured in
        Style(rawValue: configured) == nil ? "`\(configured)` is not a style; use `minus` or `multiply`" : nil
    }

    private let style: Style

    public init(options: [String: RuleOptionValue]) throws {
        // The option refuses any other text.
        style = Style(rawValue: try Self.styleOption.string(in: options)) ?? .minus
    }

    public func violations(in model: FileModel) -> [Violation] {
        let constants = model.constraints.flatMap(\.constants) + (model.reading(Reading.self) ?? [])
        return constants.compactMap { constant -> Violation? in
            guard constant.role == .constant else { return nil }
            let written = model.source.text(in: constant.range)
            let replacement: String
            switch (style, constant.form) {
            case (.minus, .multipliedByMinusOne(let operand)):
                replacement = "-" + Self.parenthesized(model.source.text(in: operand))
            case (.multiply, .negated(let operand)):
                replacement = "-1.0 * " + model.source.text(in: operand)
            default:
                return nil
            }
            return Violation(
                range: constant.range,
                message: "`\(written)`: write negative constants as `\(replacement)`",
                fix: [TextEdit(range: constant.range, replacement: replacement)])
        }
    }

    /// `-` binds tighter than any infix operator, so anything but a simple operand needs parentheses.
    private static func parenthesized(_ operand: String) -> String {
        let simple =
            operand.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
            || (operand.hasPrefix("(") && operand.hasSuffix(")"))
        return simple ? operand : "(\(operand))"
    }
}

extension NegativeConstantStyleRule: ReadingRule {
    /// `constraint.constant = value` assignments, whose values are constraint constants too.
    final class Reading: SyntaxReading {
        static let nodeKinds: Set<ReadNodeKind> = [.assignment]

        private(set) var result: [ConstraintConstant] = []

        init() {}

        func visitAssignment(_ parts: SyntaxQueries.AssignmentParts, at position: any WalkPosition) {
            guard parts.operator == "=", SyntaxQueries.lastNameText(of: parts.target) == "constant",
                let value = parts.value,
                // A chain through `frame`, `bounds` or `center` sets a view's geometry, not a constraint.
                !ConstraintReader.setsGeometry(parts.target)
            else { return }
            result.append(ConstantReader.constant(value, role: .constant))
        }
    }
}
