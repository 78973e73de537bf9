/// Builds the edits that move list elements between the slots they occupy:
/// each element takes its own comments along, each slot keeps its layout
/// (indentation, line breaks, commas).
enum SlotReordering {
    /// `moves[i]` is the slot whose element goes into `slots[i]`.
    /// Returns nil when the move cannot be written without changing meaning,
    /// such as a line comment that would land before code on the same line.
    static func edits(slots: [ListSlot], moves: [ListSlot], in source: SourceText) -> [TextEdit]? {
        precondition(slots.count == moves.count)
        var edits: [TextEdit] = []
        for (slot, element) in zip(slots, moves) where slot.content != element.content {
            // The slot keeps its line break and indentation; the element brings its comments.
            var lineBreak = source.text(in: ByteRange(start: slot.leadingTrivia.start, end: slot.leadingComments.start))
            let comments = source.text(in: element.leadingComments)
            let separator: String
            if comments.isEmpty {
                if slot.leadingComments.isEmpty {
                    separator = source.text(in: slot.leadingTrivia).dropFirst(lineBreak.count).description
                } else {
                    // The slot's comments leave with its own element: the one coming in takes the line
                    // break before them and the indentation of the slot's code, not the comments'.
                    let afterComments = source.text(
                        in: ByteRange(start: slot.leadingComments.end, end: slot.leadingTrivia.end))
                    if let lastBreak = lineBreak.lastIndex(of: "\n"), afterComments.contains("\n") {
                        lineBreak = String(lineBreak[...lastBreak])
                        separator =
                            afterComments.split(separator: "\n", omittingEmptySubsequences: false).last.map(String.init)
                            ?? ""
                    } else {
                        separator = ""
                    }
                }
            } else {
                separator = source.text(
                    in: ByteRange(start: element.leadingComments.end, end: element.leadingTrivia.end))
                // A slot that keeps its own comment lines (a heading) puts the element's comments on the
                // next line, at the indentation of the slot's code. Otherwise the comments keep their own
                // indentation: a line commented out at the first column stays there.
                if let lastLine = lineBreak.split(separator: "\n", omittingEmptySubsequences: false).last,
                    String(lastLine).trimmingWhitespace.isEmpty, let lastBreak = lineBreak.lastIndex(of: "\n")
                {
                    let ownBreak = source.text(
                        in: ByteRange(start: element.leadingTrivia.start, end: element.leadingComments.start))
                    if ownBreak.contains("\n") {
                        lineBreak =
                            String(lineBreak[...lastBreak])
                            + (ownBreak.split(separator: "\n", omittingEmptySubsequences: false).last ?? "")
                    }
                } else if let lastLine = lineBreak.split(separator: "\n", omittingEmptySubsequences: false).last,
                    !String(lastLine).trimmingWhitespace.isEmpty
                {
                    let codeIndentation =
                        source.text(in: slot.leadingTrivia)
                        .split(separator: "\n", omittingEmptySubsequences: false).last ?? ""
                    lineBreak += "\n" + codeIndentation
                }
            }
            edits.append(
                TextEdit(
                    range: ByteRange(start: slot.leadingTrivia.start, end: slot.content.end),
                    replacement: lineBreak + comments + separator + source.text(in: element.content)))

            let trailing: String
            if element.trailingTriviaHasComment {
                trailing = source.text(in: element.trailingTrivia)
                if trailing.contains("//"), !slot.endsLine { return nil }
            } else if slot.trailingTriviaHasComment {
                trailing = ""
            } else {
                continue
            }
            if trailing != source.text(in: slot.trailingTrivia) {
                edits.append(TextEdit(range: slot.trailingTrivia, replacement: trailing))
            }
        }
        return edits
    }
}
