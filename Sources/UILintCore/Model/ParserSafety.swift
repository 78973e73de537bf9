#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Inputs on which SwiftParser 603.0.1 takes exponential time: its lookahead for
/// inline array types backtracks on every `[` of a long run (`x[[[[…`, also with
/// blanks between them), so 26 of them take a minute. No Swift anyone writes nests
/// brackets that deep; such a file is reported instead of parsed.
enum ParserSafety {
    /// The longest run of `[` tolerated; parsing 16 takes milliseconds.
    static let maximumBracketRun = 16

    /// The longest run of `[` separated only by blanks. Every file of every run is asked: the C library's `memchr`
    /// skips to each `[`, and only what follows one is read byte by byte.
    static func longestBracketRun(in bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            guard let start = buffer.baseAddress else { return 0 }
            var longest = 0
            var index = 0
            while index < buffer.count,
                let found = memchr(start + index, Int32(UInt8(ascii: "[")), buffer.count - index)
            {
                index = start.distance(to: found.assumingMemoryBound(to: UInt8.self))
                var current = 0
                while index < buffer.count {
                    let byte = buffer[index]
                    if byte == UInt8(ascii: "[") {
                        current += 1
                    } else if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") && byte != UInt8(ascii: "\n")
                        && byte != UInt8(ascii: "\r")
                    {
                        break
                    }
                    index += 1
                }
                longest = max(longest, current)
            }
            return longest
        }
    }
}
