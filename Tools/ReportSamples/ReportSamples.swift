import UILintCore

/// The run result every report format is shown on, with hostile content (quotes, markup, newlines,
/// `%`, commas and colons, unicode, spaces in paths), and the golden file of each format.
/// `swift run uilint-generate` writes the golden files; a test checks that they are current.
public enum ReportSamples {
    public static let hostilePath = "Sources/Ünïcode Views/100% \"Done\", <Card>.swift"

    /// The golden files, from the package root, with the format each holds.
    public static let goldenFiles: [(kind: ReporterKind, path: String)] = [
        (.text, "fixtures/Generated/reports/hostile.txt"),
        // The summary's duration is fixed by the result; nothing else in JSON varies.
        (.json, "fixtures/Generated/reports/hostile.json"),
        (.sarif, "fixtures/Generated/reports/hostile.sarif"),
        (.github, "fixtures/Generated/reports/hostile.github.txt"),
        (.checkstyle, "fixtures/Generated/reports/hostile.checkstyle.xml"),
        (.junit, "fixtures/Generated/reports/hostile.junit.xml"),
    ]

    /// What the golden file of `kind` holds.
    public static func report(_ kind: ReporterKind) -> String {
        kind.makeReporter().report(hostileResult())
    }

    public static func hostileResult() -> RunResult {
        func finding(
            _ rule: String, _ severity: Severity, line: Int, column: Int, message: String,
            fix: [FindingEdit]? = nil, suppression: FindingSuppression? = nil
        ) -> Finding {
            Finding(
                ruleID: rule, severity: severity, path: hostilePath, range: ByteRange(start: 10, end: 20),
                start: SourcePosition(line: line, column: column), end: SourcePosition(line: line, column: column + 10),
                message: message, fix: fix, suppression: suppression, fingerprint: "00000000000000\(line)",
                utf16StartColumn: column, utf16EndColumn: column + 9)
        }
        let edit = FindingEdit(
            TextEdit(range: ByteRange(start: 10, end: 20), replacement: "leadingAnchor"),
            start: SourcePosition(line: 3, column: 5), end: SourcePosition(line: 3, column: 15))
        let findings = [
            finding(
                "no_left_right_anchor", .warning, line: 3, column: 5,
                message: "`leftAnchor` & \"quotes\" <tags> 100% done, a:b\nsecond line\r\tend — ✓", fix: [edit]),
            finding(
                "mixed_horizontal_anchors", .error, line: 7, column: 9,
                message: "`a`: relates `left` to `leading`; use `leading`"),
            finding(
                "constraint_order", .warning, line: 9, column: 1, message: "suppressed one",
                suppression: FindingSuppression(line: 8, justification: "legacy <screen> & co")),
        ]
        let files = [
            FileOutcome(
                file: SourceFileReference(absolutePath: "/p/x", displayPath: hostilePath), findings: findings,
                appliedFixes: [:], diff: nil, problems: [], notes: []),
            FileOutcome(
                file: SourceFileReference(absolutePath: "/p/y", displayPath: "Sources/Clean.swift"), findings: [],
                appliedFixes: [:], diff: nil, problems: [], notes: []),
        ]
        var result = RunResult(files: files, duration: 0.25)
        result.sourceRoot = "/work/my project"
        return result
    }
}
