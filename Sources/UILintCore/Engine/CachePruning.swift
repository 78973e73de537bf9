import Foundation

/// Keeps the cache folder from growing without end. Every edit of a file adds an entry and
/// every build of uilint starts a new index, and nothing reads the old ones again; so, at
/// most once a day, a run removes the entries and indexes that no run has written for 30
/// days, and what writes cut short by a killed process left behind. A file that is still
/// around but was pruned is simply linted again.
///
/// Only names uilint writes are removed: `--cache-path` may name a folder that holds
/// other things, and those are never touched.
enum CachePruning {
    static let maximumAge: TimeInterval = 30 * 24 * 60 * 60
    static let interval: TimeInterval = 24 * 60 * 60
    static let markerName = "last-pruned"

    /// Prunes the cache under `root` unless a run did so within `interval`.
    static func pruneIfDue(root: String, now: Date = Date()) {
        let marker = root + "/" + markerName
        if let last = FileSignature(path: marker).map(modificationDate), now.timeIntervalSince(last) < interval {
            return
        }
        // Marked first: a concurrent run then finds the pruning done instead of doing it again.
        guard (try? AtomicFileWriter.write([], to: marker)) != nil else { return }
        prune(root: root, olderThan: now.addingTimeInterval(-maximumAge))
    }

    /// Removes uilint's entries and indexes last written before `limit`, the temporary files of
    /// writes that never finished, and the folders they leave empty.
    static func prune(root: String, olderThan limit: Date) {
        for name in children(of: root) where AtomicFileWriter.targetName(ofTemporary: name) == Substring(markerName) {
            removeIfOlder(root + "/" + name, than: limit)
        }
        for version in children(of: root) where isVersionName(version) {
            let versionFolder = root + "/" + version
            for name in children(of: versionFolder) {
                let path = versionFolder + "/" + name
                if isOwn(name, isIndexName) {
                    removeIfOlder(path, than: limit)
                } else if name.count == 2, isHex(name) {
                    for entry in children(of: path)
                    where isOwn(entry, { $0.count == 32 && $0.hasPrefix(name) && isHex($0) }) {
                        removeIfOlder(path + "/" + entry, than: limit)
                    }
                    rmdir(path)
                }
            }
            rmdir(versionFolder)
        }
    }

    /// A file named as `isName` says, or a temporary file left by a write of one.
    private static func isOwn(_ name: String, _ isName: (Substring) -> Bool) -> Bool {
        isName(Substring(name)) || AtomicFileWriter.targetName(ofTemporary: name).map(isName) == true
    }

    private static func children(of folder: String) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    }

    /// `v0.1.0`: a folder `ResultCache` makes per uilint version.
    private static func isVersionName(_ name: String) -> Bool {
        guard name.hasPrefix("v"), let first = name.utf8.dropFirst().first else { return false }
        return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first)
    }

    private static func isIndexName(_ name: Substring) -> Bool {
        let prefix = "index-"
        return name.hasPrefix(prefix) && name.count == prefix.count + 32 && isHex(name.dropFirst(prefix.count))
    }

    /// Lower-case hexadecimal, as `StableHash` writes it.
    private static func isHex(_ text: some StringProtocol) -> Bool {
        text.utf8.allSatisfy {
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0)
        }
    }

    /// Only regular files: `FileSignature` is nil for anything else.
    private static func removeIfOlder(_ path: String, than limit: Date) {
        guard let signature = FileSignature(path: path), modificationDate(signature) < limit else { return }
        unlink(path)
    }

    private static func modificationDate(_ signature: FileSignature) -> Date {
        Date(timeIntervalSince1970: Double(signature.modified) / 1e9)
    }
}
