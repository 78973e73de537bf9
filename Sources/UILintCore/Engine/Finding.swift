/// One edit of a fix, located both by bytes and by line and column.
public struct FindingEdit: Hashable, Codable, Sendable {
    public let range: ByteRange
    public let start: SourcePosition
    public let end: SourcePosition
    public let replacement: String
}

/// How a finding was silenced by a comment.
public struct FindingSuppression: Hashable, Codable, Sendable {
    public let line: Int
    public let justification: String?
}

/// A located, reportable result of a rule.
public struct Finding: Hashable, Codable, Sendable {
    public let ruleID: String
    public let severity: Severity
    /// The path as reports show it: relative to the current folder where possible.
    public let path: String
    public let range: ByteRange
    public let start: SourcePosition
    public let end: SourcePosition
    public let message: String
    public let fix: [FindingEdit]?
    /// Set when an inline comment suppresses the finding; such findings are kept for reports that list them.
    public let suppression: FindingSuppression?

    public var isSuppressed: Bool { suppression != nil }
    public var isFixable: Bool { fix != nil }

    /// The order every report uses: path, line, column, rule.
    public static func reportOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        (lhs.path, lhs.start.line, lhs.start.column, lhs.ruleID, lhs.message)
            < (rhs.path, rhs.start.line, rhs.start.column, rhs.ruleID, rhs.message)
    }
}
