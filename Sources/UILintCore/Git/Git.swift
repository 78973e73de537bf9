import Foundation

public struct GitError: Error, CustomStringConvertible, Sendable {
    public let message: String
    public var description: String { message }
}

/// Runs `git` in one folder. uilint talks to git through its command line, as
/// hooks do, so that it sees exactly what `git commit` will see.
struct Git: Sendable {
    let directory: String

    struct Output {
        let status: Int32
        let stdout: [UInt8]
        let stderr: String
    }

    /// Runs git and returns its standard output, or throws with git's own message.
    func run(_ arguments: [String], input: [UInt8] = []) throws -> [UInt8] {
        let output = try execute(arguments, input: input)
        // `env` answers 127 when it finds no `git` to run.
        if output.status == 127 { throw GitError(message: "cannot run git: it is not installed or not on PATH") }
        guard output.status == 0 else {
            let reason = output.stderr.trimmingCharacters(in: .whitespacesAndNewlines)
            throw GitError(
                message:
                    "`git \(arguments.joined(separator: " "))` failed: \(reason.isEmpty ? "exit code \(output.status)" : reason)"
            )
        }
        return output.stdout
    }

    func runText(_ arguments: [String]) throws -> String {
        String(decoding: try run(arguments), as: UTF8.self).trimmingCharacters(in: .newlines)
    }

    func execute(_ arguments: [String], input: [UInt8] = []) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let stdout = Pipe()
        let stderr = Pipe()
        let stdin = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = stdin
        do {
            try process.run()
        } catch {
            throw GitError(message: "cannot run git: \(error.localizedDescription)")
        }
        // Feed and drain on separate threads: a large output must not block git while it reads its input.
        let writer = Thread { [input] in
            stdin.fileHandleForWriting.write(Data(input))
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        let errors = BackgroundRead(stderr.fileHandleForReading)
        let data = stdout.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.wait()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus, stdout: [UInt8](data), stderr: String(decoding: errorData, as: UTF8.self)
        )
    }
}

/// Reads a file handle to its end on a background thread.
private final class BackgroundRead: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread {
            self.data = handle.readDataToEndOfFile()
            self.done.signal()
        }.start()
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
