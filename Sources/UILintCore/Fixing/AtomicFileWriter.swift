import Foundation

public struct FileWriteError: Error, CustomStringConvertible, Sendable {
    public let path: String
    public let reason: String
    public var description: String { "\(path): \(reason)" }
}

/// Writes a file by writing a temporary file beside it and renaming it over
/// the original, so that readers never see a half-written file.
public enum AtomicFileWriter {
    /// Replaces `path` with `bytes`, keeping its permissions. When `expectedCurrent`
    /// is given, the file is left alone if its content no longer matches it.
    public static func write(_ bytes: [UInt8], to path: String, expectedCurrent: [UInt8]? = nil) throws {
        let manager = FileManager.default
        let attributes = try? manager.attributesOfItem(atPath: path)
        // Renaming over a read-only file would succeed; its mode says the user does not want it changed.
        if let permissions = attributes?[.posixPermissions] as? Int, permissions & 0o222 == 0 {
            throw FileWriteError(path: path, reason: "is read-only; left as it is")
        }
        if let expectedCurrent {
            guard let data = manager.contents(atPath: path), [UInt8](data) == expectedCurrent else {
                throw FileWriteError(
                    path: path, reason: "changed on disk while uilint was working on it; left as it is")
            }
        }
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(
            temporaryName(for: url.lastPathComponent))
        guard manager.createFile(atPath: temporary.path, contents: Data(bytes)) else {
            throw FileWriteError(path: path, reason: "cannot write a temporary file in its folder")
        }
        do {
            if let permissions = attributes?[.posixPermissions] {
                try manager.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary.path)
            }
            if rename(temporary.path, path) != 0 {
                throw FileWriteError(path: path, reason: String(cString: strerror(errno)))
            }
        } catch {
            try? manager.removeItem(at: temporary)
            throw error as? FileWriteError ?? FileWriteError(path: path, reason: "\(error)")
        }
    }

    private static let temporaryMarker = ".uilint-"

    /// `.<name>.uilint-<process id>-<8 characters>`: hidden, and unique to one write.
    static func temporaryName(for name: String) -> String {
        ".\(name)\(temporaryMarker)\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))"
    }

    /// The name of the file a temporary file named `name` was to replace, if `name` is one:
    /// a process killed between writing and renaming leaves it behind.
    static func targetName(ofTemporary name: String) -> Substring? {
        guard name.hasPrefix("."), let marker = name.range(of: temporaryMarker, options: .backwards) else { return nil }
        let suffix = name[marker.upperBound...].split(separator: "-", omittingEmptySubsequences: false)
        guard suffix.count == 2, !suffix[0].isEmpty, suffix[0].allSatisfy({ ("0"..."9").contains($0) }),
            suffix[1].count == 8
        else { return nil }
        return name[name.index(after: name.startIndex)..<marker.lowerBound]
    }
}
