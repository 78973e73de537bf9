import Foundation
import XCTest

@testable import UILintCore

/// Type-checks Swift sources against the stand-in `UIKit`, `SnapKit` and `RxCocoa` modules of
/// `Tests/StandIns` (docs/type-checked-examples.md), with the toolchain's `swiftc`, so that examples and fix
/// outputs are known to compile although the real frameworks do not exist on Linux.
enum StandInCompiler {
    /// One Swift module's worth of files: all are type-checked together.
    typealias Module = [(name: String, text: String)]

    private static let standIns = Repository.url("Tests/StandIns")

    /// The folder holding the compiled stand-in modules, built once per test run.
    private static let modules: Result<URL, Error> = Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "uilint-standins-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (module, source) in [
            ("ObjectiveC", "ObjectiveC/ObjectiveC.swift"), ("UIKit", "UIKit.swift"), ("SnapKit", "SnapKit.swift"),
            ("RxCocoa", "RxCocoa.swift"),
        ] {
            let result = try Shell.run(
                swiftc(includes: folder) + [
                    "-parse-as-library", "-emit-module", "-module-name", module,
                    "-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path,
                    standIns.appendingPathComponent(source).path,
                ], in: folder)
            guard result.status == 0 else {
                throw StandInError(message: "the \(module) stand-in does not compile:\n\(result.stderr)")
            }
        }
        return folder
    }

    /// `@objc`, `@IBOutlet` and `#selector` need Objective-C interop, which Linux compilers leave off.
    private static func swiftc(includes modules: URL) -> [String] {
        [
            "swiftc", "-Xfrontend", "-enable-objc-interop",
            "-I", standIns.appendingPathComponent("ObjectiveC").path, "-I", modules.path,
        ]
    }

    /// The compiler's errors for the module, each as `file:line:column: error: message`; none when it type-checks.
    static func errors(in module: Module) throws -> [String] {
        let folder = try modules.get()
        let sources = folder.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: sources) }
        var paths: [String] = []
        for (index, file) in module.enumerated() {
            // Numbered folders keep files of the same name apart.
            let url = sources.appendingPathComponent("\(index)").appendingPathComponent(file.name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.text.utf8).write(to: url)
            paths.append(url.path)
        }
        // `-parse-as-library` so that no file is taken for `main.swift`.
        let result = try Shell.run(swiftc(includes: folder) + ["-typecheck", "-parse-as-library"] + paths, in: sources)
        let errors = result.stderr.components(separatedBy: "\n")
            .filter { $0.contains(": error: ") }
            .map { $0.replacingOccurrences(of: sources.path + "/", with: "") }
        if result.status != 0 && errors.isEmpty {
            throw StandInError(message: "swiftc failed without an error line:\n\(result.stderr)")
        }
        return errors
    }

    /// Type-checks many modules, two at a time (the machines running the tests have two cores).
    static func errors(in modules: [Module]) throws -> [[String]] {
        try ParallelMap.map(modules, jobs: 2) { module in Result { try errors(in: module) } }.map { try $0.get() }
    }

    struct StandInError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}
