/// `priority_literal`: layout priorities are named, not numbers.
public struct PriorityLiteralRule: Rule {
    public static let description = RuleDescription(
        id: "priority_literal",
        name: "Priority literal",
        summary: "UILayoutPriority(999), .priority = 250 and the like: name the priority (.required, .defaultHigh, or a static constant).",
        isFixable: true,
        needles: [.substring("Priority"), .substring("priority")])

    static let names: [Double: String] = [1000: "required", 750: "defaultHigh", 250: "defaultLow", 50: "fittingSizeLevel"]

    public init(options: [String: RuleOptionValue]) {}

    public func violations(in model: FileModel) -> [Violation] {
        model.priorityLiterals.filter { !$0.namesPriority }.map { literal in
            let written = model.source.text(in: literal.range)
            let value = literal.value.rounded() == literal.value ? String(Int(literal.value)) : String(literal.value)
            guard let name = Self.names[literal.value], literal.context != .snapKit else {
                return Violation(range: literal.range,
                                 message: "`\(written)`: give the priority a name in an extension of UILayoutPriority "
                                     + "(`static let <name> = UILayoutPriority(\(value))`) and use the name")
            }
            let replacement = literal.context == .inferred ? ".\(name)" : "UILayoutPriority.\(name)"
            return Violation(range: literal.range,
                             message: "`\(written)`: use `\(replacement)` rather than the number \(value)",
                             fix: [TextEdit(range: literal.range, replacement: replacement)])
        }
    }
}
