import Foundation
import SwiftSyntax
import UILintCore

// Fuzz targets for the places users' bad input goes, chosen with UILINT_FUZZ_TARGET:
//   file     one file, every rule, lint and fix, with the fixing guarantees (the default)
//   project  several files of one project: the index, view types across files, and the same
//            findings for a file alone as in its project
//   config   the configuration loader: errors with line and column, never a crash or a hang
//   lsp      the language server's JSON-RPC input
// Build and run with scripts/fuzz.

/// Every rule, enabled once: fuzzing exercises the whole catalogue.
private let configuration = Configuration(rootDirectory: "/")
private let everyRule = RuleOverrides(enable: RuleRegistry.ids)
// The configuration is fixed and valid, so this cannot fail.
private let linter = Linter(rules: try! configuration.activeRules(overrides: everyRule))

/// Lint and fix one file, with the fixing guarantees: no worse parse, every token no fix touched
/// kept in order, and nothing left for a second run to change. The fixer lints the input first, so its
/// findings are the lint's and no separate lint runs; its fixpoint stops only when the last lint
/// has no fix left, so a second run is needed (and made) only when one is left (a fix it refused).
private func fuzzFile(_ bytes: [UInt8]) {
    let source = SourceText(bytes: bytes)
    let result = Fixer(linter: linter).fix(source, path: "Fuzz.swift")
    guard result.changed else { return }
    guard let before = LayoutModelBuilder.syntaxTree(of: source) else { return }
    guard let after = LayoutModelBuilder.syntaxTree(of: SourceText(bytes: result.fixed)) else {
        preconditionFailure("a fix made the file too deeply nested to parse")
    }
    precondition(after.errorCount <= before.errorCount, "a fix made the file parse worse")
    precondition(
        keepsUntouchedTokens(result, original: before.tree, fixed: after.tree),
        "a fix lost or changed a token outside the ranges it edited")
    guard result.remainingFindings.contains(where: { $0.fix != nil && !$0.isSuppressed }) else { return }
    let again = Fixer(linter: linter).fix(SourceText(bytes: result.fixed), path: "Fuzz.swift")
    precondition(!again.changed, "a second fix changed the file")
}

/// Whether every token of the original that no edited range touches is in the fixed file, in order.
/// An insertion touches a token when it lands inside it; text written against a token's edge that
/// merges with it shows as that token missing.
private func keepsUntouchedTokens(_ result: FixResult, original: SourceFileSyntax, fixed: SourceFileSyntax) -> Bool {
    func tokens(_ tree: SourceFileSyntax) -> [(range: Range<Int>, text: String)] {
        tree.tokens(viewMode: .sourceAccurate).map { token in
            (
                token.positionAfterSkippingLeadingTrivia.utf8Offset..<token.endPositionBeforeTrailingTrivia.utf8Offset,
                token.text
            )
        }
    }
    let untouched = tokens(original).filter { token in
        !result.editedRanges.contains { edited in
            edited.isEmpty
                ? token.range.lowerBound < edited.start && edited.start < token.range.upperBound
                : token.range.lowerBound < edited.end && edited.start < token.range.upperBound
        }
    }
    var remaining = tokens(fixed).map(\.text)[...]
    for token in untouched {
        guard let found = remaining.firstIndex(of: token.text) else { return false }
        remaining = remaining[(found + 1)...]
    }
    return true
}

private let projectFolder: String = {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uilint-fuzz-project-\(getpid())").path
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
}()

/// The input split at `\n//--\n` into up to four files of one project: each file's findings alone
/// must be its findings in the whole project's run.
private func fuzzProject(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    let parts = text.components(separatedBy: "\n//--\n").prefix(4)
    let fileManager = FileManager.default
    for name in (try? fileManager.contentsOfDirectory(atPath: projectFolder)) ?? [] {
        try? fileManager.removeItem(atPath: projectFolder + "/" + name)
    }
    for (index, part) in parts.enumerated() {
        guard fileManager.createFile(atPath: projectFolder + "/File\(index).swift", contents: Data(part.utf8)) else {
            return
        }
    }
    let runner = LintRunner(configuration: Configuration(rootDirectory: projectFolder), currentDirectory: projectFolder)
    var options = RunOptions(paths: ["."], jobs: 1, overrides: everyRule)
    options.usesPreFilter = true
    guard let whole = try? runner.run(options) else { return }
    for index in parts.indices {
        var single = options
        single.paths = ["File\(index).swift"]
        guard let alone = try? runner.run(single) else { continue }
        let inWhole = whole.findings.filter { $0.path == "File\(index).swift" }.map(\.fingerprint).sorted()
        precondition(
            alone.findings.map(\.fingerprint).sorted() == inWhole, "File\(index).swift alone differs from its project")
    }
}

/// A configuration file: loaded or refused with a message naming its line and column.
private func fuzzConfiguration(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    do {
        let parsed = try ConfigurationLoader.parse(text, path: ".uilint.yml", rootDirectory: "/fuzz")
        _ = try? parsed.activeRules()
    } catch let error as ConfigurationError {
        precondition(error.line >= 1 && error.column >= 1, "an error without a position: \(error)")
    } catch {
        preconditionFailure("not a configuration error: \(error)")
    }
}

/// Bytes the editor sends: the server answers or refuses them, and ends at their end.
private func fuzzLanguageServer(_ bytes: [UInt8]) {
    var descriptors: [Int32] = [0, 0]
    var output: [Int32] = [0, 0]
    guard pipe(&descriptors) == 0, pipe(&output) == 0 else { return }
    let writer = FileHandle(fileDescriptor: descriptors[1], closeOnDealloc: true)
    let serverOutput = output[0]
    let drain = Thread {
        let handle = FileHandle(fileDescriptor: serverOutput, closeOnDealloc: true)
        _ = handle.readDataToEndOfFile()
    }
    drain.start()
    // No worker can start: what is fuzzed is the protocol, not the rules (the file target has those).
    let server = LanguageServer(
        input: descriptors[0], output: output[1], executable: "/nonexistent/uilint",
        currentDirectory: projectFolder)
    writer.write(Data(bytes))
    try? writer.close()
    _ = server.run()
    close(descriptors[0])
    close(output[1])
}

private let target = ProcessInfo.processInfo.environment["UILINT_FUZZ_TARGET"] ?? "file"

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    switch target {
    case "project": fuzzProject(bytes)
    case "config": fuzzConfiguration(bytes)
    case "lsp": fuzzLanguageServer(bytes)
    default: fuzzFile(bytes)
    }
    return 0
}

/// libFuzzer's driver, started from this `main` because SwiftPM gives every executable its own
/// (libFuzzer brings another `main`, which `scripts/fuzz` lets the linker drop).
@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

var argumentCount = CommandLine.argc
var argumentValues: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(runFuzzerDriver(&argumentCount, &argumentValues) { data, size in fuzz(data, size) })
