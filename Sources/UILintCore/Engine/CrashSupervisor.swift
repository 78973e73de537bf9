import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Keeps a crash in one rule on one file from ending the run. uilint runs itself
/// as a worker; when the worker dies of a crash, the journal names the rule and
/// file it was on, and the worker runs again with that rule skipped on that file,
/// which then gets an `internal_error` finding (and the run exits with 2).
public enum CrashSupervisor {
    static let skipKey = "UILINT_SKIP_AFTER_CRASH"
    /// Debugging aid: `rule:fragment` makes `rule` crash on files whose path contains `fragment`.
    static let crashKey = "UILINT_DEBUG_CRASH"
    public static let ruleID = "internal_error"
    private static let maximumRestarts = 20

    /// Rules to skip per file path in this worker: those that crashed in earlier attempts.
    nonisolated(unsafe) static var skippedWork: [String: Set<String>] = {
        var result: [String: Set<String>] = [:]
        for line in (ProcessInfo.processInfo.environment[skipKey] ?? "").split(separator: "\n") {
            let parts = line.split(separator: "\t", maxSplits: 1)
            guard parts.count == 2 else { continue }
            result[String(parts[1]), default: []].insert(String(parts[0]))
        }
        return result
    }()

    static let debugCrash: (rule: String, fragment: String)? = {
        guard let value = ProcessInfo.processInfo.environment[crashKey], let colon = value.firstIndex(of: ":") else { return nil }
        return (String(value[..<colon]), String(value[value.index(after: colon)...]))
    }()

    /// Runs the command in a supervised worker and returns its exit status. Returns nil in
    /// the worker itself, which goes on with the command, and when no worker can be made.
    /// Call it before any thread starts: on Linux the worker is a fork of this process, so
    /// it costs no second start-up.
    public static func supervise(arguments: [String]) -> Int32? {
        #if os(Linux)
        return superviseForks()
        #else
        return superviseSpawns(arguments: arguments)
        #endif
    }

    #if os(Linux)
    private static func superviseForks() -> Int32? {
        guard let journal = CrashJournal() else { return nil }
        CrashJournal.current = journal
        var skipped: [(rule: String, path: String)] = []
        for _ in 0...maximumRestarts {
            journal.reset()
            skippedWork = Dictionary(grouping: skipped, by: \.path).mapValues { Set($0.map(\.rule)) }
            let pid = fork()
            if pid == 0 {
                journal.installCrashHandlers()
                return nil
            }
            guard pid > 0, let status = wait(for: pid) else { return nil }
            switch status {
            case .exited(let code):
                return code
            case .signaled(let signal):
                guard let crash = record(journal.crashedWork(), signal: signal, after: skipped) else { return 2 }
                skipped.append(crash)
            }
        }
        FileHandle.standardError.write(Data("uilint: error: internal error: too many crashes; giving up\n".utf8))
        return 2
    }
    #endif

    /// Reports a worker's crash; returns the work to skip next time, or nil when there is none to blame.
    private static func record(_ crash: (rule: String, path: String)?, signal: Int32,
                               after skipped: [(rule: String, path: String)]) -> (rule: String, path: String)? {
        guard let crash, !skipped.contains(where: { $0.rule == crash.rule && $0.path == crash.path }) else {
            FileHandle.standardError.write(Data("uilint: error: internal error: uilint crashed (signal \(signal)) outside any rule\n".utf8))
            return nil
        }
        FileHandle.standardError.write(Data("uilint: error: internal error: `\(crash.rule)` crashed on \(crash.path); running again without it there\n".utf8))
        return crash
    }

    private static func superviseSpawns(arguments: [String]) -> Int32? {
        let journal = FileManager.default.temporaryDirectory.appendingPathComponent("uilint-journal-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: journal) }
        var skipped: [(rule: String, path: String)] = []
        for _ in 0...maximumRestarts {
            guard CrashJournal.create(at: journal) else { return nil }
            var environment = ProcessInfo.processInfo.environment
            environment[CrashJournal.environmentKey] = journal
            environment[skipKey] = skipped.map { "\($0.rule)\t\($0.path)" }.joined(separator: "\n")
            // The worker's crash is reported by this process in one line, not as a runtime backtrace.
            environment["SWIFT_BACKTRACE"] = "enable=no"
            guard let status = spawn(arguments, environment: environment) else { return nil }
            switch status {
            case .exited(let code):
                return code
            case .signaled(let signal):
                guard let crash = record(CrashJournal.crashedWork(at: journal), signal: signal, after: skipped) else { return 2 }
                skipped.append(crash)
            }
        }
        FileHandle.standardError.write(Data("uilint: error: internal error: too many crashes; giving up\n".utf8))
        return 2
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
            argv.forEach { free($0) }
            envp.forEach { free($0) }
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
    static func internalError(rule: String, path: String, severity: Severity = .error) -> Finding {
        let location = SourcePosition(line: 1, column: 1)
        return Finding(
            ruleID: ruleID, severity: severity, path: path, range: ByteRange(start: 0, end: 0), start: location, end: location,
            message: "uilint crashed in `\(rule)` on this file, so `\(rule)` was skipped here; please report it with this file",
            fix: nil, suppression: nil, fingerprint: Fingerprint.make(ruleID: ruleID, line: rule, occurrence: 0),
            utf16StartColumn: 1, utf16EndColumn: 1)
    }
}
