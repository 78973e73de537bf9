import XCTest

@testable import UILintCore

final class CommentSafetyTests: XCTestCase {
    /// A fix that would put code behind a line comment (or lose a comment) is refused.
    func testFixThatWouldCommentCodeOutIsRefused() {
        struct SwallowingRule: Rule {
            static let description = RuleDescription(
                id: "test_comment_swallowing", name: "s", summary: "s", isFixable: true, needles: [])
            init(options: [String: RuleOptionValue]) {}
            func violations(in model: FileModel) -> [Violation] {
                guard let newline = model.source.bytes.firstIndex(of: UInt8(ascii: "\n")) else { return [] }
                // Joins the comment line with the code line after it.
                return [
                    Violation(
                        range: ByteRange(start: 0, end: 1), message: "m",
                        fix: [TextEdit(range: ByteRange(start: newline, end: newline + 1), replacement: " ")])
                ]
            }
        }
        let linter = Linter(rules: [ActiveRule(rule: SwallowingRule(options: [:]), severity: .warning)])
        let result = Fixer(linter: linter).fix(SourceText("// note\nlet a = 1\n"), path: "A.swift")
        XCTAssertFalse(result.changed)
        XCTAssertTrue(result.notes.contains { $0.contains("lose a comment") })
    }
}
