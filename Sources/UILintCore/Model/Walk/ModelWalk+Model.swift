import SwiftSyntax

/// What the walk's readers found, put together as the file's model.
extension ModelWalk {
    func makeModel(parseDiagnostics: [ParseDiagnostic], resolvingViewTypes: Bool = true) -> FileModel {
        let constraints = constraintReader.constraints
        let tokensInConstraints = Set(constraints.flatMap { ($0.firstSide + $0.secondSide).map(\.token) })
        var seenLoose = Set<ByteRange>()
        let loose = constraintReader.absoluteReferenceCandidates.filter {
            !tokensInConstraints.contains($0.token) && seenLoose.insert($0.token).inserted
        }
        let declarations = declarationFacts()
        var constraintFlow = constraintFlowReader.flow
        constraintFlow.storedSnapKitConstraints = constraintReader.storedSnapKitConstraints
        var model = FileModel(
            source: state.source,
            viewTypes: [],
            typeRecords: state.types,
            declarations: declarations,
            constraints: [],
            constraintLists: [],
            walkedConstraints: constraints.sorted { $0.range < $1.range },
            walkedConstraintLists: [],
            constraintFlow: constraintFlow,
            looseAbsoluteAnchors: loose.sorted { $0.token < $1.token },
            suppressions: suppressionReader.suppressions,
            parseDiagnostics: parseDiagnostics,
            readings: ruleReadings.dispatch.results(),
            comments: suppressionReader.comments)
        model.walkedConstraintLists = constraintLists(in: model, constraints: constraints)
        let questions = ruleReadings.dispatch.all.compactMap { type(of: $0).indexQuestion }
        if !questions.isEmpty {
            model.declarations.typesAskedAbout = Set(questions.flatMap { $0.typesAskedAbout(model) }).sorted()
        }
        if resolvingViewTypes { model.resolve(with: model.fileIndex) }
        return model
    }

    /// The walked lists with their constraints; a list that holds none is no constraint list.
    private func constraintLists(in model: FileModel, constraints: [Constraint]) -> [ConstraintList] {
        var constraintByRange: [ByteRange: Constraint] = [:]
        for constraint in constraints where constraint.syntax != .snapKit {
            constraintByRange[constraint.range] = constraint
        }
        // `heightConstraint` of `heightConstraint.isActive = true`, as the file declares it.
        let name = { (element: PendingList.Element) -> String in
            let text = model.source.text(in: element.expression)
            return text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
        }
        var runNames = Set<String>()
        for pending in constraintReader.pendingLists where pending.kind == .isActiveRun {
            for element in pending.elements where element.constraintRange == nil { runNames.insert(name(element)) }
        }
        let constraintNames = runNames.isEmpty ? [] : model.constraintNames(among: runNames)
        return constraintReader.pendingLists.compactMap { pending -> ConstraintList? in
            let elements = pending.elements.map { element in
                ConstraintListElement(
                    slot: element.slot, expression: element.expression,
                    constraint: element.constraint ?? element.constraintRange.flatMap { constraintByRange[$0] },
                    isOptional: element.isOptional,
                    namesConstraint: pending.kind == .isActiveRun && element.constraintRange == nil
                        && constraintNames.contains(name(element)))
            }
            guard ConstraintList.holdsConstraints(elements) else { return nil }
            return ConstraintList(kind: pending.kind, elements: elements, boundName: pending.boundName)
        }.sorted { ($0.elements.first?.slot.content.start ?? 0) < ($1.elements.first?.slot.content.start ?? 0) }
    }

    /// What the file declares, for the project index.
    func declarationFacts() -> DeclarationFacts {
        var facts = DeclarationFacts()
        for record in state.types {
            guard let kind = record.kind else {
                facts.freeMembers += record.memberFacts
                continue
            }
            facts.types.append(
                DeclaredTypeFacts(
                    name: record.name, kind: kind, inheritedTypes: record.inheritedTypes,
                    members: record.memberFacts))
        }
        return facts
    }
}
