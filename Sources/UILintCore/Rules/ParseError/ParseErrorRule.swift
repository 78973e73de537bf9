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
        // NUL bytes are never in Swift source: the file is binary or encrypted (git-crypt's header starts
        // with one), and its hundreds of syntax errors would say nothing.
        if model.source.bytes.contains(0) {
            return [
                Violation(
                    range: ByteRange(start: 0, end: 0),
                    message: "not Swift text: the file holds NUL bytes (is it binary or encrypted?)")
            ]
        }
        let more = model.parseDiagnostics.count - 1
        let suffix = more > 0 ? " (and \(more) more syntax error\(more == 1 ? "" : "s"))" : ""
        return [Violation(range: first.range, message: "Swift syntax error: \(first.message)\(suffix)")]
    }
}
