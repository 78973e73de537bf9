import Foundation

/// The plain git pre-commit hook of `uilint install-hook`. It is recognised by its
/// marker line, so that uilint never replaces or removes a hook it did not write.
public struct PreCommitHook: Sendable {
    /// Where the hook goes, as git names it (relative to the current folder, or absolute).
    public let displayPath: String
    public let path: String

    static let markerPrefix = "# uilint-hook:"

    public static let script = """
        #!/bin/sh
        \(markerPrefix) written by `uilint install-hook`; `uilint uninstall-hook` removes it.
        # Lints the Swift files staged for the commit; `git commit --no-verify` skips it.
        if ! command -v uilint >/dev/null 2>&1; then
            echo 'uilint pre-commit hook: uilint is not on PATH; install it, or remove the hook with `uilint uninstall-hook`.' >&2
            exit 1
        fi
        exec uilint --staged

        """

    /// The pre-commit hook of the repository around `directory`, in `core.hooksPath` when it is set.
    public static func locate(from directory: String, for purpose: String) throws -> PreCommitHook {
        let repository = try GitRepository.containing(directory, for: purpose)
        let hooks = try repository.git.runText(["rev-parse", "--git-path", "hooks"])
        let displayPath = (hooks as NSString).appendingPathComponent("pre-commit")
        let path =
            displayPath.hasPrefix("/")
            ? displayPath
            : URL(fileURLWithPath: directory).appendingPathComponent(displayPath).standardizedFileURL.path
        return PreCommitHook(displayPath: displayPath, path: path)
    }

    /// Whether a hook file is one uilint wrote.
    public static func isWrittenByUILint(_ content: String) -> Bool {
        content.split(separator: "\n").contains { $0.hasPrefix(markerPrefix) }
    }

    /// Writes the hook; a hook that uilint did not write is replaced only with `force`.
    /// Returns what was done, for the user.
    public func install(force: Bool) throws -> String {
        let manager = FileManager.default
        var replaced = false
        if let existing = manager.contents(atPath: path) {
            if !Self.isWrittenByUILint(String(decoding: existing, as: UTF8.self)) {
                guard force else {
                    throw GitError(
                        message: "\(displayPath) already exists and was not written by uilint; "
                            + "add `uilint --staged` to it yourself, or use --force to replace it")
                }
                replaced = true
            }
        }
        do {
            try manager.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try AtomicFileWriter.write(Array(Self.script.utf8), to: path)
            try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        } catch {
            throw GitError(message: "cannot write \(displayPath): \(error)")
        }
        let done =
            replaced
            ? "Replaced \(displayPath) with uilint's hook."
            : "Installed \(displayPath): commits now run `uilint --staged`."
        return Self.uilintIsOnPath()
            ? done : done + "\nuilint is not on PATH, so the hook stops every commit until it is."
    }

    /// The hook runs `uilint` from PATH, whatever binary installed it.
    private static func uilintIsOnPath() -> Bool {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return folders.contains { FileManager.default.isExecutableFile(atPath: "\($0)/uilint") }
    }

    /// Removes the hook if uilint wrote it. Returns what was done, for the user.
    public func uninstall() throws -> String {
        guard let existing = FileManager.default.contents(atPath: path) else {
            return "No pre-commit hook at \(displayPath); nothing to remove."
        }
        guard Self.isWrittenByUILint(String(decoding: existing, as: UTF8.self)) else {
            throw GitError(message: "\(displayPath) was not written by uilint; left as it is")
        }
        do {
            try FileManager.default.removeItem(atPath: path)
        } catch {
            throw GitError(message: "cannot remove \(displayPath): \(error.localizedDescription)")
        }
        return "Removed \(displayPath)."
    }
}
