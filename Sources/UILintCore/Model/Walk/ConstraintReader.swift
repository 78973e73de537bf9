import SwiftSyntax

/// A list found during the walk whose elements are matched to constraints afterwards,
/// because a list is visited before the constraints inside it.
struct PendingList {
    typealias Element = (
        slot: ListSlot, expression: ByteRange, constraintRange: ByteRange?, constraint: Constraint?, isOptional: Bool
    )

    let kind: ConstraintListKind
    var elements: [Element]
    /// The name an array list is bound to (`ConstraintList.boundName`).
    var boundName: String? = nil
}

/// The constraints a file makes (docs/constraint-model.md) and the lists that hold them: anchors,
/// `NSLayoutConstraint(item:…)`, SnapKit closures and the project's own helpers; what each statement does to
/// layout (`WalkState.note`); the views added to the hierarchy and those whose autoresizing flag is cleared.
final class ConstraintReader: ModelReader {
    let walk: WalkState
    private(set) var constraints: [Constraint] = []
    /// SnapKit constraints kept in a property, which are no elements of their closure's list.
    private(set) var storedSnapKitConstraints: [Constraint] = []
    private(set) var pendingLists: [PendingList] = []
    private(set) var absoluteReferenceCandidates: [AttributeReference] = []
    /// The constraints created into locals of the bodies being walked, by name, so that `c.isActive = true`
    /// counts as activation. unactivated_constraint's reading tracks the same locals (`constraintLocalName`) for uses.
    private var constraintLocals = LocalScopes<Void>()
    private var source: SourceText { walk.source }

    init(walk: WalkState) {
        self.walk = walk
    }

    func enterBody() { constraintLocals.enter() }

    func leaveBody() { constraintLocals.leave() }

    func visit(_ node: FunctionCallExprSyntax) { recordLayoutCall(node) }

    func visitAssignment(_ parts: SyntaxQueries.AssignmentParts) { recordLayoutAssignment(parts) }

    func visit(_ node: PatternBindingSyntax) {
        if let array = node.initializer?.value.as(ArrayExprSyntax.self) {
            addArrayList(
                array, kind: .constraintArray, boundTo: node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text)
        }
        // `let c = a.topAnchor.constraint(…)` in a body: setting `c.isActive` later activates a constraint.
        if let name = Self.constraintLocalName(declaredBy: node, in: constraintLocals) {
            constraintLocals.declare(name, as: ())
        }
    }

    func visit(_ node: CodeBlockItemListSyntax) { recordActivationRuns(node) }

    func visit(_ node: MemberAccessExprSyntax) {
        // Every member access comes here: the SnapKit reader is gated on a name read without making nodes.
        let names = SyntaxQueries.names(of: node)
        if names.baseLast == "snp" {
            recordSnapKitReference(node)
        } else if names.member == "x", names.baseLast == "contentOffset" {
            walk.markActiveMember { $0.placesByPhysicalX = true }
        } else if names.member == "location", let call = node.parent?.as(FunctionCallExprSyntax.self),
            call.arguments.first?.label?.text == "in"
        {
            // A touch's point is physical: iosched-ios's rating view turns it into a star counted from the left.
            walk.markActiveMember { $0.placesByPhysicalX = true }
        }
    }

    @inline(__always)
    func visitName(_ node: DeclReferenceExprSyntax, text: NameText) {
        if text == "leftAnchor" || text == "rightAnchor", !Self.namesParameter(node),
            let reference = ConstraintSyntaxReader.anchorAttributeReference(node.baseName)
        {
            absoluteReferenceCandidates.append(reference)
        }
    }

    /// Whether a bare name is a parameter of its function: Windscribe fe83b57's `centerY(inView:leftAnchor:…)` is
    /// given an anchor under that name, which is the caller's, not UIKit's `leftAnchor` of the view.
    private static func namesParameter(_ node: DeclReferenceExprSyntax) -> Bool {
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id { return false }
        let name = node.baseName.text
        var current = node.parent
        while let syntax = current {
            if let function = syntax.as(FunctionDeclSyntax.self) {
                return function.signature.parameterClause.parameters.contains {
                    ($0.secondName ?? $0.firstName).text == name
                }
            }
            if syntax.is(InitializerDeclSyntax.self) || syntax.is(MemberBlockSyntax.self) { return false }
            current = syntax.parent
        }
        return false
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

    private func recordSnapKitReference(_ node: MemberAccessExprSyntax) {
        // `X.leftAnchor` is seen by the `DeclReferenceExprSyntax` visit of its name.
        if let snapToken = ConstraintSyntaxReader.snapKitAttributeToken(ExprSyntax(node)),
            LayoutAttribute(snapToken.text).directionalReplacement != nil,
            let reference = ConstraintSyntaxReader.attributeReference(snapToken)
        {
            absoluteReferenceCandidates.append(reference)
        }
    }

    private func recordLayoutCall(_ node: FunctionCallExprSyntax) {
        // Names are compared as source text: this runs for every call in a file.
        let callee = SyntaxQueries.calleeName(of: node) ?? ""
        var isNSLayoutConstraintMethod: Bool {
            SyntaxQueries.calleeReceiverName(of: node) == "NSLayoutConstraint"
        }
        switch callee {
        case "constraint":
            walk.markActiveMember { $0.callsConstraint = true }
            if var constraint = ConstraintSyntaxReader.anchorConstraint(node, in: source) {
                constraint.creation = walk.creation(
                    ofConstraintMadeBy: ConstraintSyntaxReader.chainExtent(of: ExprSyntax(node)))
                record(constraint)
                walk.note(.createsConstraint)
            } else if SyntaxQueries.calleeReceiverName(of: node) == "anchorWithOffset" {
                // `a.centerYAnchor.anchorWithOffset(to: b.centerYAnchor).constraint(…)`: a constraint on
                // the distance between two anchors, with no single edge to order.
                walk.note(.createsConstraint)
            }
        case "NSLayoutConstraint",
            "init" where ConstraintSyntaxReader.isItemAttributeInitializer(node):
            if var constraint = ConstraintSyntaxReader.itemAttributeConstraint(node, in: source) {
                constraint.creation = walk.creation(
                    ofConstraintMadeBy: ConstraintSyntaxReader.chainExtent(of: ExprSyntax(node)))
                record(constraint)
            }
            walk.note(.createsConstraint)
        case "activate" where isNSLayoutConstraintMethod, "addConstraint", "addConstraints":
            walk.note(.activatesConstraints)
            addArrayList(node.arguments.first?.expression, kind: .activateCall)
        case "deactivate" where isNSLayoutConstraintMethod, "removeConstraint", "removeConstraints":
            walk.note(.deactivatesConstraints)
            addArrayList(node.arguments.first?.expression, kind: .activateCall)
        case "addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview":
            walk.note(.changesHierarchy)
            recordHierarchyAddition(node, method: String(text: callee))
        case "forEach":
            recordHierarchyAdditionByReference(node)
        case "removeArrangedSubview", "removeFromSuperview", "addLayoutGuide", "removeLayoutGuide":
            walk.note(.changesHierarchy)
        case "makeConstraints", "remakeConstraints", "updateConstraints":
            if var snapKit = ConstraintSyntaxReader.snapKitConstraints(node, in: source) {
                walk.note(.usesSnapKit)
                let place = walk.place(of: node)
                let (bound, superviewNames) = walk.namesBound(around: node)
                let activation: ConstraintCreation.Activation =
                    callee == "makeConstraints"
                    ? .snapKitMake
                    : callee == "remakeConstraints" ? .snapKitRemake : .snapKitUpdate
                func made(_ constraint: Constraint) -> Constraint {
                    var constraint = constraint
                    constraint.creation.activation = activation
                    constraint.creation.member = place.member
                    constraint.creation.boundNames = bound
                    constraint.creation.superviewNames = superviewNames
                    // A constraint in a branch of the closure goes in with the closure's others only on that branch.
                    constraint.creation.site =
                        constraint.creation.isConditional ? constraint.creation.statement.start : place.statement.start
                    constraint.creation.isConditional = constraint.creation.isConditional || !place.isUnconditional
                    return constraint
                }
                snapKit.statements = snapKit.statements.map { ($0.0, $0.1.map(made)) }
                snapKit.statements.compactMap(\.1).forEach(record)
                snapKit.nested.map(made).forEach(record)
                storedSnapKitConstraints += snapKit.stored.map(made)
                if let index = walk.typeStack.last { walk.types[index].snapKitItems.insert(snapKit.item) }
                // SnapKit clears the flag of the view it lays out: a helper that lays out its parameter so is an
                // Auto Layout helper (issue 28).
                noteAutoresizingDisabledInMember([snapKit.item])
                pendingLists.append(
                    PendingList(
                        kind: .snapKitClosure,
                        elements: snapKit.statements.map {
                            let slot = SyntaxQueries.statementSlot(of: $0.0, in: source)
                            return (slot, slot.content, nil, $0.1, false)
                        }))
            }
        case "append":
            if let argument = node.arguments.first, argument.label?.text == "contentsOf" {
                addArrayList(argument.expression, kind: .appendedArray)
            }
        default:
            // A project's own constraint helper on an anchor; the index decides later whether it is one.
            if let anchor = SyntaxQueries.calleeReceiverName(of: node),
                SyntaxQueries.text(anchor, hasSuffix: "Anchor"),
                let constraint = ConstraintSyntaxReader.anchorConstraint(node, in: source, helper: true)
            {
                record(constraint)
                walk.note(.createsConstraint)
            }
        }
        guard SyntaxQueries.argumentLabels(of: node).contains("withConstraints") else { return }
        for argument in node.arguments where argument.label?.text == "withConstraints" {
            walk.note(.changesHierarchy)
            addArrayList(argument.expression, kind: .constraintsArgument)
        }
    }

    private func record(_ constraint: Constraint) {
        constraints.append(constraint)
        guard let index = walk.typeStack.last else { return }
        if constraint.syntax == .snapKit {
            walk.types[index].snapKitItems.insert(constraint.item)
            if !constraint.firstSide.isEmpty {
                walk.markActiveMember { facts in
                    for reference in constraint.firstSide {
                        facts.snapKitHorizontalAttributes.insertSorted(constraint.item + "." + reference.attribute.name)
                    }
                }
            }
        } else {
            walk.types[index].constrainedItems.insert(constraint.item)
        }
    }

    private func recordHierarchyAddition(_ node: FunctionCallExprSyntax, method: String) {
        guard let index = walk.typeStack.last, let view = node.arguments.first?.expression else { return }
        let kind: HierarchyAddition.Method
        if node.arguments.contains(where: { $0.label?.text == "withConstraints" }) {
            kind = .constraintsHelper
        } else {
            kind = Self.additionMethod(method)
        }
        let statement = node.parent?.as(CodeBlockItemSyntax.self)
        let viewName = ConstraintSyntaxReader.itemName(view, in: source)
        if walk.activeMembers[index]?.facts?.parameterNames.contains(viewName) == true {
            walk.markActiveMember { $0.addsParameterAsSubview = true }
        }
        // `[icon, label].forEach { container.addSubview($0) }` adds each element: the statement is the loop's, so
        // a fix inserts nothing before it.
        let elements = Self.loopSequence(binding: viewName, around: Syntax(node))?.as(ArrayExprSyntax.self)
        appendAdditions(
            of: elements.map(elementNames) ?? [viewName], method: kind, receiver: node.calledExpression,
            signature: method + "(" + node.arguments.map { ($0.label?.text ?? "_") + ":" }.joined() + ")",
            callRange: SyntaxQueries.range(of: node),
            statementRange: elements == nil ? statement.map { SyntaxQueries.range(of: $0) } : nil)
    }

    /// `[icon, label].forEach(container.addSubview)`: each element is added to `container`.
    private func recordHierarchyAdditionByReference(_ node: FunctionCallExprSyntax) {
        guard node.arguments.count == 1, node.trailingClosure == nil,
            let reference = node.arguments.first?.expression,
            let method = SyntaxQueries.lastName(of: reference),
            method == "addSubview" || method == "addArrangedSubview",
            let elements = SyntaxQueries.receiver(of: node.calledExpression)?.as(ArrayExprSyntax.self)
        else { return }
        walk.note(.changesHierarchy)
        appendAdditions(
            of: elementNames(elements), method: Self.additionMethod(method), receiver: reference,
            signature: method + "(_:)", callRange: SyntaxQueries.range(of: node), statementRange: nil)
    }

    private static func additionMethod(_ method: String) -> HierarchyAddition.Method {
        if method.hasSuffix("ArrangedSubview") { return .addArrangedSubview }
        return method == "addSubview" ? .addSubview : .insertSubview
    }

    private func elementNames(_ array: ArrayExprSyntax) -> [String] {
        array.elements.map { ConstraintSyntaxReader.itemName($0.expression, in: source) }
    }

    /// `receiver` is the added-to view's call (`container.addSubview`); without a receiver, it is `self`.
    private func appendAdditions(
        of names: [String], method: HierarchyAddition.Method, receiver: ExprSyntax, signature: String,
        callRange: ByteRange, statementRange: ByteRange?
    ) {
        guard let index = walk.typeStack.last else { return }
        let parentName = SyntaxQueries.receiver(of: receiver).map { ConstraintSyntaxReader.viewName($0, in: source) }
        for name in names {
            var addition = HierarchyAddition(
                viewName: name, method: method, callRange: callRange, statementRange: statementRange)
            addition.signature = signature
            if let parentName { addition.parentName = parentName }
            walk.types[index].hierarchyAdditions.append(addition)
        }
    }

    /// docs/statements.md: `X.isActive =` activates a constraint only when `X` is one: a constraint expression,
    /// a local made from one, or, with no declaration in sight, a name ending in `Constraint`.
    /// `searchController.isActive = true` is no layout.
    private func isConstraint(_ expression: ExprSyntax?) -> Bool {
        guard let expression else { return false }
        if ConstraintSyntaxReader.isConstraintExpression(expression) || expression.is(FunctionCallExprSyntax.self) {
            return true
        }
        guard let name = SyntaxQueries.lastName(of: expression) else { return false }
        if constraintLocals.value(of: name) != nil { return true }
        let lowercased = name.lowercased()
        return lowercased.hasSuffix("constraint") || lowercased.hasSuffix("constraints")
    }

    private func recordLayoutAssignment(_ parts: SyntaxQueries.AssignmentParts) {
        let member = SyntaxQueries.lastName(of: parts.target) ?? ""
        switch member {
        case "isActive" where isConstraint(parts.target.as(MemberAccessExprSyntax.self)?.base):
            walk.note(.activatesConstraints)
        case "translatesAutoresizingMaskIntoConstraints":
            walk.note(.disablesAutoresizingMask)
            // Anything but `true` may turn the flag off: prox's `activate(_:translatesAutoresizingMaskIntoConstraints:)`
            // passes its parameter on.
            if parts.value?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind != .keyword(.true) {
                recordAutoresizingDisabled(target: parts.target)
            }
        case _ where Self.setsGeometry(parts.target): walk.note(.setsGeometry)
        default:
            let lowercased = member.lowercased()
            if parts.operator == "=", lowercased.hasSuffix("constraint") || lowercased.hasSuffix("constraints") {
                walk.note(.storesConstraint)
            }
        }
        if let array = parts.value?.as(ArrayExprSyntax.self), parts.operator == "+=" || parts.operator == "=" {
            addArrayList(
                array, kind: parts.operator == "+=" ? .appendedArray : .constraintArray,
                boundTo: SyntaxQueries.lastName(of: parts.target))
        }
    }

    /// `x.frame = …`, `frame.origin.x = …`, `x.center.y = …`: a local named `center` is not a view's centre.
    static func setsGeometry(_ target: ExprSyntax) -> Bool {
        guard let names = SyntaxQueries.chainNames(of: target) else { return false }
        for (index, name) in names.enumerated() {
            if name == "frame" || name == "bounds" { return true }
            if name == "center", index > 0 || names.count == 1 { return true }
        }
        return false
    }

    /// Which views `x.translatesAutoresizingMaskIntoConstraints = false` is about: `x` itself,
    /// the elements of `[a, b].forEach { $0... }` or `for v in [a, b] { v... }`, or the subview
    /// whose initializer closure this is.
    private func recordAutoresizingDisabled(target: ExprSyntax) {
        guard let index = walk.typeStack.last else { return }
        // `label?.translates… = false` is about `label`, which a later `guard let label` adds;
        // without a receiver, it is about the view itself.
        let name = SyntaxQueries.receiver(of: target).map { ConstraintSyntaxReader.viewName($0, in: source) } ?? "self"
        var names: Set<String> = [name]
        if case .property(let subview?)? = walk.activeMembers[index]?.kind {
            names.insert(subview.name)
        }
        if let views = Self.loopSequence(binding: name, around: Syntax(target)) {
            names.formUnion(viewNames(in: views))
        }
        walk.types[index].autoresizingDisabled.formUnion(names)
        noteAutoresizingDisabledInMember(names)
    }

    /// Tells the index that the member clears the flag of `names` (docs/project-index.md): so it is a project
    /// helper when they are its parameters or `self`.
    func noteAutoresizingDisabledInMember(_ names: Set<String>) {
        walk.markActiveMember { facts in
            for name in names.sorted() { facts.disablesAutoresizingOf.insertSorted(name) }
        }
    }

    /// The sequence whose elements `name` stands for at `node`: `[a, b]` in `[a, b].forEach { $0… }` or
    /// `for v in [a, b] { v… }`; nil when `name` is not bound by a loop around `node`.
    private static func loopSequence(binding name: String, around node: Syntax) -> ExprSyntax? {
        var node = node
        while let parent = node.parent {
            if let closure = parent.as(ClosureExprSyntax.self),
                name == (ConstraintSyntaxReader.closureParameterName(closure) ?? "$0"),
                let call = closure.parent?.as(FunctionCallExprSyntax.self)
                    ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
                SyntaxQueries.lastName(of: call.calledExpression) == "forEach"
            {
                return SyntaxQueries.receiver(of: call.calledExpression)
            }
            if let loop = parent.as(ForStmtSyntax.self),
                loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
            {
                return loop.sequence
            }
            if parent.is(MemberBlockItemSyntax.self) { return nil }
            node = parent
        }
        return nil
    }

    /// The views a loop over `sequence` visits: the elements of an array literal, or the array's own
    /// name (`views.forEach { … }` in a helper that takes `views`).
    private func viewNames(in written: ExprSyntax) -> [String] {
        // `for v in [scrollView, contentStack] as [UIView]` (xabber-ios 0b4c24f's premium screen).
        let sequence = SyntaxQueries.uncast(written)
        if let array = sequence.as(ArrayExprSyntax.self) { return elementNames(array) }
        if let reference = sequence.as(DeclReferenceExprSyntax.self) { return [reference.baseName.text] }
        return []
    }

    func addArrayList(_ expression: ExprSyntax?, kind: ConstraintListKind) {
        guard let array = expression?.as(ArrayExprSyntax.self) else { return }
        addArrayList(array, kind: kind, boundTo: nil)
    }

    private func addArrayList(_ array: ArrayExprSyntax, kind: ConstraintListKind, boundTo name: String?) {
        pendingLists.append(
            PendingList(
                kind: kind,
                elements: array.elements.map { element in
                    let slot = SyntaxQueries.slot(
                        of: element.expression, trailingOwner: element.trailingComma.map(Syntax.init), in: source)
                    let expression = SyntaxQueries.range(of: element.expression)
                    return (slot, expression, expression, nil, false)
                }, boundName: name))
    }

    /// Runs of `<constraint or name>.isActive = true` statements.
    private func recordActivationRuns(_ node: CodeBlockItemListSyntax) {
        var run: [PendingList.Element] = []
        func flush() {
            if !run.isEmpty { pendingLists.append(PendingList(kind: .isActiveRun, elements: run)) }
            run = []
        }
        for item in node {
            guard let target = Self.activatedTarget(item) else {
                flush()
                continue
            }
            let isConstraint = ConstraintSyntaxReader.isConstraintExpression(target)
            guard isConstraint || Self.isPlainName(target) else {
                flush()
                continue
            }
            let expression = SyntaxQueries.range(of: target)
            run.append(
                (
                    SyntaxQueries.statementSlot(of: item, in: source), expression, isConstraint ? expression : nil, nil,
                    SyntaxQueries.goesThroughOptionalChaining(target)
                ))
        }
        flush()
    }

    /// `X` in a statement `X.isActive = true`.
    static func activatedTarget(_ item: CodeBlockItemSyntax) -> ExprSyntax? {
        // Every statement of every block comes here; one that is no `… = true` is told without making nodes.
        guard SyntaxQueries.endsWithTrue(item),
            case .expr(let expression) = item.item, let sequence = expression.as(SequenceExprSyntax.self),
            let parts = SyntaxQueries.assignmentParts(sequence), parts.operator == "=",
            let value = parts.value, SyntaxQueries.isBooleanTrue(value),
            let member = SyntaxQueries.unwrapped(parts.target).as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "isActive", let base = member.base
        else { return nil }
        return base
    }

    /// `heightConstraint` or `self.heightConstraint`, but not an optional (`c?`), which an array could not hold.
    static func isPlainName(_ expression: ExprSyntax) -> Bool {
        if expression.is(DeclReferenceExprSyntax.self) { return true }
        if let member = expression.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        {
            return true
        }
        return false
    }
}
