import Dispatch
import Foundation
import SwiftParser
import SwiftSyntax
import UILintCore

/// The least any SwiftSyntax-based linter must spend: reading the files and
/// parsing them with SwiftParser, on the same number of threads as uilint.
enum ParseFloor {
    /// `walking` also walks each tree with a visitor that does nothing: the floor of any
    /// SwiftSyntax-based linter that looks at every node.
    static func seconds(files: [String], jobs: Int, walking: Bool = false) -> Double {
        eachFile(files, jobs: jobs) { bytes in
            let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
            if walking { EmptyVisitor(viewMode: .sourceAccurate).walk(tree) }
            withExtendedLifetime(tree) {}
        }
    }

    /// Reads every file, runs uilint's pre-filter on it and parses those that pass.
    static func secondsScanningAll(files: [String], jobs: Int) throws -> Double {
        let filter = PreFilter(rules: try Configuration(rootDirectory: "/").activeRules())
        return eachFile(files, jobs: jobs) { bytes in
            guard filter.mustParse(bytes) else { return }
            let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
            withExtendedLifetime(tree) {}
        }
    }

    private static func eachFile(_ files: [String], jobs: Int, _ body: @Sendable ([UInt8]) -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        let next = NSLock()
        nonisolated(unsafe) var index = 0
        DispatchQueue.concurrentPerform(iterations: max(1, jobs)) { _ in
            while true {
                next.lock()
                let current = index
                index += 1
                next.unlock()
                guard current < files.count else { return }
                guard let data = FileManager.default.contents(atPath: files[current]) else { continue }
                body([UInt8](data))
            }
        }
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// The files uilint parses with the default configuration: those the pre-filter lets through.
    static func filesUILintParses(_ files: [String]) throws -> [String] {
        let filter = PreFilter(rules: try Configuration(rootDirectory: "/").activeRules())
        return files.filter { path in
            FileManager.default.contents(atPath: path).map { filter.mustParse([UInt8]($0)) } ?? false
        }
    }
}

private final class EmptyVisitor: SyntaxVisitor {}
