import SwiftSyntax

/// `unactivated_constraint`: a constraint created into a local and then never used has no effect.
public struct UnactivatedConstraintRule: Rule {
    public static let description = RuleDescription(
        id: "unactivated_constraint",
        name: "Unactivated constraint",
        summary:
            "A constraint created into a local constant or variable that is never activated, returned, stored, appended, passed or captured.",
        isFixable: false,
        needles: [.substring("Anchor"), .substring("NSLayoutConstraint")])

    public init(options: [String: RuleOptionValue]) {}

    public func violations(in model: FileModel) -> [Violation] {
        (model.reading(Reading.self) ?? []).filter { !$0.isUsed }.map { local in
            Violation(
                range: local.range,
                message:
                    "`\(local.name)` is created but never activated, returned, stored or passed on, so it has no effect; "
                    + "activate it (`\(local.name).isActive = true`) or remove it")
        }
    }
}

extension UnactivatedConstraintRule: ReadingRule {
    /// `let c = a.topAnchor.constraint(...)` inside a body.
    struct Local: Sendable {
        let name: String
        /// The declaration, from `let`/`var`.
        let range: ByteRange
        /// Whether anything activates, returns, stores, appends, passes or captures it.
        var isUsed = false
    }

    final class Reading: SyntaxReading {
        static let nodeKinds: Set<ReadNodeKind> = [.bodies, .patternBinding, .declReference]

        private(set) var result: [Local] = []
        /// Each open body's constraint locals, as positions in `result`.
        private var scopes = LocalScopes<Int>()

        init() {}

        func enterBody() { scopes.enter() }

        func leaveBody() { scopes.leave() }

        func visit(_ node: PatternBindingSyntax, at position: any WalkPosition) {
            guard let name = ConstraintReader.constraintLocalName(declaredBy: node, in: scopes),
                let declaration = node.parent?.parent
            else { return }
            scopes.declare(name, as: result.count)
            result.append(Local(name: name, range: SyntaxQueries.range(of: declaration)))
        }

        /// A reference counts as a use unless it only sets a property (`c.priority = .defaultHigh`);
        /// setting `isActive` is activation, so it is a use.
        func visit(_ node: DeclReferenceExprSyntax, at position: any WalkPosition) {
            guard scopes.declaredCount > 0 else { return }
            // `.top` in `attribute: .top` names a member, not the local `top`.
            if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id { return }
            guard let index = scopes.value(of: node.baseName.text), !result[index].isUsed else { return }
            if let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == ExprSyntax(node).id,
                member.declName.baseName.text != "isActive",
                let sequence = member.parent?.parent?.as(SequenceExprSyntax.self),
                let parts = SyntaxQueries.assignmentParts(sequence), parts.target.id == ExprSyntax(member).id
            {
                return
            }
            result[index].isUsed = true
        }
    }
}
