import Foundation
import SeededRandom
import XCTest

@testable import UILintCore

/// Inputs the fuzzer found; each once crashed or hung uilint.
final class FuzzRegressionTests: XCTestCase {
    func testLongRunsOfBracketsAreReportedNotParsedForever() throws {
        // SwiftParser's lookahead is exponential in runs of `[`: this file took minutes.
        let bytes = [UInt8](try Data(contentsOf: Repository.url("Tests/Regressions/fuzz-timeout-bracket-run.swift")))
        let findings = try Lint.linter().lint(SourceText(bytes: bytes), path: "Fuzz.swift")
        XCTAssertEqual(findings.map(\.ruleID), ["parse_error"])
        XCTAssertTrue(findings.first?.message.contains("too deeply nested") == true)
        let spaced = "final class A: UIView {\n    func f() { x" + String(repeating: "[ ", count: 40) + "\n }\n}\n"
        XCTAssertEqual(try Lint.linter().lint(SourceText(spaced), path: "A.swift").map(\.ruleID), ["parse_error"])
        XCTAssertEqual(ParserSafety.longestBracketRun(in: Array("let a = [[1], [2]]".utf8)), 2)
        XCTAssertEqual(ParserSafety.longestBracketRun(in: Array("x[ [\n\t[\r[".utf8)), 4)
        XCTAssertEqual(ParserSafety.longestBracketRun(in: Array("[[a[[[b".utf8)), 3)
        XCTAssertEqual(ParserSafety.longestBracketRun(in: []), 0)
    }

    func testTheDirectiveScanFindsTheMarkerAnywhereAndOnlyWhole() {
        XCTAssertTrue(SuppressionParser.mayContainSuppression(Array("// uilint:disable".utf8)))
        XCTAssertTrue(SuppressionParser.mayContainSuppression(Array("x // uuilint:".utf8)))
        XCTAssertFalse(SuppressionParser.mayContainSuppression(Array("let u = 1 // uilint".utf8)))
        XCTAssertFalse(SuppressionParser.mayContainSuppression(Array("uilint".utf8)))
    }

    func testCommentsWithInvalidUTF8DoNotOverrunTheFile() throws {
        // Trivia lengths come from repaired text, longer than the bytes; this file crashed uilint.
        let bytes = [UInt8](
            try Data(contentsOf: Repository.url("Tests/Regressions/fuzz-crash-suppression-offset-overrun.swift")))
        let linter = try Lint.linter(enabling: RuleRegistry.ids)
        XCTAssertFalse(linter.lint(SourceText(bytes: bytes), path: "Fuzz.swift").isEmpty)
        let result = Fixer(linter: linter).fix(SourceText(bytes: bytes), path: "Fuzz.swift")
        XCTAssertFalse(Fixer(linter: linter).fix(SourceText(bytes: result.fixed), path: "Fuzz.swift").changed)
    }

    func testAFileThatIsNotUTF8TextIsReportedButNotRewritten() throws {
        // A fix landed on other bytes than it named in this file of NULs and invalid UTF-8, and a
        // second fix changed it again; the first hour-long campaign of the file target found it.
        let bytes = [UInt8](
            try Data(contentsOf: Repository.url("Tests/Regressions/fuzz-second-fix-invalid-utf8.swift")))
        let linter = try Lint.linter(enabling: RuleRegistry.ids)
        let result = Fixer(linter: linter).fix(SourceText(bytes: bytes), path: "Fuzz.swift")
        XCTAssertFalse(result.changed)
        XCTAssertFalse(result.originalFindings.isEmpty)
        XCTAssertEqual(result.notes, ["the file is not UTF-8 text without NUL bytes; it was left unchanged"])
        XCTAssertTrue(PreFilter.isText(Array("let café = 1\n".utf8)))
        XCTAssertFalse(PreFilter.isText([0x6C, 0x00, 0x0A]))
    }

    func testLexerErrorsAreReportedWithoutBuildingFixIts() throws {
        // swift-syntax traps building a Fix-It for some malformed tokens; this file crashed uilint.
        let bytes = [UInt8](
            try Data(contentsOf: Repository.url("Tests/Regressions/fuzz-crash-fixit-in-lexer-diagnostic.swift")))
        let linter = try Lint.linter(enabling: RuleRegistry.ids)
        let findings = linter.lint(SourceText(bytes: bytes), path: "Fuzz.swift")
        XCTAssertEqual(
            findings.filter { $0.ruleID == "parse_error" }.map(\.message),
            // Its diagnostics are still read (where the crash was); it holds a NUL byte, so it is reported as such.
            ["not Swift text: the file holds NUL bytes (is it binary or encrypted?)"])
        XCTAssertFalse(
            Fixer(linter: linter).fix(SourceText(bytes: bytes), path: "Fuzz.swift").notes.contains {
                $0.contains("settle")
            })
    }

    func testAFixNeverRunsItsTextIntoTheCodeBesideIt() throws {
        // `UILayoutPriority(rawValue: 250)nchor` became `.defaultLownchor`: one identifier where there
        // were two tokens. The fuzz target's token check found it on its first run.
        let bytes = [UInt8](
            try Data(contentsOf: Repository.url("Tests/Regressions/fuzz-fix-joins-neighbouring-token.swift")))
        let linter = try Lint.linter(enabling: RuleRegistry.ids)
        let result = Fixer(linter: linter).fix(SourceText(bytes: bytes), path: "Fuzz.swift")
        XCTAssertFalse(String(decoding: result.fixed, as: UTF8.self).contains("defaultLownchor"))
        XCTAssertTrue(
            result.notes.contains { $0.contains("`priority_literal` fix was not applied: its text would run into") })
        func joins(_ text: String, _ start: Int, _ end: Int, _ replacement: String) -> Bool {
            FixApplier.joinsNeighbouringToken(
                TextEdit(range: ByteRange(start: start, end: end), replacement: replacement), in: Array(text.utf8))
        }
        XCTAssertTrue(joins("f(x)y", 1, 4, ".low"))
        XCTAssertTrue(joins("a / b", 1, 2, "/"), "a `/` written before a `/` starts a comment")
        XCTAssertTrue(joins("a b", 1, 2, ""), "a deletion can join its neighbours too")
        XCTAssertFalse(joins("leftAnchor", 0, 4, "leading"), "a word edited inside stays one word")
        XCTAssertFalse(joins("f(x) y", 1, 4, ".low"))
    }

    func testAPriorityTooLargeForAnIntegerIsReportedAsWritten() throws {
        // `UILayoutPriority(100000000000000000000000)` trapped converting the number to `Int`; a fuzz
        // campaign of the file target found it.
        let bytes = [UInt8](
            try Data(contentsOf: Repository.url("Tests/Regressions/fuzz-crash-priority-too-large-for-int.swift")))
        let findings = try Lint.linter(enabling: RuleRegistry.ids).lint(SourceText(bytes: bytes), path: "Fuzz.swift")
        XCTAssertTrue(
            findings.contains { $0.ruleID == "priority_literal" && $0.message.contains("UILayoutPriority(1e+23)") })
    }
}
