#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Byte patterns without which a rule cannot report anything in a file.
public enum Needle: Hashable, Sendable {
    /// The bytes anywhere in the file.
    case substring(String)
    /// The bytes at the end of a word: `View` in `LoginView:` but not in `ViewModel`.
    case wordEnding(String)
}

/// Recognises, from a file's bytes alone, files in which no enabled rule can
/// report anything, so they are not parsed. Each rule declares its needles; a file
/// holding none of the needles of any enabled rule is skipped.
///
/// `parse_error` declares none: syntax is checked in the files the other rules read,
/// and in every file when it runs alone.
/// Files with NUL bytes or invalid UTF-8 are always parsed, so that a damaged file
/// is reported rather than skipped.
public struct PreFilter: Sendable {
    private let substrings: [[UInt8]]
    private let wordEndings: [[UInt8]]
    private let parsesEverything: Bool

    public init(rules: [ActiveRule]) {
        var needles = Set<Needle>()
        for active in rules {
            needles.formUnion(type(of: active.rule).description.needles)
        }
        substrings = needles.compactMap { if case .substring(let text) = $0 { return Array(text.utf8) } else { return nil } }
        wordEndings = needles.compactMap { if case .wordEnding(let text) = $0 { return Array(text.utf8) } else { return nil } }
        parsesEverything = needles.isEmpty
    }

    /// Whether the file may hold something a rule reports, and so must be parsed.
    public func mustParse(_ bytes: [UInt8]) -> Bool {
        if parsesEverything { return true }
        return bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, !buffer.isEmpty else { return false }
            if memchr(base, 0, buffer.count) != nil || !Self.isValidUTF8(buffer) { return true }
            for needle in substrings where Self.find(needle, in: buffer, from: 0) != nil { return true }
            for needle in wordEndings {
                var start = 0
                while let found = Self.find(needle, in: buffer, from: start) {
                    let after = found + needle.count
                    if after >= buffer.count || !Self.isIdentifierByte(buffer[after]) { return true }
                    start = found + 1
                }
            }
            return false
        }
    }

    /// The offset of `needle` at or after `start`: `memchr` finds candidates for its first byte, then `memcmp` checks them.
    private static func find(_ needle: [UInt8], in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = buffer.baseAddress, let first = needle.first else { return nil }
        let last = buffer.count - needle.count
        var offset = start
        return needle.withUnsafeBufferPointer { pattern -> Int? in
            while offset <= last {
                guard let hit = memchr(base + offset, Int32(first), last - offset + 1) else { return nil }
                let position = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                if memcmp(base + position, pattern.baseAddress!, needle.count) == 0 { return position }
                offset = position + 1
            }
            return nil
        }
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }

    private static func isValidUTF8(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        // ASCII files, the common case, need no decoding.
        guard buffer.contains(where: { $0 >= 0x80 }) else { return true }
        var iterator = buffer.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }
}

/// Needles shared by several rules.
extension Needle {
    static let constraints: [Needle] = [.substring("Anchor"), .substring("NSLayoutConstraint"), .substring("snp")]
    /// A view or controller type: a name ending in one of these words, or a UIKit class that does not.
    static let viewTypes: [Needle] = [
        .wordEnding("View"), .wordEnding("Cell"), .wordEnding("Controller"), .wordEnding("VC"),
        .wordEnding("UIControl"), .wordEnding("UIButton"), .wordEnding("UILabel"),
    ]
}
