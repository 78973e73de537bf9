import SwiftSyntax

/// Reads what a constraint says (docs/constraint-model.md) from the node that makes it: items, attributes, relation,
/// multiplier, constant and priority. Like `ConstraintSyntaxReader`, it looks at the node and the
/// modifiers chained after it, never at the rest of the tree.
enum ConstraintMeaningReader {
    /// `first.xAnchor.constraint(equalTo: second.yAnchor, multiplier: m, constant: c)` and the project's
    /// constraint helpers called the same way.
    static func anchorMeaning(
        _ call: FunctionCallExprSyntax, firstItem: String, firstAttribute: LayoutAttribute,
        relation: ConstraintRelation?, in source: SourceText
    ) -> (ConstraintMeaning, ConstraintPriority) {
        let unknown = (ConstraintMeaning.unknown, LinearValue.unknownPriority)
        guard let relation, let first = call.arguments.first, let label = first.label?.text else { return unknown }
        var secondItem: String?
        var secondAttribute: LayoutAttribute?
        var constant = LinearValue.zero
        var multiplier = LinearValue.one
        for argument in call.arguments.dropFirst() {
            switch argument.label?.text {
            case "constant": constant = LinearValueReader.value(of: argument.expression, in: source)
            case "multiplier": multiplier = LinearValueReader.value(of: argument.expression, in: source)
            case "priority": break
            default: return unknown
            }
        }
        if label.hasSuffix("Constant") {
            constant = LinearValueReader.value(of: first.expression, in: source)
        } else {
            guard let (receiver, token) = ConstraintSyntaxReader.anchorReference(first.expression),
                let attribute = LayoutAttribute.fromAnchorProperty(token.text)
            else { return unknown }
            secondItem = ConstraintSyntaxReader.viewName(receiver, in: source)
            secondAttribute = attribute
            // `equalToSystemSpacingAfter`, `greaterThanOrEqualToSystemSpacingBelow`.
            if label.hasSuffix("SystemSpacingAfter") || label.hasSuffix("SystemSpacingBelow") {
                // The multiplier scales the system spacing, not the other anchor.
                guard let spacing = try? LinearValue.symbol("systemSpacing").scaled(by: multiplier.number ?? .one),
                    multiplier.number != nil
                else { return unknown }
                constant = spacing
                multiplier = .one
            }
        }
        let priority = call.arguments.first { $0.label?.text == "priority" }
            .map { LinearValueReader.priority(of: $0.expression, in: source) }
        guard let chained = chainedPriority(after: ExprSyntax(call), in: source) else { return unknown }
        return (
            .equations([
                ConstraintEquation(
                    firstItem: firstItem, firstAttribute: firstAttribute, relation: relation,
                    secondItem: secondItem, secondAttribute: secondAttribute, multiplier: multiplier, constant: constant
                )
            ]),
            chained ?? priority ?? .required
        )
    }

    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    static func itemAttributeMeaning(_ call: FunctionCallExprSyntax, in source: SourceText) -> (
        ConstraintMeaning, ConstraintPriority
    ) {
        let unknown = (ConstraintMeaning.unknown, LinearValue.unknownPriority)
        var values: [String: ExprSyntax] = [:]
        var attributes: [ExprSyntax] = []
        for argument in call.arguments {
            guard let label = argument.label?.text else { return unknown }
            if label == "attribute" {
                attributes.append(argument.expression)
            } else {
                values[label] = argument.expression
            }
        }
        guard let item = values["item"], attributes.count == 2,
            let firstAttribute = attributeName(attributes[0]), let secondName = attributeName(attributes[1]),
            let relatedBy = values["relatedBy"], let relationName = SyntaxQueries.lastName(of: relatedBy),
            let relation = ConstraintRelation(rawValue: relationName)
        else { return unknown }
        var secondItem: String?
        if let toItem = values["toItem"], !toItem.is(NilLiteralExprSyntax.self) {
            secondItem = ConstraintSyntaxReader.viewName(toItem, in: source)
        }
        let secondAttribute = secondName == "notAnAttribute" ? nil : LayoutAttribute(secondName)
        guard (secondItem == nil) == (secondAttribute == nil) else { return unknown }
        guard let chained = chainedPriority(after: ExprSyntax(call), in: source) else { return unknown }
        return (
            .equations([
                ConstraintEquation(
                    firstItem: ConstraintSyntaxReader.viewName(item, in: source),
                    firstAttribute: LayoutAttribute(firstAttribute),
                    relation: relation, secondItem: secondItem, secondAttribute: secondAttribute,
                    multiplier: values["multiplier"].map { LinearValueReader.value(of: $0, in: source) } ?? .one,
                    constant: values["constant"].map { LinearValueReader.value(of: $0, in: source) } ?? .zero)
            ]),
            chained ?? .required
        )
    }

    /// The priority set by modifiers chained after a constraint (`.withPriority(.defaultHigh)`), `.some(nil)`
    /// for none, and nil when a modifier uilint does not know may change what the constraint is.
    private static func chainedPriority(after expression: ExprSyntax, in source: SourceText) -> LinearValue?? {
        var priority: LinearValue? = nil
        var current = Syntax(expression)
        while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id {
            let name = member.declName.baseName.text
            if name == "isActive" { break }
            guard let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id
            else {
                return nil
            }
            if name.lowercased().contains("priority"), call.arguments.count == 1, let argument = call.arguments.first {
                priority = LinearValueReader.priority(of: argument.expression, in: source)
            } else {
                priority = .unknownPriority
            }
            current = Syntax(call)
        }
        return .some(priority)
    }

    /// `.leading` or `NSLayoutConstraint.Attribute.leading`.
    private static func attributeName(_ expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
        return member.declName.baseName.text
    }

    // MARK: - SnapKit

    /// One statement of a SnapKit closure, from the links of its chain after `make`.
    static func snapKitStatement(item: String, links: [MemberChain.Link], in source: SourceText) -> SnapKitStatement? {
        var attributes: [LayoutAttribute] = []
        var relation: ConstraintRelation?
        var target: SnapKitStatement.Target?
        var constant: SnapKitStatement.SnapKitConstant?
        var multiplier = LinearValue.one
        var priority = LinearValue.required
        for link in links {
            let name = link.name.text
            if relation == nil {
                if link.call == nil, LayoutAttribute.isSnapKitAttribute(name) {
                    attributes.append(LayoutAttribute(name))
                    continue
                }
                guard let call = link.call, let (parsed, toSuperview) = relationName(name) else { return nil }
                relation = parsed
                if toSuperview {
                    guard call.arguments.isEmpty else { return nil }
                    target = .superview
                } else {
                    guard call.arguments.count == 1, let argument = call.arguments.first?.expression,
                        let read = self.target(argument, in: source)
                    else { return nil }
                    target = read
                }
                continue
            }
            let argument = link.call?.arguments.first?.expression
            switch name {
            case "offset":
                guard let argument else { return nil }
                constant = .scalar(LinearValueReader.value(of: argument, in: source))
            case "inset":
                guard let argument else { return nil }
                constant = insets(argument, in: source)
            case "multipliedBy":
                guard let argument else { return nil }
                multiplier = LinearValueReader.value(of: argument, in: source)
            case "dividedBy":
                guard let argument else { return nil }
                let divisor = LinearValueReader.value(of: argument, in: source)
                if let number = divisor.number, !number.isZero, let inverse = try? Rational.one / number {
                    multiplier = LinearValue(inverse)
                } else {
                    multiplier = .symbol("1/(" + divisor.description + ")")
                }
            case "priority":
                guard let argument else { return nil }
                priority = snapKitPriority(argument, in: source)
            case "priorityRequired": priority = .required
            case "priorityHigh": priority = LinearValue(Rational(750))
            case "priorityMedium": priority = LinearValue(Rational(500))
            case "priorityLow": priority = LinearValue(Rational(250))
            case "labeled", "constraint":
                break
            default:
                return nil
            }
        }
        guard let relation, let target, !attributes.isEmpty else { return nil }
        return SnapKitStatement(
            item: item, attributes: attributes, relation: relation, target: target,
            constant: constant, multiplier: multiplier, priority: priority)
    }

    private static func relationName(_ name: String) -> (ConstraintRelation, toSuperview: Bool)? {
        let relations: [(String, ConstraintRelation)] = [
            ("equalTo", .equal), ("greaterThanOrEqualTo", .greaterThanOrEqual), ("lessThanOrEqualTo", .lessThanOrEqual),
        ]
        for (prefix, relation) in relations {
            if name == prefix { return (relation, false) }
            if name == prefix + "Superview" { return (relation, true) }
        }
        return nil
    }

    private static func target(_ expression: ExprSyntax, in source: SourceText) -> SnapKitStatement.Target? {
        if let token = ConstraintSyntaxReader.snapKitAttributeToken(expression),
            let member = expression.as(MemberAccessExprSyntax.self), let snp = member.base
        {
            let item = SyntaxQueries.receiver(of: snp).map { ConstraintSyntaxReader.viewName($0, in: source) } ?? "self"
            return .item(item, attributes: [LayoutAttribute(token.text)])
        }
        if isNameChain(expression) {
            return .name(ConstraintSyntaxReader.viewName(expression, in: source))
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
            SyntaxQueries.lastName(of: call.calledExpression) == "CGSize",
            let width = call.arguments.first(where: { $0.label?.text == "width" }),
            let height = call.arguments.first(where: { $0.label?.text == "height" })
        {
            return .constant(
                .size(
                    width: LinearValueReader.value(of: width.expression, in: source),
                    height: LinearValueReader.value(of: height.expression, in: source)))
        }
        let value = LinearValueReader.value(of: expression, in: source)
        // A lone symbol that is not a name (a call) could be a view: uilint cannot tell.
        let whole = LinearValueReader.symbolText(SyntaxQueries.range(of: expression), in: source)
        if value.terms.count == 1, value.constant.isZero, value.terms[whole] == .one { return nil }
        return .constant(.scalar(value))
    }

    /// `a`, `self.a`, `a.b`, `a?.b`: names only, no calls.
    static func isNameChain(_ expression: ExprSyntax) -> Bool {
        let expression = SyntaxQueries.unwrapped(expression)
        if expression.is(DeclReferenceExprSyntax.self) { return true }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            return isNameChain(base)
        }
        return false
    }

    private static func insets(_ expression: ExprSyntax, in source: SourceText) -> SnapKitStatement.SnapKitConstant {
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "zero" {
            return .insets(top: .zero, left: .zero, bottom: .zero, right: .zero)
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
            let typeName = SyntaxQueries.lastName(of: call.calledExpression),
            ["UIEdgeInsets", "NSDirectionalEdgeInsets", "init"].contains(typeName)
        {
            var sides: [String: LinearValue] = [:]
            for argument in call.arguments {
                guard let label = argument.label?.text else { break }
                sides[label] = LinearValueReader.value(of: argument.expression, in: source)
            }
            if let top = sides["top"], let left = sides["left"], let bottom = sides["bottom"],
                let right = sides["right"],
                sides.count == 4
            {
                return .insets(top: top, left: left, bottom: bottom, right: right)
            }
            if let top = sides["top"], let leading = sides["leading"], let bottom = sides["bottom"],
                let trailing = sides["trailing"], sides.count == 4
            {
                return .directionalInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
            }
        }
        let value = LinearValueReader.value(of: expression, in: source)
        if let number = value.number {
            let side = LinearValue(number)
            return .insets(top: side, left: side, bottom: side, right: side)
        }
        return .insetsNamed(value)
    }

    /// SnapKit's `ConstraintPriority` (`.high` 750, `.medium` 500, `.low` 250, `.required`) or UIKit's.
    private static func snapKitPriority(_ expression: ExprSyntax, in source: SourceText) -> LinearValue {
        let value = LinearValueReader.priority(of: expression, in: source)
        return (try? value.substituting { snapKitPriorities[$0] }) ?? value
    }

    private static let snapKitPriorities: [String: Rational] = [
        ".high": Rational(750), ".medium": Rational(500), ".low": Rational(250),
        "ConstraintPriority.high": Rational(750),
        "ConstraintPriority.medium": Rational(500), "ConstraintPriority.low": Rational(250),
        "ConstraintPriority.required": Rational(1000),
    ]
}
