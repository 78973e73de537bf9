import Foundation

/// Lints editor buffers as a run on the file would (docs/language-server.md), with each project's index kept in
/// memory: the project's files and what a byte scan of each declares are read once, when the
/// project is first asked for, and again only for files said to have changed. The index of a buffer
/// is then built as a run builds it (`ProjectIndexing`), from those scans and the buffer's own
/// declarations, so a finding that depends on a base class in another file is the one the command
/// line reports. Used by the lint worker of `uilint lsp`, one request at a time.
final class WorkspaceLinter {
    /// A project: the folder of a `.uilint.yml`, or the workspace folder without one.
    private final class Project {
        let configuration: Configuration
        let discovery: FileDiscovery
        let linter: Linter
        var files: [SourceFileReference]
        var summaries: [String: DeclarationScan.Summary]
        /// The facts of files parsed for an index so far, kept until the file changes: without them
        /// every keystroke parsed the project's helper and base-class files again.
        var facts: [String: DeclarationFacts] = [:]
        /// The last index built, for a buffer with these declarations: most keystrokes change none,
        /// and the same declarations with the same files give the same index.
        var lastIndex: (path: String, declarations: DeclarationFacts, index: ProjectIndex)?

        init(
            configuration: Configuration, discovery: FileDiscovery, linter: Linter, files: [SourceFileReference],
            summaries: [String: DeclarationScan.Summary]
        ) {
            self.configuration = configuration
            self.discovery = discovery
            self.linter = linter
            self.files = files
            self.summaries = summaries
        }
    }

    struct Result {
        let source: SourceText
        let findings: [Finding]
    }

    private let currentDirectory: String
    private let supervision: RunSupervision
    private let jobs = ProcessInfo.processInfo.activeProcessorCount
    private var projects: [String: Project] = [:]

    init(currentDirectory: String, supervision: RunSupervision) {
        self.currentDirectory = currentDirectory
        self.supervision = supervision
    }

    /// Reads the project of `folder` now, so that the first buffer of it is linted without waiting.
    func prepare(folder: String) throws {
        _ = try project(forFileIn: folder)
    }

    /// The findings of `text` as the content of the file at `path`. Throws a `ConfigurationError`
    /// when the configuration that governs the file is bad.
    func lint(path: String, text: [UInt8]) throws -> Result {
        defer { supervision.journal?.leave() }
        let (project, file) = try context(of: path)
        let source = SourceText(bytes: text)
        guard project.discovery.isSelectedByConfiguration(file.absolutePath),
            project.configuration.lints(content: text)
        else {
            return Result(source: source, findings: [])
        }
        if FileDiscovery.pathExtension(of: path) != "swift" {
            return Result(source: source, findings: project.linter.lintDocument(path: file.displayPath, head: text))
        }
        let (model, index) = modelAndIndex(of: source, file: file, in: project)
        return Result(
            source: source,
            findings: project.linter.lint(
                model, index: index, path: file.displayPath,
                relativePath: file.rootRelativePath))
    }

    /// `text` with every safe fix applied, as `uilint --fix` applies them; nil when nothing changes.
    func fixAll(path: String, text: [UInt8]) throws -> [UInt8]? {
        defer { supervision.journal?.leave() }
        let (project, file) = try context(of: path)
        guard FileDiscovery.pathExtension(of: path) == "swift",
            project.discovery.isSelectedByConfiguration(file.absolutePath), project.configuration.lints(content: text)
        else { return nil }
        let source = SourceText(bytes: text)
        let (_, index) = modelAndIndex(of: source, file: file, in: project)
        let result = Fixer(linter: project.linter, index: index).fix(
            source, path: file.displayPath, relativePath: file.rootRelativePath)
        return result.changed ? result.fixed : nil
    }

    /// Files changed on disk: their scans are read again; a configuration file makes its project
    /// (and every project, since one may now govern another's files) be read anew.
    func filesChanged(_ paths: [String]) {
        if paths.contains(where: { ($0 as NSString).lastPathComponent == ConfigurationLoader.fileName }) {
            projects = [:]
            return
        }
        for project in projects.values {
            let root = project.configuration.rootDirectory
            for path in paths where path.hasPrefix(root + "/") && FileDiscovery.pathExtension(of: path) == "swift" {
                project.facts[path] = nil
                project.lastIndex = nil
                if let bytes = FileBytes.contents(of: path) {
                    project.summaries[path] = DeclarationScan.scan(bytes)
                    if !project.files.contains(where: { $0.absolutePath == path }),
                        project.discovery.isSelectedByConfiguration(path)
                    {
                        project.files.append(project.discovery.reference(for: path))
                    }
                } else {
                    project.summaries[path] = nil
                    project.files.removeAll { $0.absolutePath == path }
                }
            }
        }
    }

    private func context(of path: String) throws -> (Project, SourceFileReference) {
        let project = try self.project(forFileIn: (path as NSString).deletingLastPathComponent)
        return (project, project.discovery.reference(for: path))
    }

    private func modelAndIndex(of source: SourceText, file: SourceFileReference, in project: Project) -> (
        FileModel, ProjectIndex
    ) {
        // The parser is watched like a rule: a file it hangs on ends the worker, not the server.
        supervision.journal?.enter(rule: LintRunner.parserWork, path: file.displayPath, size: source.bytes.count)
        let model = project.linter.model(of: source, resolvingViewTypes: false)
        if let last = project.lastIndex, last.path == file.absolutePath, last.declarations == model.declarations {
            return (model, last.index)
        }
        var summaries = project.summaries
        summaries[file.absolutePath] = nil
        // No facts cache on disk: the facts parsed stay in memory for the session, and writing them
        // made the first index slower than a cold full run.
        let indexing = ProjectIndexing(
            discovery: project.discovery, cache: nil, jobs: jobs, projectFiles: project.files,
            readings: project.linter.readings)
        var parsed = project.facts
        parsed[file.absolutePath] = model.declarations
        let outcome = indexing.index(parsed: parsed, scanned: summaries, contents: [:])
        // The buffer's facts are not the file's on disk: another buffer's index reads that from disk.
        project.facts = outcome.facts
        project.facts[file.absolutePath] = nil
        project.lastIndex = (file.absolutePath, model.declarations, outcome.index)
        return (model, outcome.index)
    }

    /// The project governing files of `folder`: found from its configuration, read on first use.
    private func project(forFileIn folder: String) throws -> Project {
        let configuration = try ConfigurationLoader.resolve(
            explicitPath: nil, searchingFrom: folder, currentDirectory: currentDirectory)
        if let project = projects[configuration.rootDirectory] { return project }
        let discovery = FileDiscovery(configuration: configuration, currentDirectory: currentDirectory)
        let files = (try? discovery.files(for: [configuration.rootDirectory])) ?? []
        let swiftFiles = files.filter { FileDiscovery.pathExtension(of: $0.absolutePath) == "swift" }
        let scans = ParallelMap.map(swiftFiles, jobs: jobs) { file in
            FileBytes.contents(of: file.absolutePath).map(DeclarationScan.scan)
        }
        var summaries: [String: DeclarationScan.Summary] = [:]
        for (file, scan) in zip(swiftFiles, scans) { summaries[file.absolutePath] = scan }
        let rules = try configuration.activeRules()
        let project = Project(
            configuration: configuration, discovery: discovery,
            linter: Linter(rules: rules, supervision: supervision, projectStyle: configuration.projectStyle),
            files: files,
            summaries: summaries)
        projects[configuration.rootDirectory] = project
        return project
    }
}
