#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads `uilint:` directives out of comments.
enum SuppressionParser {
    private static let marker = Array("uilint:".utf8)

    /// A cheap byte scan so that files without directives skip comment inspection: the C library's `memchr`
    /// finds each `u` and `memcmp` compares there, as every file of every run asks.
    static func mayContainSuppression(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= marker.count else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            marker.withUnsafeBufferPointer { needle in
                guard let start = buffer.baseAddress, let first = needle.baseAddress else { return false }
                let last = buffer.count - needle.count
                var index = 0
                while index <= last, let found = memchr(start + index, Int32(first.pointee), last - index + 1) {
                    index = start.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    if memcmp(start + index, first, needle.count) == 0 { return true }
                    index += 1
                }
                return false
            }
        }
    }

    static func parse(comment: String, range: ByteRange, in source: SourceText) -> SuppressionComment? {
        var body = Substring(comment)
        if body.hasPrefix("//") {
            body = body.dropFirst(2)
        } else if body.hasPrefix("/*") {
            body = body.dropFirst(2)
            if body.hasSuffix("*/") { body = body.dropLast(2) }
        } else {
            return nil
        }
        body = body.drop { $0 == " " || $0 == "\t" }
        guard body.hasPrefix("uilint:") else { return nil }
        body = body.dropFirst("uilint:".count)
        let commandText = body.prefix { !$0.isWhitespace }
        guard let command = SuppressionComment.Command(rawValue: String(commandText)) else { return nil }
        body = body.dropFirst(commandText.count)
        let (ruleIDs, rest) = ruleList(body)
        guard !ruleIDs.isEmpty else { return nil }
        let justification = rest.trimmingCharacters(in: " \t-:—")
        return SuppressionComment(
            command: command,
            ruleIDs: ruleIDs,
            justification: justification.isEmpty ? nil : justification,
            range: range,
            removalRange: removalRange(of: range, in: source),
            line: source.line(of: range.start))
    }

    /// `a, b,c rest` → ([a, b, c], " rest").
    private static func ruleList(_ text: Substring) -> ([String], Substring) {
        var ids: [String] = []
        var rest = text.drop { $0 == " " || $0 == "\t" }
        while true {
            let id = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            guard !id.isEmpty else { break }
            ids.append(String(id))
            rest = rest.dropFirst(id.count)
            let afterSpaces = rest.drop { $0 == " " || $0 == "\t" }
            guard afterSpaces.first == "," else { break }
            rest = afterSpaces.dropFirst().drop { $0 == " " || $0 == "\t" }
        }
        return (ids, rest)
    }

    /// The comment's whole line when nothing else stands on it, otherwise the
    /// comment with the blanks before it.
    private static func removalRange(of range: ByteRange, in source: SourceText) -> ByteRange {
        let bytes = source.bytes
        // Trivia lengths are measured on repaired text, so with invalid UTF-8 they can overrun the bytes.
        var start = min(range.start, bytes.count)
        while start > 0, bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t") {
            start -= 1
        }
        var end = min(max(range.end, start), bytes.count)
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") {
            end += 1
        }
        let startsLine = start == 0 || bytes[start - 1] == UInt8(ascii: "\n")
        let endsLine = end == bytes.count || bytes[end] == UInt8(ascii: "\n") || bytes[end] == UInt8(ascii: "\r")
        guard startsLine, endsLine else { return ByteRange(start: start, end: min(max(range.end, start), bytes.count)) }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\r") { end += 1 }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\n") { end += 1 }
        return ByteRange(start: start, end: end)
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in set: String) -> String {
        String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
    }
}
