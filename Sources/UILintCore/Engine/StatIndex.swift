import Foundation

/// The findings of each file of earlier runs, keyed by the file's signature, so that a
/// warm run neither reads nor hashes a file that has not changed. One index per
/// configuration and binary, in one file: loaded once, consulted by every worker,
/// written once at the end, atomically. Concurrent runs may overwrite each other's
/// index, which costs hits, never correctness: every entry is checked against the file.
final class StatIndex: @unchecked Sendable {
    struct Entry: Sendable {
        let signature: FileSignature
        let displayPath: String
        let relativePath: String
        let findings: [Finding]
    }

    let path: String
    private let startedAt: Date
    /// Read on another thread, so that the run finds its files meanwhile; see `loaded`.
    private var loadedEntries: [String: Entry] = [:]
    /// The project's state when the loaded entries were recorded (see `projectSignature`).
    private var loadedProjectSignature = ""
    /// The project's state now: a file's findings depend on the other files through the project
    /// index, so entries recorded in another state are not trusted.
    private var projectSignature = ""
    private let loading = DispatchGroup()
    private var recorded: [String: Entry] = [:]
    private let lock = NSLock()

    /// A missing or damaged index is an empty one.
    init(path: String, startedAt: Date = Date()) {
        self.path = path
        self.startedAt = startedAt
        loading.enter()
        DispatchQueue.global().async { [self] in
            let decoded = FileBytes.contents(of: path).flatMap { try? Self.decode($0) }
            loadedEntries = decoded?.entries ?? [:]
            loadedProjectSignature = decoded?.projectSignature ?? ""
            loading.leave()
        }
    }

    private var loaded: [String: Entry] {
        loading.wait()
        return loadedEntries
    }

    /// Sets the signature of the project's files as they are now, before any look-up.
    func setProjectSignature(_ signature: String) {
        loading.wait()
        projectSignature = signature
    }

    /// The findings of `file` if neither it nor the project has changed since they were recorded.
    func findings(for file: SourceFileReference, signature: FileSignature) -> [Finding]? {
        guard loadedProjectSignature == projectSignature, let entry = loaded[file.absolutePath],
            entry.signature == signature,
            entry.displayPath == file.displayPath, entry.relativePath == file.rootRelativePath
        else { return nil }
        return entry.findings
    }

    /// Remembers what was found in `file`, whose signature was taken before it was read.
    func record(_ findings: [Finding], for file: SourceFileReference, signature: FileSignature) {
        guard signature.isSettled(before: startedAt) else { return }
        let entry = Entry(
            signature: signature, displayPath: file.displayPath, relativePath: file.rootRelativePath, findings: findings
        )
        lock.lock()
        recorded[file.absolutePath] = entry
        lock.unlock()
    }

    /// Writes the index if this run learnt anything; entries of files that are gone are dropped.
    func save() {
        lock.lock()
        defer { lock.unlock() }
        guard !recorded.isEmpty else { return }
        var entries =
            loadedProjectSignature == projectSignature
            ? loaded.filter { FileManager.default.fileExists(atPath: $0.key) } : [:]
        entries.merge(recorded) { $1 }
        ResultCache.write(Self.encode(entries, projectSignature: projectSignature), to: path)
    }

    private static let formatMark = "uilint stat index 2"

    static func encode(_ entries: [String: Entry], projectSignature: String = "") -> [UInt8] {
        var writer = CacheWriter()
        writer.write(formatMark)
        writer.write(projectSignature)
        writer.write(entries.count)
        for (path, entry) in entries {
            writer.write(path)
            let signature = entry.signature
            writer.write(Int(signature.size))
            writer.write(Int(signature.modified))
            writer.write(Int(signature.changed))
            writer.write(unsigned: signature.inode)
            writer.write(unsigned: signature.device)
            writer.write(entry.displayPath)
            writer.write(entry.relativePath)
            writer.write(entry.findings)
        }
        return writer.bytes
    }

    static func decode(_ bytes: [UInt8]) throws -> (entries: [String: Entry], projectSignature: String) {
        var reader = CacheReader(bytes)
        guard try reader.readString() == formatMark else { throw CacheReader.Damaged() }
        let projectSignature = try reader.readString()
        let count = try reader.readInt()
        var entries: [String: Entry] = [:]
        for _ in 0..<max(0, count) {
            let path = try reader.readString()
            let signature = FileSignature(
                size: Int64(try reader.readInt()), modified: Int64(try reader.readInt()),
                changed: Int64(try reader.readInt()),
                inode: try reader.readUnsigned(), device: try reader.readUnsigned())
            entries[path] = Entry(
                signature: signature, displayPath: try reader.readString(),
                relativePath: try reader.readString(), findings: try reader.readFindings())
        }
        guard reader.isAtEnd else { throw CacheReader.Damaged() }
        return (entries, projectSignature)
    }
}
