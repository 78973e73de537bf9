import SwiftSyntax

/// What the code does to constraints by name (docs/constraint-model.md): activates or deactivates them, sets
/// their constants and priorities, removes views and their constraints, and the numbers written in locals.
final class ConstraintFlowReader: ModelReader {
    let walk: WalkState
    private(set) var flow = ConstraintFlow()
    private var source: SourceText { walk.source }

    init(walk: WalkState) {
        self.walk = walk
    }

    func visit(_ node: FunctionCallExprSyntax) {
        // Names are compared as source text: this runs for every call in a file.
        guard let callee = SyntaxQueries.calleeName(of: node), Self.callees.contains(callee) else { return }
        recordConstraintFlow(node, callee: String(text: callee))
    }

    /// Calls that activate, deactivate, change or remove constraints by name.
    private static let callees = SourceNames([
        "activate", "deactivate", "addConstraint", "addConstraints", "removeConstraint", "removeConstraints",
        "update", "removeFromSuperview", "remakeConstraints",
    ])

    func visitAssignment(_ parts: SyntaxQueries.AssignmentParts) {
        let member = SyntaxQueries.lastName(of: parts.target) ?? ""
        if member == "isActive" || member == "constant" || member == "priority" {
            recordConstraintFlow(parts, member: member)
        }
        if parts.operator == "=" { recordViewReplacement(parts) }
    }

    func visit(_ node: PatternBindingSyntax) {
        recordNumericConstant(node)
    }

    func visit(_ node: SubscriptCallExprSyntax) {
        if let name = SyntaxQueries.lastName(of: node.calledExpression) { flow.namesReadByIndex.insert(name) }
    }

    /// `NSLayoutConstraint.activate(x)`, `deactivate(x)`, `c.activate()`, `c.update(offset:)`,
    /// `addConstraint(c)`, `v.snp.removeConstraints()`, `v.removeFromSuperview()`.
    private func recordConstraintFlow(_ call: FunctionCallExprSyntax, callee: String) {
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
            if walk.namesBound(around: call).names.contains(item) || item.hasPrefix("$") || item == "oldValue" {
                item = ConstraintRemoval.anyView
            }
            record(ConstraintRemoval(item: item, place: walk.place(of: call)))
        default:
            break
        }
        if callee == "removeConstraints" || callee == "remakeConstraints",
            call.arguments.isEmpty || callee == "remakeConstraints",
            let snp = receiver, SyntaxQueries.lastName(of: snp) == "snp"
        {
            var item = SyntaxQueries.receiver(of: snp).map { ConstraintSyntaxReader.viewName($0, in: source) } ?? "self"
            // `imageList.forEach { $0.snp.removeConstraints() }`: some view of a list. Not a view bound by name
            // (`if let stackView = routesStackView`), which is one view, only its own constraints go.
            if item.hasPrefix("$") { item = ConstraintRemoval.anyView }
            var removal = ConstraintRemoval(item: item, place: walk.place(of: call))
            removal.isOwnOnly = true
            record(removal)
        }
    }

    /// Keeps the removal for the constraint flow and, when it takes a view out of the hierarchy, for the project
    /// index's facts of the member it is in (`MemberFacts.removedViews`).
    private func record(_ removal: ConstraintRemoval) {
        flow.removals.append(removal)
        guard !removal.isOwnOnly, !removal.isReplacement else { return }
        walk.markActiveMember { $0.removedViews.append(removal.item) }
    }

    /// `label = UILabel()`, `self.banner = BannerView(text: text)`: a property of a member given a new
    /// instance, so constraints made on it afterwards are the new view's (repeated_activation).
    private func recordViewReplacement(_ parts: SyntaxQueries.AssignmentParts) {
        // `tableView.tableHeaderView = nil`: UIKit takes the old header out (particle-tinker-app-ios's device
        // list clears it before pinning the new one).
        if walk.activeMember != nil, let slot = SyntaxQueries.lastNameText(of: parts.target),
            ViewSlots.names.contains(slot)
        {
            let item = ConstraintSyntaxReader.viewName(SyntaxQueries.unwrapped(parts.target), in: source)
            record(ConstraintRemoval(item: item, place: walk.place(of: parts.target)))
            return
        }
        // What a call returns is a new view, or one uilint cannot tell from a new one: an initializer, or a
        // factory (micro-money wallet-ios's `R.nib.enterPasswordView.firstView(owner: nil)` on every appearance).
        guard walk.activeMember != nil, let value = parts.value,
            SyntaxQueries.isCall(value)
        else { return }
        let target = SyntaxQueries.unwrapped(parts.target)
        let isProperty =
            target.is(DeclReferenceExprSyntax.self)
            || target.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind
                == .keyword(.self)
        guard isProperty else { return }
        let item = ConstraintSyntaxReader.viewName(target, in: source)
        guard !walk.namesBound(around: target).names.contains(item) else { return }
        var replacement = ConstraintRemoval(item: item, place: walk.place(of: target))
        replacement.isReplacement = true
        record(replacement)
    }

    /// `c.isActive = false`, `c.constant = 8`, `c.priority = .defaultLow` on a name.
    private func recordConstraintFlow(_ parts: SyntaxQueries.AssignmentParts, member: String) {
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
        flow.events.append(
            ConstraintNameEvent(
                name: ConstraintSyntaxReader.viewName(expression, in: source), kind: kind,
                range: SyntaxQueries.range(of: expression), place: walk.place(of: node)))
    }

    /// `let inset: CGFloat = 16`: a number a constraint's constant may name, in a member's body, a
    /// type or the file (docs/constraint-model.md).
    private func recordNumericConstant(_ node: PatternBindingSyntax) {
        guard let value = node.initializer?.value, Self.mayBeNumber(value),
            let variable = node.parent?.parent?.as(VariableDeclSyntax.self),
            variable.bindingSpecifier.tokenKind == .keyword(.let),
            let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let number = LinearValueReader.value(of: value, in: source).number
        else { return }
        let isMember =
            variable.parent?.is(MemberBlockItemSyntax.self) == true
            || variable.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
        if isMember, let member = walk.activeMember, member.facts?.name == name {
            member.facts?.numericValue = "\(number.numerator)/\(number.denominator)"
        } else if !isMember, let member = walk.activeMember {
            flow.localNumbers.append(LocalNumber(member: member.start, name: name, value: number))
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
}
