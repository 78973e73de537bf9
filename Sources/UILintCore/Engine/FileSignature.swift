import Foundation

/// What `stat` tells of a file without reading it. Like git's index, a warm run takes a
/// file whose signature has not changed to have the same bytes: any write changes the
/// change time (which no tool can set back), and a file replaced by renaming gets a new inode.
public struct FileSignature: Hashable, Sendable {
    public let size: Int64
    /// Nanoseconds since 1970.
    public let modified: Int64
    public let changed: Int64
    public let inode: UInt64
    public let device: UInt64

    init(size: Int64, modified: Int64, changed: Int64, inode: UInt64, device: UInt64) {
        self.size = size
        self.modified = modified
        self.changed = changed
        self.inode = inode
        self.device = device
    }

    /// The signature of the regular file at `path`, or nil if there is none.
    public init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        size = Int64(status.st_size)
        #if canImport(Darwin)
            modified = Int64(status.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(status.st_mtimespec.tv_nsec)
            changed = Int64(status.st_ctimespec.tv_sec) * 1_000_000_000 + Int64(status.st_ctimespec.tv_nsec)
        #else
            modified = Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec)
            changed = Int64(status.st_ctim.tv_sec) * 1_000_000_000 + Int64(status.st_ctim.tv_nsec)
        #endif
        inode = UInt64(status.st_ino)
        device = UInt64(status.st_dev)
    }

    /// Whether the file was last touched well before `moment`. A file written within the
    /// clock's granularity of being read could change again without its times changing,
    /// so only settled files are trusted by signature.
    func isSettled(before moment: Date) -> Bool {
        let limit = Int64((moment.timeIntervalSince1970 - FileSignature.settlingSeconds) * 1e9)
        return modified < limit && changed < limit
    }

    /// Wider than the coarsest timestamps of common file systems.
    static let settlingSeconds = 2.5
}
