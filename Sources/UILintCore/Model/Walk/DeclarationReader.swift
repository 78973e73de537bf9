import SwiftSyntax

/// The walk's types and members: it keeps the `WalkState` every reader reads (which type and member the walk is
/// in), and records each type's members, subviews, methods and statements, and the facts the project index needs.
final class DeclarationReader: ModelReader {
    let walk: WalkState

    init(walk: WalkState) {
        self.walk = walk
    }

    func visit(_ node: IfConfigClauseSyntax) {
        walk.conditionalCompilationDepth += 1
    }

    func visitPost(_ node: IfConfigClauseSyntax) { walk.conditionalCompilationDepth -= 1 }

    // MARK: - Types and members

    func visit(_ node: ClassDeclSyntax) { pushType(node, kind: .class) }

    func visitPost(_ node: ClassDeclSyntax) { popType() }

    func visit(_ node: StructDeclSyntax) { pushType(node, kind: .struct) }

    func visitPost(_ node: StructDeclSyntax) { popType() }

    func visit(_ node: EnumDeclSyntax) { pushType(node, kind: .enum) }

    func visitPost(_ node: EnumDeclSyntax) { popType() }

    func visit(_ node: ActorDeclSyntax) { pushType(node, kind: .actor) }

    func visitPost(_ node: ActorDeclSyntax) { popType() }

    func visit(_ node: ProtocolDeclSyntax) { pushType(node, kind: .protocol) }

    func visitPost(_ node: ProtocolDeclSyntax) { popType() }

    func visit(_ node: ExtensionDeclSyntax) {
        let name = SyntaxQueries.simpleTypeName(node.extendedType) ?? node.extendedType.trimmedDescription
        walk.typeStack.append(
            append(
                TypeRecord(
                    name: name, nameRange: SyntaxQueries.range(of: node.extendedType),
                    range: SyntaxQueries.range(of: node), inheritedTypes: inheritedNames(node.inheritanceClause),
                    kind: .extension)))
    }

    func visitPost(_ node: ExtensionDeclSyntax) { popType() }

    private func pushType(_ node: some DeclGroupSyntax & NamedDeclSyntax, kind: DeclaredTypeKind) {
        walk.typeStack.append(
            append(
                TypeRecord(
                    name: node.name.text, nameRange: SyntaxQueries.range(of: node.name),
                    range: SyntaxQueries.range(of: node), inheritedTypes: inheritedNames(node.inheritanceClause),
                    kind: kind)))
    }

    private func append(_ record: TypeRecord) -> Int {
        walk.types.append(record)
        walk.activeMembers.append(nil)
        return walk.types.count - 1
    }

    private func popType() {
        walk.typeStack.removeLast()
    }

    private func inheritedNames(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.compactMap { SyntaxQueries.simpleTypeName($0.type) } ?? []
    }

    /// The index of the type whose member block directly holds `node`, if any.
    func enclosingTypeIndex(ofMember node: some SyntaxProtocol) -> Int? {
        if node.parent?.is(MemberBlockItemSyntax.self) == true { return walk.typeStack.last }
        // A free function: the file's own scope holds it, so that the index can see project helpers.
        guard walk.typeStack.isEmpty, node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true else { return nil }
        return fileScopeIndex
    }

    /// The record of the file's own scope, made when the first free function is seen.
    private var fileScopeIndex: Int {
        if let index = walk.types.firstIndex(where: { $0.kind == nil }) { return index }
        return append(TypeRecord(name: "", nameRange: ByteRange(start: 0, end: 0), inheritedTypes: [], kind: nil))
    }

    func visit(_ node: FunctionDeclSyntax) {
        if let index = enclosingTypeIndex(ofMember: node) {
            let isOverride = SyntaxQueries.isOverride(node.modifiers)
            let parameters = node.signature.parameterClause.parameters
            walk.activeMembers[index] = MemberRecord(
                kind: .method(
                    name: node.name.text, nameRange: SyntaxQueries.range(of: node.name),
                    range: SyntaxQueries.range(of: node),
                    labels: parameters.map { $0.firstName.text }, isOverride: isOverride,
                    isGivenOnlyHandlers: !parameters.isEmpty
                        && parameters.allSatisfy { SyntaxQueries.isFunctionType($0.type) }),
                start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                facts: MemberFacts(
                    kind: .function, name: node.name.text, labels: parameters.map { $0.firstName.text },
                    parameterNames: parameters.map { ($0.secondName ?? $0.firstName).text },
                    parameterTypeNames: parameters.map { SyntaxQueries.simpleTypeName($0.type) ?? "" },
                    typeName: node.signature.returnClause.flatMap { SyntaxQueries.simpleTypeName($0.type) },
                    isOverride: isOverride, isStatic: SyntaxQueries.isStatic(node.modifiers)))
            walk.activeMembers[index]?.facts?.defaultedParameters = parameters.enumerated().reduce(0) {
                mask, parameter in
                parameter.element.defaultValue == nil || parameter.offset >= Int.bitWidth - 1
                    ? mask : mask | 1 << parameter.offset
            }
            if walk.types[index].kind == nil { walk.typeStack.append(index) }
        }
    }

    func visitPost(_ node: FunctionDeclSyntax) {
        // A free function's scope is popped first: the file's scope holds it only once no type is open.
        if let index = walk.typeStack.last, walk.types[index].kind == nil { walk.typeStack.removeLast() }
        finishMember(node)
    }

    func visit(_ node: InitializerDeclSyntax) {
        let parameters = node.signature.parameterClause.parameters
        beginOtherMember(
            node,
            facts: MemberFacts(
                kind: .initializer, name: "init", labels: parameters.map { $0.firstName.text },
                parameterNames: parameters.map { ($0.secondName ?? $0.firstName).text },
                parameterTypeNames: parameters.map { SyntaxQueries.simpleTypeName($0.type) ?? "" }, typeName: nil,
                isOverride: SyntaxQueries.isOverride(node.modifiers), isStatic: false))
    }

    func visitPost(_ node: InitializerDeclSyntax) {
        finishMember(node)
    }

    func visit(_ node: DeinitializerDeclSyntax) {
        beginOtherMember(node)
    }

    func visitPost(_ node: DeinitializerDeclSyntax) {
        finishMember(node)
    }

    func visit(_ node: VariableDeclSyntax) {
        if let index = enclosingTypeIndex(ofMember: node) {
            walk.activeMembers[index] = MemberRecord(
                kind: .property(subview(declaredBy: node)),
                start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                baseClosureDepth: SyntaxQueries.hasInitializerClosure(node) ? 1 : 0,
                facts: Self.propertyFacts(node))
            if walk.types[index].kind == nil { walk.typeStack.append(index) }
        }
    }

    func visitPost(_ node: VariableDeclSyntax) {
        // Only a global variable pushed the file's scope, and it is popped before the variable is finished, as a
        // free function's is. A local of a free function must not pop it, or the rest of the function's body is
        // read as no member's (SwiftComp_iOS_App's card helpers lost their facts).
        if node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true, let index = walk.typeStack.last,
            walk.types[index].kind == nil
        {
            walk.typeStack.removeLast()
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
            typeName: typeName, isOverride: SyntaxQueries.isOverride(node.modifiers),
            isStatic: SyntaxQueries.isStatic(node.modifiers))
    }

    private func beginOtherMember(_ node: some SyntaxProtocol, facts: MemberFacts? = nil) {
        if let index = enclosingTypeIndex(ofMember: node) {
            walk.activeMembers[index] = MemberRecord(
                kind: .other, start: node.positionAfterSkippingLeadingTrivia.utf8Offset, facts: facts)
        }
    }
}
