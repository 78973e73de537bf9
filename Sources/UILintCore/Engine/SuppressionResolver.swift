/// Decides which findings inline comments suppress, and which comments suppressed nothing.
struct SuppressionResolver {
    private let comments: [SuppressionComment]
    private var used: Set<UsageKey> = []

    private struct UsageKey: Hashable {
        let comment: Int
        let ruleID: String
    }

    init(comments: [SuppressionComment]) {
        self.comments = comments.sorted { $0.range < $1.range }
    }

    /// The comment that suppresses a finding of `ruleID` starting on `line`, if any; records its use.
    mutating func suppression(ofRule ruleID: String, line: Int) -> SuppressionComment? {
        if let index = comments.firstIndex(where: { comment in
            comment.mentions(ruleID)
                && ((comment.command == .disableThis && comment.line == line)
                    || (comment.command == .disableNext && comment.line + 1 == line))
        }) {
            return markUsed(index, ruleID: ruleID)
        }
        // The last disable/enable before the line decides.
        let index = comments.lastIndex { comment in
            comment.line <= line && comment.mentions(ruleID)
                && (comment.command == .disable || comment.command == .enable)
        }
        guard let index, comments[index].command == .disable else { return nil }
        return markUsed(index, ruleID: ruleID)
    }

    private mutating func markUsed(_ index: Int, ruleID: String) -> SuppressionComment {
        let comment = comments[index]
        used.insert(
            UsageKey(comment: index, ruleID: comment.ruleIDs.contains(ruleID) ? ruleID : SuppressionComment.allRules))
        return comment
    }

    /// Disable comments with ids that suppressed nothing. Ids of rules that did not run are
    /// not reported; ids that name no rule are.
    func unused(enabledRules: Set<String>, knownRules: [String]) -> [UnusedSuppression] {
        comments.enumerated().compactMap { index, comment in
            guard comment.command != .enable else { return nil }
            var unknown: [String: String?] = [:]
            let unusedIDs = comment.ruleIDs.filter { id in
                guard !used.contains(UsageKey(comment: index, ruleID: id)) else { return false }
                if id == SuppressionComment.allRules { return true }
                if !knownRules.contains(id) {
                    unknown[id] = Suggestions.closest(to: id, in: knownRules)
                    return true
                }
                return enabledRules.contains(id)
            }
            guard !unusedIDs.isEmpty else { return nil }
            return UnusedSuppression(comment: comment, unusedIDs: unusedIDs, unknownIDs: unknown)
        }
    }
}

extension SuppressionComment {
    func mentions(_ ruleID: String) -> Bool {
        ruleIDs.contains(ruleID) || ruleIDs.contains(Self.allRules)
    }
}
