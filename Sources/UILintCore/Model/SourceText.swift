/// A 1-based line and UTF-8 column, as SwiftSyntax reports them.
public struct SourcePosition: Hashable, Comparable, Codable, Sendable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// A half-open range of UTF-8 byte offsets into a file.
public struct ByteRange: Hashable, Comparable, Codable, Sendable {
    public var start: Int
    public var end: Int

    public init(start: Int, end: Int) {
        self.start = start
        self.end = end
    }

    public var isEmpty: Bool { start == end }

    /// Whether `other` lies within this range, its edges included.
    public func contains(_ other: ByteRange) -> Bool {
        start <= other.start && other.end <= end
    }

    /// Whether two edits of these ranges would touch the same text. An insertion
    /// at the edge of a replaced range does not (it goes before or after it), but
    /// two insertions at one point do: their order would be arbitrary.
    public func overlaps(_ other: ByteRange) -> Bool {
        switch (isEmpty, other.isEmpty) {
        case (true, true): return start == other.start
        case (true, false): return other.start < start && start < other.end
        case (false, true): return start < other.start && other.start < end
        case (false, false): return start < other.end && other.start < end
        }
    }

    public static func < (lhs: ByteRange, rhs: ByteRange) -> Bool {
        (lhs.start, lhs.end) < (rhs.start, rhs.end)
    }
}

/// The bytes of a source file with a lazily built table of line starts,
/// so that offsets become line and column only for what is reported.
public final class SourceText: @unchecked Sendable {
    public let bytes: [UInt8]
    private var lineStartsStorage: [Int]?

    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    public convenience init(_ string: String) {
        self.init(bytes: Array(string.utf8))
    }

    public var string: String { String(decoding: bytes, as: UTF8.self) }

    public func text(in range: ByteRange) -> String {
        let lower = max(0, min(range.start, bytes.count))
        let upper = max(lower, min(range.end, bytes.count))
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }

    private var lineStarts: [Int] {
        if let starts = lineStartsStorage { return starts }
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        lineStartsStorage = starts
        return starts
    }

    /// Whether trivia in `range` may hold a comment: every comment starts with `/`.
    func mayHoldComment(in range: Range<Int>) -> Bool {
        bytes[range].contains(UInt8(ascii: "/"))
    }

    public func position(of offset: Int) -> SourcePosition {
        let starts = lineStarts
        var low = 0
        var high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return SourcePosition(line: low + 1, column: offset - starts[low] + 1)
    }

    public func line(of offset: Int) -> Int { position(of: offset).line }

    /// Byte range of a 1-based line, without its line break.
    public func range(ofLine line: Int) -> ByteRange {
        let starts = lineStarts
        guard line >= 1, line <= starts.count else { return ByteRange(start: bytes.count, end: bytes.count) }
        let start = starts[line - 1]
        var end = line < starts.count ? starts[line] - 1 : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return ByteRange(start: start, end: max(start, end))
    }
}

extension SourceText {
    /// The whitespace before `offset` on its line, or nil when code stands there too.
    public func indentation(before offset: Int) -> String? {
        var start = offset
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") {
            guard bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t") else { return nil }
            start -= 1
        }
        return text(in: ByteRange(start: start, end: offset))
    }

    /// Whether the file's blank lines mostly keep the indentation around them, as Xcode writes them: a line of
    /// only spaces or tabs counts so, an empty line the other way. A fix writes its blank lines the same way.
    public var indentsBlankLines: Bool {
        var indented = 0
        var empty = 0
        var lineStart = 0
        var onlyBlanks = true
        for (offset, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "\n") {
                if onlyBlanks {
                    let length =
                        offset - lineStart - (offset > lineStart && bytes[offset - 1] == UInt8(ascii: "\r") ? 1 : 0)
                    if length > 0 { indented += 1 } else { empty += 1 }
                }
                lineStart = offset + 1
                onlyBlanks = true
            } else if byte != UInt8(ascii: " "), byte != UInt8(ascii: "\t"), byte != UInt8(ascii: "\r") {
                onlyBlanks = false
            }
        }
        return indented > empty
    }
}

extension SourceText {
    /// The 1-based column of `offset` counted in UTF-16 code units, as SARIF counts by default.
    public func utf16Column(of offset: Int) -> Int {
        let position = position(of: offset)
        let lineStart = offset - (position.column - 1)
        return text(in: ByteRange(start: lineStart, end: offset)).utf16.count + 1
    }
}
