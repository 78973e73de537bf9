import Foundation

/// The run's third stage: the project index, from what the parsed files declare and what the skipped ones were
/// scanned for (docs/project-index.md); and, for the cache, the project's signature.
struct IndexStage: Sendable {
    let discovery: FileDiscovery
    let cache: ResultCache?
    let jobs: Int
    /// The run's readings (`Linter.readings`): those that ask the index something are its questions.
    nonisolated(unsafe) let readings: [any SyntaxReading.Type]

    /// Tells the cache which project its findings belong to; returns the signature of each of `files`.
    func recordProjectSignature(
        in cache: ResultCache, files: [SourceFileReference], timings: inout PhaseTimes
    ) -> [FileSignature?] {
        let signatures = timings.measure(\.index) {
            ParallelMap.map(files, jobs: jobs) { FileSignature(path: $0.absolutePath) }
        }
        cache.index.setProjectSignature(
            timings.measure(\.index) { Self.projectSignature(files, signatures: signatures) })
        return signatures
    }

    /// The project index, from what the parsed files declare and what the skipped ones were scanned
    /// for; nil when no file was parsed (all cached, skipped, unreadable or documents): linting needs it
    /// only for parsed files.
    func projectIndex(
        of prepared: [PreparedFile], projectFiles: [SourceFileReference]?, timings: inout PhaseTimes
    ) -> ProjectIndexing.Outcome? {
        var parsedFacts: [String: DeclarationFacts] = [:]
        var skippedSummaries: [String: DeclarationScan.Summary] = [:]
        var contents: [String: [UInt8]] = [:]
        for file in prepared {
            switch file {
            case .parsed(let parsed):
                parsedFacts[parsed.file.input.file.absolutePath] = parsed.facts
                if case .disk = parsed.file.input.content {
                } else {
                    contents[parsed.file.input.file.absolutePath] = parsed.file.bytes
                }
            case .skipped(let skipped):
                skippedSummaries[skipped.absolutePath] = skipped.summary
                if let content = skipped.memoryContent { contents[skipped.absolutePath] = content }
            case .done, .read:
                break
            }
        }
        guard !parsedFacts.isEmpty else { return nil }
        let indexing = ProjectIndexing(
            discovery: discovery, cache: cache.map { FactsCache(directory: $0.directory, readings: readings) },
            jobs: jobs, projectFiles: projectFiles, readings: readings)
        let project = timings.measure(\.index) {
            indexing.index(parsed: parsedFacts, scanned: skippedSummaries, contents: contents)
        }
        timings.indexedFiles = project.indexedFiles
        return project
    }

    /// Every project file with its signature: while it is the same, so is the project index.
    /// `signatures`, when given, are those of `projectFiles`, in order.
    static func projectSignature(_ projectFiles: [SourceFileReference], signatures: [FileSignature?]? = nil) -> String {
        var writer = CacheWriter()
        for (position, file) in projectFiles.enumerated() {
            guard let signature = signatures.map({ $0[position] }) ?? FileSignature(path: file.absolutePath) else {
                continue
            }
            writer.write(file.absolutePath)
            for part in [signature.size, signature.modified, signature.changed] { writer.write(Int(part)) }
            writer.write(unsigned: signature.inode)
        }
        return StableHash.hex128(writer.bytes)
    }
}
