import Foundation
import SeededRandom
import XCTest

@testable import UILintCore

/// A file on which SwiftParser takes exponential time (its type lookahead retries both
/// readings of every `[` of `[([(…`) must cost that file, not the run.
///
/// The hangs are real: `[(` repeated 60 times would take 2^60 steps, so any limit ends them. The
/// limit is 5 seconds, a thousand times what an ordinary file's work takes even on a loaded
/// machine, so that no ordinary file is ever ended with them.
final class WorkTimeLimitTests: XCTestCase {
    private let limit = ["UILINT_WORK_TIMEOUT": "5"]

    func testAHangingParseIsEndedAndReportedAndTheRunGoesOn() throws {
        let folder = try TemporaryFolder()
        try folder.write("Hang.swift", "let v = a.topAnchor\nlet x = " + String(repeating: "[(", count: 60) + "\n")
        let view =
            "final class OtherView: UIView {\n    func f() { a.leftAnchor.constraint(equalTo: leftAnchor).isActive = true }\n}\n"
        try folder.write("OtherView.swift", view)
        for arguments in [["--reporter", "json", "."], ["--fix", "--reporter", "json", "."]] {
            let result = try Binary.run(arguments, in: folder.url, environment: limit)
            XCTAssertEqual(result.status, 2, arguments.joined(separator: " "))
            XCTAssertTrue(result.stderr.contains("`parser` ran past the time limit on Hang.swift"), result.stderr)
            let findings =
                (try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])?["findings"]
                as? [[String: Any]] ?? []
            XCTAssertEqual(
                findings.filter { $0["path"] as? String == "Hang.swift" }.compactMap { $0["rule"] as? String },
                ["internal_error"])
            XCTAssertTrue(
                findings.contains {
                    ($0["message"] as? String)?.contains("ran past uilint's time limit on this file") == true
                })
        }
        XCTAssertEqual(
            try folder.read("Hang.swift"), "let v = a.topAnchor\nlet x = " + String(repeating: "[(", count: 60) + "\n")
        XCTAssertEqual(
            try folder.read("OtherView.swift"), view.replacingOccurrences(of: "leftAnchor", with: "leadingAnchor"),
            "the other files are still linted and fixed")
    }

    func testHangsAndStackOverflowsOnSeveralThreadsAreEachReported() throws {
        let folder = try TemporaryFolder()
        try folder.write("Hang1.swift", "let v = a.topAnchor\nlet x = " + String(repeating: "[(", count: 60) + "\n")
        try folder.write("Hang2.swift", "let v = a.topAnchor\nlet x = " + String(repeating: "([", count: 60) + "\n")
        // Deep enough to overflow any thread's stack in SwiftParser's lookahead.
        try folder.write(
            "Overflow.swift", "let v = a.topAnchor\nlet x = " + String(repeating: "[(", count: 50_000) + "\n")
        try folder.write(
            "OtherView.swift",
            "final class OtherView: UIView {\n    func f() { a.leftAnchor.constraint(equalTo: leftAnchor).isActive = true }\n}\n"
        )
        let result = try Binary.run(["--jobs", "2", "--reporter", "json", "."], in: folder.url, environment: limit)
        XCTAssertEqual(result.status, 2)
        XCTAssertFalse(
            result.stderr.contains("outside any rule"), "every failure is traced to its file: \(result.stderr)")
        let findings =
            (try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])?["findings"]
            as? [[String: Any]] ?? []
        func rules(_ path: String) -> [String] {
            findings.filter { $0["path"] as? String == path }.compactMap { $0["rule"] as? String }
        }
        XCTAssertEqual(rules("Hang1.swift"), ["internal_error"])
        XCTAssertEqual(rules("Hang2.swift"), ["internal_error"])
        XCTAssertEqual(rules("Overflow.swift"), ["internal_error"])
        XCTAssertEqual(rules("OtherView.swift"), ["no_left_right_anchor", "no_left_right_anchor"])
    }

    func testWithoutASupervisorAHangEndsTheRunWithAMessage() throws {
        let folder = try TemporaryFolder()
        let hang = "let v = a.topAnchor\nlet x = " + String(repeating: "([", count: 60) + "\n"
        let result = try Binary.run(["--stdin-path", "Hang.swift"], in: folder.url, environment: limit, input: hang)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "uilint: error: `parser` ran past uilint's time limit on Hang.swift; stopping\n")
    }
}
