/// Turns a run's result into the text of one report format.
public protocol Reporter {
    func report(_ result: RunResult) -> String
}

public enum ReporterKind: String, CaseIterable, Sendable {
    case text, json

    public func makeReporter() -> any Reporter {
        switch self {
        case .text: return TextReporter()
        case .json: return JSONReporter()
        }
    }
}
