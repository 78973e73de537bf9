import Foundation

/// Lints exactly the Swift files staged in git, with their staged content, as a
/// pre-commit hook needs: what is linted is what the commit will hold.
public struct StagedLintRunner: Sendable {
    public let runner: LintRunner

    public init(runner: LintRunner) {
        self.runner = runner
    }

    /// `options.paths`, when given, limit the run to staged files under them.
    /// Under `--fix`, a file whose work tree matches the index is fixed on disk and
    /// staged again; a file with unstaged changes is only linted, since fixing the
    /// work tree would stage those changes with the fixes.
    public func run(_ options: RunOptions) throws -> RunResult {
        let started = Date()
        let currentDirectory = runner.currentDirectory
        let repository = try GitRepository.containing(currentDirectory, for: "--staged")
        let discovery = FileDiscovery(configuration: runner.configuration, currentDirectory: currentDirectory)
        let staged = try repository.stagedFiles(limitedTo: options.paths).filter {
            discovery.wouldLintSwiftFile(repository.absolutePath($0.path), under: repository.topLevel)
        }
        var inputs: [LintInput] = []
        var notes: [String] = []
        var gitPaths: [String: String] = [:]
        for (file, content) in zip(staged, try repository.contents(of: staged)) {
            let absolutePath = repository.absolutePath(file.path)
            gitPaths[absolutePath] = file.path
            let reference = discovery.reference(for: absolutePath)
            // Binary content is linted like any file: it gets a `parse_error`, as it would on disk.
            if options.mode != .fix {
                inputs.append(LintInput(file: reference, content: .memory(content)))
            } else if FileManager.default.contents(atPath: absolutePath).map([UInt8].init) == content {
                inputs.append(LintInput(file: reference))
            } else {
                notes.append(
                    "\(reference.displayPath): not fixed: it has changes that are not staged; stage or stash them, then run again"
                )
                inputs.append(LintInput(file: reference, content: .lintOnly(content)))
            }
        }
        var result = try runner.run(inputs, options: options, started: started)
        result.notes += notes
        if options.mode == .fix {
            let written = result.files.filter { !$0.appliedFixes.isEmpty && $0.problems.isEmpty }
            do {
                try repository.stage(written.compactMap { gitPaths[$0.file.absolutePath] })
            } catch {
                throw GitError(message: "the fixes were written but could not be staged again: \(error)")
            }
        }
        return result
    }
}

extension GitRepository {
    /// Stages files again after fixing them; paths are relative to the top folder.
    func stage(_ paths: [String]) throws {
        guard !paths.isEmpty else { return }
        _ = try Git(directory: topLevel).run(["--literal-pathspecs", "add", "--"] + paths)
    }
}
