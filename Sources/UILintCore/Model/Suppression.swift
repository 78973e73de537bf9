/// A `// uilint:disable…` or `// uilint:enable…` comment.
public struct SuppressionComment: Sendable {
    public enum Command: String, Sendable {
        case disable, enable
        case disableNext = "disable:next"
        case disableThis = "disable:this"
    }

    public let command: Command
    /// Rule ids as written, `all` included.
    public let ruleIDs: [String]
    /// Text after the rule ids, such as a reason, if any.
    public let justification: String?
    /// The whole comment.
    public let range: ByteRange
    /// What a fix deletes to remove the whole comment (its line when it stands alone).
    public let removalRange: ByteRange
    public let line: Int

    public static let allRules = "all"
}
