import SwiftSyntax

/// Where a colour or font is defined rather than used (rules/hardcoded_color.md, `hardcoded_color`/`hardcoded_font`).
extension SyntaxQueries {
    /// Whether `node` is in the value of a theme definition: a static, class or global property, a
    /// computed property whose type is one of `themeTypes`, or any member of an extension of one.
    /// A theme is shared: a constant that is private to its file, or kept inside a view or a
    /// controller, is that view's own hard-coded value.
    static func isThemeDefinition(_ node: some SyntaxProtocol, themeTypes: Set<String>) -> Bool {
        var current = Syntax(node).parent
        var definesProperty = false
        var checkedProperty = false
        while let parent = current {
            if let variable = parent.as(VariableDeclSyntax.self), !checkedProperty, isMemberOrGlobal(variable) {
                checkedProperty = true
                if isPrivate(variable.modifiers) { return false }
                definesProperty = defines(variable, themeTypes: themeTypes)
            }
            // `func font(for style: Style) -> UIFont`: a factory of the theme.
            if let function = parent.as(FunctionDeclSyntax.self), !checkedProperty {
                checkedProperty = true
                if isPrivate(function.modifiers) { return false }
                definesProperty = returnsThemeValue(function, themeTypes: themeTypes)
            }
            if let extensionDecl = parent.as(ExtensionDeclSyntax.self) {
                let extended = simpleTypeName(extensionDecl.extendedType) ?? ""
                if themeTypes.contains(extended) { return true }
                return definesProperty && !isViewOrController(name: extended, inheritance: nil)
            }
            // The name first: asking a node for a protocol searches the runtime's conformances.
            if let name = declaredName(of: parent), let type = parent.asProtocol(DeclGroupSyntax.self) {
                // A private type inside an extension of `UIColor` is still the palette, kept out of sight of the
                // app (GenesisVision ios-client 1b719c6's `private struct GV` of base colours).
                if (isPrivate(type.modifiers) && !isInThemeExtension(parent, themeTypes: themeTypes))
                    || isViewOrController(name: name, inheritance: type.inheritanceClause)
                {
                    return false
                }
                // A palette's instance members are the theme's too (`struct AppColors { let primary = … }`),
                // unless it is nested in a view (a cell's `enum Constant`), which the walk up still finds.
                if checkedProperty, !definesProperty, isPalette(type, themeTypes: themeTypes) { definesProperty = true }
            }
            current = parent.parent
        }
        return definesProperty
    }

    private static func isInThemeExtension(_ node: Syntax, themeTypes: Set<String>) -> Bool {
        var current = node.parent
        while let parent = current {
            if let extensionDecl = parent.as(ExtensionDeclSyntax.self) {
                return themeTypes.contains(simpleTypeName(extensionDecl.extendedType) ?? "")
            }
            current = parent.parent
        }
        return false
    }

    private static func isPrivate(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate) }
    }

    private static func declaredName(of node: Syntax) -> String? {
        node.as(ClassDeclSyntax.self)?.name.text ?? node.as(StructDeclSyntax.self)?.name.text
            ?? node.as(EnumDeclSyntax.self)?.name.text ?? node.as(ActorDeclSyntax.self)?.name.text
    }

    /// A view, a cell or a controller by its name or what it inherits (SwiftUI's `View` included).
    private static func isViewOrController(name: String, inheritance: InheritanceClauseSyntax?) -> Bool {
        let suffixes = ["View", "Cell", "Controller", "VC", "Label", "Button", "Bar"]
        let inherited = inheritance?.inheritedTypes.compactMap { simpleTypeName($0.type) } ?? []
        return ([name] + inherited).contains { typeName in suffixes.contains(where: typeName.hasSuffix) }
    }

    /// Whether the expression is a number written out: literals, arithmetic on them, and numeric
    /// conversions (`51 / 255.0`, `CGFloat(0x33) / 255`), not a value read from anywhere.
    static func isLiteralArithmetic(_ expression: ExprSyntax) -> Bool {
        expression.tokens(viewMode: .sourceAccurate).allSatisfy { token in
            switch token.tokenKind {
            case .integerLiteral, .floatLiteral, .binaryOperator, .prefixOperator, .leftParen, .rightParen: return true
            case .identifier(let name): return ["CGFloat", "Double", "Float", "Int"].contains(name)
            default: return false
            }
        }
    }

    /// A type whose members are all of `themeTypes` (properties, and functions that return one), besides its
    /// initializers and nested types: a palette or a theme, recognised by what it holds, whatever its name.
    private static func isPalette(_ type: some DeclGroupSyntax, themeTypes: Set<String>) -> Bool {
        var holdsOne = false
        for member in type.memberBlock.members {
            let decl = member.decl
            if let variable = decl.as(VariableDeclSyntax.self) {
                // What the palette keeps to itself to choose among its colours (xikolo-ios 363acfb's
                // `BrandColors.windowColorChoice`) lays out nothing.
                if isPrivate(variable.modifiers) { continue }
                guard variable.bindings.allSatisfy({ holds($0, themeTypes: themeTypes) }) else { return false }
                holdsOne = true
            } else if let function = decl.as(FunctionDeclSyntax.self) {
                guard returnsThemeValue(function, themeTypes: themeTypes) else { return false }
                holdsOne = true
            } else if !(decl.is(InitializerDeclSyntax.self) || decl.is(StructDeclSyntax.self)
                || decl.is(EnumDeclSyntax.self) || decl.is(TypeAliasDeclSyntax.self))
            {
                return false
            }
        }
        return holdsOne
    }

    /// A function that returns one of `themeTypes`, or a text style: the attributes of an attributed string, which
    /// hold its font and colours (ios-tooda 23e72da's `TextStyle.headline(color:)`, the app's type scale).
    private static func returnsThemeValue(_ function: FunctionDeclSyntax, themeTypes: Set<String>) -> Bool {
        guard let returned = function.signature.returnClause?.type else { return false }
        if let name = simpleTypeName(returned) { return themeTypes.contains(name) }
        guard let dictionary = returned.as(DictionaryTypeSyntax.self) else { return false }
        return dictionary.key.trimmedDescription == "NSAttributedString.Key"
    }

    /// `let primary: UIColor = …`, `let primary = UIColor(…)`, `let primary = UIColor.systemBlue`.
    private static func holds(_ binding: PatternBindingSyntax, themeTypes: Set<String>) -> Bool {
        if let annotated = binding.typeAnnotation.flatMap({ simpleTypeName($0.type) }) {
            return themeTypes.contains(annotated)
        }
        guard let value = binding.initializer?.value else { return false }
        if let made = constructedTypeName(value) { return themeTypes.contains(made) }
        if let macro = value.as(MacroExpansionExprSyntax.self) { return macro.macroName.text == "colorLiteral" }
        if let access = value.as(MemberAccessExprSyntax.self), let base = access.base {
            return lastName(of: base).map(themeTypes.contains) == true
        }
        return false
    }

    private static func isMemberOrGlobal(_ variable: VariableDeclSyntax) -> Bool {
        variable.parent?.is(MemberBlockItemSyntax.self) == true
            || variable.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
    }

    private static func defines(_ variable: VariableDeclSyntax, themeTypes: Set<String>) -> Bool {
        let isTypeMember = variable.modifiers.contains {
            $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
        }
        if isTypeMember || variable.parent?.parent?.parent?.is(SourceFileSyntax.self) == true { return true }
        return variable.bindings.contains { binding in
            binding.accessorBlock != nil
                && binding.typeAnnotation.flatMap { simpleTypeName($0.type) }.map(themeTypes.contains) == true
        }
    }
}
