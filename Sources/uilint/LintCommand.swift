import ArgumentParser
import Foundation
import UILintCore

extension ReporterKind: ExpressibleByArgument {}

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Lint Swift files and folders (the default command).",
        discussion: """
            Lints every .swift file under the given paths (default: the current folder). Folders named \
            .build, Pods, Carthage, DerivedData and hidden folders are skipped; the configuration's \
            `included` and `excluded` patterns apply to every file.

            The configuration is the nearest .uilint.yml from the current folder upwards, or the file \
            given with --config. A summary line closes the run on standard error.

            --staged lints the Swift files staged in git, as the commit will hold them (paths, if \
            given, limit it to staged files under them); with --fix, files without unstaged changes \
            are fixed and staged again. --stdin-path lints standard input as the file at that path, \
            with the configuration that governs it; with --fix, the fixed source goes to standard \
            output and the report to standard error (or --output).

            EXAMPLES
              uilint lint Sources App
              uilint --strict --reporter json .
              uilint --only constraint_order --fix Sources/Login
              uilint --diff . > fixes.patch && git apply fixes.patch
              uilint --staged                                      In a pre-commit hook.
              uilint --stdin-path Sources/A.swift --fix < A.swift  From an editor.
              uilint --reporter sarif --output uilint.sarif .
              uilint --write-baseline .uilint-baseline.json .      Accept what is there today,
              uilint --baseline .uilint-baseline.json .            then report only new findings.
            """)

    @Argument(help: "Files and folders to lint.")
    var paths: [String] = []

    @Option(help: ArgumentHelp("Configuration file (default: nearest .uilint.yml upwards).", valueName: "file"))
    var config: String?

    @Option(
        help: ArgumentHelp(
            "Report format: \(ReporterKind.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "name"))
    var reporter: ReporterKind = .text

    @Option(
        help: ArgumentHelp("Write the report to this file (atomically) instead of standard output.", valueName: "file"))
    var output: String?

    @Flag(help: "Apply safe fixes in place, then report what is left.")
    var fix = false

    @Flag(help: "Print the fixes as a unified diff; write nothing.")
    var diff = false

    @Flag(help: "Lint the Swift files staged in git, with their staged content.")
    var staged = false

    @Option(help: ArgumentHelp("Read one file from standard input and report it as this path.", valueName: "path"))
    var stdinPath: String?

    @Flag(help: "Warnings fail the run too.")
    var strict = false

    @Option(
        name: .customLong("enable"), help: ArgumentHelp("Enable a rule for this run (repeatable).", valueName: "id"))
    var enabledRules: [String] = []

    @Option(
        name: .customLong("disable"), help: ArgumentHelp("Disable a rule for this run (repeatable).", valueName: "id"))
    var disabledRules: [String] = []

    @Option(name: .customLong("only"), help: ArgumentHelp("Run only this rule (repeatable).", valueName: "id"))
    var onlyRules: [String] = []

    @Option(help: ArgumentHelp("Report only findings that are not in this baseline.", valueName: "file"))
    var baseline: String?

    @Option(help: ArgumentHelp("Record every current finding as the baseline.", valueName: "file"))
    var writeBaseline: String?

    @Flag(help: "With --baseline and --reporter sarif, also list baseline findings that no longer occur.")
    var reportAbsent = false

    @Flag(help: "Do not read or write the result cache.")
    var noCache = false

    @Option(
        help: ArgumentHelp(
            "Keep the result cache in this folder (default: the platform's cache folder).", valueName: "dir"))
    var cachePath: String?

    @Option(help: ArgumentHelp("Worker threads (default: all cores).", valueName: "n"))
    var jobs: Int?

    @Flag(help: "No progress or summary on standard error.")
    var quiet = false

    @Flag(help: .hidden)
    var timings = false

    @Flag(name: .customLong("no-prefilter"), help: .hidden)
    var parsesEveryFile = false

    func validate() throws {
        if fix && diff { throw ValidationError("--fix and --diff cannot be used together.") }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1.") }
        if reportAbsent && baseline == nil { throw ValidationError("--report-absent needs --baseline.") }
        if staged && stdinPath != nil { throw ValidationError("--staged and --stdin-path cannot be used together.") }
        if stdinPath != nil && !paths.isEmpty {
            throw ValidationError("--stdin-path lints standard input; it takes no paths.")
        }
    }

    func run() throws {
        let currentDirectory = FileManager.default.currentDirectoryPath
        do {
            var options = RunOptions(
                paths: paths,
                mode: fix ? .fix : diff ? .diff : .lint,
                jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount,
                overrides: RuleOverrides(
                    enable: split(enabledRules), disable: split(disabledRules), only: split(onlyRules)),
                progress: progressLine())
            options.usesPreFilter = !parsesEveryFile
            options.supervision = Supervision.current
            options.cacheDirectory = noCache ? nil : cachePath ?? ResultCache.defaultDirectory
            var result: RunResult
            var fixedSource: [UInt8]?
            if let stdinPath {
                let input = [UInt8](FileHandle.standardInput.readDataToEndOfFile())
                let output = try StandardInputRunner(currentDirectory: currentDirectory)
                    .run(input, path: stdinPath, configurationPath: config, options: options)
                result = output.result
                fixedSource = fix ? output.source : nil
            } else {
                let configuration = try ConfigurationLoader.resolve(
                    explicitPath: config, searchingFrom: currentDirectory, currentDirectory: currentDirectory)
                let runner = LintRunner(configuration: configuration, currentDirectory: currentDirectory)
                result = staged ? try StagedLintRunner(runner: runner).run(options) : try runner.run(options)
            }
            if let baseline {
                result.apply(try Baseline.load(path: baseline))
            }
            if let writeBaseline {
                try Baseline(findings: result.findings).write(to: writeBaseline)
            }
            try emit(result, fixedSource: fixedSource)
            throw ExitCode(result.exitCode(strict: strict))
        } catch let error as ExitCode {
            throw error
        } catch {
            StandardStreams.failure(error)
            throw ExitCode(2)
        }
    }

    private func progressLine() -> ProgressLine? {
        let shows = TerminalManners.showsProgress(
            isTerminal: TerminalManners.isTerminal(STDERR_FILENO), environment: ProcessInfo.processInfo.environment,
            quiet: quiet)
        return shows ? ProgressLine { StandardStreams.errorText($0) } : nil
    }

    /// `--only a,b` reads as `--only a --only b`.
    private func split(_ values: [String]) -> [String] {
        values.flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
    }

    private func emit(_ result: RunResult, fixedSource: [UInt8]?) throws {
        var phases = result.timings
        try phases.measure(\.report) { try writeReport(result, fixedSource: fixedSource) }
        for problem in result.problems {
            StandardStreams.failure(problem)
        }
        if timings {
            // For the benchmark: one JSON line of phase times (nanoseconds, summed over threads).
            let data = try JSONEncoder().encode(phases)
            StandardStreams.error("uilint-timings: " + String(decoding: data, as: UTF8.self))
        }
        guard !quiet else { return }
        for note in result.notes + result.files.flatMap(\.notes) {
            StandardStreams.note(note)
        }
        StandardStreams.error(result.summary.line)
    }

    /// Under `--stdin-path --fix`, standard output carries only the fixed source, for
    /// the editor to replace its buffer with; the report goes to standard error.
    private func writeReport(_ result: RunResult, fixedSource: [UInt8]?) throws {
        let environment = ProcessInfo.processInfo.environment
        if diff {
            StandardStreams.output(result.files.compactMap(\.diff).joined())
        } else {
            let reportsToStandardError = fixedSource != nil
            let style = ANSIStyle(
                isEnabled: output == nil
                    && TerminalManners.usesColor(
                        isTerminal: TerminalManners.isTerminal(reportsToStandardError ? STDERR_FILENO : STDOUT_FILENO),
                        environment: environment)
            )
            let report = reporter.makeReporter(includesAbsent: reportAbsent, style: style).report(result)
            if let output {
                // As ESLint's --output-file does: CI often names a reports folder that does not exist yet.
                try FileManager.default.createDirectory(
                    at: URL(fileURLWithPath: output).deletingLastPathComponent(),
                    withIntermediateDirectories: true)
                try AtomicFileWriter.write(Array(report.utf8), to: output)
            } else if reportsToStandardError {
                StandardStreams.errorText(report)
            } else {
                StandardStreams.output(report)
            }
        }
        if let fixedSource {
            StandardStreams.output(fixedSource)
        }
    }
}
