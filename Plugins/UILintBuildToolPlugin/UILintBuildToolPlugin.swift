import Foundation
import PackagePlugin

/// Lints each target's Swift files as it builds, printing findings as
/// `path:line:column: warning: ...` lines that SwiftPM and Xcode show as build
/// diagnostics. Errors fail the build.
@main
struct UILintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return try Self.commands(
            tool: context.tool(named: "uilint").path, workDirectory: context.pluginWorkDirectory,
            targetName: target.name, files: target.sourceFiles(withSuffix: "swift").map(\.path),
            folder: target.directory)
    }

    /// A build command with no declared outputs runs on every build (SwiftPM does so
    /// from tools version 6.0), so the findings show each time, not only after an edit.
    static func commands(tool: Path, workDirectory: Path, targetName: String, files: [Path], folder: Path) -> [Command]
    {
        guard !files.isEmpty else { return [] }
        // Build commands run in no particular folder: name the configuration, and report absolute paths.
        // The result cache goes where a sandboxed build may write.
        let configuration = nearestConfiguration(from: folder)
        let arguments =
            ["lint", "--reporter", "xcode", "--quiet", "--cache-path", workDirectory.string]
            + (configuration.map { ["--config", $0.string] } ?? [])
            + files.map(\.string)
        return [
            .buildCommand(
                displayName: "uilint \(targetName)", executable: tool, arguments: arguments,
                inputFiles: files + (configuration.map { [$0] } ?? []), outputFiles: [])
        ]
    }

    /// The nearest `.uilint.yml` from `folder` upwards, as uilint itself looks for it.
    static func nearestConfiguration(from folder: Path) -> Path? {
        var url = URL(fileURLWithPath: folder.string).standardizedFileURL
        while true {
            let candidate = url.appendingPathComponent(".uilint.yml")
            if FileManager.default.fileExists(atPath: candidate.path) { return Path(candidate.path) }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return nil }
            url = parent
        }
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension UILintBuildToolPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let files = target.inputFiles.filter { $0.type == .source && $0.path.extension == "swift" }.map(\.path)
            return try Self.commands(
                tool: context.tool(named: "uilint").path, workDirectory: context.pluginWorkDirectory,
                targetName: target.displayName, files: files, folder: context.xcodeProject.directory)
        }
    }
#endif
