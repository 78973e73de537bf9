#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds several byte strings in one pass over a buffer. Each pattern is filed under its rarest
/// pair of adjacent bytes; a 64K-bit table of those pairs lets almost every position go by with
/// one test, where searching for each pattern in turn stopped at every frequent byte of each
/// (`p` for `snp`, `:` for `uilint:`) and read the file once per pattern.
struct MultiPatternSearch: Sendable {
    private let patterns: [[UInt8]]
    /// One bit per pair of bytes (first byte high) that some pattern is filed under.
    private let pairBits: [UInt64]
    /// Each pattern's pair, with the pair's offset in it: a handful, which a loop reads faster
    /// than a dictionary hashes a key.
    private let filed: [(pair: UInt16, pattern: Int, offset: Int)]

    /// `texts` must be at least two bytes long.
    init(_ texts: [String]) {
        let patterns = texts.map { Array($0.utf8) }
        var pairBits = [UInt64](repeating: 0, count: 1 << 10)
        var filed: [(pair: UInt16, pattern: Int, offset: Int)] = []
        for (index, pattern) in patterns.enumerated() {
            precondition(pattern.count >= 2, "a pattern of at least two bytes")
            let offset = (0..<pattern.count - 1).min {
                Self.commonness(of: pattern[$0]) + Self.commonness(of: pattern[$0 + 1])
                    < Self.commonness(of: pattern[$1]) + Self.commonness(of: pattern[$1 + 1])
            }!
            let pair = UInt16(pattern[offset]) << 8 | UInt16(pattern[offset + 1])
            pairBits[Int(pair >> 6)] |= 1 << UInt64(pair & 63)
            filed.append((pair, index, offset))
        }
        self.patterns = patterns
        self.pairBits = pairBits
        self.filed = filed
    }

    func length(ofPattern index: Int) -> Int {
        patterns[index].count
    }

    /// The index of a pattern that occurs in `buffer`, if any.
    func firstMatch(in buffer: UnsafeBufferPointer<UInt8>) -> Int? {
        var found: Int?
        forEachMatch(in: buffer) { pattern, _ in
            found = pattern
            return false
        }
        return found
    }

    /// Calls `body` with each occurrence (pattern index, start) in the order their rarest pairs
    /// appear, until it returns false.
    func forEachMatch(in buffer: UnsafeBufferPointer<UInt8>, _ body: (Int, Int) -> Bool) {
        guard let base = buffer.baseAddress, buffer.count >= 2 else { return }
        let count = buffer.count
        pairBits.withUnsafeBufferPointer { bits in
            var position = 0
            var pair = UInt16(base[0])
            while position < count - 1 {
                pair = pair << 8 | UInt16(base[position + 1])
                if bits[Int(pair >> 6)] & (1 << UInt64(pair & 63)) != 0 {
                    for (filedPair, pattern, offset) in filed where filedPair == pair {
                        let start = position - offset
                        let bytes = patterns[pattern]
                        guard start >= 0, start + bytes.count <= count,
                            bytes.withUnsafeBufferPointer({ memcmp(base + start, $0.baseAddress!, bytes.count) == 0 })
                        else { continue }
                        if !body(pattern, start) { return }
                    }
                }
                position += 1
            }
        }
    }

    /// How common a byte is in Swift source, lower being rarer: `@` and capitals are rare, then
    /// digits, lower-case letters from the least to the most common in English, and last the
    /// punctuation and spaces every line holds.
    static func commonness(of byte: UInt8) -> Int {
        switch byte {
        case UInt8(ascii: "@"), UInt8(ascii: "#"): return 0
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return 1
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return 2
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return 3 + (lowercaseFromRarest.firstIndex(of: byte) ?? 0)
        case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "."), UInt8(ascii: ":"),
            UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: ","), UInt8(ascii: "="), UInt8(ascii: "_"),
            UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "\""):
            return 40
        default: return 10
        }
    }

    private static let lowercaseFromRarest = Array("zqjxkvbywgpfmucdlhrsnioate".utf8)
}
