#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Recognises, from a file's bytes alone, files in which no enabled rule can
/// report anything, so they are not parsed. Each rule declares its needles; a file
/// holding none of the needles of any enabled rule is skipped.
///
/// `parse_error` declares none: syntax is checked in the files the other rules read,
/// and in every file when it runs alone.
/// Files with NUL bytes or invalid UTF-8 are always parsed, so that a damaged file
/// is reported rather than skipped.
public struct PreFilter: Sendable {
    private let substrings: MultiPatternSearch?
    private let wordEndings: MultiPatternSearch?
    private let assignments: [(member: SearchPattern, value: [UInt8])]
    private let viewTypeMembers: Set<ViewTypeMember>
    private let conventions: Conventions
    private let parsesEverything: Bool

    /// `conventions` name the setup and data-binding functions that `ViewTypeMember` looks for.
    public init(rules: [ActiveRule], conventions: Conventions = Conventions()) {
        var needles = Set<Needle>()
        for active in rules {
            needles.formUnion(type(of: active.rule).description.needles)
        }
        let texts = needles.compactMap { if case .substring(let text) = $0 { return text } else { return nil } }
        // A file holding `leftAnchor` holds `Anchor`: only the shortest needles need looking for.
        let shortest = texts.filter { text in !texts.contains { $0 != text && text.contains($0) } }.sorted()
        substrings = shortest.isEmpty ? nil : MultiPatternSearch(shortest)
        let endings = needles.compactMap { if case .wordEnding(let text) = $0 { return text } else { return nil } }
            .sorted()
        wordEndings = endings.isEmpty ? nil : MultiPatternSearch(endings)
        assignments = needles.compactMap { needle in
            if case .assignment(let member, let value) = needle {
                return (SearchPattern(member), Array(value.utf8))
            } else {
                return nil
            }
        }.sorted { $0.value.lexicographicallyPrecedes($1.value) }
        viewTypeMembers = needles.reduce(into: []) { members, needle in
            if case .viewType(let wanted) = needle { members.formUnion(wanted) }
        }
        self.conventions = conventions
        parsesEverything = needles.isEmpty
    }

    /// Whether the file may hold something a rule reports, and so must be parsed.
    public func mustParse(_ bytes: [UInt8]) -> Bool {
        mustParse(bytes, declaresViewLikeType: { DeclarationScan.scan(bytes).declaresViewLikeType })
    }

    /// `declaresViewLikeType` answers from the file's declaration scan, asked last: a file the filter skips is scanned
    /// for the project index anyway, and one pass over its bytes serves both (LintRunner keeps the scan).
    func mustParse(_ bytes: [UInt8], declaresViewLikeType: () -> Bool) -> Bool {
        if parsesEverything { return true }
        return bytes.withUnsafeBufferPointer { buffer in
            guard buffer.baseAddress != nil, !buffer.isEmpty else { return false }
            if !Self.isText(buffer) { return true }
            if substrings?.firstMatch(in: buffer) != nil { return true }
            if let wordEndings, Self.holdsWordEnding(wordEndings, in: buffer) { return true }
            if assignments.contains(where: { Self.holdsAssignment(of: $0.value, to: $0.member, in: buffer) }) {
                return true
            }
            return !viewTypeMembers.isEmpty && declaresViewLikeType() && holdsViewTypeMember(buffer)
        }
    }

    private static func holdsWordEnding(_ endings: MultiPatternSearch, in buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        var found = false
        endings.forEachMatch(in: buffer) { pattern, start in
            let after = start + endings.length(ofPattern: pattern)
            found = after >= buffer.count || !isIdentifierByte(buffer[after])
            return !found
        }
        return found
    }

    private static func holdsAssignment(
        of value: [UInt8], to member: SearchPattern, in buffer: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        var start = 0
        while let found = find(member, in: buffer, from: start) {
            start = found + 1
            var position = found + member.bytes.count
            // Whatever may stand between the parts but a space: looked at by the parser, not here.
            let undecided: Set<UInt8> = [UInt8(ascii: "/"), UInt8(ascii: "(")]
            while position < buffer.count, isWhitespace(buffer[position]) { position += 1 }
            guard position < buffer.count else { return false }
            if undecided.contains(buffer[position]) { return true }
            guard buffer[position] == UInt8(ascii: "="), position + 1 < buffer.count,
                buffer[position + 1] != UInt8(ascii: "=")
            else { continue }
            position += 1
            while position < buffer.count, isWhitespace(buffer[position]) { position += 1 }
            guard position < buffer.count else { return false }
            if undecided.contains(buffer[position]) { return true }
            let end = position + value.count
            if end <= buffer.count, UnsafeBufferPointer(rebasing: buffer[position..<end]).elementsEqual(value) {
                return true
            }
        }
        return false
    }

    private func holdsViewTypeMember(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        if viewTypeMembers.contains(.initializerClosure), Self.holdsCalledClosure(buffer) { return true }
        let wantsSetup = viewTypeMembers.contains(.setupFunction)
        let wantsDataBinding = viewTypeMembers.contains(.dataBindingFunction)
        guard wantsSetup || wantsDataBinding else { return false }
        return Self.functionNames(in: buffer).contains { name in
            (wantsSetup && conventions.isSetupName(name)) || (wantsDataBinding && conventions.isDataBindingName(name))
        }
    }

    private static let functionKeyword = SearchPattern("func")

    /// The name after each `func` keyword, lazily: most files answer at their first functions.
    private static func functionNames(in buffer: UnsafeBufferPointer<UInt8>) -> some Sequence<String> {
        AnySequence { () -> AnyIterator<String> in
            var start = 0
            return AnyIterator { () -> String? in
                while let found = find(functionKeyword, in: buffer, from: start) {
                    start = found + 1
                    var position = found + functionKeyword.bytes.count
                    guard found == 0 || !isIdentifierByte(buffer[found - 1]), position < buffer.count,
                        isWhitespace(buffer[position])
                    else { continue }
                    while position < buffer.count,
                        isWhitespace(buffer[position]) || buffer[position] == UInt8(ascii: "`")
                    {
                        position += 1
                    }
                    let nameStart = position
                    while position < buffer.count, isIdentifierByte(buffer[position]) || buffer[position] >= 0x80 {
                        position += 1
                    }
                    guard position > nameStart else { continue }
                    return String(decoding: UnsafeBufferPointer(rebasing: buffer[nameStart..<position]), as: UTF8.self)
                }
                return nil
            }
        }
    }

    /// Whether a `}` is followed, across whitespace only, by `()`.
    private static func holdsCalledClosure(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = buffer.baseAddress else { return false }
        var offset = 0
        while offset < buffer.count,
            let hit = memchr(base + offset, Int32(UInt8(ascii: "}")), buffer.count - offset)
        {
            var position = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) + 1
            offset = position
            for expected in [UInt8(ascii: "("), UInt8(ascii: ")")] {
                while position < buffer.count, isWhitespace(buffer[position]) { position += 1 }
                guard position < buffer.count, buffer[position] == expected else { break }
                position += 1
                if expected == UInt8(ascii: ")") { return true }
            }
        }
        return false
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\r")
    }

    /// Whether `bytes` hold any of `texts`, with the same search as the filter's needles.
    static func contains(anyOf texts: [String], in bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            texts.contains { find(SearchPattern($0), in: buffer, from: 0) != nil }
        }
    }

    /// The offset of `needle` at or after `start`: `memchr` finds candidates for its rarest byte, then `memcmp` checks them.
    fileprivate static func find(_ needle: SearchPattern, in buffer: UnsafeBufferPointer<UInt8>, from start: Int)
        -> Int?
    {
        guard let base = buffer.baseAddress else { return nil }
        let bytes = needle.bytes
        let anchor = needle.anchor
        let last = buffer.count - bytes.count
        var offset = start
        return bytes.withUnsafeBufferPointer { pattern -> Int? in
            while offset <= last {
                guard let hit = memchr(base + offset + anchor, Int32(pattern[anchor]), last - offset + 1) else {
                    return nil
                }
                let position = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) - anchor
                if memcmp(base + position, pattern.baseAddress!, bytes.count) == 0 { return position }
                offset = position + 1
            }
            return nil
        }
    }

    /// An ASCII letter, digit or underscore.
    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }

    /// Whether the bytes are Swift text: valid UTF-8 without a NUL byte.
    static func isText(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer(isText)
    }

    private static func isText(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = buffer.baseAddress else { return true }
        return memchr(base, 0, buffer.count) == nil && isValidUTF8(buffer)
    }

    /// Validates by hand, eight ASCII bytes at a time: most files are ASCII but for a `©` in their
    /// header, and decoding every scalar of them cost more than all the needle searches.
    private static func isValidUTF8(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = buffer.baseAddress else { return true }
        let count = buffer.count
        var position = 0
        while position < count {
            while position + 8 <= count,
                UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0
            {
                position += 8
            }
            guard position < count else { break }
            let lead = buffer[position]
            if lead < 0x80 {
                position += 1
                continue
            }
            guard let sequence = UTF8Sequence(lead: lead), position + sequence.length <= count,
                sequence.secondByteRange.contains(buffer[position + 1]),
                (2..<sequence.length).allSatisfy({ buffer[position + $0] & 0xC0 == 0x80 })
            else { return false }
            position += sequence.length
        }
        return true
    }
}

/// A multi-byte UTF-8 sequence as its lead byte announces it (The Unicode Standard, table 3-7):
/// how long it is, and which second bytes keep it from being overlong or a surrogate.
private struct UTF8Sequence {
    let length: Int
    let secondByteRange: ClosedRange<UInt8>

    init?(lead: UInt8) {
        switch lead {
        case 0xC2...0xDF: (length, secondByteRange) = (2, 0x80...0xBF)
        case 0xE0: (length, secondByteRange) = (3, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (length, secondByteRange) = (3, 0x80...0xBF)
        case 0xED: (length, secondByteRange) = (3, 0x80...0x9F)
        case 0xF0: (length, secondByteRange) = (4, 0x90...0xBF)
        case 0xF1...0xF3: (length, secondByteRange) = (4, 0x80...0xBF)
        case 0xF4: (length, secondByteRange) = (4, 0x80...0x8F)
        default: return nil
        }
    }
}

/// A needle's bytes, and which of them `memchr` looks for. Searching for `snp` by its `s`
/// stops at every few bytes of Swift; searching by the rarest byte skips far more.
private struct SearchPattern: Sendable {
    let bytes: [UInt8]
    let anchor: Int

    init(_ text: String) {
        let bytes = Array(text.utf8)
        self.bytes = bytes
        anchor =
            bytes.indices.min {
                MultiPatternSearch.commonness(of: bytes[$0]) < MultiPatternSearch.commonness(of: bytes[$1])
            } ?? 0
    }
}
