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
            let comments = source.text(in: element.leadingComments)
            var separator = source.text(in: ByteRange(start: slot.leadingComments.end, end: slot.leadingTrivia.end))
            if !comments.isEmpty, !separator.contains("\n") {
                // The comments above the element need a line break before the element.
                separator = source.text(in: ByteRange(start: element.leadingComments.end, end: element.leadingTrivia.end))
                guard separator.contains("\n") || !comments.contains("//") else { return nil }
            }
            edits.append(TextEdit(
                range: ByteRange(start: slot.leadingTrivia.start, end: slot.content.end),
                replacement: comments + separator + source.text(in: element.content)))

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
