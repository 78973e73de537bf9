import Foundation
import SeededRandom
import XCTest

@testable import UILintCore

final class CacheCodingTests: XCTestCase {
    private let findings = [
        Finding(
            ruleID: "no_left_right_anchor", severity: .warning, path: "Sources/Vïew.swift",
            range: ByteRange(start: 12, end: 22), start: SourcePosition(line: 2, column: 5),
            end: SourcePosition(line: 2, column: 15), message: "Use `leadingAnchor`\ninstead — 🙂",
            fix: [
                FindingEdit(
                    TextEdit(range: ByteRange(start: 12, end: 22), replacement: ""),
                    start: SourcePosition(line: 2, column: 5), end: SourcePosition(line: 2, column: 15))
            ],
            suppression: FindingSuppression(line: 1, justification: nil), fingerprint: "abc",
            utf16StartColumn: 5, utf16EndColumn: -1),
        Finding(
            ruleID: "magic_number", severity: .error, path: "", range: ByteRange(start: 0, end: Int.max),
            start: SourcePosition(line: 1, column: 1), end: SourcePosition(line: 1, column: 1), message: "",
            fix: [], suppression: FindingSuppression(line: 0, justification: "legacy"), fingerprint: "",
            utf16StartColumn: Int.min, utf16EndColumn: 0),
        Finding(
            ruleID: "parse_error", severity: .error, path: "a", range: ByteRange(start: 1, end: 2),
            start: SourcePosition(line: 3, column: 4), end: SourcePosition(line: 5, column: 6), message: "m",
            fix: nil, suppression: nil, fingerprint: "f", utf16StartColumn: 4, utf16EndColumn: 6),
    ]

    func testFindingsSurviveTheRoundTrip() throws {
        var writer = CacheWriter()
        writer.write(findings)
        var reader = CacheReader(writer.bytes)
        XCTAssertEqual(try reader.readFindings(), findings)
        XCTAssertTrue(reader.isAtEnd)
    }

    func testEveryTruncationIsRefused() {
        var writer = CacheWriter()
        writer.write(findings)
        for length in 0..<writer.bytes.count {
            var reader = CacheReader(Array(writer.bytes.prefix(length)))
            XCTAssertThrowsError(try reader.readFindings(), "prefix of \(length) bytes")
        }
    }

    func testGarbageIsRefusedWithoutCrashing() {
        var generator = SeededGenerator(seed: 11)
        for _ in 0..<500 {
            let bytes = (0..<Int.random(in: 0..<64, using: &generator)).map { _ in
                UInt8.random(in: 0...255, using: &generator)
            }
            var reader = CacheReader(bytes)
            _ = try? reader.readFindings()
        }
        var huge = CacheReader([0xFE, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01])
        XCTAssertThrowsError(try huge.readString(), "a length beyond the data is refused")
    }
}

/// Issue 28, item 1: a project property that only forwards to UIKit's appearance is known as such through the index,
/// also when its file's facts come from the cache.
final class AppearancePropertyFactsTests: XCTestCase {
    func testAForwardingPropertyIsRecordedAndSurvivesTheCache() throws {
        let linter = try Lint.linter()
        let source = SourceText(
            """
            import UIKit

            final class BadgeButton: UIButton {
                var cornerRadius: CGFloat = 0 {
                    didSet { layer.cornerRadius = cornerRadius }
                }
                var title = "" {
                    didSet { setTitle(title, for: .normal) }
                }
                var badgeCount = 0 {
                    didSet { setNeedsLayout() }
                }
                var isCompact = false
            }

            """)
        let facts = linter.model(of: source).declarations
        var writer = CacheWriter()
        writer.write(facts)
        var reader = CacheReader(writer.bytes)
        let read = try reader.readFacts()
        XCTAssertEqual(read, facts)
        XCTAssertEqual(
            ProjectIndex([read]).appearanceProperties(ofClassChainFrom: "BadgeButton"), ["cornerRadius", "title"])
    }
}
