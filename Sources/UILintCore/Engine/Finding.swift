/// One edit of a fix: the rule's `TextEdit`, which fixing applies as the rule made it, and where it starts and ends
/// by line and column, which only reporters read (docs/fixing.md).
public struct FindingEdit: Hashable, Codable, Sendable {
    public let edit: TextEdit
    public let start: SourcePosition
    public let end: SourcePosition

    public var range: ByteRange { edit.range }
    public var replacement: String { edit.replacement }

    public init(_ edit: TextEdit, start: SourcePosition, end: SourcePosition) {
        self.edit = edit
        self.start = start
        self.end = end
    }
}

/// How a finding was silenced by a comment.
public struct FindingSuppression: Hashable, Codable, Sendable {
    public let line: Int
    public let justification: String?

    public init(line: Int, justification: String?) {
        self.line = line
        self.justification = justification
    }
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
    /// Stable across edits elsewhere in the file; see `Fingerprint`.
    public let fingerprint: String
    /// Start and end columns counted in UTF-16 code units, for SARIF.
    public let utf16StartColumn: Int
    public let utf16EndColumn: Int
    /// Set when the run compares with a baseline.
    public var baselineState: BaselineState?

    public init(
        ruleID: String, severity: Severity, path: String, range: ByteRange, start: SourcePosition, end: SourcePosition,
        message: String, fix: [FindingEdit]?, suppression: FindingSuppression?, fingerprint: String,
        utf16StartColumn: Int, utf16EndColumn: Int
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.path = path
        self.range = range
        self.start = start
        self.end = end
        self.message = message
        self.fix = fix
        self.suppression = suppression
        self.fingerprint = fingerprint
        self.utf16StartColumn = utf16StartColumn
        self.utf16EndColumn = utf16EndColumn
    }

    public var isSuppressed: Bool { suppression != nil }
    /// Whether reports list it and it counts for the exit code: not suppressed, and not already in the baseline.
    public var isReported: Bool { suppression == nil && baselineState != .unchanged }
    public var isFixable: Bool { fix != nil }

    /// The order every report uses: path, line, column, rule.
    public static func reportOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        (lhs.path, lhs.start.line, lhs.start.column, lhs.ruleID, lhs.message)
            < (rhs.path, rhs.start.line, rhs.start.column, rhs.ruleID, rhs.message)
    }
}
