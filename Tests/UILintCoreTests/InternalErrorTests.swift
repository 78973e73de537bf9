import Foundation
import SeededRandom
import XCTest

@testable import UILintCore

/// A crash in one rule on one file must not end the run.
final class InternalErrorTests: XCTestCase {
    func testACrashingRuleBecomesAnInternalErrorAndTheRunGoesOn() throws {
        let folder = try TemporaryFolder()
        let view =
            "final class CrashView: UIView {\n    func f() { a.leftAnchor.constraint(equalTo: leftAnchor).isActive = true }\n}\n"
        try folder.write("CrashView.swift", view)
        try folder.write("OtherView.swift", view)
        let result = try Binary.run(
            ["--reporter", "json", "."], in: folder.url,
            environment: ["UILINT_DEBUG_CRASH": "no_left_right_anchor:Crash"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("`no_left_right_anchor` crashed on CrashView.swift"), result.stderr)
        let findings =
            (try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])?["findings"]
            as? [[String: Any]] ?? []
        let crashed = findings.filter { $0["path"] as? String == "CrashView.swift" }.compactMap {
            $0["rule"] as? String
        }
        XCTAssertTrue(crashed.contains("internal_error"))
        XCTAssertFalse(crashed.contains("no_left_right_anchor"), "the crashing rule is skipped on that file")
        XCTAssertTrue(
            findings.contains {
                $0["path"] as? String == "OtherView.swift" && $0["rule"] as? String == "no_left_right_anchor"
            },
            "the other files still get every rule")
        // The crash is not cached: the next run, without the crash, is complete again.
        let next = try Binary.run(["."], in: folder.url)
        XCTAssertEqual(next.status, 0)
        XCTAssertFalse(next.stdout.contains("internal_error"))
    }

    /// The library learns of its supervision from the run's options alone, not from the process.
    func testTheRunSkipsWhatItsSupervisionSaysAndCallsItsHookBeforeEachRule() throws {
        let folder = try TemporaryFolder()
        let view =
            "final class CrashView: UIView {\n    func f() { a.leftAnchor.constraint(equalTo: leftAnchor).isActive = true }\n}\n"
        try folder.write("CrashView.swift", view)
        let runner = LintRunner(
            configuration: Configuration(rootDirectory: folder.url.path), currentDirectory: folder.url.path)
        final class Calls: @unchecked Sendable {
            let lock = NSLock()
            var rules: [String] = []
        }
        let calls = Calls()
        var options = RunOptions(paths: ["."], jobs: 1)
        options.supervision = RunSupervision(skippedWork: ["CrashView.swift": ["no_left_right_anchor": .timedOut]]) {
            rule, _ in
            calls.lock.withLock { calls.rules.append(rule) }
        }
        let result = try runner.run(options)
        XCTAssertEqual(result.findings.map(\.ruleID), ["internal_error"])
        XCTAssertTrue(result.findings[0].message.contains("ran past uilint's time limit"), result.findings[0].message)
        XCTAssertFalse(calls.rules.isEmpty)
        XCTAssertFalse(calls.rules.contains("no_left_right_anchor"), "a skipped rule does not run")
        XCTAssertEqual(
            Set(try runner.run(RunOptions(paths: ["."], jobs: 1)).findings.map(\.ruleID)), ["no_left_right_anchor"],
            "another run, unsupervised, runs every rule")
    }
}
