import XCTest

@testable import UILintCore

/// Fixes follow the project's own formatter settings before the file's habit (issue 28 item 4).
final class ProjectStyleTests: XCTestCase {
    func testSwiftFormatAddsTheCommaUnlessToldOtherwise() {
        XCTAssertEqual(ProjectStyle.swiftFormatCommas("--indent 4\n"), true, "trailingCommas is on by default")
        XCTAssertEqual(ProjectStyle.swiftFormatCommas("--commas inline # no comma\n"), false)
        XCTAssertEqual(ProjectStyle.swiftFormatCommas("--trailing-commas never\n"), false)
        XCTAssertEqual(ProjectStyle.swiftFormatCommas("--trailing-commas collections-only\n"), true)
        XCTAssertNil(ProjectStyle.swiftFormatCommas("--disable redundantSelf,trailingCommas\n"))
        XCTAssertNil(ProjectStyle.swiftFormatCommas("--rules indent,braces\n"), "the rule is not among those run")
    }

    func testAppleSwiftFormatAddsTheCommaUnlessToldOtherwise() {
        XCTAssertEqual(ProjectStyle.appleSwiftFormatCommas(#"{ "indentation": { "spaces": 4 } }"#), true)
        XCTAssertEqual(
            ProjectStyle.appleSwiftFormatCommas(#"{ "multiElementCollectionTrailingCommas": false }"#), false)
        XCTAssertNil(ProjectStyle.appleSwiftFormatCommas("not json"))
    }

    func testSwiftLintForbidsTheCommaUnlessItIsMandatory() {
        XCTAssertEqual(ProjectStyle.swiftLintCommas("line_length: 120\n"), false, "trailing_comma is a default rule")
        XCTAssertEqual(ProjectStyle.swiftLintCommas("trailing_comma:\n  mandatory_comma: true\n"), true)
        XCTAssertNil(ProjectStyle.swiftLintCommas("disabled_rules:\n  - trailing_comma\n"))
        XCTAssertNil(ProjectStyle.swiftLintCommas("only_rules:\n  - line_length\n"))
    }

    /// xikolo-ios 363acfb's `.swiftlint.yml` makes the comma mandatory, while the constraint lists of
    /// `CourseListViewController.swift` had none to learn the habit from (round 42's reader).
    func testAMergedListFollowsTheProjectsLinterBeforeTheFilesHabit() throws {
        let folder = try TemporaryFolder()
        try folder.write(".swiftlint.yml", "trailing_comma:\n  mandatory_comma: true\n")
        try folder.write(
            "Badge.swift",
            """
            final class Badge: UIView {
                let dot = UIView()

                func setUp() {
                    dot.topAnchor.constraint(equalTo: topAnchor).isActive = true
                    dot.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
                }
            }
            """)
        let runner = LintRunner(
            configuration: Configuration(rootDirectory: folder.url.path), currentDirectory: folder.url.path)
        var options = RunOptions(paths: ["Badge.swift"], mode: .fix, jobs: 1)
        options.overrides = RuleOverrides(only: ["prefer_batch_activation"])
        _ = try runner.run(options)
        XCTAssertEqual(
            try folder.read("Badge.swift"),
            """
            final class Badge: UIView {
                let dot = UIView()

                func setUp() {
                    NSLayoutConstraint.activate([
                        dot.topAnchor.constraint(equalTo: topAnchor),
                        dot.leadingAnchor.constraint(equalTo: leadingAnchor),
                    ])
                }
            }
            """)
    }
}
