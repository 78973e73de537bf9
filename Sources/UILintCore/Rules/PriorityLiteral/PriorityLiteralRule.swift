import SwiftSyntax

/// `priority_literal`: layout priorities are named, not numbers.
public struct PriorityLiteralRule: Rule {
    public static let description = RuleDescription(
        id: "priority_literal",
        name: "Priority literal",
        summary:
            "UILayoutPriority(999), .priority = 250 and the like: name the priority (.required, .defaultHigh, or a static constant).",
        isFixable: true,
        needles: [.substring("Priority"), .substring("priority")])

    static let names: [Double: String] = [
        1000: "required", 750: "defaultHigh", 250: "defaultLow", 50: "fittingSizeLevel",
    ]

    public init(options: [String: RuleOptionValue]) {}

    public func violations(in model: FileModel) -> [Violation] {
        guard let found = model.reading(Reading.self) else { return [] }
        return found.literals.filter { literal in
            !literal.namesPriority && literal.callee.map(found.functionsWithOwnPriority.contains) != true
        }.map { literal in
            let written = model.source.text(in: literal.range)
            // `Int(exactly:)`: a number too large for `Int` (`UILayoutPriority(100000000000000000000000)`)
            // is written as it is; converting it trapped (a fuzz campaign found it).
            let value = Int(exactly: literal.value).map(String.init) ?? String(literal.value)
            guard let name = Self.names[literal.value], literal.context != .snapKit else {
                return Violation(
                    range: literal.range,
                    message: "`\(written)`: give the priority a name in an extension of UILayoutPriority "
                        + "(`static let <name> = UILayoutPriority(\(value))`) and use the name")
            }
            let replacement = literal.context == .inferred ? ".\(name)" : "UILayoutPriority.\(name)"
            return Violation(
                range: literal.range,
                message: "`\(written)`: use `\(replacement)` rather than the number \(value)",
                fix: [TextEdit(range: literal.range, replacement: replacement)])
        }
    }
}

extension PriorityLiteralRule: ReadingRule {
    /// A numeric layout priority written where a named one belongs.
    struct Literal: Sendable {
        enum Context: Sendable {
            /// The type is known from where it stands (an argument, the right side of `.priority =`): `.defaultHigh` fits.
            case inferred
            /// Anywhere else: the fix must spell `UILayoutPriority.defaultHigh`.
            case explicit
            /// SnapKit's `.priority(750)`, whose type is SnapKit's own.
            case snapKit
        }

        let range: ByteRange
        let value: Double
        let context: Context
        /// `static let almostRequired = UILayoutPriority(999)` names a priority: not a finding.
        let namesPriority: Bool
        /// The function whose `priority:` argument it is.
        var callee: String? = nil
    }

    struct Found: Sendable {
        var literals: [Literal] = []
        /// The file's functions whose `priority:` parameter is not a layout priority (`priority: Int`).
        var functionsWithOwnPriority: Set<String> = []
    }

    final class Reading: SyntaxReading {
        static let nodeKinds: Set<ReadNodeKind> = [.functionCall, .assignment, .functionDeclaration]
        /// Calls whose first argument is a priority, compared as source text: every call is checked.
        private static let argumentCalls = SourceNames([
            "withPriority", "setContentHuggingPriority", "setContentCompressionResistancePriority",
        ])

        /// The types a layout priority is written with: UIKit's, SnapKit's, TinyConstraints', and the raw value.
        private static let layoutPriorityTypes: Set<String> = [
            "UILayoutPriority", "ConstraintPriority", "ConstraintPriorityTarget", "LayoutPriority", "Float",
        ]

        private(set) var result = Found()

        init() {}

        func visit(_ node: FunctionCallExprSyntax, at position: any WalkPosition) {
            // Most calls are none of these: they are recognised by names read before any node is made.
            let callee = SyntaxQueries.calleeName(of: node)
            if let callee {
                let takesPriority = Self.argumentCalls.contains(callee)
                if takesPriority || callee == "UILayoutPriority" || callee == "init" || callee == "priority" {
                    recordCall(node, name: String(text: callee), takesPriority: takesPriority)
                }
            }
            // `ConnectionConfiguration(url: u, priority: 1)`, `self.init(type: t, priority: 1)`: an initializer's
            // priority is its type's own, not a layout one.
            if SyntaxQueries.argumentLabels(of: node).contains("priority"),
                let name = callee.map({ String(text: $0) }), name != "init", name.first?.isUppercase != true
            {
                for argument in node.arguments where argument.label?.text == "priority" {
                    recordLiteral(argument.expression, context: .inferred, callee: name)
                }
            }
        }

        /// `func rule(sequence: Int, stopName: String, priority: Int)`: its callers' `priority:` is its own
        /// (hyuabot-client-ios 4c4dd7f's tests of the shuttle stops), unless its body hands it on as a layout
        /// priority (brave-ios's `verticalFlexibleSpace(maxHeight:priority: CGFloat)`, which SnapKit's
        /// `.priority(priority)` takes).
        func visit(_ node: FunctionDeclSyntax, at position: any WalkPosition) {
            for parameter in node.signature.parameterClause.parameters where parameter.firstName.text == "priority" {
                let type = parameter.type.trimmedDescription.trimmingCharacters(in: ["?", "!"])
                let name = (parameter.secondName ?? parameter.firstName).text
                let body = node.body.map(\.trimmedDescription) ?? ""
                let handsOn = ["riority(" + name, "riority = " + name, "rawValue: " + name].contains(
                    where: body.contains)
                if !Self.layoutPriorityTypes.contains(type), !handsOn {
                    result.functionsWithOwnPriority.insert(node.name.text)
                }
            }
        }

        /// `takesPriority`: the call is one of `argumentCalls`.
        private func recordCall(_ node: FunctionCallExprSyntax, name: String, takesPriority: Bool) {
            let firstLabel = node.arguments.first?.label?.text
            if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
                if reference.baseName.text == "UILayoutPriority", firstLabel == nil || firstLabel == "rawValue" {
                    recordInitializer(node.arguments.first?.expression, call: node)
                }
                return
            }
            guard let member = node.calledExpression.as(MemberAccessExprSyntax.self) else { return }
            let base = member.base.flatMap(SyntaxQueries.lastName)
            if name == "init", firstLabel == nil || firstLabel == "rawValue",
                base == "UILayoutPriority" || (member.base == nil && Self.isPriorityArgument(node))
            {
                recordInitializer(node.arguments.first?.expression, call: node)
            }
            if name == "priority", let argument = node.arguments.first?.expression,
                ConstantReader.literalValue(argument) != nil
            {
                recordLiteral(argument, context: Self.isInsideSnapKitClosure(node) ? .snapKit : .inferred)
            }
            if takesPriority, let argument = node.arguments.first?.expression {
                recordLiteral(argument, context: .inferred)
            }
        }

        /// `constraint.priority = 750`.
        func visitAssignment(_ parts: SyntaxQueries.AssignmentParts, at position: any WalkPosition) {
            guard parts.operator == "=", SyntaxQueries.lastNameText(of: parts.target) == "priority",
                let value = parts.value
            else { return }
            recordLiteral(value, context: .inferred)
        }

        private func recordInitializer(_ argument: ExprSyntax?, call: FunctionCallExprSyntax) {
            guard let argument, let value = ConstantReader.literalValue(argument) else { return }
            result.literals.append(
                Literal(
                    range: SyntaxQueries.range(of: call), value: value,
                    context: Self.isPriorityContext(call) ? .inferred : .explicit,
                    namesPriority: Self.initializesStaticOrGlobalConstant(call)))
        }

        /// A number where a priority may stand (`x.priority = 0`, `priority: 5`): one outside UIKit's range of
        /// layout priorities, above 0 and up to 1000, is some other priority (xabber-ios 0b4c24f's XMPP resources,
        /// `resource.priority = -5`).
        private func recordLiteral(_ expression: ExprSyntax, context: Literal.Context, callee: String? = nil) {
            guard let value = ConstantReader.literalValue(expression), value > 0, value <= 1000 else { return }
            result.literals.append(
                Literal(
                    range: SyntaxQueries.range(of: expression), value: value, context: context, namesPriority: false,
                    callee: callee))
        }

        /// Whether an implicit `.init(750)` stands where only a priority can: the argument of a
        /// priority API or the right side of `.priority =`.
        private static func isPriorityArgument(_ node: FunctionCallExprSyntax) -> Bool {
            if let argument = node.parent?.as(LabeledExprSyntax.self) {
                if argument.label?.text == "priority" { return true }
                guard let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else { return false }
                return SyntaxQueries.lastNameText(of: call.calledExpression).map(argumentCalls.contains) ?? false
            }
            return isPriorityContext(node)
        }

        /// Whether the expression's type is known from where it stands: a call argument or the right side of `.priority =`.
        private static func isPriorityContext(_ node: FunctionCallExprSyntax) -> Bool {
            if node.parent?.is(LabeledExprSyntax.self) == true { return true }
            if let sequence = node.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self),
                let parts = SyntaxQueries.assignmentParts(sequence), parts.value?.id == ExprSyntax(node).id
            {
                return SyntaxQueries.lastName(of: parts.target) == "priority"
            }
            return false
        }

        /// `static let almostRequired = UILayoutPriority(999)` or a global constant.
        private static func initializesStaticOrGlobalConstant(_ node: FunctionCallExprSyntax) -> Bool {
            guard let binding = node.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
                let variable = binding.parent?.parent?.as(VariableDeclSyntax.self)
            else { return false }
            return SyntaxQueries.isStatic(variable.modifiers)
                || variable.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
        }

        private static func isInsideSnapKitClosure(_ node: some SyntaxProtocol) -> Bool {
            var current = node.parent
            while let parent = current {
                if let closure = parent.as(ClosureExprSyntax.self) {
                    guard let call = closure.parent?.as(FunctionCallExprSyntax.self) else { return false }
                    return ["makeConstraints", "remakeConstraints", "updateConstraints"]
                        .contains(SyntaxQueries.lastName(of: call.calledExpression))
                }
                if parent.is(MemberBlockItemSyntax.self) || parent.is(SourceFileSyntax.self) { return false }
                current = parent.parent
            }
            return false
        }
    }
}
