// Generated from the readers in Sources/UILintCore/Model/Walk by `swift run uilint-generate`; do not edit.
import SwiftSyntax

/// The file's one syntax walk: each node goes to the readers of its kind (`ModelReader`), in the order of
/// their names as the walk enters it and in reverse order as it leaves it.
final class ModelWalk: SyntaxVisitor {
    let state: WalkState
    let callFactsReader: CallFactsReader
    let constraintFlowReader: ConstraintFlowReader
    let constraintReader: ConstraintReader
    let declarationReader: DeclarationReader
    let ruleReadings: RuleReadings
    let statementReader: StatementReader
    let suppressionReader: SuppressionReader

    init(source: SourceText, readings: [any SyntaxReading.Type], collectsComments: Bool = false) {
        state = WalkState(source: source, readings: readings, collectsComments: collectsComments)
        callFactsReader = CallFactsReader(walk: state)
        constraintFlowReader = ConstraintFlowReader(walk: state)
        constraintReader = ConstraintReader(walk: state)
        declarationReader = DeclarationReader(walk: state)
        ruleReadings = RuleReadings(walk: state)
        statementReader = StatementReader(walk: state)
        suppressionReader = SuppressionReader(walk: state)
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: AccessorDeclSyntax) -> SyntaxVisitorContinueKind {
        constraintReader.enterBody()
        ruleReadings.enterBody()
        return .visitChildren
    }

    override func visitPost(_ node: AccessorDeclSyntax) {
        ruleReadings.leaveBody()
        constraintReader.leaveBody()
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        declarationReader.visit(node)
        return .visitChildren
    }

    override func visitPost(_ node: ActorDeclSyntax) {
        declarationReader.visitPost(node)
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        ruleReadings.visit(node)
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        declarationReader.visit(node)
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) {
        declarationReader.visitPost(node)
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        constraintReader.enterBody()
        ruleReadings.enterBody()
        statementReader.visit(node)
        return .visitChildren
    }

    override func visitPost(_ node: ClosureExprSyntax) {
        statementReader.visitPost(node)
        ruleReadings.leaveBody()
        constraintReader.leaveBody()
    }

    override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
        constraintReader.visit(node)
        return .visitChildren
    }

    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        statementReader.visit(node)
        return .visitChildren
    }

    override func visitPost(_ node: CodeBlockItemSyntax) {
        statementReader.visitPost(node)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = SyntaxQueries.baseNameText(of: node)
        constraintReader.visitName(node, text: name)
        ruleReadings.visitName(node, text: name)
        statementReader.visitName(node, text: name)
        return .visitChildren
    }

    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        constraintReader.enterBody()
        ruleReadings.enterBody()
        declarationReader.visit(node)
        return .visitChildren
    }

    override func visitPost(_ node: DeinitializerDeclSyntax) {
        declarationReader.visitPost(node)
        ruleReadings.leaveBody()
        constraintReader.leaveBody()
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        declarationReader.visit(node)
        return .visitChildren
    }

    override func visitPost(_ node: EnumDeclSyntax) {
        declarationReader.visitPost(node)
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        declarationReader.visit(node)
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) {
        declarationReader.visitPost(node)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        callFactsReader.visit(node)
        constraintFlowReader.visit(node)
        constraintReader.visit(node)
        ruleReadings.visit(node)
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        constraintReader.enterBody()
        ruleReadings.enterBody()
        declarationReader.visit(node)
        ruleReadings.visit(node)
        return .visitChildren
    }

    override func visitPost(_ node: FunctionDeclSyntax) {
        declarationReader.visitPost(node)
        ruleReadings.leaveBody()
        constraintReader.leaveBody()
    }

    override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
        statementReader.visit(node)
        return .visitChildren
    }

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        declarationReader.visit(node)
        return .visitChildren
    }

    override func visitPost(_ node: IfConfigClauseSyntax) {
        declarationReader.visitPost(node)
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        constraintReader.enterBody()
        ruleReadings.enterBody()
        declarationReader.visit(node)
        ruleReadings.visit(node)
        return .visitChildren
    }

    override func visitPost(_ node: InitializerDeclSyntax) {
        declarationReader.visitPost(node)
        ruleReadings.leaveBody()
        constraintReader.leaveBody()
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        ruleReadings.visit(node)
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        constraintReader.visit(node)
        ruleReadings.visit(node)
        return .visitChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        constraintFlowReader.visit(node)
        constraintReader.visit(node)
        ruleReadings.visit(node)
        return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        declarationReader.visit(node)
        return .visitChildren
    }

    override func visitPost(_ node: ProtocolDeclSyntax) {
        declarationReader.visitPost(node)
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let parts = SyntaxQueries.assignmentParts(node) {
            constraintFlowReader.visitAssignment(parts)
            constraintReader.visitAssignment(parts)
            ruleReadings.visitAssignment(parts)
        }
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        declarationReader.visit(node)
        return .visitChildren
    }

    override func visitPost(_ node: StructDeclSyntax) {
        declarationReader.visitPost(node)
    }

    override func visit(_ node: SubscriptCallExprSyntax) -> SyntaxVisitorContinueKind {
        constraintFlowReader.visit(node)
        return .visitChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        suppressionReader.visit(token)
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        declarationReader.visit(node)
        return .visitChildren
    }

    override func visitPost(_ node: VariableDeclSyntax) {
        declarationReader.visitPost(node)
    }
}
