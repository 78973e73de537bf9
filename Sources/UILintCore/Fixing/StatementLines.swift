/// Whole lines of source around statements, so fixes can move statements with
/// their comments and indentation.
enum StatementLines {
    /// The lines a statement occupies, with the comment lines directly above it,
    /// through the line break after it. Nil when code shares its first or last line.
    static func unit(of statement: ByteRange, in source: SourceText) -> ByteRange? {
        guard source.indentation(before: statement.start) != nil else { return nil }
        let bytes = source.bytes
        var end = statement.end
        // What may follow the statement on its line: blanks, block comments, one line comment.
        while end < bytes.count {
            if bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") {
                end += 1
            } else if end + 1 < bytes.count, bytes[end] == UInt8(ascii: "/"), bytes[end + 1] == UInt8(ascii: "*") {
                guard let close = blockCommentEnd(after: end + 2, in: bytes) else { return nil }
                end = close
            } else if end + 1 < bytes.count, bytes[end] == UInt8(ascii: "/"), bytes[end + 1] == UInt8(ascii: "/") {
                while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") { end += 1 }
            } else {
                break
            }
        }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\r") { end += 1 }
        guard end == bytes.count || bytes[end] == UInt8(ascii: "\n") else { return nil }
        if end < bytes.count { end += 1 }

        var start = lineStart(of: statement.start, in: source)
        while start > 0 {
            let previous = lineStart(of: start - 1, in: source)
            let line = source.text(in: ByteRange(start: previous, end: start)).trimmingWhitespace
            guard line.hasPrefix("//") else { break }
            start = previous
        }
        return ByteRange(start: start, end: end)
    }

    /// Where the comment lines that open `unit` end, when they head a section: a blank line is
    /// above them, so they title what follows rather than one statement (at the top of a block,
    /// a comment is taken for its statement's). A fix that replaces the statement leaves such a
    /// heading in place. `uilint:` comments are never headings: they belong to their line.
    /// `topCommentIsHeading`: the caller knows a comment at the top of the block titles its first section too.
    static func headingEnd(
        of unit: ByteRange, statement: ByteRange, in source: SourceText, topCommentIsHeading: Bool = false
    ) -> Int? {
        let statementLine = lineStart(of: statement.start, in: source)
        guard statementLine > unit.start, unit.start > 0,
            !source.text(in: ByteRange(start: unit.start, end: statementLine)).contains("uilint:")
        else { return nil }
        let above = ByteRange(start: lineStart(of: unit.start - 1, in: source), end: unit.start)
        if isBlank(above, in: source) { return statementLine }
        return topCommentIsHeading && source.text(in: above).trimmingWhitespace.hasSuffix("{") ? statementLine : nil
    }

    /// Whether a comment stands above `unit` past blank lines (`// FIX-ME: Unnamed constant`, a blank line, then the
    /// statement): it speaks of the lines below it, and would be left speaking of others if the statement moved.
    static func followsDetachedComment(_ unit: ByteRange, in source: SourceText) -> Bool {
        var start = unit.start
        var crossedBlankLine = false
        while start > 0 {
            let previous = lineStart(of: start - 1, in: source)
            let line = source.text(in: ByteRange(start: previous, end: start)).trimmingWhitespace
            guard line.isEmpty else { return crossedBlankLine && (line.hasPrefix("//") || line.hasSuffix("*/")) }
            crossedBlankLine = true
            start = previous
        }
        return false
    }

    /// Whether `unit` opens with a comment that has a blank line above it: the title of a section.
    static func opensWithHeading(_ unit: ByteRange, in source: SourceText) -> Bool {
        opensGroup(unit, in: source) && source.text(in: unit).trimmingWhitespace.hasPrefix("//")
    }

    /// Whether a blank line is right above `unit`: it starts one of the author's groups of lines.
    static func opensGroup(_ unit: ByteRange, in source: SourceText) -> Bool {
        guard unit.start > 0 else { return false }
        let above = ByteRange(start: lineStart(of: unit.start - 1, in: source), end: unit.start)
        return isBlank(above, in: source)
    }

    /// What to delete to remove the given statement units: units apart only by blank lines go
    /// together, and a removal takes one blank line with it when it would otherwise leave a
    /// blank line doubled, after a `{` or before a `}` (docs/fixing.md).
    static func removals(of units: [ByteRange], in source: SourceText) -> [ByteRange] {
        var regions: [ByteRange] = []
        for unit in units.sorted(by: { $0.start < $1.start }) {
            if let last = regions.last, isBlank(ByteRange(start: last.end, end: unit.start), in: source) {
                regions[regions.count - 1] = ByteRange(start: last.start, end: unit.end)
            } else {
                regions.append(unit)
            }
        }
        return regions.map { region in
            let previous =
                region.start > 0
                ? ByteRange(start: lineStart(of: region.start - 1, in: source), end: region.start) : nil
            let next =
                region.end < source.bytes.count
                ? ByteRange(start: region.end, end: lineEnd(after: region.end, in: source)) : nil
            let previousText = previous.map { source.text(in: $0).trimmingWhitespace }
            let nextText = next.map { source.text(in: $0).trimmingWhitespace }
            // A block's or a list's closing bracket (Conjugar 5d7d5b6's `activate([…])` losing its last two).
            if let previous, previousText == "", nextText == "" || nextText?.first.map("}])".contains) == true {
                return ByteRange(start: previous.start, end: region.end)
            }
            if let next, previousText == nil || previousText?.last.map("{[(".contains) == true, nextText == "" {
                return ByteRange(start: region.start, end: next.end)
            }
            return region
        }
    }

    /// `removals(of:)` shared out among the units, each share alone a tidy removal of its unit: a
    /// region's units split it at their starts, its first takes the blank line it takes above, its last
    /// the one below. For fixes that remove one unit each and may be applied alone or together.
    static func removalsByUnit(of units: [ByteRange], in source: SourceText) -> [ByteRange: ByteRange] {
        let sorted = Set(units).sorted { $0.start < $1.start }
        var shares: [ByteRange: ByteRange] = [:]
        for region in removals(of: sorted, in: source) {
            let inside = sorted.filter(region.contains)
            for (index, unit) in inside.enumerated() {
                let start = index == 0 ? region.start : unit.start
                let end = index == inside.count - 1 ? region.end : inside[index + 1].start
                shares[unit] = ByteRange(start: start, end: end)
            }
        }
        return shares
    }

    /// Whether a blank line or the end of the block is right below `unit`: it ends one of the author's groups.
    static func closesGroup(_ unit: ByteRange, in source: SourceText) -> Bool {
        guard unit.end < source.bytes.count else { return true }
        let below = source.text(in: ByteRange(start: unit.end, end: lineEnd(after: unit.end, in: source)))
            .trimmingWhitespace
        return below.isEmpty || below.hasPrefix("}")
    }

    private static func isBlank(_ range: ByteRange, in source: SourceText) -> Bool {
        range.start <= range.end && source.text(in: range).trimmingWhitespace.isEmpty
    }

    /// The offset after the line break that ends the line holding `offset`, or the end of the file.
    private static func lineEnd(after offset: Int, in source: SourceText) -> Int {
        var end = offset
        while end < source.bytes.count, source.bytes[end] != UInt8(ascii: "\n") { end += 1 }
        return min(end + 1, source.bytes.count)
    }

    /// The offset after the `*/` closing a block comment that stays on one line.
    private static func blockCommentEnd(after start: Int, in bytes: [UInt8]) -> Int? {
        var index = start
        while index + 1 < bytes.count, bytes[index] != UInt8(ascii: "\n") {
            if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") { return index + 2 }
            index += 1
        }
        return nil
    }

    static func lineStart(of offset: Int, in source: SourceText) -> Int {
        var start = offset
        while start > 0, source.bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        return start
    }

    /// One indentation step, in the file's style: a tab where `indentation` has one, otherwise the step by which
    /// the file's lines most often go deeper than the line above them (2 in a two-space file), 4 by default. Not the
    /// narrowest indentation: Zinley-dev ios-app's `ModView.swift` steps by four, but a few of its lines stand two
    /// spaces in.
    static func indentUnit(after indentation: String, in source: SourceText) -> String {
        if indentation.contains("\t") { return "\t" }
        var steps: [Int: Int] = [:]
        var previous: Int?
        var lineStart = true
        var spaces = 0
        for byte in source.bytes {
            if byte == UInt8(ascii: "\n") {
                lineStart = true
                spaces = 0
            } else if lineStart, byte == UInt8(ascii: " ") {
                spaces += 1
            } else if lineStart {
                lineStart = false
                // Blank lines and the ` *` lines of block comments say nothing of the step.
                guard byte != UInt8(ascii: "\r"), byte != UInt8(ascii: "*") else { continue }
                if let previous, spaces > previous, (2...8).contains(spaces - previous) {
                    steps[spaces - previous, default: 0] += 1
                }
                previous = spaces
            }
        }
        // Among steps as frequent as each other (a short file), four, then the narrowest.
        let most = steps.values.max() ?? 0
        let frequent = steps.filter { $0.value == most }.keys
        let step = frequent.contains(4) || frequent.isEmpty ? 4 : frequent.min()!
        return String(repeating: " ", count: step)
    }

}

extension String {
    /// The text without spaces, tabs and line breaks at either end. Works on UTF-8 bytes: trimming
    /// by `Character` took 7% of a lint of a SnapKit app (callgrind, CovidCertificate-App-iOS).
    var trimmingWhitespace: String {
        func isWhitespace(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
                || byte == UInt8(ascii: "\r")
        }
        guard let first = utf8.firstIndex(where: { !isWhitespace($0) }),
            let last = utf8.lastIndex(where: { !isWhitespace($0) })
        else { return "" }
        // The byte after the last kept one is whitespace or the end, so the cut falls between characters.
        return String(self[first..<utf8.index(after: last)])
    }
}

/// Inserting a new line of code before a statement, at its indentation.
enum LineInsertion {
    static func before(_ statement: ByteRange, in source: SourceText, line: String) -> TextEdit {
        let indentation = source.indentation(before: statement.start) ?? ""
        return TextEdit(
            range: ByteRange(start: statement.start, end: statement.start), replacement: line + "\n" + indentation)
    }
}
