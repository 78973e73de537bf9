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
        let findings = try Lint.linter().lint(SourceText("""
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
        let fixed = try Lint.fixed("""
        let x = 1
            // uilint:disable:next constraint_order
        \(violation) /* uilint:disable:this all, constraint_order */
        """)
        XCTAssertEqual(fixed, """
        let x = 1
        \(violation) /* uilint:disable:this all */
        """)
    }
}

final class FixingTests: XCTestCase {
    func testFixThatWouldBreakParsingIsNotApplied() {
        struct BreakingRule: Rule {
            static let description = RuleDescription(id: "constraint_order", name: "b", summary: "b", isFixable: true, needles: [])
            init(options: [String: RuleOptionValue]) {}
            func violations(in model: FileModel) -> [Violation] {
                guard model.source.string.contains("let a") else { return [] }
                return [Violation(range: ByteRange(start: 0, end: 3), message: "m",
                                  fix: [TextEdit(range: ByteRange(start: 0, end: 3), replacement: "let (")])]
            }
        }
        let linter = Linter(rules: [ActiveRule(rule: BreakingRule(options: [:]), severity: .warning)])
        let result = Fixer(linter: linter).fix(SourceText("let a = 1\n"), path: "A.swift")
        XCTAssertFalse(result.changed)
        XCTAssertEqual(result.remainingFindings.count, 1)
        XCTAssertTrue(result.notes.first?.contains("would parse worse") == true)
    }

    func testFixesThatNeverSettleLeaveTheFileUnchanged() {
        struct FlipFlopRule: Rule {
            static let description = RuleDescription(id: "constraint_order", name: "f", summary: "f", isFixable: true, needles: [])
            init(options: [String: RuleOptionValue]) {}
            func violations(in model: FileModel) -> [Violation] {
                let next = model.source.string.hasPrefix("a") ? "b" : "a"
                return [Violation(range: ByteRange(start: 0, end: 1), message: "m",
                                  fix: [TextEdit(range: ByteRange(start: 0, end: 1), replacement: next)])]
            }
        }
        let linter = Linter(rules: [ActiveRule(rule: FlipFlopRule(options: [:]), severity: .warning)])
        let result = Fixer(linter: linter).fix(SourceText("a\n"), path: "A.swift")
        XCTAssertFalse(result.changed)
        XCTAssertTrue(result.notes.last?.contains("did not settle") == true)
    }

    func testOverlappingFixesLandInLaterPasses() throws {
        let fixed = try Lint.fixed("""
        NSLayoutConstraint.activate([
            a.rightAnchor.constraint(equalTo: rightAnchor),
            a.leftAnchor.constraint(equalTo: leftAnchor),
        ])
        """)
        XCTAssertEqual(fixed, """
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: leadingAnchor),
            a.trailingAnchor.constraint(equalTo: trailingAnchor),
        ])
        """)
    }

    func testReorderingKeepsCommentsAndSingleLineLayout() throws {
        XCTAssertEqual(try Lint.fixed("NSLayoutConstraint.activate([a.widthAnchor.constraint(equalToConstant: 1), a.topAnchor.constraint(equalTo: topAnchor)])\n"),
                       "NSLayoutConstraint.activate([a.topAnchor.constraint(equalTo: topAnchor), a.widthAnchor.constraint(equalToConstant: 1)])\n")
        // A line comment cannot move in front of code on the same line: no fix then.
        let unsafe = "NSLayoutConstraint.activate([a.widthAnchor.constraint(equalToConstant: 1), // w\n a.topAnchor.constraint(equalTo: topAnchor), b.topAnchor.constraint(equalTo: topAnchor)])\n"
        XCTAssertEqual(try Lint.fixed(unsafe), unsafe)
        XCTAssertEqual(try Lint.findings(unsafe).first?.fix == nil, true)
    }

    func testAtomicWriteKeepsPermissionsAndRefusesChangedFiles() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("A.swift", "old\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file.path)
        try AtomicFileWriter.write(Array("new\n".utf8), to: file.path, expectedCurrent: Array("old\n".utf8))
        XCTAssertEqual(try folder.read("A.swift"), "new\n")
        let permissions = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        XCTAssertEqual(permissions, 0o640)
        XCTAssertThrowsError(try AtomicFileWriter.write(Array("x".utf8), to: file.path, expectedCurrent: Array("old\n".utf8)))
        XCTAssertEqual(try folder.read("A.swift"), "new\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.url.path), ["A.swift"], "no temporary files left")
    }

    func testUnifiedDiff() {
        let diff = UnifiedDiff.diff(old: Array("a\nb\nc\n".utf8), new: Array("a\nB\nc\nd".utf8), path: "X.swift")
        XCTAssertEqual(diff, """
        --- a/X.swift
        +++ b/X.swift
        @@ -1,3 +1,4 @@
         a
        -b
        +B
         c
        +d
        \\ No newline at end of file

        """)
        XCTAssertEqual(UnifiedDiff.diff(old: Array("same\n".utf8), new: Array("same\n".utf8), path: "X"), "")
    }
}

final class ReporterTests: XCTestCase {
    private func result() throws -> RunResult {
        let linter = try Lint.linter()
        let source = "let c = a.leftAnchor.constraint(equalTo: b.leadingAnchor)\n"
        let findings = linter.lint(SourceText(source), path: "Sources/View.swift")
        let file = SourceFileReference(absolutePath: "/p/Sources/View.swift", displayPath: "Sources/View.swift")
        return RunResult(files: [FileOutcome(file: file, findings: findings, appliedFixes: [:], diff: nil, problems: [], notes: [])],
                         duration: 0.5)
    }

    func testTextReport() throws {
        XCTAssertEqual(TextReporter().report(try result()), """
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

final class CommentSafetyTests: XCTestCase {
    /// A fix that would put code behind a line comment (or lose a comment) is refused.
    func testFixThatWouldCommentCodeOutIsRefused() {
        struct SwallowingRule: Rule {
            static let description = RuleDescription(id: "constraint_order", name: "s", summary: "s", isFixable: true, needles: [])
            init(options: [String: RuleOptionValue]) {}
            func violations(in model: FileModel) -> [Violation] {
                guard let newline = model.source.bytes.firstIndex(of: UInt8(ascii: "\n")) else { return [] }
                // Joins the comment line with the code line after it.
                return [Violation(range: ByteRange(start: 0, end: 1), message: "m",
                                  fix: [TextEdit(range: ByteRange(start: newline, end: newline + 1), replacement: " ")])]
            }
        }
        let linter = Linter(rules: [ActiveRule(rule: SwallowingRule(options: [:]), severity: .warning)])
        let result = Fixer(linter: linter).fix(SourceText("// note\nlet a = 1\n"), path: "A.swift")
        XCTAssertFalse(result.changed)
        XCTAssertTrue(result.notes.contains { $0.contains("lose a comment") })
    }
}
