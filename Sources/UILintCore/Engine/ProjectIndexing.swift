import Foundation

/// Builds a run's project index (docs/project-index.md) from the files a full run would lint, whichever files
/// the run reports on, so that a run on one file, on the staged files or on standard input finds
/// what a full run finds for them.
///
/// It is demand-driven, so that the pre-filter keeps its worth: besides the files the run parses
/// anyway, it parses only the files that may declare a project helper (they hold one of
/// `DeclarationScan.helperNeedles`) and the files that declare a type the parsed files name
/// (a superclass, an extended type, the type of a view class's property), found by a byte search
/// and followed up the inheritance chain. Of those, it skips the files whose class cannot be a
/// view by its name and the heads of its declarations (`ViewCandidates`): a view model or a
/// delegate protocol tells the index nothing, unless a rule asks for it (`IndexQuestion`).
/// Facts are cached by file content.
struct ProjectIndexing: Sendable {
    let discovery: FileDiscovery
    let cache: FactsCache?
    let jobs: Int
    /// The files of the whole project, when the run has found them already.
    var projectFiles: [SourceFileReference]?
    /// The readings of the run's rules that ask the index something (`IndexQuestion`). A file parsed only for the
    /// index is read with them too, so that it asks what it would ask if the run linted it. Types only, which hold
    /// no state: safe to share between the threads of a run.
    nonisolated(unsafe) private let askingReadings: [any SyntaxReading.Type]
    private let questions: [IndexQuestion]

    /// `readings`: the run's readings (`Linter.readings`).
    init(
        discovery: FileDiscovery, cache: FactsCache?, jobs: Int, projectFiles: [SourceFileReference]? = nil,
        readings: [any SyntaxReading.Type] = []
    ) {
        self.discovery = discovery
        self.cache = cache
        self.jobs = jobs
        self.projectFiles = projectFiles
        let asked = IndexQuestion.asked(by: readings)
        askingReadings = asked.map(\.reading)
        questions = asked.map(\.question)
    }

    struct Outcome: Sendable {
        let index: ProjectIndex
        /// Changes whenever a fact the index holds changes: part of every cached result's key (empty without a cache).
        let digest: String
        /// Files parsed only to index them.
        let indexedFiles: Int
        /// The facts the index holds, by absolute path: those given and those of the files parsed for it.
        let facts: [String: DeclarationFacts]
    }

    /// `parsed`: facts of the files this run parsed already, by absolute path; `scanned`: what the
    /// run's pre-filter read of the files it skipped; `contents`: content of inputs that does not
    /// come from disk (standard input, the git index), by absolute path.
    func index(
        parsed: [String: DeclarationFacts], scanned summaries: [String: DeclarationScan.Summary] = [:],
        contents: [String: [UInt8]]
    ) -> Outcome {
        let root = discovery.configuration.rootDirectory
        let projectFiles = (self.projectFiles ?? (try? discovery.files(for: [root])) ?? [])
            .map(\.absolutePath).filter { FileDiscovery.pathExtension(of: $0) == "swift" }
        var collected = parsed
        let unparsed = projectFiles.filter { collected[$0] == nil }
        // Each file not parsed yet is scanned for helpers and type declarations, by the pre-filter's
        // reading when it skipped the file, or read here.
        let scanned = ParallelMap.map(unparsed, jobs: jobs) { path -> ScannedFile? in
            if let summary = summaries[path] { return ScannedFile(path: path, summary: summary) }
            guard let bytes = contents[path] ?? FileBytes.contents(of: path) else { return nil }
            return ScannedFile(path: path, summary: DeclarationScan.scan(bytes))
        }.compactMap { $0 }
        var declaringFiles: [String: [Int]] = [:]
        // Structs and enums are never views: knowing their names is enough, without parsing their files.
        var valueTypeNames = Set<String>()
        var extendingFiles: [String: [Int]] = [:]
        for (position, file) in scanned.enumerated() {
            let declarations = file.summary.declarations
            for name in declarations.classes.keys { declaringFiles[name, default: []].append(position) }
            for name in declarations.protocols { declaringFiles[name, default: []].append(position) }
            valueTypeNames.formUnion(declarations.valueTypes)
            for name in declarations.extensions { extendingFiles[name, default: []].append(position) }
        }
        var toParse = Set(scanned.indices.filter { scanned[$0].summary.mayDeclareHelper })
        var done = Set<Int>()
        var looked = Set<String>()
        var chasedProperties = Set<String>()
        var candidates = ViewCandidates(scanned: scanned.map(\.summary.declarations), parsed: collected.values)
        var declarationWords = WordsInFiles(questions.flatMap(\.declarationWords))
        var extensionWords = WordsInFiles(questions.flatMap(\.extensionWords))
        /// Asks, once, for the files that declare `name` as a class or protocol, when what they hold
        /// can matter: the type may be a view, or a rule asks about what such files declare.
        func lookUp(_ name: String) {
            guard looked.insert(name).inserted else { return }
            let mayBeView = candidates.mayBeView(name)
            toParse.formUnion(
                (declaringFiles[name] ?? []).filter {
                    mayBeView || declarationWords.holdOne(scanned[$0].path, contents: contents)
                })
        }
        var fresh = Array(collected.values)
        while true {
            for fileFacts in fresh {
                for type in fileFacts.types {
                    // What a type inherits or extends, up the chain; and another declaration of its own name,
                    // which makes it a name two files declare (a run on one of them must know it as a run on
                    // both does: the project fuzz target's first campaign).
                    type.inheritedTypes.forEach(lookUp)
                    lookUp(type.name)
                    // A class's extensions that hold what a rule asks about.
                    if type.kind == .class, !extensionWords.isEmpty, looked.insert("extensions " + type.name).inserted {
                        toParse.formUnion(
                            (extendingFiles[type.name] ?? []).filter {
                                extensionWords.holdOne(scanned[$0].path, contents: contents)
                            })
                    }
                    // A base class's extensions, in any file, declare methods that its subclasses override.
                    if type.kind == .class, let base = type.inheritedTypes.first, candidates.mayBeView(base),
                        looked.insert("extension " + base).inserted
                    {
                        toParse.formUnion(extendingFiles[base] ?? [])
                    }
                }
                fileFacts.typesAskedAbout.forEach(lookUp)
            }
            fresh = []
            if toParse.isSubset(of: done) {
                // The inheritance is known: the properties of view classes may hold the project's own views,
                // and a view-named one may inherit from a class that sets its own autoresizing flag.
                let index = ProjectIndex.inheritance(of: Array(collected.values), valueTypeNames: valueTypeNames)
                for fileFacts in collected.values {
                    for type in fileFacts.types
                    where type.kind == .class && !chasedProperties.contains(type.name)
                        && index.viewKind(ofTypeNamed: type.name, declaredAs: .class) != nil
                    {
                        chasedProperties.insert(type.name)
                        for member in type.members where member.kind == .storedProperty {
                            if let typeName = member.typeName { lookUp(typeName) }
                        }
                    }
                }
            }
            let batch = toParse.subtracting(done).sorted()
            if batch.isEmpty { break }
            done.formUnion(batch)
            let found = ParallelMap.map(batch, jobs: jobs) { position -> (String, DeclarationFacts) in
                let path = scanned[position].path
                return (path, (contents[path] ?? FileBytes.contents(of: path)).map(facts(of:)) ?? DeclarationFacts())
            }
            for (path, fileFacts) in found {
                collected[path] = fileFacts
                fresh.append(fileFacts)
            }
        }
        let ordered = collected.sorted { $0.key < $1.key }.map(\.value)
        let conventions = discovery.configuration.conventions
        let index = ProjectIndex(ordered, valueTypeNames: valueTypeNames, conventions: conventions)
        // Only cached results need the digest.
        let digest =
            cache == nil ? "" : Self.digest(of: ordered, valueTypeNames: valueTypeNames, conventions: conventions)
        return Outcome(index: index, digest: digest, indexedFiles: done.count, facts: collected)
    }

    private func facts(of bytes: [UInt8]) -> DeclarationFacts {
        if let cached = cache?.facts(for: bytes) { return cached }
        let source = SourceText(bytes: bytes)
        let facts = LayoutModelBuilder.build(
            source, readings: Linter.readings(askingReadings, wantedBy: source), resolvingViewTypes: false
        ).declarations
        cache?.store(facts, for: bytes)
        return facts
    }

    /// Files are in path order; their facts do not depend on where they are, so their encodings are sorted.
    private static func digest(of facts: [DeclarationFacts], valueTypeNames: Set<String>, conventions: Conventions)
        -> String
    {
        let encoded = facts.map { fileFacts -> [UInt8] in
            var writer = CacheWriter()
            writer.write(fileFacts)
            return writer.bytes
        }.sorted { $0.lexicographicallyPrecedes($1) }
        var writer = CacheWriter()
        for list in [
            conventions.setupFunctions.map(\.text), conventions.dataBindingFunctions.map(\.text),
            conventions.constraintHelpers, conventions.autolayoutHelpers, valueTypeNames.sorted(),
        ] {
            writer.write(list.joined(separator: ","))
        }
        // Each part is self-delimiting: its counts come first. Appended in place: `reduce(_:+)` copied
        // the growing buffer once per file.
        var bytes = writer.bytes
        bytes.reserveCapacity(bytes.count + encoded.reduce(0) { $0 + $1.count })
        for part in encoded { bytes += part }
        return StableHash.hex128(bytes)
    }

    private struct ScannedFile: Sendable {
        let path: String
        let summary: DeclarationScan.Summary
    }

    /// Whether files hold one of the words rules ask the index about, each file read once.
    private struct WordsInFiles {
        private let words: [String]
        private var answers: [String: Bool] = [:]

        init(_ words: [String]) { self.words = Array(Set(words)).sorted() }

        var isEmpty: Bool { words.isEmpty }

        mutating func holdOne(_ path: String, contents: [String: [UInt8]]) -> Bool {
            guard !words.isEmpty else { return false }
            if let answer = answers[path] { return answer }
            let bytes = contents[path] ?? FileBytes.contents(of: path) ?? []
            let answer = PreFilter.contains(anyOf: words, in: bytes)
            answers[path] = answer
            return answer
        }
    }
}

/// The facts of files by content, so that a warm run parses no file only to index it.
struct FactsCache: Sendable {
    let directory: String
    /// What a file's facts depend on besides its content: the readings that ask the index about it
    /// (`IndexQuestion`), which differ with the rules a configuration enables.
    private let keyPrefix: [UInt8]

    /// `readings`: the run's readings (`Linter.readings`).
    init(directory: String, readings: [any SyntaxReading.Type]) {
        self.directory = directory
        let asking = IndexQuestion.asked(by: readings).map { String(reflecting: $0.reading) }
        keyPrefix = Array(
            "facts\u{0}\(ResultCache.executableIdentity)\u{0}\(asking.sorted().joined(separator: ","))\u{0}".utf8)
    }

    private func path(for bytes: [UInt8]) -> String {
        let key = StableHash.hex128(keyPrefix + bytes)
        return "\(directory)/facts/\(key.prefix(2))/\(key)"
    }

    func facts(for bytes: [UInt8]) -> DeclarationFacts? {
        guard let data = FileBytes.contents(of: path(for: bytes)) else { return nil }
        var reader = CacheReader(data)
        guard let facts = try? reader.readFacts(), reader.isAtEnd else { return nil }
        return facts
    }

    func store(_ facts: DeclarationFacts, for bytes: [UInt8]) {
        var writer = CacheWriter()
        writer.write(facts)
        ResultCache.write(writer.bytes, to: path(for: bytes))
    }
}
