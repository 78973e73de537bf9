import Foundation

/// Lints one file's content read from standard input as if it were the file at
/// `path`, for editors that lint the buffer being edited.
public struct StandardInputRunner: Sendable {
    public let currentDirectory: String

    public init(currentDirectory: String = FileManager.default.currentDirectoryPath) {
        self.currentDirectory = currentDirectory
    }

    public struct Output: Sendable {
        public let result: RunResult
        /// The content with the fixes applied (the content as it was when nothing was fixed).
        public let source: [UInt8]
    }

    /// Uses the configuration given, or the nearest `.uilint.yml` from `path`'s folder
    /// upwards, as a run on the file itself would from its folder. Under `--fix`, the
    /// fixed content is in the output; nothing is written.
    public func run(_ content: [UInt8], path: String, configurationPath: String?, options: RunOptions) throws -> Output
    {
        let started = Date()
        let bootstrap = FileDiscovery(
            configuration: Configuration(rootDirectory: currentDirectory), currentDirectory: currentDirectory)
        let absolutePath = bootstrap.absolutePath(path)
        let configuration = try ConfigurationLoader.resolve(
            explicitPath: configurationPath, searchingFrom: (absolutePath as NSString).deletingLastPathComponent,
            currentDirectory: currentDirectory)
        let discovery = FileDiscovery(configuration: configuration, currentDirectory: currentDirectory)
        let file = discovery.reference(for: absolutePath)
        let runner = LintRunner(configuration: configuration, currentDirectory: currentDirectory)
        guard discovery.isSelectedByConfiguration(absolutePath) else {
            var result = try runner.run([], options: options, started: started)
            result.notes.append(
                "\(file.displayPath): not linted: the configuration's `included`/`excluded` leave it out")
            return Output(result: result, source: content)
        }
        let result = try runner.run(
            [LintInput(file: file, content: .memory(content))], options: options, started: started)
        return Output(result: result, source: result.files.first?.fixedContent ?? content)
    }
}
