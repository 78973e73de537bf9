/// "Did you mean" suggestions for misspelt identifiers.
enum Suggestions {
    /// The candidate closest to `word` by edit distance, if it is close enough to be a typo.
    static func closest(to word: String, in candidates: [String]) -> String? {
        let limit = max(2, word.count / 3)
        return
            candidates
            .map { ($0, editDistance(word.lowercased(), $0.lowercased())) }
            .filter { $0.1 <= limit }
            .min { ($0.1, $0.0) < ($1.1, $1.0) }?.0
    }

    static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs)
        let b = Array(rhs)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            previous = current
        }
        return previous[b.count]
    }
}
