import Foundation

/// JUnit XML: one test suite per file, one failing test case per finding, and one
/// passing test case for a clean file, so CI test dashboards count files.
public struct JUnitReporter: Reporter {
    public init() {}

    public func report(_ result: RunResult) -> String {
        let findingsByPath = Dictionary(grouping: result.reportedFindings, by: \.path)
        let paths = result.files.map(\.file.displayPath).sorted()
        let failures = result.reportedFindings.count
        let tests = paths.reduce(0) { $0 + max(1, findingsByPath[$1]?.count ?? 0) }
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<testsuites name=\"uilint\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" "
                + "time=\"\(result.duration.formatted(decimalPlaces: 3))\">",
        ]
        for path in paths {
            let findings = (findingsByPath[path] ?? []).sorted(by: Finding.reportOrder)
            let name = XMLEscaping.attribute(path)
            lines.append(
                "  <testsuite name=\"\(name)\" tests=\"\(max(1, findings.count))\" failures=\"\(findings.count)\" errors=\"0\">"
            )
            if findings.isEmpty {
                lines.append("    <testcase classname=\"\(name)\" name=\"uilint\"/>")
            }
            for finding in findings {
                let location = "\(finding.start.line):\(finding.start.column)"
                lines.append("    <testcase classname=\"\(name)\" name=\"\(finding.ruleID) at \(location)\">")
                lines.append(
                    "      <failure message=\"\(XMLEscaping.attribute(finding.message))\" type=\"\(finding.severity.rawValue)\">"
                        + XMLEscaping.text(
                            "\(finding.path):\(location): \(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]"
                        )
                        + "</failure>")
                lines.append("    </testcase>")
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }
}
