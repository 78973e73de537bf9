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
        return renames + continuationShifts(for: renames, in: source)
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
