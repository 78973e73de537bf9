import XCTest

@testable import UILintCore

/// `hardcoded_color` and `hardcoded_font` in test files (rules/hardcoded_color.md): a test builds views with
/// whatever colours and fonts it needs, so test files are skipped unless `check_tests: true`.
final class StyleRuleTests: XCTestCase {
    private let source = """
        func styled(_ label: UILabel) {
            label.textColor = UIColor(white: 0.5, alpha: 1)
            label.font = .systemFont(ofSize: 12)
        }

        """
    private let rules = ["hardcoded_color", "hardcoded_font"]

    private func rulesFound(at path: String, imports: String = "", checkingTests: Bool = false) throws -> [String] {
        let options =
            checkingTests
            ? Dictionary(uniqueKeysWithValues: rules.map { ($0, ["check_tests": RuleOptionValue.boolean(true)]) }) : [:]
        return try Lint.linter(enabling: rules, options: options).lint(SourceText(imports + source), path: path).map(
            \.ruleID
        ).sorted()
    }

    func testTestFilesAreSkippedUnlessAskedFor() throws {
        XCTAssertEqual(try rulesFound(at: "App/Profile/ProfileView.swift"), rules)
        for (path, imports) in [
            ("App/ProfileViewTests.swift", ""), ("UI/ProfileViewTest.swift", ""),
            ("AppTests/ProfileViewSnapshots.swift", "import XCTest\n"),
            ("AppTests/Fakes.swift", "@testable import App\n"), ("App/Specs.swift", "import Testing\n"),
        ] {
            XCTAssertEqual(try rulesFound(at: path, imports: imports), [], path)
            XCTAssertEqual(try rulesFound(at: path, imports: imports, checkingTests: true), rules, path)
        }
        XCTAssertEqual(
            try rulesFound(at: "Scenes/CoronaTests/CoronaTestsView.swift"), rules,
            "an app's feature folder named after tests holds app code")
        XCTAssertEqual(try rulesFound(at: "App/Attestation.swift"), rules, "a name that only contains Test")
    }
}
