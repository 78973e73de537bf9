/// Identifies a finding by what it is about rather than where it is, so that it
/// survives edits elsewhere in the file: the rule, the finding's line with its
/// blanks folded, and which of the identical such lines of the file it is on.
enum Fingerprint {
    static func make(ruleID: String, line: String, occurrence: Int) -> String {
        let folded = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
        return StableHash.hex(StableHash.fnv1a64("\(ruleID)\u{0}\(folded)\u{0}\(occurrence)".utf8))
    }
}
