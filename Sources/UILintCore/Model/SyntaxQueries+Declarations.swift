import SwiftSyntax

/// What a declaration's modifiers and initial value say of it.
extension SyntaxQueries {
    /// `static` or `class`.
    static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }

    static func isOverride(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.override) }
    }

    /// `let x = { ... }()` or `lazy var x: T = { ... }()`.
    static func hasInitializerClosure(_ node: VariableDeclSyntax) -> Bool {
        guard node.bindings.count == 1,
            let value = node.bindings.first?.initializer?.value.as(FunctionCallExprSyntax.self)
        else { return false }
        return value.arguments.isEmpty && value.calledExpression.is(ClosureExprSyntax.self)
    }
}
