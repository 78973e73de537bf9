import Foundation

/// Builds a run's project index (SPEC 7.1) from the files a full run would lint, whichever files
/// the run reports on, so that a run on one file, on the staged files or on standard input finds
/// what a full run finds for them.
///
/// It is demand-driven, so that the pre-filter keeps its worth: besides the files the run parses
/// anyway, it parses only the files that may declare a project helper (they hold one of
/// `DeclarationScan.helperNeedles`) and the files that declare a type the parsed files name
/// (a superclass, an extended type, a property's type), found by a byte search and followed up
/// the inheritance chain. Facts are cached by file content.
struct ProjectIndexing: Sendable {
    let discovery: FileDiscovery
    let cache: FactsCache?
    let jobs: Int

    struct Outcome: Sendable {
        let index: ProjectIndex
        /// Changes whenever a fact the index holds changes: part of every cached result's key.
        let digest: String
        /// Files parsed only to index them.
        let indexedFiles: Int
    }

    /// `parsed`: facts of the files this run parsed already, by absolute path; `contents`: content
    /// of inputs that does not come from disk (standard input, the git index), by absolute path.
    func index(parsed: [String: DeclarationFacts], contents: [String: [UInt8]]) -> Outcome {
        let root = discovery.configuration.rootDirectory
        let projectFiles = ((try? discovery.files(for: [root])) ?? [])
            .map(\.absolutePath).filter { FileDiscovery.pathExtension(of: $0) == "swift" }
        var collected = parsed
        let unparsed = projectFiles.filter { collected[$0] == nil }
        // Each file not parsed yet is read once, and scanned for helpers and type declarations.
        let scanned = ParallelMap.map(unparsed, jobs: jobs) { path -> ScannedFile? in
            guard let bytes = contents[path] ?? FileBytes.contents(of: path) else { return nil }
            return ScannedFile(path: path, bytes: bytes, mayDeclareHelper: DeclarationScan.containsHelperNeedle(bytes),
                               declaredTypeNames: DeclarationScan.declaredTypeNames(in: bytes))
        }.compactMap { $0 }
        var declaringFiles: [String: [Int]] = [:]
        for (position, file) in scanned.enumerated() {
            for name in file.declaredTypeNames { declaringFiles[name, default: []].append(position) }
        }
        var toParse = Set(scanned.indices.filter { scanned[$0].mayDeclareHelper })
        var wanted = Set(parsed.values.flatMap(\.referencedTypeNames))
        var looked = Set<String>()
        var done = Set<Int>()
        while true {
            for name in wanted.subtracting(looked) {
                toParse.formUnion(declaringFiles[name] ?? [])
            }
            looked.formUnion(wanted)
            let batch = toParse.subtracting(done).sorted()
            if batch.isEmpty { break }
            done.formUnion(batch)
            let found = ParallelMap.map(batch, jobs: jobs) { position in
                (scanned[position].path, facts(of: scanned[position].bytes))
            }
            for (path, fileFacts) in found {
                collected[path] = fileFacts
                wanted.formUnion(fileFacts.referencedTypeNames)
            }
        }
        let ordered = collected.sorted { $0.key < $1.key }.map(\.value)
        let index = ProjectIndex(ordered, conventions: discovery.configuration.conventions)
        return Outcome(index: index, digest: Self.digest(of: ordered, conventions: discovery.configuration.conventions),
                       indexedFiles: done.count)
    }

    private func facts(of bytes: [UInt8]) -> DeclarationFacts {
        if let cached = cache?.facts(for: bytes) { return cached }
        let facts = LayoutModelBuilder.build(SourceText(bytes: bytes)).declarations
        cache?.store(facts, for: bytes)
        return facts
    }

    private static func digest(of facts: [DeclarationFacts], conventions: Conventions) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        // Files are in path order; their facts do not depend on where they are, so they are sorted too.
        let encoded = facts.compactMap { try? encoder.encode($0) }.sorted { $0.lexicographicallyPrecedes($1) }
        var bytes = Array(((try? encoder.encode(conventions)) ?? Data()))
        for part in encoded { bytes += [0] + Array(part) }
        return StableHash.hex128(bytes)
    }

    private struct ScannedFile: Sendable {
        let path: String
        let bytes: [UInt8]
        let mayDeclareHelper: Bool
        let declaredTypeNames: Set<String>
    }
}

extension DeclarationFacts {
    /// The type names whose declarations, anywhere in the project, decide what this file's types are:
    /// the types themselves (other files extend them), what they inherit, and their properties' types.
    var referencedTypeNames: Set<String> {
        var names = Set<String>()
        for type in types {
            names.insert(type.name)
            names.formUnion(type.inheritedTypes)
            for member in type.members where member.kind == .storedProperty {
                if let typeName = member.typeName { names.insert(typeName) }
            }
        }
        return names
    }
}

/// The facts of files by content, so that a warm run parses no file only to index it.
struct FactsCache: Sendable {
    let directory: String

    private func path(for bytes: [UInt8]) -> String {
        let key = StableHash.hex128(Array("facts\u{0}\(ResultCache.executableIdentity)\u{0}".utf8) + bytes)
        return "\(directory)/facts/\(key.prefix(2))/\(key)"
    }

    func facts(for bytes: [UInt8]) -> DeclarationFacts? {
        guard let data = FileBytes.contents(of: path(for: bytes)) else { return nil }
        return try? JSONDecoder().decode(DeclarationFacts.self, from: Data(data))
    }

    func store(_ facts: DeclarationFacts, for bytes: [UInt8]) {
        guard let data = try? JSONEncoder().encode(facts) else { return }
        ResultCache.write(Array(data), to: path(for: bytes))
    }
}
