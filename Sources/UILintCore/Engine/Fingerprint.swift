/// Identifies a finding by what it is about rather than where it is, so that it
/// survives edits elsewhere in the file: the rule, the finding's line with its
/// blanks folded, and which of the identical such lines of the file it is on.
enum Fingerprint {
    static func make(ruleID: String, line: String, occurrence: Int) -> String {
        let folded = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
        return hex(fnv1a64("\(ruleID)\u{0}\(folded)\u{0}\(occurrence)"))
    }

    /// FNV-1a, 64 bits: stable across runs and platforms, unlike `Hasher`.
    private static func fnv1a64(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
