/// The edits two rules' fixes make (`no_left_right_anchor`, `mixed_horizontal_anchors`): kept with what rules
/// share rather than in one rule's folder, which the other would then depend on.
extension AttributeReference {
    /// Renames the token to its leading/trailing counterpart.
    var directionalEdit: TextEdit {
        TextEdit(range: token, replacement: directionalSpelling ?? attribute.name)
    }
}

extension Constraint {
    /// Renames every left/right of the constraint. A line that continues it aligned just after a parenthesis that
    /// follows a renamed name moves right with the longer name, as the author aligned it (FalconMessenger a80c338's
    /// `constant: -10` under the argument of `rightAnchor.constraint(`).
    func directionalEdits(in source: SourceText) -> [TextEdit] {
        let renames = absoluteReferences.map(\.directionalEdit)
        return renames + continuationShifts(for: renames, in: source) + (labelRename(in: source).map { [$0] } ?? [])
    }

    /// The side that ends a comment alone on the line above (`// title label left`): the author's label of the
    /// constraint, renamed with it (iosched-ios bbdb210 labels each of its cells' constraints so). Only where the
    /// constrained side names one left or right, which the label's last word repeats.
    private func labelRename(in source: SourceText) -> TextEdit? {
        let sides = firstSide.filter { $0.attribute.name == "left" || $0.attribute.name == "right" }
        guard sides.count == 1, let side = sides.first?.attribute.name else { return nil }
        let bytes = source.bytes
        let lineStart = StatementLines.lineStart(of: range.start, in: source)
        guard lineStart > 0 else { return nil }
        var end = lineStart - 1
        while end > 0, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        let start = StatementLines.lineStart(of: end, in: source)
        let line = source.text(in: ByteRange(start: start, end: end))
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard trimmed.hasPrefix("//"), !trimmed.hasPrefix("///"),
            let lastSpace = trimmed.lastIndex(of: " "),
            trimmed[trimmed.index(after: lastSpace)...] == side
        else { return nil }
        let replacement = side == "left" ? "leading" : "trailing"
        return TextEdit(range: ByteRange(start: end - side.utf8.count, end: end), replacement: replacement)
    }

    private func continuationShifts(for renames: [TextEdit], in source: SourceText) -> [TextEdit] {
        let bytes = source.bytes
        var shifts: [TextEdit] = []
        // The columns just after each `(` of the last line holding a rename, with the width its renames add before it.
        var alignments: [Int: Int] = [:]
        var lineStart = StatementLines.lineStart(of: range.start, in: source)
        while lineStart < range.end {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            var indentationEnd = lineStart
            while indentationEnd < lineEnd, bytes[indentationEnd] == UInt8(ascii: " ") { indentationEnd += 1 }
            if lineStart > range.start, let added = alignments[indentationEnd - lineStart] {
                shifts.append(
                    TextEdit(
                        range: ByteRange(start: lineStart, end: lineStart),
                        replacement: String(repeating: " ", count: added)))
            }
            let onLine = renames.filter { lineStart <= $0.range.start && $0.range.end <= lineEnd }
            if !onLine.isEmpty {
                alignments = [:]
                for position in lineStart..<lineEnd where bytes[position] == UInt8(ascii: "(") {
                    let added = onLine.filter { $0.range.end <= position }.reduce(0) { sum, rename in
                        sum + rename.replacement.utf8.count - (rename.range.end - rename.range.start)
                    }
                    if added > 0 { alignments[position + 1 - lineStart] = added }
                }
            }
            lineStart = lineEnd + 1
        }
        return shifts
    }
}
