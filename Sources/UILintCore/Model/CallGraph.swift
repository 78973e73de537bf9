/// Which of a type's functions each member calls, matched once per type: the set-up path and the
/// functions that run many times follow these edges (docs/constraint-model.md).
struct CallGraph: Sendable {
    struct Edge: Sendable {
        /// The called function's start.
        let callee: Int
        /// Made on every run of the caller: not in an `if`, loop or closure.
        let isUnconditional: Bool
    }

    /// Each member's calls, by the member's start.
    private let edges: [Int: [Edge]]

    init(members: some Collection<MemberSummary>) {
        var functionsByName: [String: [MemberSummary]] = [:]
        // An instance's unqualified call cannot reach a static function.
        for member in members where member.kind == .function && !member.isStatic {
            functionsByName[member.name, default: []].append(member)
        }
        var edges: [Int: [Edge]] = [:]
        for member in members where !member.selfCalls.isEmpty {
            edges[member.range.start] = member.selfCalls.flatMap { call in
                call.callees(among: functionsByName[call.name] ?? []).map {
                    Edge(callee: $0.range.start, isUnconditional: call.isUnconditional)
                }
            }
        }
        self.edges = edges
    }

    /// The functions `member` calls, in the order it calls them.
    func callees(of member: Int, unconditionalOnly: Bool = false) -> [Int] {
        (edges[member] ?? []).filter { !unconditionalOnly || $0.isUnconditional }.map(\.callee)
    }

    /// Every function some member calls.
    var calledFunctions: Set<Int> { Set(edges.values.joined().map(\.callee)) }

    /// `starts` and every function they call, directly or through others.
    func reachable(from starts: some Sequence<Int>, unconditionalOnly: Bool = false) -> Set<Int> {
        var result = Set<Int>()
        var pending = Array(starts)
        while let member = pending.popLast() {
            guard result.insert(member).inserted else { continue }
            pending += callees(of: member, unconditionalOnly: unconditionalOnly)
        }
        return result
    }

    /// `starts`, and every function that only they, or functions already found, call: what runs only
    /// when `starts` run.
    func calledOnlyFrom(_ starts: Set<Int>) -> Set<Int> {
        var callers: [Int: Set<Int>] = [:]
        for (caller, calls) in edges {
            for edge in calls { callers[edge.callee, default: []].insert(caller) }
        }
        var result = starts
        var changed = true
        while changed {
            changed = false
            for (callee, its) in callers where !result.contains(callee) && its.isSubset(of: result) {
                result.insert(callee)
                changed = true
            }
        }
        return result
    }
}
