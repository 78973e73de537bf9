/// Files written with `\r\n` line breaks are fixed as `\n` text and converted back,
/// so that every fix, whatever line breaks it writes, keeps the file's style.
enum LineEndings {
    /// The bytes with every `\r\n` as `\n`, when every line break of the file is `\r\n`;
    /// nil for `\n` files and files that mix both, which are fixed as they are.
    static func lineFeedVersion(of bytes: [UInt8]) -> [UInt8]? {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var sawCRLF = false
        for (index, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "\n") {
                guard index > 0, bytes[index - 1] == UInt8(ascii: "\r") else { return nil }
                sawCRLF = true
                result[result.count - 1] = byte
            } else {
                result.append(byte)
            }
        }
        return sawCRLF ? result : nil
    }

    static func carriageReturnVersion(of bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + bytes.count / 32)
        for byte in bytes {
            if byte == UInt8(ascii: "\n") { result.append(UInt8(ascii: "\r")) }
            result.append(byte)
        }
        return result
    }

    /// A range of the `\n` version, in the `\r\n` text it came from: each line break before a
    /// position stood one byte later.
    static func carriageReturnRange(of range: ByteRange, in lineFeedBytes: [UInt8]) -> ByteRange {
        func position(_ offset: Int) -> Int {
            offset + lineFeedBytes[..<offset].lazy.filter { $0 == UInt8(ascii: "\n") }.count
        }
        return ByteRange(start: position(range.start), end: position(range.end))
    }
}
