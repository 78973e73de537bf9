import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Parses a file once and builds its `FileModel` in one syntax walk.
public enum LayoutModelBuilder {
    public static func build(_ source: SourceText) -> FileModel {
        let tree = source.bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        let visitor = ModelVisitor(source: source)
        visitor.walk(tree)
        let diagnostics = tree.hasError ? parseDiagnostics(of: tree) : []
        return visitor.makeModel(parseDiagnostics: diagnostics)
    }

    private static func parseDiagnostics(of tree: SourceFileSyntax) -> [ParseDiagnostic] {
        ParseDiagnosticsGenerator.diagnostics(for: tree)
            .filter { $0.diagMessage.severity == .error }
            .map { diagnostic in
                let start = diagnostic.position.utf8Offset
                let end = max(start, diagnostic.node.endPositionBeforeTrailingTrivia.utf8Offset)
                return ParseDiagnostic(message: diagnostic.message, range: ByteRange(start: start, end: end))
            }
            .sorted { $0.range < $1.range }
    }
}

/// A type declaration or extension while it is being walked.
private struct TypeRecord {
    var name: String
    var nameRange: ByteRange
    var inheritedTypes: [String]
    var isExtension: Bool
    var subviews: [Subview] = []
    var methods: [Method] = []
    var otherStatements: [Statement] = []
    var activeMember: MemberRecord?
}

/// The member whose body is being walked, and its statements so far.
private struct MemberRecord {
    enum Kind {
        case method(name: String, nameRange: ByteRange, parameterCount: Int, isOverride: Bool)
        case property(Subview?)
        case other
    }

    var kind: Kind
    var statements: [Statement] = []
    var open: [OpenStatement] = []
}

private struct OpenStatement {
    let range: ByteRange
    let action: Statement.Action
    let depth: Int
    var operations: [LayoutOperation] = []
    var names: Set<String> = []
}

/// A list found during the walk whose elements are matched to constraints afterwards,
/// because a list is visited before the constraints inside it.
private struct PendingList {
    let kind: ConstraintListKind
    var elements: [(slot: ListSlot, constraintRange: ByteRange?, constraint: Constraint?)]
}

private final class ModelVisitor: SyntaxVisitor {
    private let source: SourceText
    private let readsSuppressions: Bool
    private var constraints: [Constraint] = []
    private var pendingLists: [PendingList] = []
    private var absoluteReferenceCandidates: [AttributeReference] = []
    private var suppressions: [SuppressionComment] = []
    private var types: [TypeRecord] = []
    private var typeStack: [Int] = []

    init(source: SourceText) {
        self.source = source
        readsSuppressions = SuppressionParser.mayContainSuppression(source.bytes)
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: - Types and members

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        pushType(name: node.name, inheritance: node.inheritanceClause, isExtension: false)
    }

    override func visitPost(_ node: ClassDeclSyntax) { popType() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        pushType(name: node.name, inheritance: node.inheritanceClause, isExtension: false)
    }

    override func visitPost(_ node: StructDeclSyntax) { popType() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        pushType(name: node.name, inheritance: node.inheritanceClause, isExtension: false)
    }

    override func visitPost(_ node: EnumDeclSyntax) { popType() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        pushType(name: node.name, inheritance: node.inheritanceClause, isExtension: false)
    }

    override func visitPost(_ node: ActorDeclSyntax) { popType() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        pushType(name: node.name, inheritance: node.inheritanceClause, isExtension: false)
    }

    override func visitPost(_ node: ProtocolDeclSyntax) { popType() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = SyntaxQueries.simpleTypeName(node.extendedType) ?? node.extendedType.trimmedDescription
        types.append(TypeRecord(name: name, nameRange: SyntaxQueries.range(of: node.extendedType),
                                inheritedTypes: inheritedNames(node.inheritanceClause), isExtension: true))
        typeStack.append(types.count - 1)
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { popType() }

    private func pushType(name: TokenSyntax, inheritance: InheritanceClauseSyntax?, isExtension: Bool) -> SyntaxVisitorContinueKind {
        types.append(TypeRecord(name: name.text, nameRange: SyntaxQueries.range(of: name),
                                inheritedTypes: inheritedNames(inheritance), isExtension: isExtension))
        typeStack.append(types.count - 1)
        return .visitChildren
    }

    private func popType() {
        typeStack.removeLast()
    }

    private func inheritedNames(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.compactMap { SyntaxQueries.simpleTypeName($0.type) } ?? []
    }

    /// The index of the type whose member block directly holds `node`, if any.
    private func enclosingTypeIndex(ofMember node: some SyntaxProtocol) -> Int? {
        guard node.parent?.is(MemberBlockItemSyntax.self) == true else { return nil }
        return typeStack.last
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let index = enclosingTypeIndex(ofMember: node) {
            let isOverride = node.modifiers.contains { $0.name.tokenKind == .keyword(.override) }
            types[index].activeMember = MemberRecord(kind: .method(
                name: node.name.text, nameRange: SyntaxQueries.range(of: node.name),
                parameterCount: node.signature.parameterClause.parameters.count, isOverride: isOverride))
        }
        return .visitChildren
    }

    override func visitPost(_ node: FunctionDeclSyntax) { finishMember(node) }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        beginOtherMember(node)
    }

    override func visitPost(_ node: InitializerDeclSyntax) { finishMember(node) }

    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        beginOtherMember(node)
    }

    override func visitPost(_ node: DeinitializerDeclSyntax) { finishMember(node) }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if let index = enclosingTypeIndex(ofMember: node) {
            types[index].activeMember = MemberRecord(kind: .property(subview(declaredBy: node)))
        }
        return .visitChildren
    }

    override func visitPost(_ node: VariableDeclSyntax) { finishMember(node) }

    private func beginOtherMember(_ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
        if let index = enclosingTypeIndex(ofMember: node) {
            types[index].activeMember = MemberRecord(kind: .other)
        }
        return .visitChildren
    }

    private func finishMember(_ node: some SyntaxProtocol) {
        guard let index = enclosingTypeIndex(ofMember: node), let member = types[index].activeMember else { return }
        types[index].activeMember = nil
        let statements = member.statements.sorted { $0.range < $1.range }
        switch member.kind {
        case .method(let name, let nameRange, let parameterCount, let isOverride):
            types[index].methods.append(Method(name: name, nameRange: nameRange, parameterCount: parameterCount,
                                               isOverride: isOverride, statements: statements))
        case .property(let subview?):
            types[index].subviews.append(Subview(
                name: subview.name, typeName: subview.typeName, nameRange: subview.nameRange,
                initializerClosure: subview.initializerClosure == nil ? nil : statements))
        case .property(nil), .other:
            types[index].otherStatements += statements
        }
    }

    private static let subviewTypeSuffixes = [
        "View", "Label", "Button", "Field", "Control", "Switch", "Slider", "Stepper", "Bar", "Indicator", "Cell",
    ]

    /// The subview a stored instance property declares, judged by its declared or
    /// constructed type; `initializerClosure` is non-nil (empty) when it has a `{ ... }()` initializer.
    private func subview(declaredBy node: VariableDeclSyntax) -> Subview? {
        let isStatic = node.modifiers.contains {
            $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
        }
        guard !isStatic, node.bindings.count == 1, let binding = node.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier
        else { return nil }
        if let accessors = binding.accessorBlock?.accessors {
            guard case .accessors(let list) = accessors,
                  list.allSatisfy({ [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) })
            else { return nil }
        }
        let closure = binding.initializer.flatMap { initializer -> ClosureExprSyntax? in
            guard let call = initializer.value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty else { return nil }
            return call.calledExpression.as(ClosureExprSyntax.self)
        }
        let typeName = binding.typeAnnotation.flatMap { SyntaxQueries.simpleTypeName($0.type) }
            ?? binding.initializer.flatMap { SyntaxQueries.constructedTypeName($0.value) }
            ?? closure.flatMap(Self.typeCreatedFirst(in:))
        guard let typeName, Self.subviewTypeSuffixes.contains(where: { typeName.hasSuffix($0) }) else { return nil }
        return Subview(name: name.text, typeName: typeName, nameRange: SyntaxQueries.range(of: name),
                       initializerClosure: closure == nil ? nil : [])
    }

    /// `UILabel` for `{ let label = UILabel() ... }`.
    private static func typeCreatedFirst(in closure: ClosureExprSyntax) -> String? {
        for statement in closure.statements {
            guard case .decl(let decl) = statement.item, let variable = decl.as(VariableDeclSyntax.self),
                  let binding = variable.bindings.first else { continue }
            return binding.typeAnnotation.flatMap { SyntaxQueries.simpleTypeName($0.type) }
                ?? binding.initializer.flatMap { SyntaxQueries.constructedTypeName($0.value) }
        }
        return nil
    }

    // MARK: - Statements

    private var activeTypeIndex: Int? {
        guard let index = typeStack.last, types[index].activeMember != nil else { return nil }
        return index
    }

    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        if let index = activeTypeIndex {
            let depth = types[index].activeMember!.open.count
            types[index].activeMember!.open.append(
                OpenStatement(range: SyntaxQueries.range(of: node), action: Self.action(of: node), depth: depth))
        }
        return .visitChildren
    }

    override func visitPost(_ node: CodeBlockItemSyntax) {
        guard let index = activeTypeIndex, let open = types[index].activeMember!.open.popLast() else { return }
        types[index].activeMember!.statements.append(Statement(
            range: open.range, action: open.action, layoutOperations: open.operations,
            depth: open.depth, referencedNames: open.names))
    }

    private static func action(of item: CodeBlockItemSyntax) -> Statement.Action {
        switch item.item {
        case .decl(let decl):
            guard let variable = decl.as(VariableDeclSyntax.self) else { return .other }
            let names = variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
            return .declaration(names: names)
        case .expr(let expression):
            return action(of: expression)
        case .stmt(let statement):
            if let expressionStatement = statement.as(ExpressionStmtSyntax.self) {
                return action(of: expressionStatement.expression)
            }
            return .other
        }
    }

    private static func action(of expression: ExprSyntax) -> Statement.Action {
        var expression = expression
        while true {
            if let tryExpression = expression.as(TryExprSyntax.self) {
                expression = tryExpression.expression
            } else if let awaitExpression = expression.as(AwaitExprSyntax.self) {
                expression = awaitExpression.expression
            } else {
                break
            }
        }
        if let sequence = expression.as(SequenceExprSyntax.self), let parts = SyntaxQueries.assignmentParts(sequence) {
            guard let member = SyntaxQueries.lastName(of: parts.target) else { return .other }
            return .assignment(root: SyntaxQueries.rootName(of: parts.target), member: member)
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let method = SyntaxQueries.lastName(of: call.calledExpression) {
            let receiver = SyntaxQueries.receiver(of: call.calledExpression)
            let root = receiver.map(SyntaxQueries.rootName) ?? "self"
            return .call(root: root.isEmpty ? "" : root, method: method, hasExplicitReceiver: receiver != nil)
        }
        return .other
    }

    /// Marks every statement that encloses the current node as doing `operation`.
    private func note(_ operation: LayoutOperation) {
        guard let index = activeTypeIndex else { return }
        for position in types[index].activeMember!.open.indices
        where !types[index].activeMember!.open[position].operations.contains(operation) {
            types[index].activeMember!.open[position].operations.append(operation)
        }
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        if let index = activeTypeIndex {
            for position in types[index].activeMember!.open.indices {
                types[index].activeMember!.open[position].names.insert(name)
            }
        }
        if let reference = ConstraintSyntaxReader.anchorAttributeReference(node.baseName),
           reference.attribute.horizontalKind == .absolute {
            absoluteReferenceCandidates.append(reference)
        }
        return .visitChildren
    }

    // MARK: - Layout code

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        // `X.leftAnchor` is seen by the `DeclReferenceExprSyntax` visit of its name.
        if let snapToken = ConstraintSyntaxReader.snapKitAttributeToken(ExprSyntax(node)),
                  let replacement = LayoutAttribute(snapToken.text).directionalReplacement {
            absoluteReferenceCandidates.append(AttributeReference(
                attribute: LayoutAttribute(snapToken.text), token: SyntaxQueries.range(of: snapToken),
                directionalSpelling: replacement))
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = SyntaxQueries.lastName(of: node.calledExpression) ?? ""
        let receiverName = SyntaxQueries.receiver(of: node.calledExpression).flatMap(SyntaxQueries.lastName)
        switch callee {
        case "constraint":
            if let constraint = ConstraintSyntaxReader.anchorConstraint(node) {
                constraints.append(constraint)
                note(.createsConstraint)
            }
        case "NSLayoutConstraint":
            if let constraint = ConstraintSyntaxReader.itemAttributeConstraint(node) {
                constraints.append(constraint)
            }
            note(.createsConstraint)
        case "activate" where receiverName == "NSLayoutConstraint",
             "deactivate" where receiverName == "NSLayoutConstraint":
            note(.activatesConstraints)
            addArrayList(node.arguments.first?.expression, kind: .activateCall)
        case "addConstraint", "addConstraints", "removeConstraint", "removeConstraints":
            note(.activatesConstraints)
            addArrayList(node.arguments.first?.expression, kind: .activateCall)
        case "addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview",
             "removeArrangedSubview", "removeFromSuperview", "addLayoutGuide", "removeLayoutGuide":
            note(.changesHierarchy)
        case "makeConstraints", "remakeConstraints", "updateConstraints":
            if let snapKit = ConstraintSyntaxReader.snapKitConstraints(node) {
                note(.usesSnapKit)
                constraints += snapKit.statements.map(\.1)
                pendingLists.append(PendingList(kind: .snapKitClosure, elements: snapKit.statements.map {
                    (SyntaxQueries.statementSlot(of: $0.0), nil, $0.1)
                }))
            }
        case "append":
            if let argument = node.arguments.first, argument.label?.text == "contentsOf" {
                addArrayList(argument.expression, kind: .appendedArray)
            }
        default:
            break
        }
        for argument in node.arguments where argument.label?.text == "withConstraints" {
            note(.changesHierarchy)
            addArrayList(argument.expression, kind: .constraintsArgument)
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard let parts = SyntaxQueries.assignmentParts(node) else { return .visitChildren }
        let member = SyntaxQueries.lastName(of: parts.target) ?? ""
        switch member {
        case "isActive": note(.activatesConstraints)
        case "translatesAutoresizingMaskIntoConstraints": note(.disablesAutoresizingMask)
        case "frame", "bounds", "center": note(.setsGeometry)
        default:
            let lowercased = member.lowercased()
            if parts.operator == "=", lowercased.hasSuffix("constraint") || lowercased.hasSuffix("constraints") {
                note(.storesConstraint)
            }
        }
        if parts.operator == "+=" {
            addArrayList(parts.value, kind: .appendedArray)
        } else if parts.operator == "=" {
            addArrayList(parts.value, kind: .constraintArray)
        }
        return .visitChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        addArrayList(node.initializer?.value, kind: .constraintArray)
        return .visitChildren
    }

    private func addArrayList(_ expression: ExprSyntax?, kind: ConstraintListKind) {
        guard let array = expression?.as(ArrayExprSyntax.self) else { return }
        pendingLists.append(PendingList(kind: kind, elements: array.elements.map { element in
            let slot = SyntaxQueries.slot(of: element.expression, trailingOwner: element.trailingComma.map(Syntax.init))
            return (slot, slot.content, nil)
        }))
    }

    /// Runs of `<constraint or name>.isActive = true` statements.
    override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
        var run: [(slot: ListSlot, constraintRange: ByteRange?, constraint: Constraint?)] = []
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
            run.append((SyntaxQueries.statementSlot(of: item), isConstraint ? SyntaxQueries.range(of: target) : nil, nil))
        }
        flush()
        return .visitChildren
    }

    /// `X` in a statement `X.isActive = true`.
    private static func activatedTarget(_ item: CodeBlockItemSyntax) -> ExprSyntax? {
        guard case .expr(let expression) = item.item, let sequence = expression.as(SequenceExprSyntax.self),
              let parts = SyntaxQueries.assignmentParts(sequence), parts.operator == "=",
              let value = parts.value, SyntaxQueries.isBooleanTrue(value),
              let member = SyntaxQueries.unwrapped(parts.target).as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "isActive", let base = member.base
        else { return nil }
        return base
    }

    private static func isPlainName(_ expression: ExprSyntax) -> Bool {
        let expression = SyntaxQueries.unwrapped(expression)
        if expression.is(DeclReferenceExprSyntax.self) { return true }
        if let member = expression.as(MemberAccessExprSyntax.self),
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return true
        }
        return false
    }

    // MARK: - Comments

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        guard readsSuppressions else { return .skipChildren }
        var offset = token.position.utf8Offset
        for piece in token.leadingTrivia {
            readSuppression(piece, at: offset)
            offset += piece.sourceLength.utf8Length
        }
        offset = token.endPositionBeforeTrailingTrivia.utf8Offset
        for piece in token.trailingTrivia {
            readSuppression(piece, at: offset)
            offset += piece.sourceLength.utf8Length
        }
        return .skipChildren
    }

    private func readSuppression(_ piece: TriviaPiece, at offset: Int) {
        let text: String
        switch piece {
        case .lineComment(let comment), .blockComment(let comment): text = comment
        default: return
        }
        let range = ByteRange(start: offset, end: offset + piece.sourceLength.utf8Length)
        if let suppression = SuppressionParser.parse(comment: text, range: range, in: source) {
            suppressions.append(suppression)
        }
    }

    // MARK: - Result

    func makeModel(parseDiagnostics: [ParseDiagnostic]) -> FileModel {
        var constraintByRange: [ByteRange: Constraint] = [:]
        for constraint in constraints where constraint.syntax != .snapKit {
            constraintByRange[constraint.range] = constraint
        }
        let lists = pendingLists.compactMap { pending -> ConstraintList? in
            let elements = pending.elements.map { element in
                ConstraintListElement(slot: element.slot,
                                      constraint: element.constraint ?? element.constraintRange.flatMap { constraintByRange[$0] })
            }
            guard elements.contains(where: { $0.constraint != nil }) else { return nil }
            return ConstraintList(kind: pending.kind, elements: elements)
        }.sorted { ($0.elements.first?.slot.content.start ?? 0) < ($1.elements.first?.slot.content.start ?? 0) }
        let tokensInConstraints = Set(constraints.flatMap { ($0.firstSide + $0.secondSide).map(\.token) })
        var seenLoose = Set<ByteRange>()
        let loose = absoluteReferenceCandidates.filter {
            !tokensInConstraints.contains($0.token) && seenLoose.insert($0.token).inserted
        }
        return FileModel(
            source: source,
            viewTypes: ViewTypeResolver.resolve(types.map {
                ViewTypeResolver.Declaration(
                    name: $0.name, nameRange: $0.nameRange, inheritedTypes: $0.inheritedTypes, isExtension: $0.isExtension,
                    subviews: $0.subviews, methods: $0.methods, otherStatements: $0.otherStatements)
            }),
            constraints: constraints.sorted { $0.range < $1.range },
            constraintLists: lists,
            looseAbsoluteAnchors: loose.sorted { $0.token < $1.token },
            suppressions: suppressions,
            parseDiagnostics: parseDiagnostics)
    }
}
