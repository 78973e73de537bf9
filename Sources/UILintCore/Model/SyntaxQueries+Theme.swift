import SwiftSyntax

/// Where a colour or font is defined rather than used (SPEC 7.4, `hardcoded_color`/`hardcoded_font`).
extension SyntaxQueries {
    /// Whether `node` is in the value of a theme definition: a static, class or global property, a
    /// computed property whose type is one of `themeTypes`, or any member of an extension of one.
    static func isThemeDefinition(_ node: some SyntaxProtocol, themeTypes: Set<String>) -> Bool {
        var current = Syntax(node).parent
        var checkedProperty = false
        while let parent = current {
            if let variable = parent.as(VariableDeclSyntax.self), !checkedProperty, isMemberOrGlobal(variable) {
                checkedProperty = true
                if defines(variable, themeTypes: themeTypes) { return true }
            }
            if let extensionDecl = parent.as(ExtensionDeclSyntax.self) {
                return simpleTypeName(extensionDecl.extendedType).map(themeTypes.contains) ?? false
            }
            current = parent.parent
        }
        return false
    }

    /// Whether the expression reads a variable (`r`, `components.red`), not only literals and types.
    static func mentionsVariable(_ expression: ExprSyntax) -> Bool {
        expression.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier(let name) = token.tokenKind, let first = name.first else { return false }
            return first.isLowercase && token.previousToken(viewMode: .sourceAccurate)?.tokenKind != .period
        }
    }

    private static func isMemberOrGlobal(_ variable: VariableDeclSyntax) -> Bool {
        variable.parent?.is(MemberBlockItemSyntax.self) == true || variable.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
    }

    private static func defines(_ variable: VariableDeclSyntax, themeTypes: Set<String>) -> Bool {
        let isTypeMember = variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
        if isTypeMember || variable.parent?.parent?.parent?.is(SourceFileSyntax.self) == true { return true }
        return variable.bindings.contains { binding in
            binding.accessorBlock != nil
                && binding.typeAnnotation.flatMap { simpleTypeName($0.type) }.map(themeTypes.contains) == true
        }
    }
}
