import SwiftSyntax

/// The walk's part of the constraint model (docs/constraint-model.md): where each constraint is made and how it is
/// activated, and what the code does to stored constraints by name.
extension ModelVisitor {
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

    /// `NSLayoutConstraint.activate(x)`, `deactivate(x)`, `c.activate()`, `c.update(offset:)`,
    /// `addConstraint(c)`, `v.snp.removeConstraints()`, `v.removeFromSuperview()`.
    func recordConstraintFlow(_ call: FunctionCallExprSyntax, callee: String) {
        let receiver = SyntaxQueries.receiver(of: call.calledExpression)
        let argument = call.arguments.first?.expression
        switch callee {
        case "activate", "deactivate":
            if receiver.map({ ConstraintSyntaxReader.itemName($0, in: source) }) == "NSLayoutConstraint", let argument {
                recordNames(in: argument, kind: callee == "activate" ? .activate : .deactivate, at: call)
            } else if call.arguments.isEmpty, let receiver, ConstraintMeaningReader.isNameChain(receiver) {
                recordName(receiver, kind: callee == "activate" ? .activate : .deactivate, at: call)
            }
        case "addConstraint", "addConstraints", "removeConstraint", "removeConstraints":
            if let argument {
                recordNames(in: argument, kind: callee.hasPrefix("add") ? .activate : .deactivate, at: call)
            }
        case "update":
            guard let receiver, ConstraintMeaningReader.isNameChain(receiver), let first = call.arguments.first else {
                return
            }
            let value = LinearValueReader.value(of: first.expression, in: source)
            switch first.label?.text {
            case "offset", "inset":
                recordName(receiver, kind: .setConstant(first.label?.text == "offset" ? value : .symbol("?")), at: call)
            case "priority": recordName(receiver, kind: .setPriority(value), at: call)
            default: break
            }
        case "removeFromSuperview":
            var item = receiver.map { ConstraintSyntaxReader.viewName($0, in: source) } ?? "self"
            // `subviews.forEach { $0.removeFromSuperview() }`: some view, uilint does not know which.
            if namesBound(around: call).names.contains(item) || item.hasPrefix("$") || item == "oldValue" {
                item = ConstraintRemoval.anyView
            }
            record(ConstraintRemoval(item: item, place: place(of: call)))
        default:
            break
        }
        if callee == "removeConstraints" || callee == "remakeConstraints",
            call.arguments.isEmpty || callee == "remakeConstraints",
            let snp = receiver, SyntaxQueries.lastName(of: snp) == "snp"
        {
            let item = SyntaxQueries.receiver(of: snp).map { ConstraintSyntaxReader.viewName($0, in: source) } ?? "self"
            var removal = ConstraintRemoval(item: item, place: place(of: call))
            removal.isOwnOnly = true
            record(removal)
        }
    }

    /// Keeps the removal for the constraint flow and, when it takes a view out of the hierarchy, for the project
    /// index's facts of the member it is in (`MemberFacts.removedViews`).
    private func record(_ removal: ConstraintRemoval) {
        constraintFlow.removals.append(removal)
        guard !removal.isOwnOnly, !removal.isReplacement else { return }
        markActiveMember { $0.removedViews.append(removal.item) }
    }

    /// `label = UILabel()`, `self.banner = BannerView(text: text)`: a property of a member given a new
    /// instance, so constraints made on it afterwards are the new view's (repeated_activation).
    func recordViewReplacement(_ parts: SyntaxQueries.AssignmentParts) {
        // `tableView.tableHeaderView = nil`: UIKit takes the old header out (particle-tinker-app-ios's device
        // list clears it before pinning the new one).
        if activeMember != nil, let slot = SyntaxQueries.lastNameText(of: parts.target), ViewSlots.names.contains(slot)
        {
            let item = ConstraintSyntaxReader.viewName(SyntaxQueries.unwrapped(parts.target), in: source)
            record(ConstraintRemoval(item: item, place: place(of: parts.target)))
            return
        }
        // What a call returns is a new view, or one uilint cannot tell from a new one: an initializer, or a
        // factory (micro-money wallet-ios's `R.nib.enterPasswordView.firstView(owner: nil)` on every appearance).
        guard activeMember != nil, let value = parts.value,
            SyntaxQueries.isCall(value)
        else { return }
        let target = SyntaxQueries.unwrapped(parts.target)
        let isProperty =
            target.is(DeclReferenceExprSyntax.self)
            || target.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind
                == .keyword(.self)
        guard isProperty else { return }
        let item = ConstraintSyntaxReader.viewName(target, in: source)
        guard !namesBound(around: target).names.contains(item) else { return }
        var replacement = ConstraintRemoval(item: item, place: place(of: target))
        replacement.isReplacement = true
        record(replacement)
    }

    /// `c.isActive = false`, `c.constant = 8`, `c.priority = .defaultLow` on a name.
    func recordConstraintFlow(_ parts: SyntaxQueries.AssignmentParts, member: String) {
        guard parts.operator == "=", let value = parts.value,
            let target = SyntaxQueries.unwrapped(parts.target).as(MemberAccessExprSyntax.self), let base = target.base,
            ConstraintMeaningReader.isNameChain(base)
        else { return }
        switch member {
        case "isActive":
            if SyntaxQueries.isBooleanTrue(value) {
                recordName(base, kind: .activate, at: target)
            } else if value.as(BooleanLiteralExprSyntax.self) != nil {
                recordName(base, kind: .deactivate, at: target)
            }
        case "constant":
            recordName(base, kind: .setConstant(LinearValueReader.value(of: value, in: source)), at: target)
        case "priority":
            recordName(base, kind: .setPriority(LinearValueReader.priority(of: value, in: source)), at: target)
        default:
            break
        }
    }

    private func recordNames(in expression: ExprSyntax, kind: ConstraintNameEvent.Kind, at node: some SyntaxProtocol) {
        if let array = expression.as(ArrayExprSyntax.self) {
            for element in array.elements where ConstraintMeaningReader.isNameChain(element.expression) {
                recordName(element.expression, kind: kind, at: node)
            }
        } else if ConstraintMeaningReader.isNameChain(expression) {
            recordName(expression, kind: kind, at: node)
        }
    }

    private func recordName(_ expression: ExprSyntax, kind: ConstraintNameEvent.Kind, at node: some SyntaxProtocol) {
        constraintFlow.events.append(
            ConstraintNameEvent(
                name: ConstraintSyntaxReader.viewName(expression, in: source), kind: kind,
                range: SyntaxQueries.range(of: expression), place: place(of: node)))
    }

    /// `let inset: CGFloat = 16`: a number a constraint's constant may name, in a member's body, a
    /// type or the file (docs/constraint-model.md).
    func recordNumericConstant(_ node: PatternBindingSyntax) {
        guard let value = node.initializer?.value, Self.mayBeNumber(value),
            let variable = node.parent?.parent?.as(VariableDeclSyntax.self),
            variable.bindingSpecifier.tokenKind == .keyword(.let),
            let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let number = LinearValueReader.value(of: value, in: source).number
        else { return }
        let isMember =
            variable.parent?.is(MemberBlockItemSyntax.self) == true
            || variable.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
        if isMember, let member = activeMember, member.facts?.name == name {
            member.facts?.numericValue = "\(number.numerator)/\(number.denominator)"
        } else if !isMember, let member = activeMember {
            constraintFlow.localNumbers.append(LocalNumber(member: member.start, name: name, value: number))
        }
    }

    /// Told from the node's kind and the callee's name alone: this runs for every binding of a file.
    private static func mayBeNumber(_ expression: ExprSyntax) -> Bool {
        switch expression.kind {
        case .integerLiteralExpr, .floatLiteralExpr, .prefixOperatorExpr:
            return true
        case .sequenceExpr:
            let first = expression.as(SequenceExprSyntax.self)?.elements.first?.kind
            return first == .integerLiteralExpr || first == .floatLiteralExpr || first == .prefixOperatorExpr
        case .functionCallExpr:
            guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
            return SyntaxQueries.calleeReceiverName(of: call) == nil
                && SyntaxQueries.calleeName(of: call).map(numberTypes.contains) == true
        default:
            return false
        }
    }

    private static let numberTypes = SourceNames(["CGFloat", "Double", "Float", "Int", "UILayoutPriority"])

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

    /// `guard let view = …`: the names it binds hold for the rest of the member.
    func recordGuardBindings(_ node: GuardStmtSyntax) {
        guard let member = activeMember else { return }
        Self.addBindings(node.conditions, to: &member.guardBoundNames, superviewNames: &member.guardSuperviewNames)
    }

    private static func addNames(in pattern: PatternSyntax, to names: inout [String]) {
        for token in pattern.tokens(viewMode: .sourceAccurate) {
            if case .identifier(let name) = token.tokenKind { names.append(name) }
        }
    }

    private static func addBindings(
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
