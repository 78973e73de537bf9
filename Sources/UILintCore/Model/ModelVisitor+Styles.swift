import SwiftSyntax

/// Interface Builder APIs, hard-coded colours and fonts, and numeric priorities.
extension ModelVisitor {
    static let interfaceBuilderAttributes: Set<String> = ["IBOutlet", "IBAction", "IBInspectable", "IBDesignable", "IBSegueAction"]
    private static let interfaceBuilderMethods: Set<String> = [
        "instantiateViewController", "instantiateInitialViewController", "performSegue", "loadNibNamed", "awakeFromNib",
    ]
    private static let colorInitializerLabels: [String: String] = [
        "red": "UIColor(red:green:blue:alpha:)", "white": "UIColor(white:alpha:)", "hue": "UIColor(hue:saturation:brightness:alpha:)",
        "displayP3Red": "UIColor(displayP3Red:green:blue:alpha:)", "named": "UIColor(named:)",
    ]
    private static let colorTypes: Set<String> = ["UIColor", "CGColor", "Color"]
    private static let fontTypes: Set<String> = ["UIFont", "Font"]
    private static let fontFactories: Set<String> = [
        "systemFont", "boldSystemFont", "italicSystemFont", "monospacedSystemFont", "monospacedDigitSystemFont",
    ]
    /// UIKit's predefined colours, which `allow_system_colors: false` forbids.
    static let systemColorNames: Set<String> = [
        "black", "darkGray", "lightGray", "white", "gray", "red", "green", "blue", "cyan", "yellow", "magenta",
        "orange", "purple", "brown", "systemRed", "systemGreen", "systemBlue", "systemOrange", "systemYellow",
        "systemPink", "systemPurple", "systemTeal", "systemIndigo", "systemBrown", "systemMint", "systemCyan",
        "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6",
        "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "link", "placeholderText", "separator",
        "opaqueSeparator", "systemBackground", "secondarySystemBackground", "tertiarySystemBackground",
        "systemGroupedBackground", "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground",
        "systemFill", "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill", "tintColor",
    ]
    private static let priorityArgumentCalls: Set<String> = [
        "withPriority", "setContentHuggingPriority", "setContentCompressionResistancePriority",
    ]

    func recordInterfaceBuilderAttribute(_ node: AttributeSyntax) {
        guard let type = node.attributeName.as(IdentifierTypeSyntax.self), String(text: SyntaxQueries.text(of: type.name)).hasPrefix("IB") else { return }
        let name = type.name.text
        if Self.interfaceBuilderAttributes.contains(name), !isWatchKitInterface(node) {
            interfaceBuilderUses.append(InterfaceBuilderUse(api: "@" + name, range: SyntaxQueries.range(of: node)))
        }
    }

    /// WatchKit interfaces exist only in storyboards: their outlets and actions are not the team's choice.
    private func isWatchKitInterface(_ node: AttributeSyntax) -> Bool {
        let isWatchKitType = { (name: String?) in name?.hasPrefix("WKInterface") == true }
        if let variable = node.parent?.parent?.as(VariableDeclSyntax.self),
           variable.bindings.contains(where: { isWatchKitType($0.typeAnnotation.flatMap { SyntaxQueries.simpleTypeName($0.type) }) }) {
            return true
        }
        guard let index = typeStack.last else { return false }
        return types[index].inheritedTypes.contains(where: isWatchKitType)
    }

    /// The names of the calls `recordStyleAndInterfaceBuilderCall` looks into, as callee or method.
    private static let styleCallNames: Set<String> = interfaceBuilderMethods.union(fontFactories).union(priorityArgumentCalls)
        .union(["UINib", "UIStoryboard", "UIColor", "UIFont", "UILayoutPriority", "init", "priority"])

    func recordStyleAndInterfaceBuilderCall(_ node: FunctionCallExprSyntax) {
        // Most calls are none of these: they are recognised by names read before any node is made.
        let name = SyntaxQueries.calleeName(of: node).map { String(text: $0) } ?? ""
        if Self.styleCallNames.contains(name) { recordStyleCall(node, name: name) }
        // `ConnectionConfiguration(url: u, priority: 1)`: a type's own priority, not a layout one.
        if SyntaxQueries.argumentLabels(of: node).contains("priority"), name.first?.isUppercase != true {
            for argument in node.arguments where argument.label?.text == "priority" {
                if ConstantReader.literalValue(argument.expression) != nil {
                    recordPriorityLiteral(argument.expression, context: .inferred)
                }
            }
        }
    }

    private func recordStyleCall(_ node: FunctionCallExprSyntax, name: String) {
        let callee = node.calledExpression
        let firstLabel = node.arguments.first?.label?.text
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            switch reference.baseName.text {
            case "UINib", "UIStoryboard":
                interfaceBuilderUses.append(InterfaceBuilderUse(api: reference.baseName.text, range: SyntaxQueries.range(of: reference)))
            case "UIColor":
                recordColorInitializer(node, label: firstLabel)
            case "UIFont" where firstLabel == "name" && Self.isWrittenOut(node.arguments):
                recordFont(StyleExpression(kind: .literal, range: SyntaxQueries.range(of: node), api: "UIFont(\(labels(of: node)))"), at: node)
            case "UILayoutPriority" where firstLabel == nil || firstLabel == "rawValue":
                recordPriority(node.arguments.first?.expression, call: node)
            default:
                break
            }
        } else if let member = callee.as(MemberAccessExprSyntax.self) {
            let token = member.declName.baseName
            let base = member.base.flatMap(SyntaxQueries.lastName)
            if Self.interfaceBuilderMethods.contains(name), !isSuperAwakeFromNib(member) {
                interfaceBuilderUses.append(InterfaceBuilderUse(api: name, range: SyntaxQueries.range(of: token)))
            }
            // `.boldSystemFont(ofSize: label.font.pointSize)` derives a font from another one; only a size
            // written out is a font written out.
            if Self.fontFactories.contains(name), base == nil || base == "UIFont", firstLabel == "ofSize",
               node.arguments.first.map({ SyntaxQueries.isLiteralArithmetic($0.expression) }) ?? true {
                recordFont(StyleExpression(kind: .literal, range: SyntaxQueries.range(of: node), api: "UIFont.\(name)(\(labels(of: node)))"), at: node)
            }
            if name == "init", base == "UIFont", firstLabel == "name", Self.isWrittenOut(node.arguments) {
                recordFont(StyleExpression(kind: .literal, range: SyntaxQueries.range(of: node), api: "UIFont(\(labels(of: node)))"), at: node)
            }
            // `UIColor.init(red:...)`, or `.init(red:...)` assigned to a colour property.
            if name == "init", base == "UIColor" || (member.base == nil && assignsColorProperty(node)) {
                recordColorInitializer(node, label: firstLabel)
            }
            if name == "init", firstLabel == nil || firstLabel == "rawValue",
               base == "UILayoutPriority" || (member.base == nil && isPriorityArgument(node)) {
                recordPriority(node.arguments.first?.expression, call: node)
            }
            if name == "priority", let argument = node.arguments.first?.expression, ConstantReader.literalValue(argument) != nil {
                recordPriorityLiteral(argument, context: isInsideSnapKitClosure(node) ? .snapKit : .inferred)
            }
            if Self.priorityArgumentCalls.contains(name), let argument = node.arguments.first?.expression,
               ConstantReader.literalValue(argument) != nil {
                recordPriorityLiteral(argument, context: .inferred)
            }
        }
    }

    /// `ofSize:weight:` for `systemFont(ofSize: 16, weight: .bold)`.
    /// `UIFont(name: "Menlo", size: size)` names its font, whatever the size; `UIFont(name:
    /// settings.fontName, size: 14)` reads it from the reader's settings: computed (SPEC 7.4).
    private static func isWrittenOut(_ arguments: LabeledExprListSyntax) -> Bool {
        arguments.first?.expression.is(StringLiteralExprSyntax.self) == true
    }

    private func labels(of call: FunctionCallExprSyntax) -> String {
        call.arguments.map { "\($0.label?.text ?? "_"):" }.joined()
    }

    private func recordColorInitializer(_ node: FunctionCallExprSyntax, label: String?) {
        guard let label, let api = Self.colorInitializerLabels[label] else { return }
        // `UIColor(named: themeName)` looks a colour up by a computed name: that is a theme at work.
        if label == "named", node.arguments.first?.expression.is(StringLiteralExprSyntax.self) != true { return }
        // `UIColor(red: r, green: g, blue: b, alpha: 1)` computes a colour from values.
        if label != "named", !node.arguments.allSatisfy({ SyntaxQueries.isLiteralArithmetic($0.expression) }) { return }
        recordColor(StyleExpression(kind: .literal, range: SyntaxQueries.range(of: node), api: api), at: node)
    }

    private func recordColor(_ color: StyleExpression, at node: some SyntaxProtocol) {
        var color = color
        color.isThemeDefinition = SyntaxQueries.isThemeDefinition(node, themeTypes: Self.colorTypes)
        colors.append(color)
    }

    private func recordFont(_ font: StyleExpression, at node: some SyntaxProtocol) {
        var font = font
        font.isThemeDefinition = SyntaxQueries.isThemeDefinition(node, themeTypes: Self.fontTypes)
        fonts.append(font)
    }

    /// Whether the expression is the right side of an assignment to a `…Color` property.
    private func assignsColorProperty(_ node: some ExprSyntaxProtocol) -> Bool {
        guard let sequence = node.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self),
              let parts = SyntaxQueries.assignmentParts(sequence), parts.value?.id == ExprSyntax(node).id
        else { return false }
        return SyntaxQueries.lastName(of: parts.target)?.hasSuffix("Color") == true
    }

    func recordColorLiteral(_ node: MacroExpansionExprSyntax) {
        if node.macroName.text == "colorLiteral" {
            recordColor(StyleExpression(kind: .literal, range: SyntaxQueries.range(of: node), api: "#colorLiteral(...)"), at: node)
        }
    }

    /// `UIColor.red`, or `.red` assigned to a colour property.
    func recordSystemColor(_ node: MemberAccessExprSyntax) {
        let name = node.declName.baseName.text
        guard Self.systemColorNames.contains(name), node.parent?.is(FunctionCallExprSyntax.self) != true else { return }
        if let base = node.base {
            guard SyntaxQueries.lastName(of: base) == "UIColor", base.is(DeclReferenceExprSyntax.self) else { return }
        } else {
            guard assignsColorProperty(node) else { return }
        }
        recordColor(StyleExpression(kind: .systemColor, range: SyntaxQueries.range(of: node), api: "UIColor.\(name)"), at: node)
    }

    /// `constraint.priority = 750`.
    func recordPriorityAssignment(_ parts: SyntaxQueries.AssignmentParts) {
        guard parts.operator == "=",
              SyntaxQueries.lastName(of: parts.target) == "priority", let value = parts.value,
              ConstantReader.literalValue(value) != nil
        else { return }
        recordPriorityLiteral(value, context: .inferred)
    }

    private func recordPriority(_ argument: ExprSyntax?, call: FunctionCallExprSyntax) {
        guard let argument, let value = ConstantReader.literalValue(argument) else { return }
        priorityLiterals.append(PriorityLiteral(
            range: SyntaxQueries.range(of: call), value: value,
            context: isPriorityContext(call) ? .inferred : .explicit,
            namesPriority: initializesStaticOrGlobalConstant(call)))
    }

    private func recordPriorityLiteral(_ expression: ExprSyntax, context: PriorityLiteral.Context) {
        guard let value = ConstantReader.literalValue(expression) else { return }
        priorityLiterals.append(PriorityLiteral(range: SyntaxQueries.range(of: expression), value: value,
                                                context: context, namesPriority: false))
    }

    /// Whether an implicit `.init(750)` stands where only a priority can: the argument of a
    /// priority API or the right side of `.priority =`.
    private func isPriorityArgument(_ node: FunctionCallExprSyntax) -> Bool {
        if let argument = node.parent?.as(LabeledExprSyntax.self) {
            if argument.label?.text == "priority" { return true }
            guard let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else { return false }
            return Self.priorityArgumentCalls.contains(SyntaxQueries.lastName(of: call.calledExpression) ?? "")
        }
        return isPriorityContext(node)
    }

    /// Whether the expression's type is known from where it stands: a call argument or the right side of `.priority =`.
    private func isPriorityContext(_ node: FunctionCallExprSyntax) -> Bool {
        if node.parent?.is(LabeledExprSyntax.self) == true { return true }
        if let sequence = node.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self),
           let parts = SyntaxQueries.assignmentParts(sequence), parts.value?.id == ExprSyntax(node).id {
            return SyntaxQueries.lastName(of: parts.target) == "priority"
        }
        return false
    }

    /// `static let almostRequired = UILayoutPriority(999)` or a global constant.
    private func initializesStaticOrGlobalConstant(_ node: FunctionCallExprSyntax) -> Bool {
        guard let binding = node.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
              let variable = binding.parent?.parent?.as(VariableDeclSyntax.self)
        else { return false }
        if variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }) {
            return true
        }
        return variable.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
    }

    private func isInsideSnapKitClosure(_ node: some SyntaxProtocol) -> Bool {
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

    /// `super.awakeFromNib()` inside the override is part of that override, not another use.
    private func isSuperAwakeFromNib(_ member: MemberAccessExprSyntax) -> Bool {
        member.declName.baseName.text == "awakeFromNib"
            && member.base?.as(SuperExprSyntax.self) != nil
    }

    func recordInterfaceBuilderDeclaration(_ node: FunctionDeclSyntax) {
        let isOverride = Self.isOverride(node.modifiers)
        let name = node.name.text
        if name == "awakeFromNib", isOverride {
            interfaceBuilderUses.append(InterfaceBuilderUse(api: "awakeFromNib", range: SyntaxQueries.range(of: node.name)))
        }
        if name == "prepare", let first = node.signature.parameterClause.parameters.first,
           first.firstName.text == "for", first.type.trimmedDescription.hasSuffix("Segue") {
            interfaceBuilderUses.append(InterfaceBuilderUse(api: "prepare(for:sender:)", range: SyntaxQueries.range(of: node.name)))
        }
    }

    func recordCoderInitializer(_ node: InitializerDeclSyntax) {
        guard let index = typeStack.last, node.parent?.is(MemberBlockItemSyntax.self) == true,
              node.signature.parameterClause.parameters.count == 1,
              node.signature.parameterClause.parameters.first?.firstName.text == "coder"
        else { return }
        let isUnavailable = node.attributes.contains { element in
            guard case .attribute(let attribute) = element, attribute.attributeName.trimmedDescription == "available" else { return false }
            return attribute.arguments?.trimmedDescription.contains("unavailable") == true
        }
        let statements = node.body?.statements ?? []
        let onlyFatalError = statements.count == 1 && statements.allSatisfy { item in
            guard case .expr(let expression) = item.item, let call = expression.as(FunctionCallExprSyntax.self) else { return false }
            return SyntaxQueries.lastName(of: call.calledExpression) == "fatalError"
        }
        coderInitializers.append(CoderInitializer(
            typeName: types[index].name, range: SyntaxQueries.range(of: node.initKeyword),
            isUnavailable: isUnavailable, onlyCallsFatalError: onlyFatalError))
    }
}
