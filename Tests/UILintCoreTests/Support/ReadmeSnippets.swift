import Foundation
import XCTest

/// The README's copy-paste snippets, each marked `<!-- tested: NAME -->` on the line
/// before its code block, so that tests run exactly what users copy.
enum ReadmeSnippets {
    static let markerPrefix = "<!-- tested: "

    /// The names of every marked snippet, in README order.
    static func names() throws -> [String] {
        try Repository.text("README.md").components(separatedBy: "\n").compactMap { line in
            guard line.hasPrefix(markerPrefix), line.hasSuffix(" -->") else { return nil }
            return String(line.dropFirst(markerPrefix.count).dropLast(" -->".count))
        }
    }

    /// The content of the code block after the marker `name`.
    static func snippet(_ name: String) throws -> String {
        let readme = try Repository.text("README.md")
        let marker = try XCTUnwrap(readme.range(of: "\(markerPrefix)\(name) -->\n```"), "README has no snippet \(name)")
        let afterFence = try XCTUnwrap(readme[marker.upperBound...].firstIndex(of: "\n"))
        let end = try XCTUnwrap(readme.range(of: "\n```\n", range: afterFence..<readme.endIndex))
        return String(readme[readme.index(after: afterFence)..<end.lowerBound]) + "\n"
    }

    /// The snippet's command lines, without their trailing comments.
    static func commands(_ name: String) throws -> [String] {
        try snippet(name).split(separator: "\n").map { line in
            let command = line.range(of: " # ").map { line[..<$0.lowerBound] } ?? line[...]
            return command.trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty }
    }

    /// The one command of a snippet that starts with `prefix`.
    static func command(_ name: String, startingWith prefix: String) throws -> String {
        let matches = try commands(name).filter { $0.hasPrefix(prefix) }
        XCTAssertEqual(matches.count, 1, "\(name) has one `\(prefix)` command")
        return try XCTUnwrap(matches.first)
    }
}
