import SwiftSyntax

/// A type declaration or extension while it is being walked.
struct TypeRecord: Sendable {
    var name: String
    var nameRange: ByteRange
    /// The whole declaration, for finding which type a piece of code is in.
    var range = ByteRange(start: 0, end: 0)
    var inheritedTypes: [String]
    /// Nil for the file's own scope, which holds its free functions.
    var kind: DeclaredTypeKind?
    var isExtension: Bool { kind == .extension }
    var isProtocol: Bool { kind == .protocol }
    /// Every member, for the project index.
    var memberFacts: [MemberFacts] = []
    var subviews: [Subview] = []
    var methods: [Method] = []
    var otherStatements: [Statement] = []
    var hierarchyAdditions: [HierarchyAddition] = []
    var autoresizingDisabled: Set<String> = []
    var constrainedItems: Set<String> = []
    var snapKitItems: Set<String> = []
    var memberSummaries: [MemberSummary] = []
}

/// The member whose body is being walked, and its statements so far. A class: every statement and
/// identifier of the walk updates it, which a value inside `types` would copy first.
final class MemberRecord {
    enum Kind {
        case method(name: String, nameRange: ByteRange, range: ByteRange, labels: [String], isOverride: Bool)
        case property(Subview?)
        case other
    }

    var kind: Kind
    /// Where its declaration starts: the key of the member for the constraints made in it.
    let start: Int
    /// The closures its body is in: 1 for a property's `{ ... }()` initializer, whose statements run once.
    let baseClosureDepth: Int
    /// What the project index records of the member; nil for members it does not record.
    var facts: MemberFacts?
    /// Whether `facts` is there: told without copying them, for the walk asks at every call.
    let hasFacts: Bool
    var finished: [(open: OpenStatement, identifierEnd: Int)] = []
    var selfCalls: [SelfCall] = []
    /// Names the member's `guard let`s bound so far.
    var guardBoundNames: [String] = []
    /// Those of them bound to the superview (`guard let parent = superview`).
    var guardSuperviewNames: [String] = []
    var open: [OpenStatement] = []
    var closureDepth = 0
    var identifiers: [ByteRange] = []

    init(kind: Kind, start: Int, baseClosureDepth: Int = 0, facts: MemberFacts?) {
        self.kind = kind
        self.start = start
        self.baseClosureDepth = baseClosureDepth
        self.facts = facts
        hasFacts = facts != nil
    }

    /// Whether what the walk is at runs on every run of the body: not in an `if`, `switch`, loop or
    /// closure of it (a statement after a `guard` does).
    var isAtTopLevel: Bool { open.count <= 1 && closureDepth <= baseClosureDepth }

    /// The member's statements in source order, sharing one identifier list.
    func statements() -> [Statement] {
        let list = IdentifierList(identifiers)
        return finished.map { entry in
            Statement(
                range: entry.open.range, action: entry.open.action, via: entry.open.via,
                layoutOperations: entry.open.operations,
                depth: entry.open.depth, isInClosure: entry.open.isInClosure, blockStart: entry.open.blockStart,
                identifiers: list,
                identifierBounds: entry.open.identifierStart..<entry.identifierEnd)
        }.sorted { $0.range < $1.range }
    }
}

struct OpenStatement: Sendable {
    let range: ByteRange
    let action: Statement.Action
    let via: [String]?
    let depth: Int
    let isInClosure: Bool
    let blockStart: Int
    let identifierStart: Int
    var operations: [LayoutOperation] = []
}

/// A list found during the walk whose elements are matched to constraints afterwards,
/// because a list is visited before the constraints inside it.
struct PendingList {
    typealias Element = (
        slot: ListSlot, expression: ByteRange, constraintRange: ByteRange?, constraint: Constraint?, isOptional: Bool
    )

    let kind: ConstraintListKind
    var elements: [Element]
}

/// The file's one syntax walk: it builds what several rules share (types, members, statements,
/// constraints and their lists, suppressions, the index's facts) and hands the rules' own readings
/// the nodes they ask for (`SyntaxReading`).
final class ModelVisitor: SyntaxVisitor, WalkPosition {
    let source: SourceText
    let readsSuppressions: Bool
    var constraints: [Constraint] = []
    var pendingLists: [PendingList] = []
    var absoluteReferenceCandidates: [AttributeReference] = []
    var suppressions: [SuppressionComment] = []
    var types: [TypeRecord] = []
    /// For each of `types`, the member whose body is being walked.
    var activeMembers: [MemberRecord?] = [] {
        didSet { activeMember = typeStack.last.flatMap { activeMembers[$0] } }
    }
    var typeStack: [Int] = [] {
        didSet {
            activeMember = typeStack.last.flatMap { activeMembers[$0] }
            isInStruct = typeStack.last.map { types[$0].kind == .struct } ?? false
        }
    }
    /// The member being walked of the innermost type: kept as the two stacks change, as the walk asks for it at
    /// almost every node.
    private(set) var activeMember: MemberRecord?
    /// Whether the innermost type is a struct: never a UIKit view, though a SwiftUI one. Kept as `typeStack` changes.
    private(set) var isInStruct = false
    /// The constraints created into locals of the bodies being walked, by name, so that `c.isActive = true`
    /// counts as activation. unactivated_constraint's reading tracks the same locals (`constraintLocalName`) for uses.
    var constraintLocals = LocalScopes<Void>()
    /// What the code does to constraints by name (the constraint model's flow, docs/constraint-model.md).
    var constraintFlow = ConstraintFlow()
    /// What the rules that need more than the shared model read for themselves.
    let readings: ReadingDispatch
    /// How many `#if` clauses enclose the node being walked: code in one may not be compiled.
    var conditionalCompilationDepth = 0
    /// Whether the file may hold an `if #available` (or `#unavailable`): only then is a constraint's branch of one
    /// looked for.
    private(set) lazy var mayTestAvailability = PreFilter.contains(anyOf: ["available"], in: source.bytes)

    let collectsComments: Bool
    var comments: [String] = []

    init(source: SourceText, readings: [any SyntaxReading.Type], collectsComments: Bool = false) {
        self.source = source
        self.readings = ReadingDispatch(readings)
        self.collectsComments = collectsComments
        readsSuppressions = collectsComments || SuppressionParser.mayContainSuppression(source.bytes)
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        conditionalCompilationDepth += 1
        return .visitChildren
    }

    override func visitPost(_ node: IfConfigClauseSyntax) { conditionalCompilationDepth -= 1 }

    // MARK: - Types and members

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        pushType(
            name: node.name, inheritance: node.inheritanceClause, kind: .class, range: SyntaxQueries.range(of: node))
    }

    override func visitPost(_ node: ClassDeclSyntax) { popType() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        pushType(
            name: node.name, inheritance: node.inheritanceClause, kind: .struct, range: SyntaxQueries.range(of: node))
    }

    override func visitPost(_ node: StructDeclSyntax) { popType() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        pushType(
            name: node.name, inheritance: node.inheritanceClause, kind: .enum, range: SyntaxQueries.range(of: node))
    }

    override func visitPost(_ node: EnumDeclSyntax) { popType() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        pushType(
            name: node.name, inheritance: node.inheritanceClause, kind: .actor, range: SyntaxQueries.range(of: node))
    }

    override func visitPost(_ node: ActorDeclSyntax) { popType() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        pushType(
            name: node.name, inheritance: node.inheritanceClause, kind: .protocol, range: SyntaxQueries.range(of: node))
    }

    override func visitPost(_ node: ProtocolDeclSyntax) { popType() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = SyntaxQueries.simpleTypeName(node.extendedType) ?? node.extendedType.trimmedDescription
        typeStack.append(
            append(
                TypeRecord(
                    name: name, nameRange: SyntaxQueries.range(of: node.extendedType),
                    range: SyntaxQueries.range(of: node), inheritedTypes: inheritedNames(node.inheritanceClause),
                    kind: .extension)))
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { popType() }

    private func pushType(
        name: TokenSyntax, inheritance: InheritanceClauseSyntax?, kind: DeclaredTypeKind,
        range: ByteRange
    ) -> SyntaxVisitorContinueKind {
        typeStack.append(
            append(
                TypeRecord(
                    name: name.text, nameRange: SyntaxQueries.range(of: name), range: range,
                    inheritedTypes: inheritedNames(inheritance), kind: kind)))
        return .visitChildren
    }

    private func append(_ record: TypeRecord) -> Int {
        types.append(record)
        activeMembers.append(nil)
        return types.count - 1
    }

    private func popType() {
        typeStack.removeLast()
    }

    private func inheritedNames(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.compactMap { SyntaxQueries.simpleTypeName($0.type) } ?? []
    }

    /// The index of the type whose member block directly holds `node`, if any.
    private func enclosingTypeIndex(ofMember node: some SyntaxProtocol) -> Int? {
        if node.parent?.is(MemberBlockItemSyntax.self) == true { return typeStack.last }
        // A free function: the file's own scope holds it, so that the index can see project helpers.
        guard typeStack.isEmpty, node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true else { return nil }
        return fileScopeIndex
    }

    /// The record of the file's own scope, made when the first free function is seen.
    private var fileScopeIndex: Int {
        if let index = types.firstIndex(where: { $0.kind == nil }) { return index }
        return append(TypeRecord(name: "", nameRange: ByteRange(start: 0, end: 0), inheritedTypes: [], kind: nil))
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        enterScope()
        for reading in readings.functionDeclarations { reading.visit(node, at: self) }
        if let index = enclosingTypeIndex(ofMember: node) {
            let isOverride = Self.isOverride(node.modifiers)
            let parameters = node.signature.parameterClause.parameters
            activeMembers[index] = MemberRecord(
                kind: .method(
                    name: node.name.text, nameRange: SyntaxQueries.range(of: node.name),
                    range: SyntaxQueries.range(of: node),
                    labels: parameters.map { $0.firstName.text }, isOverride: isOverride),
                start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                facts: MemberFacts(
                    kind: .function, name: node.name.text, labels: parameters.map { $0.firstName.text },
                    parameterNames: parameters.map { ($0.secondName ?? $0.firstName).text },
                    parameterTypeNames: parameters.map { SyntaxQueries.simpleTypeName($0.type) ?? "" },
                    typeName: node.signature.returnClause.flatMap { SyntaxQueries.simpleTypeName($0.type) },
                    isOverride: isOverride, isStatic: Self.isStatic(node.modifiers)))
            activeMembers[index]?.facts?.defaultedParameters = parameters.enumerated().reduce(0) { mask, parameter in
                parameter.element.defaultValue == nil || parameter.offset >= Int.bitWidth - 1
                    ? mask : mask | 1 << parameter.offset
            }
            if types[index].kind == nil { typeStack.append(index) }
        }
        return .visitChildren
    }

    override func visitPost(_ node: FunctionDeclSyntax) {
        // A free function's scope is popped first: the file's scope holds it only once no type is open.
        if let index = typeStack.last, types[index].kind == nil { typeStack.removeLast() }
        finishMember(node)
        leaveScope()
    }

    static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }

    static func isOverride(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.override) }
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        enterScope()
        for reading in readings.initializerDeclarations { reading.visit(node, at: self) }
        let parameters = node.signature.parameterClause.parameters
        return beginOtherMember(
            node,
            facts: MemberFacts(
                kind: .initializer, name: "init", labels: parameters.map { $0.firstName.text },
                parameterNames: parameters.map { ($0.secondName ?? $0.firstName).text },
                parameterTypeNames: parameters.map { SyntaxQueries.simpleTypeName($0.type) ?? "" }, typeName: nil,
                isOverride: Self.isOverride(node.modifiers), isStatic: false))
    }

    override func visitPost(_ node: InitializerDeclSyntax) {
        finishMember(node)
        leaveScope()
    }

    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        enterScope()
        return beginOtherMember(node)
    }

    override func visitPost(_ node: DeinitializerDeclSyntax) {
        finishMember(node)
        leaveScope()
    }

    override func visit(_ node: AccessorDeclSyntax) -> SyntaxVisitorContinueKind {
        enterScope()
        return .visitChildren
    }

    override func visitPost(_ node: AccessorDeclSyntax) { leaveScope() }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        enterScope()
        activeMember?.closureDepth += 1
        return .visitChildren
    }

    override func visitPost(_ node: ClosureExprSyntax) {
        activeMember?.closureDepth -= 1
        leaveScope()
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if let index = enclosingTypeIndex(ofMember: node) {
            activeMembers[index] = MemberRecord(
                kind: .property(subview(declaredBy: node)),
                start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                baseClosureDepth: Self.hasInitializerClosure(node) ? 1 : 0,
                facts: Self.propertyFacts(node))
            if types[index].kind == nil { typeStack.append(index) }
        }
        return .visitChildren
    }

    override func visitPost(_ node: VariableDeclSyntax) {
        // Only a global variable pushed the file's scope, and it is popped before the variable is finished, as a
        // free function's is. A local of a free function must not pop it, or the rest of the function's body is
        // read as no member's (SwiftComp_iOS_App's card helpers lost their facts).
        if node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true, let index = typeStack.last,
            types[index].kind == nil
        {
            typeStack.removeLast()
        }
        finishMember(node)
    }

    /// A property as the index records it: one name, stored or computed.
    private static func propertyFacts(_ node: VariableDeclSyntax) -> MemberFacts? {
        guard node.bindings.count == 1, let binding = node.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { return nil }
        var isComputed = false
        switch binding.accessorBlock?.accessors {
        case .getter?: isComputed = true
        case .accessors(let list)?:
            isComputed = !list.allSatisfy {
                [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind)
            }
        case nil: break
        }
        let typeName =
            binding.typeAnnotation.flatMap { SyntaxQueries.simpleTypeName($0.type) }
            ?? binding.initializer.flatMap { typeConstructed(at: $0.value) }
        return MemberFacts(
            kind: isComputed ? .computedProperty : .storedProperty, name: name, labels: [], parameterNames: [],
            parameterTypeNames: [],
            typeName: typeName, isOverride: isOverride(node.modifiers),
            isStatic: isStatic(node.modifiers))
    }

    private func beginOtherMember(_ node: some SyntaxProtocol, facts: MemberFacts? = nil) -> SyntaxVisitorContinueKind {
        if let index = enclosingTypeIndex(ofMember: node) {
            activeMembers[index] = MemberRecord(
                kind: .other, start: node.positionAfterSkippingLeadingTrivia.utf8Offset, facts: facts)
        }
        return .visitChildren
    }

    private func finishMember(_ node: some SyntaxProtocol) {
        guard let index = enclosingTypeIndex(ofMember: node), let member = activeMembers[index] else { return }
        activeMembers[index] = nil
        let statements = member.statements()
        let summary = Self.summary(
            of: node, statements: statements, facts: member.facts, selfCalls: member.selfCalls,
            isInConformingExtension: types[index].kind == .extension && !types[index].inheritedTypes.isEmpty)
        if var facts = member.facts {
            facts.activatesConstraints = statements.contains { $0.layoutOperations.contains(.activatesConstraints) }
            // Its observers or setter, not an initial-value closure, which configures the value it makes.
            if let summary, summary.kind == .property, summary.hasObservers, !summary.hasInitializerClosure {
                facts.setsOnlyAppearance = UIKitAppearance.setsOnlyAppearance(statements)
            }
            types[index].memberFacts.append(facts)
        }
        if let summary { types[index].memberSummaries.append(summary) }
        switch member.kind {
        case .method(let name, let nameRange, let range, let labels, let isOverride):
            types[index].methods.append(
                Method(
                    name: name, nameRange: nameRange, range: range, parameterCount: labels.count,
                    labels: labels, parameterNames: member.facts?.parameterNames ?? [],
                    parameterTypeNames: member.facts?.parameterTypeNames ?? [],
                    isOverride: isOverride, statements: statements))
        case .property(let subview?):
            let hasClosure = subview.initializerClosure != nil
            var finished = Subview(
                name: subview.name, typeName: subview.typeName, nameRange: subview.nameRange,
                initializerClosure: hasClosure ? statements : nil)
            finished.initializerNames = subview.initializerNames
            types[index].subviews.append(finished)
            // Statements of `didSet`/`willSet` observers belong to the type like any method's.
            if !hasClosure { types[index].otherStatements += statements }
        case .property(nil), .other:
            types[index].otherStatements += statements
        }
    }

    private static func summary(
        of node: some SyntaxProtocol, statements: [Statement], facts: MemberFacts?,
        selfCalls: [SelfCall], isInConformingExtension: Bool
    ) -> MemberSummary? {
        let range = SyntaxQueries.range(of: node)
        if let function = node.as(FunctionDeclSyntax.self), let facts {
            let isSelectorTarget = hasAttribute(Self.callbackAttributes, function.attributes)
            return MemberSummary(
                kind: .function, name: facts.name, range: range, labels: facts.labels,
                parameterNames: facts.parameterNames, isOverride: facts.isOverride, isStatic: facts.isStatic,
                hasInitializerClosure: false, hasObservers: false, statements: statements, selfCalls: selfCalls,
                isCalledBack: isInConformingExtension || isSelectorTarget, isSelectorTarget: isSelectorTarget)
        }
        if node.is(InitializerDeclSyntax.self), let facts {
            return MemberSummary(
                kind: .initializer, name: "init", range: range, labels: facts.labels,
                parameterNames: facts.parameterNames, isOverride: facts.isOverride, isStatic: false,
                hasInitializerClosure: false, hasObservers: false, statements: statements, selfCalls: selfCalls)
        }
        if node.is(DeinitializerDeclSyntax.self) {
            return MemberSummary(
                kind: .deinitializer, name: "deinit", range: range, labels: [], parameterNames: [],
                isOverride: false, isStatic: false, hasInitializerClosure: false, hasObservers: false,
                statements: statements, selfCalls: selfCalls)
        }
        if let variable = node.as(VariableDeclSyntax.self), variable.bindings.count == 1,
            let binding = variable.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        {
            var hasObservers = false
            if case .accessors(let list)? = binding.accessorBlock?.accessors {
                hasObservers = list.contains {
                    [.keyword(.willSet), .keyword(.didSet), .keyword(.set)].contains($0.accessorSpecifier.tokenKind)
                }
            }
            return MemberSummary(
                kind: .property, name: name, range: range, labels: [], parameterNames: [],
                // The facts read the modifiers already, where the walk made them.
                isOverride: facts?.isOverride ?? isOverride(variable.modifiers),
                isStatic: facts?.isStatic ?? isStatic(variable.modifiers),
                hasInitializerClosure: hasInitializerClosure(variable), hasObservers: hasObservers,
                statements: statements, selfCalls: selfCalls,
                isOutlet: hasAttribute(Self.outletAttributes, variable.attributes))
        }
        return nil
    }

    private static let callbackAttributes: Set<String> = ["objc", "IBAction"]
    private static let outletAttributes: Set<String> = ["IBOutlet"]

    /// `@objc`, `@IBAction`, `@IBOutlet` (see `MemberSummary.isCalledBack` and `isOutlet`); most members have none.
    private static func hasAttribute(_ names: Set<String>, _ attributes: AttributeListSyntax) -> Bool {
        !attributes.isEmpty
            && attributes.contains { element in
                guard case .attribute(let attribute) = element,
                    let name = attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text
                else { return false }
                return names.contains(name)
            }
    }

    /// `let x = { ... }()` or `lazy var x: T = { ... }()`.
    static func hasInitializerClosure(_ node: VariableDeclSyntax) -> Bool {
        guard node.bindings.count == 1,
            let value = node.bindings.first?.initializer?.value.as(FunctionCallExprSyntax.self)
        else { return false }
        return value.arguments.isEmpty && value.calledExpression.is(ClosureExprSyntax.self)
    }

    /// The subview a stored instance property may declare, with its declared or constructed type;
    /// `initializerClosure` is non-nil (empty) when it has a `{ ... }()` initializer.
    private func subview(declaredBy node: VariableDeclSyntax) -> Subview? {
        guard !Self.isStatic(node.modifiers), node.bindings.count == 1, let binding = node.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier
        else { return nil }
        if let accessors = binding.accessorBlock?.accessors {
            guard case .accessors(let list) = accessors,
                list.allSatisfy({ [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) })
            else { return nil }
        }
        let closure = binding.initializer.flatMap { initializer -> ClosureExprSyntax? in
            guard let call = initializer.value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty else {
                return nil
            }
            return call.calledExpression.as(ClosureExprSyntax.self)
        }
        let typeName =
            binding.typeAnnotation.flatMap { SyntaxQueries.simpleTypeName($0.type) }
            ?? binding.initializer.flatMap { Self.typeConstructed(at: $0.value) }
            ?? closure.flatMap(Self.typeCreatedFirst(in:))
        // Every typed property is a candidate: whether its type is a view is known once the project is indexed.
        guard let typeName else { return nil }
        var subview = Subview(
            name: name.text, typeName: typeName, nameRange: SyntaxQueries.range(of: name),
            initializerClosure: closure == nil ? nil : [])
        if closure == nil, let value = binding.initializer?.value {
            subview.initializerNames = value.tokens(viewMode: .sourceAccurate).compactMap {
                if case .identifier(let text) = $0.tokenKind { return text } else { return nil }
            }
        }
        return subview
    }

    /// `UILabel` for `UILabel()`, and for `UILabel().withoutAutoresizingMaskConstraints`.
    private static func typeConstructed(at value: ExprSyntax) -> String? {
        SyntaxQueries.construction(at: value)?.typeName
    }

    /// `UILabel` for `{ let label = UILabel() ... }`.
    private static func typeCreatedFirst(in closure: ClosureExprSyntax) -> String? {
        for statement in closure.statements {
            guard case .decl(let decl) = statement.item, let variable = decl.as(VariableDeclSyntax.self),
                let binding = variable.bindings.first
            else { continue }
            return binding.typeAnnotation.flatMap { SyntaxQueries.simpleTypeName($0.type) }
                ?? binding.initializer.flatMap { SyntaxQueries.constructedTypeName($0.value) }
        }
        return nil
    }

    // MARK: - Statements

    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        if let member = activeMember {
            let (action, via) = SyntaxQueries.action(of: node)
            member.open.append(
                OpenStatement(
                    range: SyntaxQueries.range(of: node), action: action, via: via,
                    depth: member.open.count, isInClosure: member.closureDepth > 0,
                    // The start alone: the block's end would be looked for down its last statement.
                    blockStart: node.parent?.positionAfterSkippingLeadingTrivia.utf8Offset ?? 0,
                    identifierStart: member.identifiers.count))
        }
        return .visitChildren
    }

    override func visitPost(_ node: CodeBlockItemSyntax) {
        guard let member = activeMember, let open = member.open.popLast() else { return }
        member.finished.append((open, member.identifiers.count))
    }

    /// `setupViews()`, `self.layout(in: frame)`: what the member calls on its own type.
    private func recordSelfCall(_ node: FunctionCallExprSyntax) {
        guard let member = activeMember, let name = SyntaxQueries.selfCallName(of: node),
            // `UILabel()` makes a value; it calls no method.
            let first = name.first,
            first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z") || first == UInt8(ascii: "_")
        else { return }
        let calledName = String(text: name)
        member.selfCalls.append(
            SelfCall(
                name: calledName,
                labels: SyntaxQueries.argumentLabels(of: node).map { $0.map { String(text: $0) } ?? "_" },
                hasTrailingClosure: node.trailingClosure != nil,
                isUnconditional: member.isAtTopLevel && !SyntaxQueries.isInExpressionBranch(node),
                start: node.positionAfterSkippingLeadingTrivia.utf8Offset))
        // A struct's calls are no view's: the index's facts leave them out (SwiftUI apps are made of structs).
        guard !isInStruct else { return }
        // `self.init(withAutoLayout: true)` is told apart by its labels: it may reach a dependency's initializer.
        let factName =
            name == "init"
            ? "init("
                + SyntaxQueries.argumentLabels(of: node).map { $0.map { String(text: $0) + ":" } ?? "_:" }.joined()
                + ")"
            : calledName
        markActiveMember { $0.selfCallNames.insertSorted(factName) }
    }

    /// `apply(self)`, `Style.prepare(self)`: what the member hands its own instance to; `card.cardDesign()`: what it
    /// calls on a parameter. For the index.
    private func recordSelfArgument(_ node: FunctionCallExprSyntax) {
        // The parameters only: copying the member's facts for every call would cost the walk. The callee's name is
        // read only for a call that is recorded.
        guard !isInStruct, let member = activeMember, let parameters = member.facts?.parameterNames else { return }
        if SyntaxQueries.passesSelf(node), let name = SyntaxQueries.calleeName(of: node) {
            let calledName = String(text: name)
            markActiveMember { $0.callsPassingSelf.insertSorted(calledName) }
        }
        // `view.layoutUsing.anchors(…)` (anytype-swift's LayoutKit) is a call on the parameter `view` too.
        if !parameters.isEmpty, let receiver = SyntaxQueries.calleeReceiverRoot(of: node),
            parameters.contains(where: { $0.utf8.elementsEqual(receiver) }),
            let name = SyntaxQueries.calleeName(of: node)
        {
            let calledName = String(text: name)
            markActiveMember { $0.parameterCallNames.insertSorted(calledName) }
        }
    }

    /// Marks every statement that encloses the current node as doing `operation`.
    func note(_ operation: LayoutOperation) {
        guard let member = activeMember else { return }
        for position in member.open.indices where !member.open[position].operations.contains(operation) {
            member.open[position].operations.append(operation)
        }
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        // Every name of a file comes here: read from the raw node, without making its token.
        let text = SyntaxQueries.baseNameText(of: node)
        if let member = activeMember, !member.open.isEmpty {
            let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
            member.identifiers.append(ByteRange(start: start, end: start + text.count))
        }
        if text == "leftAnchor" || text == "rightAnchor",
            let reference = ConstraintSyntaxReader.anchorAttributeReference(node.baseName)
        {
            absoluteReferenceCandidates.append(reference)
        }
        for reading in readings.declReferences { reading.visit(node, at: self) }
        return .visitChildren
    }

    // MARK: - Calls, assignments, bindings, member accesses: the shared model's readers, then the rules' readings

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        recordSelfCall(node)
        recordSelfArgument(node)
        recordLayoutCall(node)
        for reading in readings.functionCalls { reading.visit(node, at: self) }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let parts = SyntaxQueries.assignmentParts(node) {
            recordLayoutAssignment(parts)
            for reading in readings.assignments { reading.visitAssignment(parts, at: self) }
        }
        return .visitChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        recordConstraintBinding(node)
        recordConstraintLocal(node)
        recordNumericConstant(node)
        for reading in readings.patternBindings { reading.visit(node, at: self) }
        return .visitChildren
    }

    override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
        recordActivationRuns(node)
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        // Every member access comes here: the SnapKit reader is gated on a name read without making nodes.
        if SyntaxQueries.names(of: node).baseLast == "snp" {
            recordSnapKitReference(node)
        }
        for reading in readings.memberAccesses { reading.visit(node, at: self) }
        return .visitChildren
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        for reading in readings.attributes { reading.visit(node, at: self) }
        return .visitChildren
    }

    override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
        recordGuardBindings(node)
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        for reading in readings.macroExpansions { reading.visit(node, at: self) }
        return .visitChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        readSuppressions(around: token)
        return .skipChildren
    }
}
