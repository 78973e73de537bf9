import XCTest
@testable import UILintCore

/// `hardcoded_color` and `hardcoded_font` in test files (SPEC 7.4): a test builds views with
/// whatever colours and fonts it needs, so test files are skipped unless `check_tests: true`.
final class StyleRuleTests: XCTestCase {
    private let source = """
        func styled(_ label: UILabel) {
            label.textColor = UIColor(white: 0.5, alpha: 1)
            label.font = .systemFont(ofSize: 12)
        }

        """
    private let rules = ["hardcoded_color", "hardcoded_font"]

    private func rulesFound(at path: String, checkingTests: Bool = false) throws -> [String] {
        let options = checkingTests ? Dictionary(uniqueKeysWithValues: rules.map { ($0, ["check_tests": RuleOptionValue.boolean(true)]) }) : [:]
        return try Lint.linter(enabling: rules, options: options).lint(SourceText(source), path: path).map(\.ruleID).sorted()
    }

    func testTestFilesAreSkippedUnlessAskedFor() throws {
        XCTAssertEqual(try rulesFound(at: "App/Profile/ProfileView.swift"), rules)
        for path in ["AppTests/ProfileViewSnapshots.swift", "App/ProfileViewTests.swift", "UI/ProfileViewTest.swift"] {
            XCTAssertEqual(try rulesFound(at: path), [], path)
            XCTAssertEqual(try rulesFound(at: path, checkingTests: true), rules, path)
        }
        XCTAssertEqual(try rulesFound(at: "Contests/Banner.swift"), rules, "`Tests` is a word: Contests is no test folder")
        XCTAssertEqual(try rulesFound(at: "App/Attestation.swift"), rules, "a name that only contains Test")
    }
}
