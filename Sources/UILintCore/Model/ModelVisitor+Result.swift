import SwiftSyntax

extension ModelVisitor {
    func makeModel(parseDiagnostics: [ParseDiagnostic], resolvingViewTypes: Bool = true) -> FileModel {
        let tokensInConstraints = Set(constraints.flatMap { ($0.firstSide + $0.secondSide).map(\.token) })
        var seenLoose = Set<ByteRange>()
        let loose = absoluteReferenceCandidates.filter {
            !tokensInConstraints.contains($0.token) && seenLoose.insert($0.token).inserted
        }
        let declarations = declarationFacts()
        var model = FileModel(
            source: source,
            viewTypes: [],
            typeRecords: types,
            declarations: declarations,
            constraints: [],
            constraintLists: [],
            walkedConstraints: constraints.sorted { $0.range < $1.range },
            walkedConstraintLists: [],
            constraintFlow: constraintFlow,
            looseAbsoluteAnchors: loose.sorted { $0.token < $1.token },
            suppressions: suppressions,
            parseDiagnostics: parseDiagnostics,
            readings: readings.results(),
            comments: comments)
        model.walkedConstraintLists = constraintLists(in: model)
        let receivers = Set((constraints.flatMap(\.absoluteReferences) + loose).compactMap(\.receiver)).subtracting([
            "self"
        ])
        model.declarations.anchorReceiverTypes = Set(model.declaredTypeNames(of: receivers).values.joined()).sorted()
        if resolvingViewTypes { model.resolve(with: model.fileIndex) }
        return model
    }

    /// The walked lists with their constraints; a list that holds none is no constraint list.
    private func constraintLists(in model: FileModel) -> [ConstraintList] {
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
        for pending in pendingLists where pending.kind == .isActiveRun {
            for element in pending.elements where element.constraintRange == nil { runNames.insert(name(element)) }
        }
        let constraintNames = runNames.isEmpty ? [] : model.constraintNames(among: runNames)
        return pendingLists.compactMap { pending -> ConstraintList? in
            let elements = pending.elements.map { element in
                ConstraintListElement(
                    slot: element.slot, expression: element.expression,
                    constraint: element.constraint ?? element.constraintRange.flatMap { constraintByRange[$0] },
                    isOptional: element.isOptional,
                    namesConstraint: pending.kind == .isActiveRun && element.constraintRange == nil
                        && constraintNames.contains(name(element)))
            }
            guard ConstraintList.holdsConstraints(elements) else { return nil }
            return ConstraintList(kind: pending.kind, elements: elements)
        }.sorted { ($0.elements.first?.slot.content.start ?? 0) < ($1.elements.first?.slot.content.start ?? 0) }
    }
}
