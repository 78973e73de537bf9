import UILintCore
import XCTest

/// Checks a fix result's promise: outside the ranges it says fixes replaced, the original's bytes
/// are all in the fixed text, in order, with only written text between them.
func assertKeepsUneditedBytes(
    _ result: FixResult, _ context: String, file: StaticString = #filePath, line: UInt = #line
) {
    var pieces: [ArraySlice<UInt8>] = []
    var cursor = 0
    for range in result.editedRanges {
        guard range.start >= cursor, range.end <= result.original.count else {
            return XCTFail(
                "\(context): edited ranges out of order or bounds: \(result.editedRanges)", file: file, line: line)
        }
        pieces.append(result.original[cursor..<range.start])
        cursor = range.end
    }
    pieces.append(result.original[cursor...])
    guard pieces.count > 1 else {
        return XCTAssertEqual(
            result.fixed, result.original, "\(context): changed with no edited range", file: file, line: line)
    }
    let fixed = result.fixed[...]
    XCTAssertTrue(
        fixed.starts(with: pieces[0]), "\(context): text before the first edit changed", file: file, line: line)
    XCTAssertTrue(
        fixed.reversed().starts(with: pieces[pieces.count - 1].reversed()),
        "\(context): text after the last edit changed", file: file, line: line)
    var searchFrom = fixed.startIndex + pieces[0].count
    for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
        guard let found = fixed[searchFrom...].firstRange(of: piece) else {
            return XCTFail(
                "\(context): kept text \(String(decoding: piece, as: UTF8.self).debugDescription) is missing",
                file: file, line: line)
        }
        searchFrom = found.upperBound
    }
    XCTAssertLessThanOrEqual(
        searchFrom, fixed.endIndex - pieces[pieces.count - 1].count,
        "\(context): kept text overlaps the end", file: file, line: line)
}
