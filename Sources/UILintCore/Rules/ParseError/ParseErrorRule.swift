/// `parse_error`: the file does not parse cleanly; reported once, at SwiftParser's first diagnostic.
public struct ParseErrorRule: Rule {
    public static let description = RuleDescription(
        id: "parse_error",
        name: "Parse error",
        summary: "The file could not be parsed cleanly; the rest of it is still checked where the syntax tree allows.",
        defaultSeverity: .error,
        isFixable: false,
        needles: [])

    public init(options: [String: RuleOptionValue]) {}

    public func violations(in model: FileModel) -> [Violation] {
        guard let first = model.parseDiagnostics.first else { return [] }
        let more = model.parseDiagnostics.count - 1
        let suffix = more > 0 ? " (and \(more) more syntax error\(more == 1 ? "" : "s"))" : ""
        return [Violation(range: first.range, message: "Swift syntax error: \(first.message)\(suffix)")]
    }
}
