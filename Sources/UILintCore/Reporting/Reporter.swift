/// Turns a run's result into the text of one report format.
public protocol Reporter {
    func report(_ result: RunResult) -> String
}

public enum ReporterKind: String, CaseIterable, Sendable {
    case text, xcode, json, sarif, github, checkstyle, junit

    /// `includesAbsent` lists baseline entries that no longer occur (SARIF only);
    /// `style` colours text for a terminal.
    public func makeReporter(includesAbsent: Bool = false, style: ANSIStyle = .plain) -> any Reporter {
        switch self {
        case .text: return TextReporter(style: style)
        case .xcode: return TextReporter(absolutePaths: true)
        case .json: return JSONReporter()
        case .sarif: return SARIFReporter(includesAbsent: includesAbsent)
        case .github: return GitHubReporter()
        case .checkstyle: return CheckstyleReporter()
        case .junit: return JUnitReporter()
        }
    }
}
