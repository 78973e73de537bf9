import SwiftSyntax

/// What each member calls on its own type and hands its own instance or parameters to: the call graph of the type
/// (`MemberSummary.selfCalls`) and the project index's facts of the member.
final class CallFactsReader: ModelReader {
    let walk: WalkState

    init(walk: WalkState) {
        self.walk = walk
    }

    func visit(_ node: FunctionCallExprSyntax) {
        recordSelfCall(node)
        recordSelfArgument(node)
    }

    /// `setupViews()`, `self.layout(in: frame)`: what the member calls on its own type.
    private func recordSelfCall(_ node: FunctionCallExprSyntax) {
        guard let member = walk.activeMember, let name = SyntaxQueries.selfCallName(of: node),
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
        guard !walk.isInStruct else { return }
        // `self.init(withAutoLayout: true)` is told apart by its labels: it may reach a dependency's initializer.
        let factName =
            name == "init"
            ? "init("
                + SyntaxQueries.argumentLabels(of: node).map { $0.map { String(text: $0) + ":" } ?? "_:" }.joined()
                + ")"
            : calledName
        walk.markActiveMember { $0.selfCallNames.insertSorted(factName) }
    }

    /// `apply(self)`, `Style.prepare(self)`: what the member hands its own instance to; `card.cardDesign()`: what it
    /// calls on a parameter. For the index.
    private func recordSelfArgument(_ node: FunctionCallExprSyntax) {
        // The parameters only: copying the member's facts for every call would cost the walk. The callee's name is
        // read only for a call that is recorded.
        guard !walk.isInStruct, let member = walk.activeMember, let parameters = member.facts?.parameterNames else {
            return
        }
        if SyntaxQueries.passesSelf(node), let name = SyntaxQueries.calleeName(of: node) {
            let calledName = String(text: name)
            walk.markActiveMember { $0.callsPassingSelf.insertSorted(calledName) }
        }
        // `view.layoutUsing.anchors(…)` (anytype-swift's LayoutKit) is a call on the parameter `view` too.
        if !parameters.isEmpty, let receiver = SyntaxQueries.calleeReceiverRoot(of: node),
            parameters.contains(where: { $0.utf8.elementsEqual(receiver) }),
            let name = SyntaxQueries.calleeName(of: node)
        {
            let calledName = String(text: name)
            walk.markActiveMember { $0.parameterCallNames.insertSorted(calledName) }
        }
    }
}
