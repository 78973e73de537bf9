/// The cache's compact binary form: variable-length integers and length-prefixed
/// strings. Decoding the same entries as JSON took longer than linting the files.
/// A reader checks every length, so a damaged entry is refused, never trusted.
struct CacheWriter {
    private(set) var bytes: [UInt8] = []

    mutating func write(_ value: Int) {
        // Zig-zag, so that small negative numbers stay small.
        write(unsigned: UInt64(bitPattern: Int64((value << 1) ^ (value >> (Int.bitWidth - 1)))))
    }

    mutating func write(unsigned value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    mutating func write(_ text: String) {
        write(text.utf8.count)
        bytes.append(contentsOf: text.utf8)
    }

    mutating func write(optional text: String?) {
        write(text == nil ? 0 : 1)
        if let text { write(text) }
    }
}

struct CacheReader {
    struct Damaged: Error {}

    private let bytes: [UInt8]
    private var offset = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { offset == bytes.count }

    mutating func readUnsigned() throws -> UInt64 {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while offset < bytes.count, shift < 64 {
            let byte = bytes[offset]
            offset += 1
            result |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return result }
            shift += 7
        }
        throw Damaged()
    }

    mutating func readInt() throws -> Int {
        let encoded = try readUnsigned()
        return Int(truncatingIfNeeded: Int64(bitPattern: (encoded >> 1) ^ (0 &- (encoded & 1))))
    }

    mutating func readString() throws -> String {
        let count = try readInt()
        guard count >= 0, count <= bytes.count - offset else { throw Damaged() }
        defer { offset += count }
        return String(decoding: bytes[offset..<offset + count], as: UTF8.self)
    }

    mutating func readOptionalString() throws -> String? {
        try readInt() == 0 ? nil : readString()
    }
}

extension CacheWriter {
    mutating func write(_ findings: [Finding]) {
        write(findings.count)
        for finding in findings {
            write(finding.ruleID)
            write(finding.severity.rawValue)
            write(finding.path)
            write(finding.range)
            write(finding.start)
            write(finding.end)
            write(finding.message)
            write(finding.fix.map { $0.count + 1 } ?? 0)
            for edit in finding.fix ?? [] {
                write(edit.range)
                write(edit.start)
                write(edit.end)
                write(edit.replacement)
            }
            write(finding.suppression.map { $0.line + 1 } ?? 0)
            if let suppression = finding.suppression { write(optional: suppression.justification) }
            write(finding.fingerprint)
            write(finding.utf16StartColumn)
            write(finding.utf16EndColumn)
        }
    }

    private mutating func write(_ range: ByteRange) {
        write(range.start)
        write(range.end)
    }

    private mutating func write(_ position: SourcePosition) {
        write(position.line)
        write(position.column)
    }
}

extension CacheReader {
    /// Baseline states are never cached: they belong to a run, not to a file.
    mutating func readFindings() throws -> [Finding] {
        let count = try readInt()
        guard count >= 0 else { throw Damaged() }
        var findings: [Finding] = []
        for _ in 0..<count {
            let ruleID = try readString()
            guard let severity = Severity(rawValue: try readString()) else { throw Damaged() }
            let path = try readString()
            let range = try readRange()
            let start = try readPosition()
            let end = try readPosition()
            let message = try readString()
            let editCount = try readInt() - 1
            var fix: [FindingEdit]?
            if editCount >= 0 {
                fix = try (0..<editCount).map { _ in
                    let range = try readRange()
                    let start = try readPosition()
                    let end = try readPosition()
                    return FindingEdit(TextEdit(range: range, replacement: try readString()), start: start, end: end)
                }
            }
            let suppressionLine = try readInt() - 1
            let suppression =
                suppressionLine >= 0
                ? FindingSuppression(line: suppressionLine, justification: try readOptionalString()) : nil
            findings.append(
                Finding(
                    ruleID: ruleID, severity: severity, path: path, range: range, start: start, end: end,
                    message: message,
                    fix: fix, suppression: suppression, fingerprint: try readString(),
                    utf16StartColumn: try readInt(), utf16EndColumn: try readInt()))
        }
        return findings
    }

    private mutating func readRange() throws -> ByteRange {
        ByteRange(start: try readInt(), end: try readInt())
    }

    private mutating func readPosition() throws -> SourcePosition {
        SourcePosition(line: try readInt(), column: try readInt())
    }
}
