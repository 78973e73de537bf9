/// Checkstyle XML, which Jenkins, GitLab and most code-quality dashboards import.
public struct CheckstyleReporter: Reporter {
    public init() {}

    public func report(_ result: RunResult) -> String {
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<checkstyle version=\"4.3\">"]
        let findingsByPath = Dictionary(grouping: result.reportedFindings, by: \.path)
        for path in result.files.map(\.file.displayPath).sorted() {
            let findings = (findingsByPath[path] ?? []).sorted(by: Finding.reportOrder)
            guard !findings.isEmpty else {
                lines.append("  <file name=\"\(XMLEscaping.attribute(path))\"/>")
                continue
            }
            lines.append("  <file name=\"\(XMLEscaping.attribute(path))\">")
            for finding in findings {
                lines.append(
                    "    <error line=\"\(finding.start.line)\" column=\"\(finding.start.column)\" "
                        + "severity=\"\(finding.severity.rawValue)\" message=\"\(XMLEscaping.attribute(finding.message))\" "
                        + "source=\"uilint.\(finding.ruleID)\"/>")
            }
            lines.append("  </file>")
        }
        lines.append("</checkstyle>")
        return lines.joined(separator: "\n") + "\n"
    }
}
