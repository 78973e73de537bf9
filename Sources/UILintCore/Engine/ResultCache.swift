import Foundation

/// Findings of files already linted, keyed by everything that decides them: the
/// file's bytes and paths, the effective configuration and uilint's version. Each
/// entry is its own file, written atomically, so concurrent runs cannot corrupt
/// one another; an entry that cannot be decoded is ignored and rebuilt. Fixing
/// never uses it.
public struct ResultCache: Sendable {
    /// The cache folder; entries and indexes live in a folder per uilint version below it.
    let root: String
    public let directory: String
    private let configurationKey: String
    /// Findings by file signature, to skip reading unchanged files.
    let index: StatIndex

    public init(directory: String, rules: [ActiveRule], configuration: Configuration) {
        root = directory
        self.directory = directory + "/v\(UILintVersion.current)"
        var description = ""
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        for active in rules.sorted(by: { $0.rule.id < $1.rule.id }) {
            let options = configuration.ruleSettings[active.rule.id]?.options ?? [:]
            // Encoding costs start-up time, and most rules keep their default options.
            let encoded =
                options.isEmpty ? "" : (try? encoder.encode(options)).map { String(decoding: $0, as: UTF8.self) } ?? ""
            description += "\(active.rule.id)=\(active.severity.rawValue)\(encoded);"
        }
        // A fix's edits follow the project's formatter settings too.
        configurationKey = Self.executableIdentity + "\u{0}" + description + "\u{0}\(configuration.projectStyle)"
        index = StatIndex(path: self.directory + "/index-\(StableHash.hex128(Array(configurationKey.utf8)))")
    }

    /// The running binary's path, size and modification time: a rebuilt uilint, even of the
    /// same version, may find other things, so it never reads an older build's entries.
    static let executableIdentity: String = {
        let path = Bundle.main.executablePath ?? CommandLine.arguments.first ?? ""
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let size = (attributes?[.size] as? NSNumber)?.int64Value ?? 0
        let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(path)\u{0}\(size)\u{0}\(modified)"
    }()

    /// The platform's cache folder: `$XDG_CACHE_HOME/uilint`, `~/.cache/uilint`, or `~/Library/Caches/uilint` on macOS.
    public static var defaultDirectory: String {
        let environment = ProcessInfo.processInfo.environment
        if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty { return xdg + "/uilint" }
        let home = environment["HOME"] ?? NSTemporaryDirectory()
        #if os(macOS)
            return home + "/Library/Caches/uilint"
        #else
            return home + "/.cache/uilint"
        #endif
    }

    /// `indexDigest`: the project index the findings were made with (see `ProjectIndexing`).
    public func key(for bytes: [UInt8], displayPath: String, relativePath: String, indexDigest: String) -> String {
        StableHash.hex128(
            Array("\(configurationKey)\u{0}\(displayPath)\u{0}\(relativePath)\u{0}\(indexDigest)\u{0}".utf8) + bytes)
    }

    private func path(for key: String) -> String {
        "\(directory)/\(key.prefix(2))/\(key)"
    }

    public func findings(for key: String) -> [Finding]? {
        guard let data = FileBytes.contents(of: path(for: key)) else { return nil }
        // Most files have nothing to report: their entry is empty and needs no decoding.
        if data.isEmpty { return [] }
        var reader = CacheReader(data)
        guard let findings = try? reader.readFindings(), reader.isAtEnd else { return nil }
        return findings
    }

    /// Removes what no run has written for a month, at most once a day.
    func pruneIfDue() {
        CachePruning.pruneIfDue(root: root)
    }

    public func store(_ findings: [Finding], for key: String) {
        let path = path(for: key)
        var writer = CacheWriter()
        if !findings.isEmpty { writer.write(findings) }
        Self.write(writer.bytes, to: path)
    }

    /// Writes a file of the cache, making its folder first. The cache is an optimisation:
    /// a folder that cannot be written only means no caching.
    static func write(_ bytes: [UInt8], to path: String) {
        try? FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent,
            withIntermediateDirectories: true)
        try? AtomicFileWriter.write(bytes, to: path)
    }
}
