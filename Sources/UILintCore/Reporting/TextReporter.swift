/// `path:line:column: severity: message [rule_id]`, the format Xcode and editors parse.
public struct TextReporter: Reporter {
    public let style: ANSIStyle
    /// Xcode links a finding to its file only by absolute path.
    public let absolutePaths: Bool

    public init(style: ANSIStyle = .plain, absolutePaths: Bool = false) {
        self.style = style
        self.absolutePaths = absolutePaths
    }

    public func report(_ result: RunResult) -> String {
        result.reportedFindings.sorted(by: Finding.reportOrder).map { finding in
            let path = absolutePaths ? Self.absolute(finding.path, in: result.sourceRoot) : finding.path
            return style.bold("\(Self.oneLine(path)):\(finding.start.line):\(finding.start.column):") + " "
                + "\(style.severity(finding.severity)): \(Self.oneLine(finding.message)) \(style.dim("[\(finding.ruleID)]"))\n"
        }.joined()
    }

    /// Editors read one finding per line, so line breaks inside a message become spaces.
    static func oneLine(_ text: String) -> String {
        // Walking characters is slow, and almost no text has a line break.
        guard text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return text }
        return String(text.map { $0 == "\n" || $0 == "\r" || $0 == "\r\n" ? " " : $0 })
    }

    private static func absolute(_ path: String, in root: String) -> String {
        path.hasPrefix("/") || root.isEmpty ? path : (root.hasSuffix("/") ? root : root + "/") + path
    }
}
