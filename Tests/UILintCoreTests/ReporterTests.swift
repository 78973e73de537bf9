import XCTest

@testable import UILintCore

final class ReporterTests: XCTestCase {
    /// Durations are written as `%.2f` and `%.3f` would write them, without `String(format:)`.
    func testDurationsAreWrittenWithFixedDecimals() {
        XCTAssertEqual(0.0.formatted(decimalPlaces: 2), "0.00")
        XCTAssertEqual(1.5.formatted(decimalPlaces: 2), "1.50")
        XCTAssertEqual(0.004.formatted(decimalPlaces: 2), "0.00")
        XCTAssertEqual(59.999.formatted(decimalPlaces: 2), "60.00")
        XCTAssertEqual(12.345678.formatted(decimalPlaces: 3), "12.346")
        XCTAssertEqual(3.05.formatted(decimalPlaces: 3), "3.050")
    }

    private func result() throws -> RunResult {
        let linter = try Lint.linter()
        let source = "let c = a.leftAnchor.constraint(equalTo: b.leadingAnchor)\n"
        let findings = linter.lint(SourceText(source), path: "Sources/View.swift")
        let file = SourceFileReference(absolutePath: "/p/Sources/View.swift", displayPath: "Sources/View.swift")
        return RunResult(
            files: [FileOutcome(file: file, findings: findings, appliedFixes: [:], diff: nil, problems: [], notes: [])],
            duration: 0.5)
    }

    func testTextReport() throws {
        XCTAssertEqual(
            TextReporter().report(try result()),
            """
            Sources/View.swift:1:9: error: `a`: constraint relates `left` to `leading`, which UIKit rejects at run time; use `leading` [mixed_horizontal_anchors]
            Sources/View.swift:1:11: warning: `leftAnchor` does not flip for right-to-left languages; use `leadingAnchor` [no_left_right_anchor]

            """)
        XCTAssertEqual(try result().summary.line, "1 file, 1 error, 1 warning (2 fixable with --fix) in 0.50 s")
        XCTAssertEqual(try result().exitCode(strict: false), 1)
    }

    func testJSONReportIsValidAndComplete() throws {
        let text = JSONReporter().report(try result())
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        XCTAssertEqual(Set(json.keys), ["version", "files", "findings", "summary"])
        let finding = try XCTUnwrap((json["findings"] as? [[String: Any]])?.first)
        XCTAssertEqual(Set(finding.keys), ["rule", "severity", "path", "start", "end", "message", "fix"])
        XCTAssertEqual(finding["path"] as? String, "Sources/View.swift")
        XCTAssertEqual((finding["end"] as? [String: Int])?["column"], 58)
    }
}
