import SeededRandom
import XCTest

@testable import UILintCore

/// The one-pass search finds exactly what looking for each pattern at every offset finds.
final class MultiPatternSearchTests: XCTestCase {
    func testFindsEveryOccurrenceOfEveryPatternAsANaiveSearchDoes() {
        let patterns = ["snp", "Anchor", "nchor", "uilint:", "@IB", "aa", "aab", "ba"]
        let search = MultiPatternSearch(patterns)
        let alphabet = Array("abnsp@IBAchoruilt: \n".utf8)
        var random = SeededGenerator(seed: 5)
        for _ in 0..<500 {
            var bytes = (0..<Int.random(in: 0...40, using: &random)).map { _ in alphabet.randomElement(using: &random)!
            }
            // Plant whole patterns, at either end too, so that every one of them is met.
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                let planted = Array(patterns.randomElement(using: &random)!.utf8)
                bytes.insert(contentsOf: planted, at: Int.random(in: 0...bytes.count, using: &random))
            }
            var expected = Set<[Int]>()
            for (index, pattern) in patterns.enumerated() {
                let needle = Array(pattern.utf8)
                for start in bytes.indices
                where start + needle.count <= bytes.count
                    && Array(bytes[start..<start + needle.count]) == needle
                {
                    expected.insert([index, start])
                }
            }
            var found = Set<[Int]>()
            bytes.withUnsafeBufferPointer { buffer in
                search.forEachMatch(in: buffer) { index, start in
                    found.insert([index, start])
                    return true
                }
                XCTAssertEqual(search.firstMatch(in: buffer) != nil, !expected.isEmpty)
            }
            XCTAssertEqual(found, expected, String(decoding: bytes, as: UTF8.self))
        }
    }
}
