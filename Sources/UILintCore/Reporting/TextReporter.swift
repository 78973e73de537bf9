/// `path:line:column: severity: message [rule_id]`, the format Xcode and editors parse.
public struct TextReporter: Reporter {
    public init() {}

    public func report(_ result: RunResult) -> String {
        result.reportedFindings.sorted(by: Finding.reportOrder).map { finding in
            "\(finding.path):\(finding.start.line):\(finding.start.column): \(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]\n"
        }.joined()
    }
}
