/// `path:line:column: severity: message [rule_id]`, the format Xcode and editors parse.
public struct TextReporter: Reporter {
    public init() {}

    public func report(_ result: RunResult) -> String {
        result.reportedFindings.sorted(by: Finding.reportOrder).map { finding in
            "\(Self.oneLine(finding.path)):\(finding.start.line):\(finding.start.column): "
                + "\(finding.severity.rawValue): \(Self.oneLine(finding.message)) [\(finding.ruleID)]\n"
        }.joined()
    }

    /// Editors read one finding per line, so line breaks inside a message become spaces.
    static func oneLine(_ text: String) -> String {
        String(text.map { $0 == "\n" || $0 == "\r" || $0 == "\r\n" ? " " : $0 })
    }
}
