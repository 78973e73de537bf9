import SwiftSyntax

/// The statements of the member being walked: each with what it does (`SyntaxQueries.action`), how deep it
/// stands, the names it mentions and, once the walk is in it, the layout operations other readers note on it
/// (`WalkState.note`). It also keeps the closures the walk is in and the names a member's `guard`s bind.
final class StatementReader: ModelReader {
    let walk: WalkState

    init(walk: WalkState) {
        self.walk = walk
    }

    func visit(_ node: CodeBlockItemSyntax) {
        guard let member = walk.activeMember else { return }
        let (action, via) = SyntaxQueries.action(of: node)
        member.open.append(
            OpenStatement(
                range: SyntaxQueries.range(of: node), action: action, via: via,
                depth: member.open.count, isInClosure: member.closureDepth > 0,
                // The start alone: the block's end would be looked for down its last statement.
                blockStart: node.parent?.positionAfterSkippingLeadingTrivia.utf8Offset ?? 0,
                identifierStart: member.identifiers.count))
    }

    func visitPost(_ node: CodeBlockItemSyntax) {
        guard let member = walk.activeMember, let open = member.open.popLast() else { return }
        member.finished.append((open, member.identifiers.count))
    }

    // Called for every name of a file: inlined into the walk, as it was when the walk was one class.
    @inline(__always)
    func visitName(_ node: DeclReferenceExprSyntax, text: NameText) {
        guard let member = walk.activeMember, !member.open.isEmpty else { return }
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        member.identifiers.append(ByteRange(start: start, end: start + text.count))
    }

    func visit(_ node: ClosureExprSyntax) {
        walk.activeMember?.closureDepth += 1
    }

    func visitPost(_ node: ClosureExprSyntax) {
        walk.activeMember?.closureDepth -= 1
    }

    /// `guard let view = …`: the names it binds hold for the rest of the member (`WalkState.namesBound`).
    func visit(_ node: GuardStmtSyntax) {
        guard let member = walk.activeMember else { return }
        WalkState.addBindings(
            node.conditions, to: &member.guardBoundNames, superviewNames: &member.guardSuperviewNames)
    }
}
