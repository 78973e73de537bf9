/// GitHub Actions workflow commands: each finding becomes an annotation on the pull request.
public struct GitHubReporter: Reporter {
    public init() {}

    public func report(_ result: RunResult) -> String {
        result.reportedFindings.sorted(by: Finding.reportOrder).map { finding in
            let properties = [
                "file=\(Self.property(finding.path))",
                "line=\(finding.start.line)",
                "col=\(finding.start.column)",
                "endLine=\(finding.end.line)",
                "endColumn=\(finding.end.column)",
                "title=\(Self.property("uilint \(finding.ruleID)"))",
            ].joined(separator: ",")
            return "::\(finding.severity.rawValue) \(properties)::\(Self.data(finding.message))\n"
        }.joined()
    }

    /// The escaping GitHub's runner undoes in a command's message.
    static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Property values also escape the separators of the property list.
    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
