import Foundation

/// The git work tree that contains a folder.
struct GitRepository: Sendable {
    /// Runs in the folder the repository was found from, where relative pathspecs start.
    let git: Git
    /// The work tree's top folder, spelled from `directory` so that it shares its prefix
    /// (git resolves symbolic links; the current folder may not).
    let topLevel: String

    /// The repository around `directory`; `purpose` says what needed it, for the error.
    static func containing(_ directory: String, for purpose: String) throws -> GitRepository {
        let git = Git(directory: directory)
        let output = try git.execute(["rev-parse", "--is-inside-work-tree", "--show-cdup"])
        if output.status == 127 {
            throw GitError(message: "\(purpose) needs git, which is not installed or not on PATH")
        }
        let lines = String(decoding: output.stdout, as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false)
        guard output.status == 0, lines.first == "true" else {
            throw GitError(
                message: "\(purpose) needs a git repository, and \(directory) is not inside the work tree of one")
        }
        let up = lines.count > 1 ? String(lines[1]) : ""
        let topLevel = URL(fileURLWithPath: directory).appendingPathComponent(up).standardizedFileURL.path
        return GitRepository(git: git, topLevel: topLevel)
    }

    /// The absolute path of a path git gave relative to the top folder.
    func absolutePath(_ relative: String) -> String {
        topLevel.hasSuffix("/") ? topLevel + relative : topLevel + "/" + relative
    }
}
