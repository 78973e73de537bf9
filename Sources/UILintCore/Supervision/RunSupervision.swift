/// What a run is told of its supervision (see `CrashSupervisor`): the journal to note each piece
/// of work in, the work that crashed or hung in an earlier attempt and is skipped now, and a hook
/// before each rule runs. The command line makes it; the library reads no process state for it.
public struct RunSupervision: Sendable {
    public var journal: CrashJournal?
    /// Rules to skip per file path, with how they ended earlier attempts.
    public var skippedWork: [String: [String: CrashJournal.Ending]]
    /// Called before `rule` runs on the file at `path`: the command line's crash injection, for its tests.
    public var beforeRule: (@Sendable (_ rule: String, _ path: String) -> Void)?

    public init(
        journal: CrashJournal? = nil, skippedWork: [String: [String: CrashJournal.Ending]] = [:],
        beforeRule: (@Sendable (_ rule: String, _ path: String) -> Void)? = nil
    ) {
        self.journal = journal
        self.skippedWork = skippedWork
        self.beforeRule = beforeRule
    }

    /// A run nobody watches: nothing is skipped, nothing noted.
    public static let unsupervised = RunSupervision()

    /// How the work `rule` ended on `path` in an earlier attempt, if it was skipped for it.
    func ending(ofRule rule: String, on path: String) -> CrashJournal.Ending? {
        skippedWork[path]?[rule]
    }
}
