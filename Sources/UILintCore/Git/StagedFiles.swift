/// A regular file as the index holds it.
struct StagedFile: Hashable, Sendable {
    /// Relative to the work tree's top folder, as git spells it.
    let path: String
    let blob: String
}

extension GitRepository {
    /// Regular files added, modified or renamed in the index, compared with HEAD (with
    /// everything staged before the first commit). A rename is its new path; deleted
    /// files, symbolic links and submodules have no content to lint.
    func stagedFiles(limitedTo pathspecs: [String]) throws -> [StagedFile] {
        // --no-renames turns a rename into an addition of the new path, whatever diff.renames says.
        let arguments =
            [
                "--literal-pathspecs", "diff", "--cached", "--raw", "-z", "--no-abbrev", "--no-renames",
                "--diff-filter=AMT", "--no-ext-diff", "--",
            ] + pathspecs
        let fields = try git.run(arguments).split(separator: 0, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        var files: [StagedFile] = []
        var index = 0
        // Each change is ":oldmode newmode oldblob newblob status" followed by its path.
        while index + 1 < fields.count, fields[index].hasPrefix(":") {
            let header = fields[index].dropFirst().split(separator: " ")
            let path = fields[index + 1]
            index += 2
            guard header.count == 5, Self.regularFileModes.contains(String(header[1])) else { continue }
            files.append(StagedFile(path: path, blob: String(header[3])))
        }
        return files
    }

    /// The staged content of each file, read with one `git cat-file` process.
    func contents(of files: [StagedFile]) throws -> [[UInt8]] {
        guard !files.isEmpty else { return [] }
        let request = files.map { $0.blob + "\n" }.joined()
        let output = try git.run(["cat-file", "--batch"], input: Array(request.utf8))
        var contents: [[UInt8]] = []
        var position = 0
        // Each answer is "<blob> blob <size>\n<content>\n".
        for file in files {
            guard let newline = output[position...].firstIndex(of: 10) else { break }
            let header = String(decoding: output[position..<newline], as: UTF8.self).split(separator: " ")
            guard header.count == 3, header[1] == "blob", let size = Int(header[2]), newline + 1 + size <= output.count
            else {
                throw GitError(
                    message: "\(file.path): git cannot read its staged content (\(header.joined(separator: " ")))")
            }
            contents.append(Array(output[(newline + 1)..<(newline + 1 + size)]))
            position = newline + 1 + size + 1
        }
        guard contents.count == files.count else { throw GitError(message: "git cat-file ended early") }
        return contents
    }

    private static let regularFileModes: Set<String> = ["100644", "100755"]
}
