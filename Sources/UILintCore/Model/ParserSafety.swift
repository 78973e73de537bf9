/// Inputs on which SwiftParser 603.0.1 takes exponential time: its lookahead for
/// inline array types backtracks on every `[` of a long run (`x[[[[…`, also with
/// blanks between them), so 26 of them take a minute. No Swift anyone writes nests
/// brackets that deep; such a file is reported instead of parsed.
enum ParserSafety {
    /// The longest run of `[` tolerated; parsing 16 takes milliseconds.
    static let maximumBracketRun = 16

    /// The longest run of `[` separated only by blanks.
    static func longestBracketRun(in bytes: [UInt8]) -> Int {
        var longest = 0
        var current = 0
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "["):
                current += 1
                longest = max(longest, current)
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                continue
            default:
                current = 0
            }
        }
        return longest
    }
}
