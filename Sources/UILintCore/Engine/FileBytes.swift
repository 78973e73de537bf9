#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads whole files with plain system calls: `FileManager.contents(atPath:)` and the copy
/// out of `Data` took a tenth of a cold run.
public enum FileBytes {
    /// The bytes of the regular file at `path`, or nil if it cannot be read. Never blocks on
    /// a FIFO or a device put where a file was found. With `limit`, at most its first `limit` bytes.
    public static func contents(of path: String, limit: Int = .max) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        // One byte more than the size, so that a file that grew since is noticed and read on.
        var chunkSize = min(max(Int(status.st_size), 0) + 1, limit)
        var bytes: [UInt8] = []
        while true {
            var failed = false
            let chunk = [UInt8](unsafeUninitializedCapacity: chunkSize) { buffer, count in
                var result: Int
                repeat {
                    result = read(descriptor, buffer.baseAddress, chunkSize)
                } while result < 0 && errno == EINTR
                failed = result < 0
                count = max(result, 0)
            }
            if failed { return nil }
            if chunk.isEmpty { return bytes }
            if bytes.isEmpty { bytes = chunk } else { bytes.append(contentsOf: chunk) }
            guard bytes.count < limit else { return Array(bytes.prefix(limit)) }
            chunkSize = min(64 * 1024, limit - bytes.count)
        }
    }
}
