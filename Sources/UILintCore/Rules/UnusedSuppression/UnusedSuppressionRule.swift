/// `unused_suppression`: a `uilint:disable` comment that suppressed nothing.
///
/// Whether a comment suppressed anything is known only once every other rule
/// has run, so the rule judges suppressions (`violations(forUnused:in:)`).
public struct UnusedSuppressionRule: Rule {
    public static let description = RuleDescription(
        id: "unused_suppression",
        name: "Unused suppression",
        summary: "A uilint:disable comment that suppresses nothing; the fix deletes it.",
        isFixable: true,
        needles: [.substring("uilint:")])

    public init(options: [String: RuleOptionValue]) {}

    public static let judgesSuppressions = true

    public func violations(in model: FileModel) -> [Violation] { [] }

    /// One violation per unused rule id of each comment.
    public func violations(forUnused unused: [UnusedSuppression], in source: SourceText) -> [Violation] {
        unused.flatMap { entry -> [Violation] in
            let comment = entry.comment
            let fix: [TextEdit]
            if entry.unusedIDs.count == comment.ruleIDs.count {
                fix = [TextEdit(range: comment.removalRange, replacement: "")]
            } else {
                let remaining = comment.ruleIDs.filter { !entry.unusedIDs.contains($0) }
                fix = [
                    TextEdit(range: comment.range, replacement: Self.rewrite(comment, keeping: remaining, in: source))
                ]
            }
            return entry.unusedIDs.map { id in
                guard let suggestion = entry.unknownIDs[id] else {
                    return Violation(
                        range: comment.range,
                        message: "`uilint:\(comment.command.rawValue) \(id)` suppresses nothing; remove it",
                        fix: fix)
                }
                // A misspelt id shows what the author meant to suppress: leave the correction to them.
                let hint = suggestion.map { "; did you mean `\($0)`?" } ?? ""
                return Violation(
                    range: comment.range,
                    message:
                        "`uilint:\(comment.command.rawValue) \(id)` suppresses nothing: `\(id)` is not a uilint rule\(hint)"
                )
            }
        }
    }

    /// The comment with only `ids` left, in the comment style it was written in.
    private static func rewrite(_ comment: SuppressionComment, keeping ids: [String], in source: SourceText) -> String {
        let justification = comment.justification.map { " -- \($0)" } ?? ""
        let directive = "uilint:\(comment.command.rawValue) \(ids.joined(separator: ", "))\(justification)"
        return source.text(in: comment.range).hasPrefix("/*") ? "/* \(directive) */" : "// \(directive)"
    }
}

/// The rule ids of one suppression comment that suppressed nothing.
public struct UnusedSuppression: Sendable {
    let comment: SuppressionComment
    let unusedIDs: [String]
    /// Ids that name no rule, with a suggestion where one is close.
    let unknownIDs: [String: String?]
}
