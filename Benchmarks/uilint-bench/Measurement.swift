import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One run of a command: wall time, peak memory and what it wrote to standard error.
struct CommandRun {
    let seconds: Double
    let peakMegabytes: Double
    let standardError: String
}

enum Measurement {
    /// Runs `executable` with `arguments` in `directory`, discarding standard output; peak memory comes from `wait4`.
    /// The folder matters: without a configuration file, uilint's project is its current folder.
    static func run(_ executable: String, _ arguments: [String], in directory: String) throws -> CommandRun {
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "uilint-bench-\(UUID().uuidString)"
        ).path
        defer { try? FileManager.default.removeItem(atPath: errorFile) }
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errorFile, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        // The shell changes folder and is replaced by the command, so the measure is the command's.
        let command = ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", directory, executable] + arguments
        let argv = command.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        guard posix_spawn(&pid, "/bin/sh", &actions, nil, argv, environ) == 0 else {
            throw BenchError("cannot start \(executable)")
        }
        var status: Int32 = 0
        var usage = rusage()
        wait4(pid, &status, 0, &usage)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        #if os(macOS)
            let peak = Double(usage.ru_maxrss) / 1_048_576
        #else
            let peak = Double(usage.ru_maxrss) / 1024
        #endif
        let standardError = (try? String(contentsOfFile: errorFile, encoding: .utf8)) ?? ""
        return CommandRun(seconds: seconds, peakMegabytes: peak, standardError: standardError)
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }
}

struct BenchError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
