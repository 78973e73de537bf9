import XCTest

@testable import UILintCore

final class SuppressionTests: XCTestCase {
    private let violation = "a.leftAnchor.constraint(equalTo: leadingAnchor).isActive = true"

    func testRegionsNextAndThis() throws {
        let source = """
            \(violation)
            // uilint:disable mixed_horizontal_anchors
            \(violation)
            // uilint:enable mixed_horizontal_anchors
            \(violation)
            // uilint:disable all
            \(violation)
            // uilint:enable mixed_horizontal_anchors
            \(violation)
            // uilint:enable all
            \(violation) // uilint:disable:this mixed_horizontal_anchors
            // uilint:disable:next mixed_horizontal_anchors

            \(violation)
            """
        let marks = try Lint.marks(source, rule: "mixed_horizontal_anchors").map(\.line)
        XCTAssertEqual(marks, [1, 5, 9, 14], "disable:next applies to the very next line only")
        let unused = try Lint.marks(source, rule: "unused_suppression").map(\.line)
        XCTAssertEqual(unused, [12])
    }

    func testSuppressedFindingsKeepTheirJustification() throws {
        let findings = try Lint.linter().lint(
            SourceText(
                """
                // uilint:disable:next mixed_horizontal_anchors -- checked by hand
                \(violation)
                """), path: "A.swift")
        let suppressed = findings.filter(\.isSuppressed)
        XCTAssertEqual(suppressed.map(\.ruleID), ["mixed_horizontal_anchors"])
        XCTAssertEqual(suppressed.first?.suppression?.justification, "checked by hand")
        XCTAssertEqual(findings.filter { !$0.isSuppressed }.map(\.ruleID), ["no_left_right_anchor"])
    }

    func testRulesThatDidNotRunAreNeverUnused() throws {
        var configuration = Configuration(rootDirectory: "/")
        configuration.disabledRules = ["constraint_order"]
        let linter = Linter(rules: try configuration.activeRules())
        let findings = linter.lint(SourceText("// uilint:disable:next constraint_order\nlet a = 1\n"), path: "A.swift")
        XCTAssertTrue(findings.isEmpty)
    }

    func testUnusedSuppressionFixRemovesOnlyUnusedIDs() throws {
        let fixed = try Lint.fixed(
            """
            let x = 1
                // uilint:disable:next constraint_order
            \(violation) /* uilint:disable:this all, constraint_order */
            """)
        XCTAssertEqual(
            fixed,
            """
            let x = 1
            \(violation) /* uilint:disable:this all */
            """)
    }
}
