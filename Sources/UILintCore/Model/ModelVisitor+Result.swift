import SwiftSyntax

extension ModelVisitor {
    func makeModel(parseDiagnostics: [ParseDiagnostic], resolvingViewTypes: Bool = true) -> FileModel {
        var constraintByRange: [ByteRange: Constraint] = [:]
        for constraint in constraints where constraint.syntax != .snapKit {
            constraintByRange[constraint.range] = constraint
        }
        let lists = pendingLists.compactMap { pending -> ConstraintList? in
            let elements = pending.elements.map { element in
                ConstraintListElement(
                    slot: element.slot, expression: element.expression,
                    constraint: element.constraint ?? element.constraintRange.flatMap { constraintByRange[$0] },
                    isOptional: element.isOptional)
            }
            guard elements.contains(where: { $0.constraint != nil }) else { return nil }
            return ConstraintList(kind: pending.kind, elements: elements)
        }.sorted { ($0.elements.first?.slot.content.start ?? 0) < ($1.elements.first?.slot.content.start ?? 0) }
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
            walkedConstraintLists: lists,
            constraintFlow: constraintFlow,
            looseAbsoluteAnchors: loose.sorted { $0.token < $1.token },
            suppressions: suppressions,
            parseDiagnostics: parseDiagnostics,
            readings: readings.results(),
            comments: comments)
        let receivers = Set((constraints.flatMap(\.absoluteReferences) + loose).compactMap(\.receiver)).subtracting([
            "self"
        ])
        model.declarations.anchorReceiverTypes = Set(model.declaredTypeNames(of: receivers).values.joined()).sorted()
        if resolvingViewTypes { model.resolve(with: model.fileIndex) }
        return model
    }
}
