import SwiftSyntax

/// How a stored view is made, as far as the file shows: the one thing that tells its flag is still on.
enum ViewOrigin: Sendable, Equatable {
    /// `UILabel()`, `UIButton(type: .system)`, `BadgeView(style: .small)`: an initializer of a named class.
    case constructed(typeName: String, labels: [String])
    /// A factory, a helper, a value passed in, a ternary: code that may have turned the flag off.
    case unknown
}

extension MissingTranslatesAutoresizingRule: ReadingRule {
    /// What the file shows of each stored view, keyed by `Type.view`.
    struct ViewUses: Sendable {
        /// Every way the view is made: its initial value (or the first view its initializer closure makes) and
        /// every `view = …` or `self.view = …` in the type's bodies.
        var origins: [String: [ViewOrigin]] = [:]
        /// The calls the type makes on each name or hands it to (`label.top(to:)`, `[a, b].active()`,
        /// `activate(_:)`).
        var calls: [String: Set<Call>] = [:]
    }

    struct Call: Hashable, Sendable {
        let name: String
        /// `_` for an unlabelled argument; a trailing closure is not among them.
        let labels: [String]
        let hasTrailingClosure: Bool
        /// The name is passed `inout`: the callee may replace the view.
        let isInOut: Bool
    }

    final class Reading: SyntaxReading {
        static let nodeKinds: Set<ReadNodeKind> = [.patternBinding, .assignment, .functionCall, .bodies]
        /// Attributes that leave a stored property as it is written; any other (`@TariView`, a property wrapper
        /// from tari-wallet-ios's dependency) makes the value elsewhere.
        private static let plainAttributes: Set<String> = [
            "objc", "IBOutlet", "IBInspectable", "MainActor", "available", "nonobjc", "NSManaged",
        ]

        private(set) var result = ViewUses()
        private var bodyDepth = 0

        init() {}

        func enterBody() { bodyDepth += 1 }
        func leaveBody() { bodyDepth -= 1 }

        func visit(_ node: PatternBindingSyntax, at position: any WalkPosition) {
            guard bodyDepth == 0, let type = position.enclosingType, type.kind != nil,
                let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            else { return }
            let key = type.name + "." + name
            if let variable = node.parent?.parent?.as(VariableDeclSyntax.self),
                variable.attributes.contains(where: { attribute in
                    attribute.as(AttributeSyntax.self).flatMap { SyntaxQueries.simpleTypeName($0.attributeName) }
                        .map { !Self.plainAttributes.contains($0) } ?? true
                })
            {
                result.origins[key, default: []].append(.unknown)
            }
            guard let value = node.initializer?.value else { return }
            result.origins[key, default: []].append(Self.origin(ofInitialValue: value))
        }

        func visitAssignment(_ parts: SyntaxQueries.AssignmentParts, at position: any WalkPosition) {
            guard parts.operator == "=", let type = position.enclosingType, type.kind != nil,
                let names = SyntaxQueries.chainNames(of: parts.target), names.count == 1
            else { return }
            result.origins[type.name + "." + names[0], default: []].append(
                parts.value.map(Self.origin(of:)) ?? .unknown)
        }

        func visit(_ node: FunctionCallExprSyntax, at position: any WalkPosition) {
            guard bodyDepth > 0, let type = position.enclosingType, type.kind != nil,
                let callee = SyntaxQueries.calleeName(of: node)
            else { return }
            let call = { (isInOut: Bool) in
                Call(
                    name: String(text: callee),
                    labels: SyntaxQueries.argumentLabels(of: node).map { $0.map { String(text: $0) } ?? "_" },
                    hasTrailingClosure: node.trailingClosure != nil, isInOut: isInOut)
            }
            let prefix = type.name + "."
            if let receiver = SyntaxQueries.receiver(of: node.calledExpression) {
                for name in Self.viewNames(in: receiver) {
                    result.calls[prefix + name, default: []].insert(call(false))
                }
            }
            for argument in node.arguments {
                let inOut = argument.expression.as(InOutExprSyntax.self)
                for name in Self.viewNames(in: inOut?.expression ?? argument.expression) {
                    result.calls[prefix + name, default: []].insert(call(inOut != nil))
                }
            }
        }

        /// The views an expression is: `label` for `label` or `self.label`, not for `label.image?.withTintColor(…)`,
        /// whose call is on the image; each operand's of `a + b`. In an array literal, the view each element starts from: Ptt-iOS hands
        /// `[label.topAnchor.constraint(…)]` to a helper that clears the flag of each constraint's first item.
        private static func viewNames(in expression: ExprSyntax) -> [String] {
            if let array = expression.as(ArrayExprSyntax.self) {
                return array.elements.compactMap { SyntaxQueries.chainNames(of: $0.expression)?.first }
            }
            // prox's `activate(constraints + hideFilterConstraints, translatesAutoresizingMaskIntoConstraints: false)`.
            if let sequence = expression.as(SequenceExprSyntax.self) {
                return sequence.elements.flatMap(viewNames(in:))
            }
            guard let names = SyntaxQueries.chainNames(of: expression), names.count == 1 else { return [] }
            return names
        }

        /// A `{ let label = UILabel() … }()` closure makes the view its first declaration makes.
        private static func origin(ofInitialValue value: ExprSyntax) -> ViewOrigin {
            guard let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
                let closure = call.calledExpression.as(ClosureExprSyntax.self)
            else { return origin(of: value) }
            for statement in closure.statements {
                guard case .decl(let declaration) = statement.item else { continue }
                guard let made = declaration.as(VariableDeclSyntax.self)?.bindings.first?.initializer?.value else {
                    return .unknown
                }
                return origin(of: made)
            }
            return .unknown
        }

        /// `UILabel()`, and `UILabel().withoutAutoresizingMaskConstraints`: a member chained after the initializer
        /// is a helper the rule looks up by name.
        private static func origin(of value: ExprSyntax) -> ViewOrigin {
            var expression = value
            while let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
                expression = base
            }
            guard let typeName = SyntaxQueries.constructedTypeName(expression),
                let call = expression.as(FunctionCallExprSyntax.self)
            else { return .unknown }
            let labels = SyntaxQueries.argumentLabels(of: call).map { $0.map { String(text: $0) } ?? "_" }
            return .constructed(typeName: typeName, labels: labels)
        }
    }
}
