import SwiftSyntax

/// The rules' own readings (`SyntaxReading`): the walk hands each the nodes of the kinds it asks for, with where
/// the walk stands. Most files have no reading of most kinds, which is told before any array is iterated.
final class RuleReadings: ModelReader {
    let walk: WalkState
    let dispatch: ReadingDispatch

    init(walk: WalkState) {
        self.walk = walk
        dispatch = ReadingDispatch(walk.readingTypes)
    }

    func enterBody() {
        guard !dispatch.bodies.isEmpty else { return }
        for reading in dispatch.bodies { reading.enterBody() }
    }

    func leaveBody() {
        guard !dispatch.bodies.isEmpty else { return }
        for reading in dispatch.bodies { reading.leaveBody() }
    }

    @inline(__always)
    func visit(_ node: FunctionCallExprSyntax) {
        guard !dispatch.functionCalls.isEmpty else { return }
        for reading in dispatch.functionCalls { reading.visit(node, at: walk) }
    }

    @inline(__always)
    func visit(_ node: MemberAccessExprSyntax) {
        guard !dispatch.memberAccesses.isEmpty else { return }
        for reading in dispatch.memberAccesses { reading.visit(node, at: walk) }
    }

    @inline(__always)
    func visitName(_ node: DeclReferenceExprSyntax, text: NameText) {
        guard !dispatch.declReferences.isEmpty else { return }
        for (reading, names) in dispatch.declReferences where names?.contains(text) ?? true {
            reading.visit(node, at: walk)
        }
    }

    @inline(__always)
    func visit(_ node: MacroExpansionExprSyntax) {
        guard !dispatch.macroExpansions.isEmpty else { return }
        for reading in dispatch.macroExpansions { reading.visit(node, at: walk) }
    }

    @inline(__always)
    func visit(_ node: AttributeSyntax) {
        guard !dispatch.attributes.isEmpty else { return }
        for reading in dispatch.attributes { reading.visit(node, at: walk) }
    }

    @inline(__always)
    func visit(_ node: PatternBindingSyntax) {
        guard !dispatch.patternBindings.isEmpty else { return }
        for reading in dispatch.patternBindings { reading.visit(node, at: walk) }
    }

    @inline(__always)
    func visit(_ node: FunctionDeclSyntax) {
        guard !dispatch.functionDeclarations.isEmpty else { return }
        for reading in dispatch.functionDeclarations { reading.visit(node, at: walk) }
    }

    @inline(__always)
    func visit(_ node: InitializerDeclSyntax) {
        guard !dispatch.initializerDeclarations.isEmpty else { return }
        for reading in dispatch.initializerDeclarations { reading.visit(node, at: walk) }
    }

    @inline(__always)
    func visitAssignment(_ parts: SyntaxQueries.AssignmentParts) {
        guard !dispatch.assignments.isEmpty else { return }
        for reading in dispatch.assignments { reading.visitAssignment(parts, at: walk) }
    }
}
