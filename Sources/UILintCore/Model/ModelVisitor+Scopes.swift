import SwiftSyntax

/// Bodies being walked, the constraints created into their locals, and where the walk stands.
extension ModelVisitor {
    func enterScope() {
        constraintLocals.enter()
        for reading in readings.bodies { reading.enterBody() }
    }

    func leaveScope() {
        constraintLocals.leave()
        for reading in readings.bodies { reading.leaveBody() }
    }

    /// `let c = a.topAnchor.constraint(…)` in a body: setting `c.isActive` later activates a constraint.
    func recordConstraintLocal(_ node: PatternBindingSyntax) {
        guard let name = Self.constraintLocalName(declaredBy: node, in: constraintLocals) else { return }
        constraintLocals.declare(name, as: ())
    }

    /// The name of the local that `node` declares in a body, if its value is a constraint.
    static func constraintLocalName<Value>(declaredBy node: PatternBindingSyntax, in scopes: LocalScopes<Value>)
        -> String?
    {
        guard scopes.isInBody, let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let value = node.initializer?.value, ConstraintSyntaxReader.isConstraintExpression(value),
            node.parent?.parent?.is(VariableDeclSyntax.self) == true
        else { return nil }
        return name
    }

    var enclosingType: TypeRecord? {
        typeStack.last.map { types[$0] }
    }

    var enclosingTypeName: String? {
        typeStack.last.flatMap { types[$0].kind == nil ? nil : types[$0].name }
    }
}
