import UILintCore

/// The crash supervision of this process, which `main.swift` sets up before any command runs
/// and the lint command hands to the library.
enum Supervision {
    nonisolated(unsafe) static var current = RunSupervision.unsupervised

    /// For the tests of the watchdog: `UILINT_WORK_TIMEOUT=seconds` shortens the time one piece of
    /// work may take (at least 0.1 s).
    static func workTimeLimitSeconds(environment: [String: String]) -> Double {
        environment["UILINT_WORK_TIMEOUT"].flatMap(Double.init).map { max($0, 0.1) }
            ?? CrashJournal.standardTimeLimitSeconds
    }

    /// For the tests of crash supervision: `UILINT_DEBUG_CRASH=rule:fragment` makes `rule` crash
    /// on the files whose path holds `fragment`.
    static func crashInjection(environment: [String: String]) -> (@Sendable (String, String) -> Void)? {
        guard let value = environment["UILINT_DEBUG_CRASH"], let colon = value.firstIndex(of: ":") else { return nil }
        let crashingRule = String(value[..<colon])
        let fragment = String(value[value.index(after: colon)...])
        return { rule, path in
            if rule == crashingRule, path.contains(fragment) {
                fatalError("UILINT_DEBUG_CRASH asked `\(rule)` to crash on \(path)")
            }
        }
    }
}
