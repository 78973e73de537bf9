import SwiftSyntax

/// Constraints created into local constants, and whether anything uses them.
extension ModelVisitor {
    func enterScope() {
        scopes.append([:])
    }

    func leaveScope() {
        localConstraintsInScope -= scopes.removeLast().count
    }

    func recordLocalConstraint(_ node: PatternBindingSyntax) {
        guard !scopes.isEmpty, let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let value = node.initializer?.value, ConstraintSyntaxReader.isConstraintExpression(value),
              let declaration = node.parent?.parent?.as(VariableDeclSyntax.self)
        else { return }
        if scopes[scopes.count - 1].updateValue(localConstraints.count, forKey: name) == nil { localConstraintsInScope += 1 }
        localConstraints.append((name, SyntaxQueries.range(of: declaration), false))
    }

    /// A reference counts as a use unless it only sets a property (`c.priority = .defaultHigh`);
    /// setting `isActive` is activation, so it is a use.
    func recordLocalReference(_ node: DeclReferenceExprSyntax) {
        // `.top` in `attribute: .top` names a member, not the local `top`.
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id { return }
        guard let index = scopes.reversed().lazy.compactMap({ $0[node.baseName.text] }).first,
              !localConstraints[index].isUsed
        else { return }
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == ExprSyntax(node).id,
           member.declName.baseName.text != "isActive",
           let sequence = member.parent?.parent?.as(SequenceExprSyntax.self),
           let parts = SyntaxQueries.assignmentParts(sequence), parts.target.id == ExprSyntax(member).id {
            return
        }
        localConstraints[index].isUsed = true
    }
}
