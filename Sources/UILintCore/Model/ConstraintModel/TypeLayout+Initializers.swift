extension TypeLayout {
    /// Whether the functions that make the two constraints can both run on one instance. An object runs
    /// one of its initializers: what only `init(frame:)` reaches and what only `init(coder:)` reaches are
    /// never made together (EZY-ios's member cell, Don-tBe-iOS's bottom sheet). Code that every instance
    /// runs (`viewDidLoad`, `awakeFromNib`, an initial-value closure), or that no initializer reaches, may run
    /// with anything.
    func mayRunTogether(_ first: Entry, _ second: Entry) -> Bool {
        guard let one = first.constraint.creation.member, let other = second.constraint.creation.member,
            one != other
        else { return true }
        let initializers = members.values.filter { $0.kind == .initializer }
        guard initializers.count > 1 else { return true }
        let everyInstance = calls.reachable(
            from: members.values.filter { $0.isSetUpEntry && $0.kind != .initializer }.map(\.range.start))
        guard !everyInstance.contains(one), !everyInstance.contains(other) else { return true }
        let reaches = initializers.map { calls.reachable(from: [$0.range.start]) }
        guard reaches.contains(where: { $0.contains(one) }), reaches.contains(where: { $0.contains(other) }) else {
            return true
        }
        return reaches.contains { $0.contains(one) && $0.contains(other) }
    }
}
