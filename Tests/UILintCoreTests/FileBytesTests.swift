import Foundation
import SeededRandom
import XCTest

@testable import UILintCore

final class FileBytesTests: XCTestCase {
    func testReadsRegularFilesAndRefusesEverythingElse() throws {
        let folder = try TemporaryFolder()
        let text = String(repeating: "let a = 1 // é\n", count: 10_000)
        let file = try folder.write("View.swift", text).path
        XCTAssertEqual(FileBytes.contents(of: file), Array(text.utf8))
        XCTAssertEqual(FileBytes.contents(of: try folder.write("Empty.swift", "").path), [])
        XCTAssertNil(FileBytes.contents(of: folder.url.path), "a folder")
        XCTAssertNil(FileBytes.contents(of: folder.url.appendingPathComponent("Missing.swift").path))
        let fifo = folder.url.appendingPathComponent("Pipe.swift").path
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        XCTAssertNil(FileBytes.contents(of: fifo), "a FIFO put where a file was is refused, without blocking")
        // A document's head: at most `limit` bytes, and the whole of a shorter file.
        XCTAssertEqual(FileBytes.contents(of: file, limit: 2048), Array(text.utf8.prefix(2048)))
        XCTAssertEqual(FileBytes.contents(of: file, limit: 100_000), Array(text.utf8.prefix(100_000)))
        XCTAssertEqual(FileBytes.contents(of: file, limit: 1_000_000), Array(text.utf8))
    }
}
