import Foundation

/// The project's functions that set some view's `translatesAutoresizingMaskIntoConstraints` to anything but `true`,
/// or call one that does on their own instance or a parameter (primal-ios-app's `pinToSuperview()` calls `pin(to:)`),
/// by name. Worked out the first time a rule asks, which most runs never do: following every call of a large
/// project costs the index more than any question asked of it.
final class FlagClearingFunctions: @unchecked Sendable {
    private let facts: [DeclarationFacts]
    private let lock = NSLock()
    private var byName: [String: [MemberFacts]]?

    init(_ facts: [DeclarationFacts]) {
        self.facts = facts
    }

    /// Whether a call of `name` with `labels` may reach one of them: the cookbook's `addSubview(_:withConstraints:)`
    /// is not UIKit's `addSubview(_:)`.
    func mayBeCalled(_ name: String, labels: [String], hasTrailingClosure: Bool) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if byName == nil { byName = Self.functions(in: facts) }
        return byName?[name]?.contains { $0.accepts(labels: labels, hasTrailingClosure: hasTrailingClosure) } ?? false
    }

    private static func functions(in facts: [DeclarationFacts]) -> [String: [MemberFacts]] {
        // Only what sets the flag or calls something can reach a function that does.
        let calling = facts.flatMap { file in file.types.flatMap(\.members) + file.freeMembers }.filter {
            $0.kind == .function
                && !($0.disablesAutoresizingOf.isEmpty && $0.selfCallNames.isEmpty && $0.parameterCallNames.isEmpty)
        }
        return Dictionary(
            grouping: ProjectIndex.reached(
                from: calling.filter { !$0.disablesAutoresizingOf.isEmpty }, named: [], through: calling,
                followingParameters: true),
            by: \.name)
    }
}
