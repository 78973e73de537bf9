import SwiftParser
import XCTest

@testable import Generation

/// The walk calls what each reader declares, and nothing else: a new node kind is one method in a reader.
final class WalkGenerationTests: XCTestCase {
    func testTheWalkCallsEachReadersMethodsInNameOrderAndLeavesInReverse() {
        let readers = WalkGeneration.readers(in: [
            Parser.parse(
                source: """
                    final class BReader: ModelReader {
                        func visit(_ node: GuardStmtSyntax) {}
                        func enterBody() {}
                        func leaveBody() {}
                        func visitName(_ node: DeclReferenceExprSyntax, text: NameText) {}
                        private func visit(_ node: TernaryExprSyntax) {}
                    }
                    final class NotAReader {
                        func visit(_ node: TryExprSyntax) {}
                    }
                    """),
            Parser.parse(
                source: """
                    final class AReader: ModelReader {}
                    extension AReader {
                        func visit(_ node: GuardStmtSyntax) {}
                        func visitPost(_ node: ClosureExprSyntax) {}
                        func visitAssignment(_ parts: SyntaxQueries.AssignmentParts) {}
                    }
                    """),
        ])
        XCTAssertEqual(readers.map(\.typeName), ["AReader", "BReader"])
        let source = WalkGeneration.source(readers: readers)
        XCTAssertTrue(
            source.contains(
                """
                    override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
                        aReader.visit(node)
                        bReader.visit(node)
                        return .visitChildren
                    }
                """))
        XCTAssertTrue(
            source.contains(
                """
                    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
                        bReader.enterBody()
                        return .visitChildren
                    }

                    override func visitPost(_ node: ClosureExprSyntax) {
                        aReader.visitPost(node)
                        bReader.leaveBody()
                    }
                """))
        XCTAssertTrue(
            source.contains(
                "if let parts = SyntaxQueries.assignmentParts(node) {\n            aReader.visitAssignment(parts)\n        }"
            ))
        XCTAssertTrue(
            source.contains(
                """
                    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
                        let name = SyntaxQueries.baseNameText(of: node)
                        bReader.visitName(node, text: name)
                        return .visitChildren
                    }
                """))
        XCTAssertFalse(source.contains("TernaryExprSyntax"), "a private method is the reader's own")
        XCTAssertFalse(source.contains("TryExprSyntax"), "only a ModelReader is called")
    }
}
