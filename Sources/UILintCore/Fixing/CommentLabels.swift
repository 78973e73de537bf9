/// What the fixer expects of a file's comments: the same ones, each as many times, except the labels of
/// constraints a fix renames (`// title label left` above a renamed left, rules/no_left_right_anchor.md).
enum CommentLabels {
    /// Each comment's text, trimmed, with how often it occurs; suppression comments aside, which fixes may remove.
    static func counts(of model: FileModel) -> [String: Int] {
        var counts: [String: Int] = [:]
        for comment in model.comments where !comment.contains("uilint:") {
            counts[comment.trimmingWhitespace, default: 0] += 1
        }
        return counts
    }

    /// `counts` once `edits` have changed the comments that hold them, each a comment alone on its line.
    static func counts(_ counts: [String: Int], relabelledBy edits: [TextEdit], in source: SourceText) -> [String: Int]
    {
        var counts = counts
        for edit in Set(edits) where !edit.replacement.contains("\n") {
            guard let comment = lineComment(holding: edit.range, in: source) else { continue }
            let bytes = source.bytes
            let old = source.text(in: comment).trimmingWhitespace
            let new = String(
                decoding: bytes[comment.start..<edit.range.start] + Array(edit.replacement.utf8)
                    + bytes[edit.range.end..<comment.end],
                as: UTF8.self
            ).trimmingWhitespace
            counts[old, default: 0] -= 1
            if counts[old] == 0 { counts[old] = nil }
            counts[new, default: 0] += 1
        }
        return counts
    }

    /// The `//` comment that is all of the line holding `range`, from its slashes to the line's end.
    private static func lineComment(holding range: ByteRange, in source: SourceText) -> ByteRange? {
        let bytes = source.bytes
        guard !bytes[range.start..<range.end].contains(UInt8(ascii: "\n")) else { return nil }
        var start = StatementLines.lineStart(of: range.start, in: source)
        while start < range.start, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") {
            start += 1
        }
        guard start + 1 < range.start, bytes[start] == UInt8(ascii: "/"), bytes[start + 1] == UInt8(ascii: "/") else {
            return nil
        }
        var end = range.end
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") { end += 1 }
        return ByteRange(start: start, end: end)
    }
}
