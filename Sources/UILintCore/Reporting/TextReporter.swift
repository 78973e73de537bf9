/// `path:line:column: severity: message [rule_id]`, the format Xcode and editors parse.
public struct TextReporter: Reporter {
    public let style: ANSIStyle

    public init(style: ANSIStyle = .plain) {
        self.style = style
    }

    public func report(_ result: RunResult) -> String {
        result.reportedFindings.sorted(by: Finding.reportOrder).map { finding in
            style.bold("\(Self.oneLine(finding.path)):\(finding.start.line):\(finding.start.column):") + " "
                + "\(style.severity(finding.severity)): \(Self.oneLine(finding.message)) \(style.dim("[\(finding.ruleID)]"))\n"
        }.joined()
    }

    /// Editors read one finding per line, so line breaks inside a message become spaces.
    static func oneLine(_ text: String) -> String {
        String(text.map { $0 == "\n" || $0 == "\r" || $0 == "\r\n" ? " " : $0 })
    }
}
