import Foundation
import XCTest

/// Constraint bugs that open-source apps fixed in their histories, each reproduced in a fixture of
/// our own under `fixtures/layout/` (its header names the app and commit): uilint reports the bug in
/// the fixture (`// expect:` lines) and nothing once it is fixed as the commit fixed it (its
/// `.after.swift` twin). Both type-check against the stand-ins (`TypeCheckTests`).
final class LayoutBugFixtureTests: XCTestCase {
    static let layoutRules = [
        "conflicting_constraints", "duplicate_constraint", "activation_order", "repeated_activation",
        "snapkit_update_without_make", "ambiguous_layout",
    ]

    static func fixtures() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: Repository.url("fixtures/layout").path)
            .filter { $0.hasSuffix(".swift") && !$0.hasSuffix(".after.swift") }.sorted()
    }

    private func layoutMarks(_ source: String) throws -> [Mark] {
        try Lint.findings(source, enabling: ["ambiguous_layout"])
            .filter { Self.layoutRules.contains($0.ruleID) }
            .map { Mark(rule: $0.ruleID, line: $0.start.line, column: $0.start.column) }.sorted()
    }

    func testEachBugIsReportedBeforeItsFixAndNotAfter() throws {
        let names = try Self.fixtures()
        XCTAssertGreaterThanOrEqual(names.count, 20)
        var rules = Set<String>()
        for name in names {
            let before = try Repository.text("fixtures/layout/\(name)")
            XCTAssertTrue(
                before.hasPrefix("// Reproduces the constraint bug fixed by "), "\(name) names its app and commit")
            let expected = FixtureExpectations.marks(in: before)
            XCTAssertFalse(expected.isEmpty, "\(name) expects a finding")
            XCTAssertEqual(try layoutMarks(before), expected, name)
            rules.formUnion(expected.map(\.rule))
            let after = try Repository.text(
                "fixtures/layout/" + name.replacingOccurrences(of: ".swift", with: ".after.swift"))
            XCTAssertEqual(try layoutMarks(after), [], "\(name), fixed")
        }
        XCTAssertGreaterThanOrEqual(rules.count, 5, "the bugs cover the layout rules: \(rules.sorted())")
    }
}
