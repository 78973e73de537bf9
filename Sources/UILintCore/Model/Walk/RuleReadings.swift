import SwiftSyntax

/// The rules' own readings (`SyntaxReading`): the walk hands each the nodes of the kinds it asks for, with where
/// the walk stands.
final class RuleReadings: ModelReader {
    let walk: WalkState
    let dispatch: ReadingDispatch

    init(walk: WalkState) {
        self.walk = walk
        dispatch = ReadingDispatch(walk.readingTypes)
    }

    func enterBody() {
        for reading in dispatch.bodies { reading.enterBody() }
    }

    func leaveBody() {
        for reading in dispatch.bodies { reading.leaveBody() }
    }

    func visit(_ node: FunctionCallExprSyntax) {
        for reading in dispatch.functionCalls { reading.visit(node, at: walk) }
    }

    func visit(_ node: MemberAccessExprSyntax) {
        for reading in dispatch.memberAccesses { reading.visit(node, at: walk) }
    }

    func visit(_ node: DeclReferenceExprSyntax) {
        for reading in dispatch.declReferences { reading.visit(node, at: walk) }
    }

    func visit(_ node: MacroExpansionExprSyntax) {
        for reading in dispatch.macroExpansions { reading.visit(node, at: walk) }
    }

    func visit(_ node: AttributeSyntax) {
        for reading in dispatch.attributes { reading.visit(node, at: walk) }
    }

    func visit(_ node: PatternBindingSyntax) {
        for reading in dispatch.patternBindings { reading.visit(node, at: walk) }
    }

    func visit(_ node: FunctionDeclSyntax) {
        for reading in dispatch.functionDeclarations { reading.visit(node, at: walk) }
    }

    func visit(_ node: InitializerDeclSyntax) {
        for reading in dispatch.initializerDeclarations { reading.visit(node, at: walk) }
    }

    func visitAssignment(_ parts: SyntaxQueries.AssignmentParts) {
        for reading in dispatch.assignments { reading.visitAssignment(parts, at: walk) }
    }
}
