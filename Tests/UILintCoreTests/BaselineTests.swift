import Foundation
import XCTest

@testable import UILintCore

/// Validates SARIF with the official schema through `scripts/validate-sarif.py` (needs python3 and jsonschema).
enum SARIFValidator {
    static func validate(_ sarif: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("report.sarif", sarif).path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Repository.url("scripts/validate-sarif.py").path, path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "SARIF does not validate: \(text)", file: file, line: line)
    }
}

final class BaselineTests: XCTestCase {
    private let source = """
        final class CardView: UIView {
            func layout() {
                titleLabel.leftAnchor.constraint(equalTo: leftAnchor).isActive = true
                NSLayoutConstraint.activate([
                    iconView.widthAnchor.constraint(equalToConstant: 20),
                    iconView.topAnchor.constraint(equalTo: topAnchor),
                ])
            }
        }

        """

    func testFingerprintsSurviveLinesInsertedAbove() throws {
        let linter = try Lint.linter()
        let before = linter.lint(SourceText(source), path: "CardView.swift")
        let after = linter.lint(
            SourceText(String(repeating: "\n", count: 10) + "// A new comment\n" + source), path: "CardView.swift")
        XCTAssertEqual(before.count, 3)
        XCTAssertEqual(before.map(\.fingerprint), after.map(\.fingerprint))
        XCTAssertEqual(
            Set(before.map(\.fingerprint)).count, before.count, "identical lines still get distinct fingerprints")
        XCTAssertNotEqual(before.map(\.start.line), after.map(\.start.line))
    }

    func testBaselineRoundTripAndComparison() throws {
        let folder = try TemporaryFolder()
        let linter = try Lint.linter()
        let original = linter.lint(SourceText(source), path: "CardView.swift")
        let path = folder.url.appendingPathComponent("baseline.json").path
        try Baseline(findings: original).write(to: path)
        let baseline = try Baseline.load(path: path)
        XCTAssertEqual(baseline.findings.count, original.count)

        // Ten blank lines above, two findings fixed, one new finding: only the new one is new.
        let edited =
            String(repeating: "\n", count: 10)
            + source
            .replacingOccurrences(
                of: "titleLabel.leftAnchor.constraint(equalTo: leftAnchor)",
                with: "titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor)")
            + "let edge = view.rightAnchor\n"
        var findings = linter.lint(SourceText(edited), path: "CardView.swift")
        let absent = baseline.compare(&findings)
        XCTAssertEqual(findings.filter { $0.baselineState == .new }.map(\.ruleID), ["no_left_right_anchor"])
        XCTAssertEqual(findings.filter { $0.baselineState == .unchanged }.map(\.ruleID), ["constraint_order"])
        XCTAssertEqual(absent.map(\.rule), ["no_left_right_anchor", "no_left_right_anchor"])
    }

    func testDamagedBaselineIsAClearError() throws {
        let folder = try TemporaryFolder()
        for content in ["{ not json", "{\"version\": 1}", "{\"version\": 7, \"tool\": \"x\", \"findings\": []}", "[]"] {
            let path = try folder.write("baseline.json", content).path
            XCTAssertThrowsError(try Baseline.load(path: path)) { error in
                XCTAssertTrue("\(error)".hasPrefix(path + ": "), "\(error)")
            }
        }
    }

    func testBaselineEndToEnd() throws {
        let folder = try TemporaryFolder()
        try folder.write("CardView.swift", source)
        let write = try Binary.run(["--write-baseline", "baseline.json", "."], in: folder.url)
        XCTAssertEqual(write.status, 0, "warnings only")
        XCTAssertEqual(write.stdout.split(separator: "\n").count, 3, "writing a baseline still reports")
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("baseline.json").path))

        try folder.write("CardView.swift", String(repeating: "\n", count: 10) + source)
        let quiet = try Binary.run(["--baseline", "baseline.json", "."], in: folder.url)
        XCTAssertEqual(quiet.status, 0, quiet.stdout)
        XCTAssertEqual(quiet.stdout, "", "nothing new after inserting ten lines")

        try folder.write("CardView.swift", source + "let edge = view.rightAnchor\n")
        let new = try Binary.run(
            ["--baseline", "baseline.json", "--reporter", "sarif", "--report-absent", "."], in: folder.url)
        XCTAssertEqual(new.status, 0, "the new finding is a warning")
        try SARIFValidator.validate(new.stdout)
        let states = try XCTUnwrap(
            ((JSONSerialization.jsonObject(with: Data(new.stdout.utf8)) as? [String: Any])?["runs"] as? [[String: Any]])?
                .first?["results"] as? [[String: Any]]
        ).compactMap { $0["baselineState"] as? String }
        XCTAssertEqual(states.filter { $0 == "new" }.count, 1)
        XCTAssertEqual(states.filter { $0 == "unchanged" }.count, 3)

        try folder.write("bad.json", "{ damaged")
        let damaged = try Binary.run(["--baseline", "bad.json", "."], in: folder.url)
        XCTAssertEqual(damaged.status, 2)
        XCTAssertTrue(damaged.stderr.contains("bad.json: not a uilint baseline"), damaged.stderr)
    }
}
