import Foundation
import PackagePlugin

/// `swift package uilint [--fix] [--target NAME ...] [TARGET ...]` lints the package's
/// source targets (all of them unless some are named) with uilint — built from source by
/// uilint's package, prebuilt in the `uilint-plugins` package — from the package's folder,
/// so that its `.uilint.yml` applies.
@main
struct UILintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let fix = extractor.extractFlag(named: "fix") > 0
        let names = extractor.extractOption(named: "target") + extractor.remainingArguments
        if let option = names.first(where: { $0.hasPrefix("-") }) {
            throw PluginFailure(
                "unknown option \(option); usage: swift package uilint [--fix] [--target NAME ...] [TARGET ...]")
        }
        let sourceTargets = context.package.targets.compactMap { $0 as? SourceModuleTarget }
        let unknown = names.filter { name in !sourceTargets.contains { $0.name == name } }
        guard unknown.isEmpty else {
            throw PluginFailure(
                "no source target named \(unknown.joined(separator: ", ")); "
                    + "the package has \(sourceTargets.map(\.name).joined(separator: ", "))")
        }
        let selected = names.isEmpty ? sourceTargets : sourceTargets.filter { names.contains($0.name) }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: try context.tool(named: "uilint").path.string)
        // The plugin's own folder is one it may always write to, sandboxed or not.
        process.arguments =
            ["--cache-path", context.pluginWorkDirectory.string] + (fix ? ["--fix"] : [])
            + selected.map(\.directory.string)
        process.currentDirectoryURL = URL(fileURLWithPath: context.package.directory.string)
        try process.run()
        process.waitUntilExit()
        switch process.terminationStatus {
        case 0: return
        case 1: throw PluginFailure("uilint found problems that fail the run")
        default: throw PluginFailure("uilint could not run as asked (exit code \(process.terminationStatus))")
        }
    }
}

struct PluginFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
