import Foundation
import SeededRandom
import SwiftParser
import SwiftSyntax
import XCTest

@testable import UILintCore

/// Small random edits of every fixture — a token deleted, a line duplicated, two
/// lines swapped, the file cut short — must never crash uilint, and `--fix` on
/// them must parse no worse and be idempotent. Deterministic: the seed is fixed.
final class MutationTests: XCTestCase {
    private enum Mutation: CaseIterable {
        case deleteToken, duplicateLine, swapLines, cut
    }

    private func mutate(_ bytes: [UInt8], with mutation: Mutation, using random: inout SeededGenerator) -> [UInt8] {
        guard !bytes.isEmpty else { return bytes }
        switch mutation {
        case .deleteToken:
            let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
            let tokens = Array(tree.tokens(viewMode: .sourceAccurate).filter { $0.tokenKind != .endOfFile })
            guard let token = tokens.randomElement(using: &random) else { return bytes }
            let range =
                token.positionAfterSkippingLeadingTrivia.utf8Offset..<token.endPositionBeforeTrailingTrivia.utf8Offset
            return Array(bytes[..<range.lowerBound] + bytes[range.upperBound...])
        case .duplicateLine, .swapLines:
            var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
            let first = Int.random(in: 0..<lines.count, using: &random)
            if mutation == .duplicateLine {
                lines.insert(lines[first], at: first)
            } else {
                lines.swapAt(first, Int.random(in: 0..<lines.count, using: &random))
            }
            return Array(lines.joined(separator: [UInt8(ascii: "\n")]))
        case .cut:
            return Array(bytes.prefix(Int.random(in: 0..<bytes.count, using: &random)))
        }
    }

    func testRandomEditsNeverCrashAndFixesStaySafe() throws {
        let root = Repository.url("fixtures")
        let files = FileManager.default.enumerator(atPath: root.path)!.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") && !$0.hasSuffix(".fixed.swift") }.sorted()
        XCTAssertGreaterThan(files.count, 15)
        let linter = try Lint.linter(enabling: RuleRegistry.ids)
        var random = SeededGenerator(seed: 2026)
        var fixedSomething = 0
        for file in files {
            let original = [UInt8](try Data(contentsOf: root.appendingPathComponent(file)))
            for round in 0..<8 {
                let mutation = Mutation.allCases[round % Mutation.allCases.count]
                let mutated = SourceText(bytes: mutate(original, with: mutation, using: &random))
                _ = linter.lint(mutated, path: file)
                let result = Fixer(linter: linter).fix(mutated, path: file)
                guard result.changed else { continue }
                fixedSomething += 1
                let before = LayoutModelBuilder.build(mutated, readings: []).parseDiagnostics.count
                let after = LayoutModelBuilder.build(SourceText(bytes: result.fixed), readings: []).parseDiagnostics
                    .count
                XCTAssertLessThanOrEqual(after, before, "\(file), \(mutation): a fix made it parse worse")
                XCTAssertFalse(
                    Fixer(linter: linter).fix(SourceText(bytes: result.fixed), path: file).changed,
                    "\(file), \(mutation): a second fix changed the file")
            }
        }
        XCTAssertGreaterThan(fixedSomething, 30, "the mutants still exercise the fixes")
    }
}
