import SwiftSyntax

/// Where a node stands in its member, as the readers of constraints record it (docs/constraint-model.md): its
/// statement and block, whether it runs on every run of the member, and the names bound around it.
extension WalkState {
    /// Where the node being visited stands: its member, whether it runs on every run of the member,
    /// and its statement and block.
    func place(of node: some SyntaxProtocol) -> StatementPlace {
        // The walk has the innermost statement around the node open, with its range and block: measured once
        // for the walk, rather than again for every constraint.
        let statement: ByteRange
        let block: Int
        if let open = activeMember?.open.last {
            statement = open.range
            block = open.blockStart
        } else if activeMember == nil, let item = Self.innermostStatement(around: node) {
            statement = SyntaxQueries.range(of: item)
            block = item.parent?.positionAfterSkippingLeadingTrivia.utf8Offset ?? statement.start
        } else {
            statement = SyntaxQueries.range(of: node)
            block = statement.start
        }
        // `#if os(iOS)`: which clause is compiled is not known; code in one is conditional.
        var place = StatementPlace(
            member: activeMember?.start,
            isUnconditional: (activeMember?.isAtTopLevel ?? false) && conditionalCompilationDepth == 0
                && !SyntaxQueries.isInExpressionBranch(node),
            block: block, statement: statement)
        place.isOnNewerSystems = mayTestAvailability ? Self.availabilityBranch(around: node) : nil
        return place
    }

    /// The innermost statement around a node outside any member (top-level code).
    private static func innermostStatement(around node: some SyntaxProtocol) -> Syntax? {
        var current = Syntax(node)
        while let parent = current.parent, parent.kind != .memberBlockItem, parent.kind != .sourceFile {
            if parent.kind == .codeBlockItem { return parent }
            current = parent
        }
        return nil
    }

    /// Whether the node is in the body (true) or the `else` (false) of the innermost `if #available` around it, up
    /// to its member.
    private static func availabilityBranch(around node: some SyntaxProtocol) -> Bool? {
        var current = Syntax(node)
        while let parent = current.parent, parent.kind != .memberBlockItem, parent.kind != .sourceFile {
            if parent.kind == .ifExpr, let branch = parent.as(IfExprSyntax.self),
                branch.conditions.contains(where: { $0.condition.is(AvailabilityConditionSyntax.self) })
            {
                if current.id == branch.body.id { return true }
                if let elseBody = branch.elseBody, current.id == elseBody.id { return false }
            }
            current = parent
        }
        return nil
    }

    /// How the constraint made by `expression` (with its chained modifiers) is activated or kept.
    func creation(ofConstraintMadeBy expression: ExprSyntax) -> ConstraintCreation {
        let place = place(of: expression)
        var creation = ConstraintCreation()
        creation.member = place.member
        creation.isConditional = !place.isUnconditional
        creation.statement = place.statement
        creation.site = place.statement.start
        (creation.boundNames, creation.superviewNames) = namesBound(around: expression)
        var node = Syntax(expression)
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "isActive" {
            if let sequence = member.parent?.parent?.as(SequenceExprSyntax.self),
                let parts = SyntaxQueries.assignmentParts(sequence),
                parts.target.id == ExprSyntax(member).id, let value = parts.value, SyntaxQueries.isBooleanTrue(value)
            {
                creation.activation = .activated
            }
            return creation
        }
        if let array = node.parent?.parent?.parent?.as(ArrayExprSyntax.self),
            node.parent?.is(ArrayElementSyntax.self) == true
        {
            creation.isInArray = true
            node = Syntax(array)
        }
        guard let parent = node.parent else { return creation }
        if let argument = parent.as(LabeledExprSyntax.self),
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        {
            let callee = SyntaxQueries.lastName(of: call.calledExpression)
            if argument.label?.text == "withConstraints" || callee == "addConstraint" || callee == "addConstraints"
                || (callee == "activate" && creation.isInArray
                    && SyntaxQueries.calleeReceiverName(of: call).map { String(text: $0) } == "NSLayoutConstraint")
            {
                creation.activation = .activated
            } else if callee == "append", let receiver = SyntaxQueries.receiver(of: call.calledExpression) {
                creation.storedName = ConstraintSyntaxReader.itemName(receiver, in: source)
                creation.isInArray = true
            }
        } else if let binding = parent.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        {
            creation.storedName = name
        } else if let sequence = parent.parent?.as(SequenceExprSyntax.self),
            let parts = SyntaxQueries.assignmentParts(sequence),
            parts.value?.id == node.as(ExprSyntax.self)?.id, parts.operator == "=" || parts.operator == "+="
        {
            creation.storedName = ConstraintSyntaxReader.itemName(parts.target, in: source)
            if parts.operator == "+=" { creation.isInArray = true }
        } else if parent.is(ReturnStmtSyntax.self) {
            creation.isReturned = true
        }
        return creation
    }

    /// Names bound by the statements around a node up to its member: loop variables, `if let`,
    /// `case let`, closure parameters, and what the member's `guard`s bound before it; and those of them
    /// bound to the superview.
    func namesBound(around node: some SyntaxProtocol) -> (names: [String], superviewNames: [String]) {
        var names = activeMember?.guardBoundNames ?? []
        var superviewNames = activeMember?.guardSuperviewNames ?? []
        var current = Syntax(node)
        while let parent = current.parent {
            // Told by kind first: this runs up from every constraint.
            switch parent.kind {
            case .memberBlockItem, .sourceFile:
                return (names, superviewNames)
            case .forStmt:
                if let loop = parent.as(ForStmtSyntax.self), current.id == loop.body.id {
                    Self.addNames(in: loop.pattern, to: &names)
                }
            case .ifExpr:
                if let branch = parent.as(IfExprSyntax.self), current.id == branch.body.id {
                    Self.addBindings(branch.conditions, to: &names, superviewNames: &superviewNames)
                }
            case .whileStmt:
                if let loop = parent.as(WhileStmtSyntax.self), current.id == loop.body.id {
                    Self.addBindings(loop.conditions, to: &names, superviewNames: &superviewNames)
                }
            case .switchCase:
                if let switchCase = parent.as(SwitchCaseSyntax.self), case .case(let label) = switchCase.label {
                    for item in label.caseItems { Self.addNames(in: item.pattern, to: &names) }
                }
            case .closureExpr:
                if let closure = parent.as(ClosureExprSyntax.self), let clause = closure.signature?.parameterClause {
                    switch clause {
                    case .simpleInput(let shorthand): names += shorthand.map(\.name.text)
                    case .parameterClause(let parameters):
                        names += parameters.parameters.map { ($0.secondName ?? $0.firstName).text }
                    }
                }
            default:
                break
            }
            current = parent
        }
        return (names, superviewNames)
    }

    private static func addNames(in pattern: PatternSyntax, to names: inout [String]) {
        for token in pattern.tokens(viewMode: .sourceAccurate) {
            if case .identifier(let name) = token.tokenKind { names.append(name) }
        }
    }

    static func addBindings(
        _ conditions: ConditionElementListSyntax, to names: inout [String],
        superviewNames: inout [String]
    ) {
        for condition in conditions {
            if let binding = condition.condition.as(OptionalBindingConditionSyntax.self) {
                addNames(in: binding.pattern, to: &names)
                // `if let parent = superview`, `guard let container = self.superview`.
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let value = binding.initializer?.value, isSuperview(value)
                {
                    superviewNames.append(name)
                }
            }
            if let match = condition.condition.as(MatchingPatternConditionSyntax.self) {
                addNames(in: match.pattern, to: &names)
            }
        }
    }

    /// `superview` or `self.superview`.
    private static func isSuperview(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == "superview" }
        guard let access = expression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "superview"
        else { return false }
        return access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
    }
}
