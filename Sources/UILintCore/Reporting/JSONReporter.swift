import Foundation

/// One JSON object with `version`, `files`, `findings` and `summary`.
public struct JSONReporter: Reporter {
    public init() {}

    private struct Document: Encodable {
        let version: String
        let files: [String]
        let findings: [JSONFinding]
        let summary: RunSummary
    }

    private struct JSONFinding: Encodable {
        let rule: String
        let severity: Severity
        let path: String
        let start: SourcePosition
        let end: SourcePosition
        let message: String
        let fix: [JSONEdit]?

        private enum CodingKeys: String, CodingKey {
            case rule, severity, path, start, end, message, fix
        }

        /// `fix` is always present, `null` for findings without one, so consumers see one shape.
        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(rule, forKey: .rule)
            try container.encode(severity, forKey: .severity)
            try container.encode(path, forKey: .path)
            try container.encode(start, forKey: .start)
            try container.encode(end, forKey: .end)
            try container.encode(message, forKey: .message)
            try container.encode(fix, forKey: .fix)
        }
    }

    private struct JSONEdit: Encodable {
        let start: SourcePosition
        let end: SourcePosition
        let replacement: String
    }

    public func report(_ result: RunResult) -> String {
        let document = Document(
            version: UILintVersion.current,
            files: result.files.map(\.file.displayPath),
            findings: result.reportedFindings.sorted(by: Finding.reportOrder).map { finding in
                JSONFinding(
                    rule: finding.ruleID, severity: finding.severity, path: finding.path,
                    start: finding.start, end: finding.end, message: finding.message,
                    fix: finding.fix?.map { JSONEdit(start: $0.start, end: $0.end, replacement: $0.replacement) })
            },
            summary: result.summary)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
