import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Keeps a crash or a hang in one rule on one file from ending the run. uilint runs
/// itself as a worker; when the worker dies of a crash, or its watchdog ends it because
/// one piece of work ran past the time limit, the journal names the rule and file it
/// was on, and the worker runs again with that rule skipped on that file, which then
/// gets an `internal_error` finding (and the run exits with 2).
public enum CrashSupervisor {
    static let skipKey = "UILINT_SKIP_AFTER_CRASH"
    public static let ruleID = "internal_error"
    private static let maximumRestarts = 20

    /// Where this process stands once `supervise` returns.
    public enum Role {
        /// The supervisor, whose worker ended with this status: the process exits with it.
        case supervisor(exitStatus: Int32)
        /// The worker, which goes on with the command under this supervision. A forked worker
        /// must not lint on the thread that forked it (see the command line's `main.swift`).
        case worker(RunSupervision, isForked: Bool)
    }

    /// Runs the command in a supervised worker. Nil when no worker can be made, and the command
    /// runs unsupervised. Call it before any thread starts: on Linux the worker is a fork of this
    /// process, so it costs no second start-up.
    /// `workTimeLimitSeconds` is the forked worker's watchdog's limit (see `CrashJournal.startWatchdog`).
    public static func supervise(
        arguments: [String],
        workTimeLimitSeconds: Double = CrashJournal.standardTimeLimitSeconds
    ) -> Role? {
        #if os(Linux)
            return superviseForks(workTimeLimitSeconds: workTimeLimitSeconds)
        #else
            return superviseSpawns(arguments: arguments)
        #endif
    }

    /// The supervision of a worker this process's supervisor spawned, read from the environment
    /// it was given; nil when no supervisor spawned this process.
    public static func spawnedWorker(environment: [String: String]) -> RunSupervision? {
        guard let path = environment[CrashJournal.environmentKey], let journal = CrashJournal(path: path) else {
            return nil
        }
        var skipped: [CrashJournal.Work] = []
        for line in (environment[skipKey] ?? "").split(separator: "\n") {
            let parts = line.split(separator: "\t", maxSplits: 2)
            guard parts.count == 3, let code = Int32(parts[0]), let ending = CrashJournal.Ending(rawValue: code) else {
                continue
            }
            skipped.append(CrashJournal.Work(rule: String(parts[1]), path: String(parts[2]), ending: ending))
        }
        return RunSupervision(journal: journal, skippedWork: byPath(skipped))
    }

    private static func byPath(_ skipped: [CrashJournal.Work]) -> [String: [String: CrashJournal.Ending]] {
        Dictionary(grouping: skipped, by: \.path).mapValues { work in
            Dictionary(work.map { ($0.rule, $0.ending) }, uniquingKeysWith: { first, _ in first })
        }
    }

    #if os(Linux)
        private static func superviseForks(workTimeLimitSeconds: Double) -> Role? {
            guard let journal = CrashJournal() else { return nil }
            var skipped: [CrashJournal.Work] = []
            for _ in 0...maximumRestarts {
                journal.reset()
                let pid = fork()
                if pid == 0 {
                    journal.installCrashHandlers()
                    journal.startWatchdog(timeLimitSeconds: workTimeLimitSeconds)
                    return .worker(RunSupervision(journal: journal, skippedWork: byPath(skipped)), isForked: true)
                }
                guard pid > 0, let status = wait(for: pid) else { return nil }
                switch status {
                case .exited(let code):
                    return .supervisor(exitStatus: code)
                case .signaled(let signal):
                    let ended = record(journal.endedWork(), signal: signal, after: skipped)
                    guard !ended.isEmpty else { return .supervisor(exitStatus: 2) }
                    skipped += ended
                }
            }
            FileHandle.standardError.write(Data("uilint: error: internal error: too many crashes; giving up\n".utf8))
            return .supervisor(exitStatus: 2)
        }
    #endif

    /// Reports how a worker ended; returns the work to skip next time, empty when there is none to blame.
    private static func record(_ ended: [CrashJournal.Work], signal: Int32, after skipped: [CrashJournal.Work])
        -> [CrashJournal.Work]
    {
        let new = ended.filter { work in !skipped.contains { $0.rule == work.rule && $0.path == work.path } }
        guard !new.isEmpty else {
            FileHandle.standardError.write(
                Data("uilint: error: internal error: uilint crashed (signal \(signal)) outside any rule\n".utf8))
            return []
        }
        for work in new {
            let what = work.ending == .crashed ? "crashed on" : "ran past the time limit on"
            FileHandle.standardError.write(
                Data(
                    "uilint: error: internal error: `\(work.rule)` \(what) \(work.path); running again without it there\n"
                        .utf8))
        }
        return new
    }

    private static func superviseSpawns(arguments: [String]) -> Role? {
        let journal = FileManager.default.temporaryDirectory.appendingPathComponent("uilint-journal-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: journal) }
        var skipped: [CrashJournal.Work] = []
        for _ in 0...maximumRestarts {
            guard CrashJournal.create(at: journal) else { return nil }
            var environment = ProcessInfo.processInfo.environment
            environment[CrashJournal.environmentKey] = journal
            environment[skipKey] = skipped.map { "\($0.ending.rawValue)\t\($0.rule)\t\($0.path)" }.joined(
                separator: "\n")
            // The worker's crash is reported by this process in one line, not as a runtime backtrace.
            environment["SWIFT_BACKTRACE"] = "enable=no"
            guard let status = spawn(arguments, environment: environment) else { return nil }
            switch status {
            case .exited(let code):
                return .supervisor(exitStatus: code)
            case .signaled(let signal):
                let ended = record(CrashJournal.endedWork(at: journal), signal: signal, after: skipped)
                guard !ended.isEmpty else { return .supervisor(exitStatus: 2) }
                skipped += ended
            }
        }
        FileHandle.standardError.write(Data("uilint: error: internal error: too many crashes; giving up\n".utf8))
        return .supervisor(exitStatus: 2)
    }

    private enum Status {
        case exited(Int32)
        case signaled(Int32)
    }

    private static func spawn(_ arguments: [String], environment: [String: String]) -> Status? {
        let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for argument in argv { free(argument) }
            for variable in envp { free(variable) }
        }
        var pid: pid_t = 0
        guard posix_spawn(&pid, executable, nil, nil, argv, envp) == 0 else { return nil }
        return wait(for: pid)
    }

    private static func wait(for pid: pid_t) -> Status? {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return nil }
        }
        // WIFEXITED / WTERMSIG spelled out: the C macros are not imported.
        let signal = status & 0x7F
        return signal == 0 ? .exited((status >> 8) & 0xFF) : .signaled(signal)
    }

    /// The finding for a rule that crashed on a file in an earlier attempt.
    static func internalError(rule: String, path: String, ending: CrashJournal.Ending, severity: Severity = .error)
        -> Finding
    {
        let location = SourcePosition(line: 1, column: 1)
        let what =
            ending == .crashed
            ? "uilint crashed in `\(rule)` on this file"
            : "`\(rule)` ran past uilint's time limit on this file"
        return Finding(
            ruleID: ruleID, severity: severity, path: path, range: ByteRange(start: 0, end: 0), start: location,
            end: location,
            message: "\(what), so `\(rule)` was skipped here; please report it with this file",
            fix: nil, suppression: nil, fingerprint: Fingerprint.make(ruleID: ruleID, line: rule, occurrence: 0),
            utf16StartColumn: 1, utf16EndColumn: 1)
    }
}
