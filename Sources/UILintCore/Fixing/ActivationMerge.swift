/// Merges a run of `X.isActive = true` statements into one `NSLayoutConstraint.activate([...])`,
/// keeping the comments and blank lines between them.
struct ActivationMerge {
    let run: ConstraintList
    let source: SourceText

    func edits() -> [TextEdit]? {
        guard let first = run.elements.first, let last = run.elements.last,
              let indentation = source.indentation(before: first.slot.content.start),
              // A `uilint:disable:next` above the run would end up on the `activate([` line, away from its statement.
              !source.text(in: first.slot.leadingComments).contains("uilint:"),
              // `label?.topAnchor.constraint(...)` is optional: `activate([...])` would not compile with it.
              !run.elements.contains(where: \.isOptional)
        else { return nil }
        let inner = indentation + StatementLines.indentUnit(after: indentation)
        var lines = ["NSLayoutConstraint.activate(["]
        for (index, element) in run.elements.enumerated() {
            if index > 0 {
                // Comment lines and blank lines between the statements, without the previous line's tail.
                let between = source.text(in: element.slot.leadingTrivia)
                    .split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
                guard between.count >= 2, between[0].trimmingWhitespace.isEmpty else { return nil }
                for line in between.dropFirst().dropLast() {
                    lines.append(line.trimmingWhitespace.isEmpty ? "" : inner + line.trimmingWhitespace)
                }
            }
            var line = inner + source.text(in: element.expression) + ","
            // A comment at the end of a statement's line stays on its line (`uilint:disable:this` needs that).
            if element.slot.trailingTriviaHasComment {
                line += source.text(in: element.slot.trailingTrivia)
            }
            lines.append(line)
        }
        lines.append(indentation + "])")
        let end = last.slot.trailingTriviaHasComment ? last.slot.trailingTrivia.end : last.slot.content.end
        return [TextEdit(range: ByteRange(start: first.slot.content.start, end: end),
                         replacement: lines.joined(separator: "\n"))]
    }
}
