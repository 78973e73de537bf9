import Foundation

/// A file to lint: where it is on disk and how reports name it.
public struct SourceFileReference: Hashable, Sendable {
    public let absolutePath: String
    public let displayPath: String
    /// Relative to the configuration's folder, as path options such as `allowed_paths` are written.
    public let rootRelativePath: String

    public init(absolutePath: String, displayPath: String, rootRelativePath: String? = nil) {
        self.absolutePath = absolutePath
        self.displayPath = displayPath
        self.rootRelativePath = rootRelativePath ?? displayPath
    }
}

public struct DiscoveryError: Error, CustomStringConvertible, Sendable {
    public let message: String
    public var description: String { message }

    public init(message: String) {
        self.message = message
    }
}

/// Turns command-line paths into the sorted list of files to lint, applying
/// the default exclusions and the configuration's `included`/`excluded`.
public struct FileDiscovery: Sendable {
    public let configuration: Configuration
    public let currentDirectory: String
    private let includedPatterns: [GlobPattern]
    private let excludedPatterns: [GlobPattern]

    public static let lintedExtensions: Set<String> = ["swift"]
    /// Documents some rule reports by name (Interface Builder files): found in folders, never parsed.
    public static let documentExtensions = RuleRegistry.documentExtensions

    public init(configuration: Configuration, currentDirectory: String) {
        self.configuration = configuration
        self.currentDirectory = currentDirectory
        includedPatterns = (configuration.included ?? []).map(GlobPattern.init)
        excludedPatterns = configuration.excluded.map(GlobPattern.init)
    }

    public func files(for paths: [String]) throws -> [SourceFileReference] {
        var found: [String] = []
        for path in paths.isEmpty ? ["."] : paths {
            let absolute = absolutePath(path)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) else {
                throw DiscoveryError(message: "\(path): no such file or folder")
            }
            if isDirectory.boolValue {
                found += walk(directory: absolute)
            } else if Self.isRegularFile(absolute) {
                found.append(absolute)
            } else {
                // Reading a FIFO or a device would block or never end.
                throw DiscoveryError(message: "\(path): not a regular file")
            }
        }
        // Overlapping paths name some files twice; one folder never does.
        let unique = paths.count > 1 ? Array(Set(found)) : found
        return unique.filter(isSelectedByConfiguration).sorted(by: Self.bytewisePrecedes).map(reference(for:))
    }

    /// How a run names the file at `absolute`.
    public func reference(for absolute: String) -> SourceFileReference {
        SourceFileReference(
            absolutePath: absolute, displayPath: displayPath(of: absolute), rootRelativePath: relativeToRoot(absolute))
    }

    func absolutePath(_ path: String) -> String {
        let url =
            path.hasPrefix("/")
            ? URL(fileURLWithPath: path) : URL(fileURLWithPath: currentDirectory).appendingPathComponent(path)
        return url.standardizedFileURL.path
    }

    /// Paths below the current folder are shown relative to it, as compilers do.
    public func displayPath(of absolute: String) -> String {
        let base = currentDirectory.hasSuffix("/") ? currentDirectory : currentDirectory + "/"
        return Self.path(absolute, below: base) ?? absolute
    }

    /// The rest of `absolute` after the folder `base` (ending in `/`), compared as bytes: as Unicode
    /// text, a warm run spent a tenth of its time counting characters of every path.
    private static func path(_ absolute: String, below base: String) -> String? {
        var absolute = absolute
        var base = base
        let count = base.utf8.count
        let isBelow = absolute.withUTF8 { path in
            base.withUTF8 { folder in
                path.count >= count && (count == 0 || memcmp(path.baseAddress!, folder.baseAddress!, count) == 0)
            }
        }
        return isBelow ? String(Substring(absolute.utf8.dropFirst(count))) : nil
    }

    /// Whether a run over the folder `root` would lint this Swift file: it is in no
    /// folder that the walk skips, and the configuration selects it.
    public func wouldLintSwiftFile(_ absolute: String, under root: String) -> Bool {
        let base = root.hasSuffix("/") ? root : root + "/"
        guard Self.pathExtension(of: absolute) == "swift", absolute.hasPrefix(base) else { return false }
        let folders = absolute.dropFirst(base.count).split(separator: "/").dropLast()
        guard !folders.contains(where: Configuration.isNeverSearched(folderNamed:)) else { return false }
        return isSelectedByConfiguration(absolute)
    }

    private func walk(directory: String) -> [String] {
        var result: [String] = []
        var visited = Set<FolderIdentity>()
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if descriptor >= 0 { Self.walk(descriptor, path: directory, into: &result, unlessIn: &visited) }
        return result
    }

    /// Lists the folder open at `descriptor`, which it closes, then the folders in it, each opened
    /// relative to its parent: opened by absolute path, each made the kernel walk the path again,
    /// which cost a warm run of a large app most of its finding of files.
    private static func walk(
        _ descriptor: Int32, path: String, into result: inout [String],
        unlessIn visited: inout Set<FolderIdentity>
    ) {
        defer { close(descriptor) }
        guard let entries = entries(of: descriptor, unlessIn: &visited) else { return }
        for (name, kind) in entries {
            switch kind {
            case .directory:
                guard !Configuration.isNeverSearched(folderNamed: name) else { continue }
                let child = openat(descriptor, name, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
                if child >= 0 { walk(child, path: path + "/" + name, into: &result, unlessIn: &visited) }
            case .regularFile:
                if isLinted(fileName: name) { result.append(path + "/" + name) }
            case .other:
                continue
            }
        }
    }

    /// A folder as the file system knows it, whatever path leads to it.
    private struct FolderIdentity: Hashable {
        let device: UInt64
        let inode: UInt64

        init(_ status: stat) {
            device = UInt64(truncatingIfNeeded: status.st_dev)
            inode = UInt64(truncatingIfNeeded: status.st_ino)
        }
    }

    /// The names in the folder open at `descriptor` with their kinds, or nil when it cannot be
    /// read or was listed already: folders are told apart by identity,
    /// not path, which guards against loops of links. The listing tells the kind of most entries;
    /// only links (and file systems that do not say) need a `stat`, which follows them.
    private static func entries(of descriptor: Int32, unlessIn visited: inout Set<FolderIdentity>) -> [(
        name: String, kind: Kind
    )]? {
        var status = stat()
        guard fstat(descriptor, &status) == 0, visited.insert(FolderIdentity(status)).inserted else { return nil }
        // Read through a duplicate: closing the stream closes the descriptor it reads.
        let reading = dup(descriptor)
        guard reading >= 0, let stream = fdopendir(reading) else {
            if reading >= 0 { close(reading) }
            return nil
        }
        defer { closedir(stream) }
        var result: [(name: String, kind: Kind)] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            guard name != ".", name != ".." else { continue }
            switch Int(entry.pointee.d_type) {
            case Int(DT_DIR): result.append((name, .directory))
            case Int(DT_REG): result.append((name, .regularFile))
            case Int(DT_LNK), Int(DT_UNKNOWN): result.append((name, kind(of: name, in: descriptor)))
            default: continue
            }
        }
        return result
    }

    private static let dottedExtensions = lintedExtensions.union(documentExtensions).map { Array(".\($0)".utf8) }

    /// Whether a file of this name is linted: a Swift file or an Interface Builder document.
    /// Compared as bytes: making strings for every name of a large tree showed in warm runs.
    static func isLinted(fileName: String) -> Bool {
        let utf8 = fileName.utf8
        return dottedExtensions.contains { ending in
            utf8.count > ending.count && utf8.suffix(ending.count).elementsEqual(ending)
        }
    }

    /// Paths in the order of their bytes: the same for every run and platform, and
    /// cheaper than comparing them as Unicode text.
    static func bytewisePrecedes(_ lhs: String, _ rhs: String) -> Bool {
        let compared = lhs.utf8.withContiguousStorageIfAvailable { left in
            rhs.utf8.withContiguousStorageIfAvailable { right in
                let length = min(left.count, right.count)
                let common = length == 0 ? 0 : memcmp(left.baseAddress!, right.baseAddress!, length)
                return common != 0 ? common < 0 : left.count < right.count
            }
        }
        return (compared ?? nil) ?? lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
    }

    /// What follows the last dot of the file name; bridging to `NSString` for it costs more than the walk.
    static func pathExtension(of path: String) -> Substring {
        let name = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path[path.index(after: $0)...] } ?? path[...]
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...]
    }

    private enum Kind {
        case directory, regularFile, other
    }

    private static func kind(of name: String, in folder: Int32) -> Kind {
        var status = stat()
        guard fstatat(folder, name, &status, 0) == 0 else { return .other }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .regularFile
        default: return .other
        }
    }

    static func isRegularFile(_ path: String) -> Bool {
        kind(of: path, in: AT_FDCWD) == .regularFile
    }

    /// Whether `included` and `excluded` select the file.
    func isSelectedByConfiguration(_ absolute: String) -> Bool {
        if includedPatterns.isEmpty, excludedPatterns.isEmpty { return true }
        let relative = relativeToRoot(absolute)
        if !includedPatterns.isEmpty, !includedPatterns.contains(where: { $0.matches(relativePath: relative) }) {
            return false
        }
        return !excludedPatterns.contains { $0.matches(relativePath: relative) }
    }

    private func relativeToRoot(_ absolute: String) -> String {
        let root =
            configuration.rootDirectory.hasSuffix("/") ? configuration.rootDirectory : configuration.rootDirectory + "/"
        return Self.path(absolute, below: root) ?? absolute
    }
}
