import SwiftSyntax

/// A member's end: what the walk gathered in it becomes the type's method, subview or statements, and the
/// project index's facts and summary of it.
extension DeclarationReader {
    func finishMember(_ node: some SyntaxProtocol) {
        guard let index = enclosingTypeIndex(ofMember: node), let member = walk.activeMembers[index] else { return }
        walk.activeMembers[index] = nil
        let statements = member.statements()
        let summary = Self.summary(
            of: node, statements: statements, facts: member.facts, selfCalls: member.selfCalls,
            isInConformingExtension: walk.types[index].kind == .extension && !walk.types[index].inheritedTypes.isEmpty)
        if var facts = member.facts {
            facts.activatesConstraints = statements.contains { $0.layoutOperations.contains(.activatesConstraints) }
            // Its observers or setter, not an initial-value closure, which configures the value it makes.
            if let summary, summary.kind == .property, summary.hasObservers, !summary.hasInitializerClosure {
                facts.setsOnlyAppearance = UIKitAppearance.setsOnlyAppearance(statements)
            }
            walk.types[index].memberFacts.append(facts)
        }
        if let summary { walk.types[index].memberSummaries.append(summary) }
        switch member.kind {
        case .method(let name, let nameRange, let range, let labels, let isOverride, let isGivenOnlyHandlers):
            walk.types[index].methods.append(
                Method(
                    name: name, nameRange: nameRange, range: range, parameterCount: labels.count,
                    labels: labels, parameterNames: member.facts?.parameterNames ?? [],
                    parameterTypeNames: member.facts?.parameterTypeNames ?? [],
                    isOverride: isOverride, isGivenOnlyHandlers: isGivenOnlyHandlers, statements: statements))
        case .property(let subview?):
            let hasClosure = subview.initializerClosure != nil
            var finished = Subview(
                name: subview.name, typeName: subview.typeName, nameRange: subview.nameRange,
                initializerClosure: hasClosure ? statements : nil)
            finished.initializerNames = subview.initializerNames
            walk.types[index].subviews.append(finished)
            // Statements of `didSet`/`willSet` observers belong to the type like any method's.
            if !hasClosure { walk.types[index].otherStatements += statements }
        case .property(nil), .other:
            walk.types[index].otherStatements += statements
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
                isOverride: facts?.isOverride ?? SyntaxQueries.isOverride(variable.modifiers),
                isStatic: facts?.isStatic ?? SyntaxQueries.isStatic(variable.modifiers),
                hasInitializerClosure: SyntaxQueries.hasInitializerClosure(variable), hasObservers: hasObservers,
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

    /// The subview a stored instance property may declare, with its declared or constructed type;
    /// `initializerClosure` is non-nil (empty) when it has a `{ ... }()` initializer.
    func subview(declaredBy node: VariableDeclSyntax) -> Subview? {
        guard !SyntaxQueries.isStatic(node.modifiers), node.bindings.count == 1, let binding = node.bindings.first,
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
        // The names of Then's closure are the view's configuration, not what it is made from.
        if closure == nil, let value = binding.initializer.map({ Self.configuredByThen($0.value) ?? $0.value }) {
            subview.initializerNames = value.tokens(viewMode: .sourceAccurate).compactMap {
                if case .identifier(let text) = $0.tokenKind { return text } else { return nil }
            }
        }
        return subview
    }

    /// `UILabel` for `UILabel()`, for `UILabel().withoutAutoresizingMaskConstraints`, and for the Then library's
    /// `UILabel().then { $0.text = … }`, which returns the object it configures.
    static func typeConstructed(at value: ExprSyntax) -> String? {
        SyntaxQueries.construction(at: configuredByThen(value) ?? value)?.typeName
    }

    /// `UILabel()` of `UILabel().then { … }`.
    private static func configuredByThen(_ value: ExprSyntax) -> ExprSyntax? {
        guard let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure != nil,
            let then = call.calledExpression.as(MemberAccessExprSyntax.self), then.declName.baseName.text == "then"
        else { return nil }
        return then.base
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
}
