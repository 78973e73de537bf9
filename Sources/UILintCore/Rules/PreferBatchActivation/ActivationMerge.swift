/// Merges a run of `X.isActive = true` statements into one `NSLayoutConstraint.activate([...])`,
/// keeping the comments and blank lines between them.
struct ActivationMerge {
    let run: ConstraintList
    let source: SourceText
    /// Whether the last element gets a comma, as in the file's other lists.
    let trailingComma: Bool

    /// The file's habit (docs/fixing.md): whether its array lists that end on their own line put a comma
    /// after the last element. With no such list, none, as Swift's style guides and SwiftLint's
    /// `trailing_comma` rule ask by default.
    static func writesTrailingCommas(_ lists: [ConstraintList], in source: SourceText) -> Bool {
        var with = 0
        var without = 0
        for list in lists where list.kind != .isActiveRun && list.kind != .snapKitClosure {
            guard let last = list.elements.last, last.slot.endsLine else { continue }
            let end = last.slot.content.end
            if end < source.bytes.count, source.bytes[end] == UInt8(ascii: ",") { with += 1 } else { without += 1 }
        }
        return with > without
    }

    func edits() -> [TextEdit]? {
        guard let first = run.elements.first, let last = run.elements.last,
            let indentation = source.indentation(before: first.slot.content.start),
            // A `uilint:disable:next` above the run would end up on the `activate([` line, away from its statement.
            !source.text(in: first.slot.leadingComments).contains("uilint:"),
            // `label?.topAnchor.constraint(...)` is optional: `activate([...])` would not compile with it.
            !run.elements.contains(where: \.isOptional)
        else { return nil }
        let unit = StatementLines.indentUnit(after: indentation, in: source)
        let inner = indentation + unit
        var lines = ["NSLayoutConstraint.activate(["]
        for (index, element) in run.elements.enumerated() {
            if index > 0 {
                // Comment lines and blank lines between the statements, without the previous line's tail.
                let between = source.text(in: element.slot.leadingTrivia)
                    .split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
                guard between.count >= 2, between[0].trimmingWhitespace.isEmpty else { return nil }
                for line in between.dropFirst().dropLast() {
                    lines.append(movedIn(line, to: inner, from: indentation))
                }
            }
            let isLast = index == run.elements.count - 1
            var line =
                inner + reindented(source.text(in: element.expression), by: unit)
                + (isLast && !trailingComma ? "" : ",")
            // A comment at the end of a statement's line stays on its line (`uilint:disable:this` needs that).
            if element.slot.trailingTriviaHasComment {
                line += source.text(in: element.slot.trailingTrivia)
            }
            lines.append(line)
        }
        lines.append(indentation + "])")
        let end = last.slot.trailingTriviaHasComment ? last.slot.trailingTrivia.end : last.slot.content.end
        return [
            TextEdit(
                range: ByteRange(start: first.slot.content.start, end: end),
                replacement: lines.joined(separator: "\n"))
        ]
    }

    /// A comment or blank line between the statements, moved into the list. Blank lines are written as the file writes
    /// them. A line commented out from the start of the line, left of the statements' `indentation`, as Xcode's
    /// Comment Selection does, stays as it is, as constraint_order keeps it (SsgSag_iOS b9ef3e2's `MenuBar`): moved
    /// in, its `//` would stand in the middle.
    private func movedIn(_ line: String, to inner: String, from indentation: String) -> String {
        let text = line.trimmingWhitespace
        if text.isEmpty { return source.indentsBlankLines ? inner : "" }
        return line.hasPrefix("//") && !indentation.isEmpty ? line : inner + text
    }

    /// An element written over several lines moves one step in, its continuation lines with it (animeal_iOS
    /// 2d54fb7's `containerView.leadingAnchor.constraint(` with one argument per line). A multi-line string's
    /// lines move too, its closing delimiter with them, so Swift strips the same indentation and its text stays.
    private func reindented(_ expression: String, by unit: String) -> String {
        expression.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { position, line in
            position == 0 || line.allSatisfy(\.isWhitespace) ? String(line) : unit + line
        }.joined(separator: "\n")
    }
}
