import Dispatch
import Foundation
import SwiftSyntax
import UILintCore

/// The least any SwiftSyntax-based linter must spend: reading the files and
/// parsing them with SwiftParser, on the same number of threads as uilint.
enum ParseFloor {
    /// `walking` also walks each tree with a visitor that does nothing: the floor of any
    /// SwiftSyntax-based linter that looks at every node.
    static func seconds(files: [String], jobs: Int, walking: Bool = false) -> Double {
        eachFile(files, jobs: jobs) { bytes in
            let tree = bytes.withUnsafeBufferPointer(LayoutModelBuilder.parse)
            if walking { EmptyVisitor(viewMode: .sourceAccurate).walk(tree) }
            withExtendedLifetime(tree) {}
        }
    }

    /// Reads every file, runs uilint's pre-filter on it and parses those that pass.
    static func secondsScanningAll(files: [String], jobs: Int) throws -> Double {
        let filter = PreFilter(rules: try Configuration(rootDirectory: "/").activeRules())
        return eachFile(files, jobs: jobs) { bytes in
            guard filter.mustParse(bytes) else { return }
            let tree = bytes.withUnsafeBufferPointer(LayoutModelBuilder.parse)
            withExtendedLifetime(tree) {}
        }
    }

    /// Read as uilint reads, on uilint's own worker threads: the floor shares the run's costs of both.
    private static func eachFile(_ files: [String], jobs: Int, _ body: @escaping ([UInt8]) -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        _ = ParallelMap.map(files, jobs: jobs) { path in
            if let bytes = FileBytes.contents(of: path) { body(bytes) }
        }
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// The files uilint parses with the default configuration: those the pre-filter lets through.
    static func filesUILintParses(_ files: [String]) throws -> [String] {
        let filter = PreFilter(rules: try Configuration(rootDirectory: "/").activeRules())
        return files.filter { path in
            FileBytes.contents(of: path).map(filter.mustParse) ?? false
        }
    }
}

private final class EmptyVisitor: SyntaxVisitor {}
