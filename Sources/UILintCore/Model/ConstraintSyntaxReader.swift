import SwiftSyntax

/// Reads one constraint from the syntax node that creates it. It looks only at
/// the node and its direct parts: the model builder's walk decides where to call it.
enum ConstraintSyntaxReader {
    /// Argument labels of `constraint(...)` that relate an anchor to another or to a constant.
    static let constraintLabels: Set<String> = [
        "equalTo", "greaterThanOrEqualTo", "lessThanOrEqualTo",
        "equalToConstant", "greaterThanOrEqualToConstant", "lessThanOrEqualToConstant",
        "equalToSystemSpacingAfter", "greaterThanOrEqualToSystemSpacingAfter", "lessThanOrEqualToSystemSpacingAfter",
        "equalToSystemSpacingBelow", "greaterThanOrEqualToSystemSpacingBelow", "lessThanOrEqualToSystemSpacingBelow",
    ]

    /// `X.<anchor>Anchor.constraint(...)`, extended over chained modifiers; with `helper`, a call of
    /// another method on the anchor with a constraint's first label (`leadingAnchor.pin(equalTo: …)`).
    static func anchorConstraint(_ call: FunctionCallExprSyntax, in source: SourceText, helper: Bool = false)
        -> Constraint?
    {
        guard let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
            helper
                ? constraintLabels.contains(call.arguments.first?.label?.text ?? "")
                : callee.declName.baseName.text == "constraint",
            let anchorExpression = callee.base,
            let (receiver, anchorToken) = anchorReference(anchorExpression),
            let attribute = LayoutAttribute.fromAnchorProperty(anchorToken.text)
        else { return nil }
        let firstArgument = call.arguments.first
        let label = firstArgument?.label?.text ?? ""
        var secondSide: [AttributeReference] = []
        var relatesToUnseenAttribute = false
        if !label.hasSuffix("Constant"), let argument = firstArgument?.expression {
            if let (_, otherToken) = anchorReference(argument) {
                secondSide += anchorAttributeReference(otherToken).map { [$0] } ?? []
            } else {
                relatesToUnseenAttribute = true
            }
        }
        let item = viewName(receiver, in: source)
        var constraint = Constraint(
            syntax: .anchor,
            item: item,
            attribute: attribute,
            relation: relation(fromLabel: label),
            range: SyntaxQueries.range(of: chainExtent(of: ExprSyntax(call))),
            firstSide: anchorAttributeReference(anchorToken).map { [$0] } ?? [],
            secondSide: secondSide,
            relatesToUnseenAttribute: relatesToUnseenAttribute,
            constants: Array(call.arguments).compactMap(ConstantReader.constant(of:)),
            helperName: helper ? callee.declName.baseName.text : nil)
        (constraint.meaning, constraint.priority) = ConstraintMeaningReader.anchorMeaning(
            call, firstItem: item, firstAttribute: attribute, relation: constraint.relation, in: source)
        return constraint
    }

    /// `NSLayoutConstraint(item:…)`, `NSLayoutConstraint.init(item:…)`, or `.init(item:…relatedBy:…)` where the
    /// type is inferred (iOS05-Village 2563cca's `activate([.init(item: logo, attribute: .centerY, …)])`): no
    /// other initializer takes those labels.
    static func isItemAttributeInitializer(_ call: FunctionCallExprSyntax) -> Bool {
        if let callee = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            return callee.baseName.text == "NSLayoutConstraint" && call.arguments.contains { $0.label?.text == "item" }
        }
        guard let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
            callee.declName.baseName.text == "init"
        else { return false }
        // The base's name, not its text: an `init` on a long chain would be printed whole.
        if let base = callee.base {
            guard base.as(DeclReferenceExprSyntax.self)?.baseName.text == "NSLayoutConstraint" else { return false }
        }
        let labels = call.arguments.compactMap { $0.label?.text }
        return ["item", "attribute", "relatedBy"].allSatisfy(labels.contains)
    }

    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    static func itemAttributeConstraint(_ call: FunctionCallExprSyntax, in source: SourceText) -> Constraint? {
        guard isItemAttributeInitializer(call), let item = call.arguments.first(where: { $0.label?.text == "item" })
        else { return nil }
        // `SyntaxCollection.filter` would detach the nodes from the tree and lose their positions.
        let attributes = Array(call.arguments).filter { $0.label?.text == "attribute" }
        guard let first = attributes.first, let firstToken = attributeToken(first.expression) else { return nil }
        let relatedBy = call.arguments.first { $0.label?.text == "relatedBy" }
        let secondArgument = attributes.dropFirst().first
        let second = secondArgument.flatMap { attributeToken($0.expression) }
        var constraint = Constraint(
            syntax: .itemAttribute,
            item: viewName(item.expression, in: source),
            attribute: LayoutAttribute(firstToken.text),
            relation: relatedBy.flatMap { SyntaxQueries.lastName(of: $0.expression) }.flatMap(
                ConstraintRelation.init(rawValue:)),
            range: SyntaxQueries.range(of: chainExtent(of: ExprSyntax(call))),
            firstSide: attributeReference(firstToken).map { [$0] } ?? [],
            secondSide: second.flatMap(attributeReference).map { [$0] } ?? [],
            relatesToUnseenAttribute: secondArgument != nil && second == nil,
            constants: Array(call.arguments).compactMap(ConstantReader.constant(of:)))
        (constraint.meaning, constraint.priority) = ConstraintMeaningReader.itemAttributeMeaning(call, in: source)
        return constraint
    }

    /// The constraints of a SnapKit `snp.makeConstraints { make in ... }` call: one per statement
    /// rooted at the closure's parameter, or nil when the call is not SnapKit's. Statements in
    /// `if`, `switch` and `for` blocks of the closure are `nested`: constraints, but not in its list.
    /// `stored` are those assigned to a name (`bottomConstraint = make.bottom…constraint`): in the
    /// constraint model, but not elements of the list, which a sort must not go around.
    static func snapKitConstraints(_ call: FunctionCallExprSyntax, in source: SourceText)
        -> (item: String, statements: [(CodeBlockItemSyntax, Constraint?)], nested: [Constraint], stored: [Constraint])?
    {
        guard let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
            ["makeConstraints", "remakeConstraints", "updateConstraints"].contains(callee.declName.baseName.text),
            let snp = callee.base, SyntaxQueries.lastName(of: snp) == "snp",
            snp.is(DeclReferenceExprSyntax.self) || snp.is(MemberAccessExprSyntax.self),
            let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self)
        else { return nil }
        let item = SyntaxQueries.receiver(of: snp).map { viewName($0, in: source) } ?? "self"
        let parameter = closureParameterName(closure) ?? "$0"
        func constraint(_ statement: CodeBlockItemSyntax) -> Constraint? {
            guard case .expr(let expression) = statement.item else { return nil }
            return snapKitConstraint(
                expression, maker: parameter, item: item, range: SyntaxQueries.range(of: statement),
                in: source)
        }
        func storedConstraint(_ statement: CodeBlockItemSyntax) -> Constraint? {
            guard case .expr(let expression) = statement.item, let sequence = expression.as(SequenceExprSyntax.self),
                let parts = SyntaxQueries.assignmentParts(sequence), parts.operator == "=", let value = parts.value,
                var stored = snapKitConstraint(
                    value, maker: parameter, item: item,
                    range: SyntaxQueries.range(of: statement), in: source)
            else { return nil }
            stored.creation.storedName = itemName(parts.target, in: source)
            return stored
        }
        let statements = closure.statements.map { statement in (statement, constraint(statement)) }
        let nested = closure.statements.flatMap(nestedBlocks).flatMap {
            $0.compactMap { constraint($0) ?? storedConstraint($0) }
        }
        .map { nested -> Constraint in
            var nested = nested
            nested.creation.isConditional = true
            return nested
        }
        return (item, statements, nested, closure.statements.compactMap(storedConstraint))
    }

    /// The statement lists of the `if`, `switch` and `for` blocks a statement holds, at any depth.
    private static func nestedBlocks(of statement: CodeBlockItemSyntax) -> [CodeBlockItemListSyntax] {
        var blocks: [CodeBlockItemListSyntax] = []
        var expression: ExprSyntax?
        switch statement.item {
        case .expr(let item): expression = item
        case .stmt(let item):
            expression = item.as(ExpressionStmtSyntax.self)?.expression
            if let loop = item.as(ForStmtSyntax.self) { blocks.append(loop.body.statements) }
        case .decl: break
        }
        if let switchExpression = expression?.as(SwitchExprSyntax.self) {
            blocks += switchExpression.cases.compactMap { $0.as(SwitchCaseSyntax.self)?.statements }
        }
        var ifExpression = expression?.as(IfExprSyntax.self)
        while let current = ifExpression {
            blocks.append(current.body.statements)
            switch current.elseBody {
            case .ifExpr(let next)?: ifExpression = next
            case .codeBlock(let last)?:
                blocks.append(last.statements)
                ifExpression = nil
            case nil: ifExpression = nil
            }
        }
        return blocks + blocks.flatMap { $0.flatMap(nestedBlocks) }
    }

    private static func snapKitConstraint(
        _ expression: ExprSyntax, maker: String, item: String, range: ByteRange,
        in source: SourceText
    ) -> Constraint? {
        let chain = MemberChain(expression)
        guard chain.rootName == maker else { return nil }
        var attributes: [TokenSyntax] = []
        var relation: ConstraintRelation?
        var secondSide: [AttributeReference] = []
        var relatesToAnchor = false
        var constants: [ConstraintConstant] = []
        for link in chain.links {
            let name = link.name.text
            if relation == nil, link.call == nil, LayoutAttribute.isSnapKitAttribute(name) {
                attributes.append(link.name)
                continue
            }
            if relation == nil {
                relation = snapKitRelation(name)
                guard relation != nil else { break }
                if let target = link.call?.arguments.first?.expression {
                    secondSide = snapKitTargetReferences(target)
                    // Any other target (a view, a guide, a number) takes the same attribute as the first side.
                    relatesToAnchor = anchorReference(target) != nil
                }
            } else if let argument = link.call?.arguments.first?.expression,
                let role = ConstantReader.snapKitModifierRoles[name]
            {
                constants.append(ConstantReader.constant(argument, role: role))
            }
        }
        guard let first = attributes.first else { return nil }
        var constraint = Constraint(
            syntax: .snapKit,
            item: item,
            attribute: LayoutAttribute(first.text),
            relation: relation,
            range: range,
            firstSide: attributes.compactMap(attributeReference),
            secondSide: secondSide,
            relatesToUnseenAttribute: relatesToAnchor,
            constants: constants)
        if let statement = ConstraintMeaningReader.snapKitStatement(item: item, links: chain.links, in: source) {
            constraint.meaning = .snapKit(statement)
            constraint.priority = statement.priority
        } else {
            constraint.priority = .unknownPriority
        }
        constraint.creation.statement = range
        return constraint
    }

    private static func snapKitRelation(_ name: String) -> ConstraintRelation? {
        if name.hasPrefix("equalTo") { return .equal }
        if name.hasPrefix("greaterThanOrEqualTo") { return .greaterThanOrEqual }
        if name.hasPrefix("lessThanOrEqualTo") { return .lessThanOrEqual }
        return nil
    }

    /// `other.snp.left` as the target of a SnapKit relation.
    private static func snapKitTargetReferences(_ expression: ExprSyntax) -> [AttributeReference] {
        guard let reference = snapKitAttributeToken(expression) else { return [] }
        return attributeReference(reference).map { [$0] } ?? []
    }

    /// The attribute token of `X.snp.<attribute>`, if the expression is one.
    static func snapKitAttributeToken(_ expression: ExprSyntax) -> TokenSyntax? {
        guard let member = expression.as(MemberAccessExprSyntax.self),
            let base = member.base, SyntaxQueries.lastName(of: base) == "snp",
            base.is(DeclReferenceExprSyntax.self) || base.is(MemberAccessExprSyntax.self),
            LayoutAttribute.isSnapKitAttribute(member.declName.baseName.text)
        else { return nil }
        return member.declName.baseName
    }

    /// The receiver and anchor token of `X.leadingAnchor` or a bare `leadingAnchor`.
    static func anchorReference(_ expression: ExprSyntax) -> (receiver: ExprSyntax?, token: TokenSyntax)? {
        // Asked of every constraint argument and list element: most name no anchor, told without making nodes.
        guard SyntaxQueries.mayNameAnchor(expression) else { return nil }
        let expression = SyntaxQueries.unwrapped(expression)
        if let member = expression.as(MemberAccessExprSyntax.self),
            LayoutAttribute.fromAnchorProperty(member.declName.baseName.text) != nil, member.base != nil
        {
            return (member.base, member.declName.baseName)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self),
            LayoutAttribute.fromAnchorProperty(reference.baseName.text) != nil
        {
            return (nil, reference.baseName)
        }
        return nil
    }

    static func anchorAttributeReference(_ token: TokenSyntax) -> AttributeReference? {
        guard let attribute = LayoutAttribute.fromAnchorProperty(token.text), attribute.horizontalKind != nil else {
            return nil
        }
        var reference = AttributeReference(
            attribute: attribute,
            token: SyntaxQueries.range(of: token),
            directionalSpelling: attribute.directionalReplacement.map { $0 + "Anchor" })
        // Only left/right references are ever reported: only they need their receiver.
        if attribute.horizontalKind == .absolute {
            let name = token.parent?.as(DeclReferenceExprSyntax.self)
            if let member = name?.parent?.as(MemberAccessExprSyntax.self), let base = member.base,
                member.declName == name
            {
                let root = SyntaxQueries.rootName(of: SyntaxQueries.unwrapped(base))
                reference.receiver = root.isEmpty ? nil : root
            } else {
                reference.receiver = "self"
            }
        }
        return reference
    }

    static func attributeReference(_ token: TokenSyntax) -> AttributeReference? {
        let attribute = LayoutAttribute(token.text)
        guard attribute.horizontalKind != nil else { return nil }
        return AttributeReference(
            attribute: attribute, token: SyntaxQueries.range(of: token),
            directionalSpelling: attribute.directionalReplacement)
    }

    /// `.leading` or `NSLayoutConstraint.Attribute.leading`.
    private static func attributeToken(_ expression: ExprSyntax) -> TokenSyntax? {
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
        return member.declName.baseName
    }

    private static func relation(fromLabel label: String) -> ConstraintRelation? {
        if label.hasPrefix("equalTo") { return .equal }
        if label.hasPrefix("greaterThanOrEqualTo") { return .greaterThanOrEqual }
        if label.hasPrefix("lessThanOrEqualTo") { return .lessThanOrEqual }
        return nil
    }

    /// The view an expression stands for: `label?` and `label!` are the view `label`.
    static func viewName(_ expression: ExprSyntax?, in source: SourceText) -> String {
        itemName(expression.map(SyntaxQueries.unwrapped), in: source)
    }

    /// The item as written, with blanks and `self.` dropped so that `self.label` and `label` are one
    /// item; and `self?.`, which a closure holding `self` weakly writes for the same view (NADA-iOS removes
    /// its loading view with `self?.loadingBgView.removeFromSuperview()`). Read from the source bytes:
    /// printing the syntax node would build a trimmed copy of it.
    static func itemName(_ expression: ExprSyntax?, in source: SourceText) -> String {
        guard let written = expression else { return "self" }
        // `NSLayoutConstraint(item: moreButton as Any, …)` constrains `moreButton` (kukai-mobile-ios 3a88b90).
        let expression = SyntaxQueries.uncast(written)
        let range = SyntaxQueries.range(of: expression)
        var bytes = source.bytes[range.start..<range.end].filter {
            $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\r") && $0 != UInt8(ascii: "\t")
        }
        let selfPrefix = Array("self.".utf8)
        let weakSelfPrefix = Array("self?.".utf8)
        while true {
            if bytes.starts(with: selfPrefix) {
                bytes.removeFirst(selfPrefix.count)
            } else if bytes.starts(with: weakSelfPrefix) {
                bytes.removeFirst(weakSelfPrefix.count)
            } else {
                break
            }
        }
        return bytes.isEmpty ? "self" : String(decoding: bytes, as: UTF8.self)
    }

    /// Extends a constraint-creating call over modifiers chained after it
    /// (`.withPriority(.high)`, `.priority(...)`), but not over `.isActive`.
    static func chainExtent(of expression: ExprSyntax) -> ExprSyntax {
        var current = expression
        while let member = current.parent?.as(MemberAccessExprSyntax.self),
            member.base?.id == current.id,
            member.declName.baseName.text != "isActive"
        {
            if let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id {
                current = ExprSyntax(call)
            } else {
                current = ExprSyntax(member)
            }
        }
        return current
    }

    /// Whether an expression is a constraint-creating call, possibly with modifiers chained after it.
    /// A structural check: it builds no `Constraint`.
    static func isConstraintExpression(_ expression: ExprSyntax) -> Bool {
        var current: ExprSyntax? = SyntaxQueries.unwrapped(expression)
        while let node = current {
            if let call = node.as(FunctionCallExprSyntax.self) {
                if let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
                    SyntaxQueries.text(of: callee.declName.baseName) == "constraint",
                    let base = callee.base, anchorReference(base) != nil
                {
                    return true
                }
                if isItemAttributeInitializer(call) { return true }
                current = call.calledExpression
            } else if let member = node.as(MemberAccessExprSyntax.self) {
                current = member.base.map(SyntaxQueries.unwrapped)
            } else {
                return false
            }
        }
        return false
    }

    static func closureParameterName(_ closure: ClosureExprSyntax) -> String? {
        guard let clause = closure.signature?.parameterClause else { return nil }
        switch clause {
        case .simpleInput(let shorthand):
            return shorthand.first?.name.text
        case .parameterClause(let parameters):
            return parameters.parameters.first.map { ($0.secondName ?? $0.firstName).text }
        }
    }
}

/// `root.a.b(x).c` as its root and the links after it, outermost last.
struct MemberChain {
    struct Link {
        let name: TokenSyntax
        let call: FunctionCallExprSyntax?
    }

    private(set) var rootName: String?
    private(set) var links: [Link] = []

    init(_ expression: ExprSyntax) {
        var current: ExprSyntax? = expression
        var pendingCall: FunctionCallExprSyntax?
        var reversed: [Link] = []
        while let node = current.map(SyntaxQueries.unwrapped) {
            if let call = node.as(FunctionCallExprSyntax.self) {
                pendingCall = call
                current = call.calledExpression
            } else if let member = node.as(MemberAccessExprSyntax.self) {
                reversed.append(Link(name: member.declName.baseName, call: pendingCall))
                pendingCall = nil
                current = member.base
            } else {
                if let reference = node.as(DeclReferenceExprSyntax.self) {
                    rootName = reference.baseName.text
                }
                current = nil
            }
        }
        links = reversed.reversed()
    }
}
