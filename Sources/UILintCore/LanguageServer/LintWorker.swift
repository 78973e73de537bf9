import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The lint worker of `uilint lsp`: a child process that lints buffers for the server, so that a
/// crash inside a rule ends the worker, never the server (docs/language-server.md). It reads requests and writes
/// responses in the server's framing, one at a time:
///
///     {"id": 1, "method": "lint", "path": "/abs/File.swift", "text": "..."}
///       -> {"id": 1, "diagnostics": [...]}   or {"id": 1, "configurationError": "file:line:column: ..."}
///     {"id": 2, "method": "fixAll", "path": ..., "text": ...}  -> {"id": 2, "text": "..." or null}
///     {"id": 3, "method": "changed", "paths": [...]}           -> {"id": 3}
///     {"id": 4, "method": "prepare", "folder": "/abs"}         -> {"id": 4}
public enum LintWorker {
    public static func run(currentDirectory: String, supervision: RunSupervision) -> Never {
        signal(SIGPIPE, SIG_IGN)
        let reader = MessageReader(descriptor: STDIN_FILENO)
        let writer = MessageWriter(descriptor: STDOUT_FILENO)
        let linter = WorkspaceLinter(currentDirectory: currentDirectory, supervision: supervision)
        while true {
            let body: Data?
            do {
                body = try reader.next()
            } catch {
                continue
            }
            guard let body else { exit(0) }
            guard let request = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any],
                let id = request["id"] as? Int
            else { continue }
            var response: [String: Any] = ["id": id]
            let path = request["path"] as? String ?? ""
            let text = Array((request["text"] as? String ?? "").utf8)
            do {
                switch request["method"] as? String {
                case "lint":
                    let result = try linter.lint(path: path, text: text)
                    response["diagnostics"] = result.findings.filter { !$0.isSuppressed }
                        .map { LanguageServerProtocol.diagnostic($0, in: result.source) }
                case "fixAll":
                    response["text"] =
                        try linter.fixAll(path: path, text: text).map { String(decoding: $0, as: UTF8.self) }
                        ?? NSNull()
                case "changed":
                    linter.filesChanged(request["paths"] as? [String] ?? [])
                case "prepare":
                    try linter.prepare(folder: request["folder"] as? String ?? currentDirectory)
                default:
                    response["error"] = "unknown method"
                }
            } catch let error as ConfigurationError {
                response["configurationError"] = error.description
            } catch {
                response["error"] = "\(error)"
            }
            guard writer.send(json: response) else { exit(0) }
        }
    }
}

/// The server's side of its lint worker: starts it, sends it one request at a time, and when it
/// dies (a crash or a hang inside a rule) says which rule on which file, and starts a new one that
/// skips that rule on that file.
final class LintWorkerClient {
    enum Failure: Error {
        /// The worker died on the request; `ended` names the rule and file, when its journal could.
        case crashed(ended: [CrashJournal.Work])
    }

    private let executable: String
    private let currentDirectory: String
    private var process: Process?
    private var reader: MessageReader?
    private var writer: MessageWriter?
    private var nextID = 0
    private let journalPath: String
    /// Rules that crashed on files, skipped there by the next workers.
    private var skipped: [CrashJournal.Work] = []

    init(executable: String, currentDirectory: String) {
        self.executable = executable
        self.currentDirectory = currentDirectory
        journalPath =
            FileManager.default.temporaryDirectory.appendingPathComponent("uilint-lsp-journal-\(getpid())").path
    }

    deinit {
        process?.terminate()
        try? FileManager.default.removeItem(atPath: journalPath)
    }

    /// Sends a request and waits for its response.
    func send(_ request: [String: Any]) throws -> [String: Any] {
        try startIfNeeded()
        nextID += 1
        var request = request
        request["id"] = nextID
        guard let writer, let reader, writer.send(json: request) else { throw stop() }
        while true {
            guard let body = try? reader.next() else { throw stop() }
            if let response = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any],
                response["id"] as? Int == nextID
            {
                return response
            }
        }
    }

    private func startIfNeeded() throws {
        if let process, process.isRunning { return }
        guard CrashJournal.create(at: journalPath) else { throw Failure.crashed(ended: []) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["lsp", "--worker"]
        process.currentDirectoryURL = URL(fileURLWithPath: currentDirectory)
        var environment = ProcessInfo.processInfo.environment
        environment[CrashJournal.environmentKey] = journalPath
        environment[CrashSupervisor.skipKey] = skipped.map { "\($0.ending.rawValue)\t\($0.rule)\t\($0.path)" }.joined(
            separator: "\n")
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        self.process = process
        reader = MessageReader(descriptor: output.fileHandleForReading.fileDescriptor)
        writer = MessageWriter(descriptor: input.fileHandleForWriting.fileDescriptor)
        // The pipes' other ends belong to the worker now.
        try? input.fileHandleForReading.close()
        try? output.fileHandleForWriting.close()
        retainedPipes = [input, output]
    }

    private var retainedPipes: [Pipe] = []

    /// The worker is gone: what it was doing is skipped from now on.
    private func stop() -> Failure {
        process?.terminate()
        process?.waitUntilExit()
        process = nil
        let ended = CrashJournal.endedWork(at: journalPath)
        skipped += ended.filter { work in !skipped.contains { $0.rule == work.rule && $0.path == work.path } }
        return .crashed(ended: ended)
    }
}
