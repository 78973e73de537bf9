/// Which parts of the original text the fixes of every pass replaced, in the original's
/// coordinates: each pass edits the previous pass's output, so an edit's range is carried back
/// through the passes before it. What it reports lets a caller check that everything else was kept
/// (the fuzz target's token check, README Robustness).
struct EditTrail {
    /// A run of the current text: either original text kept as it was, or text that edits wrote in
    /// place of `original` (empty where they only inserted).
    private struct Segment {
        var original: ByteRange
        var length: Int
        var isKept: Bool
    }

    private var segments: [Segment]

    init(originalLength: Int) {
        segments =
            originalLength == 0
            ? [] : [Segment(original: ByteRange(start: 0, end: originalLength), length: originalLength, isKept: true)]
    }

    /// The original's ranges that edits replaced, in order, touching ranges merged; an empty range
    /// is a point where text was only inserted.
    var editedRanges: [ByteRange] {
        var ranges: [ByteRange] = []
        for segment in segments where !segment.isKept {
            if let last = ranges.last, last.end >= segment.original.start {
                ranges[ranges.count - 1].end = max(last.end, segment.original.end)
            } else {
                ranges.append(segment.original)
            }
        }
        return ranges
    }

    /// Records one pass: `edits` as `FixApplier.apply` applies them to the current text.
    mutating func record(_ edits: [TextEdit], currentLength: Int) {
        // From the last edit back, so the current offsets of the earlier ones stay valid.
        for edit in FixApplier.applicable(edits, length: currentLength).reversed() {
            record(edit.range, replacementLength: edit.replacement.utf8.count)
        }
    }

    private mutating func record(_ range: ByteRange, replacementLength: Int) {
        guard !(range.isEmpty && replacementLength == 0) else { return }
        // Written text the edit touches becomes part of one written run with it.
        var span = range
        var offset = 0
        for segment in segments {
            let start = offset
            let end = offset + segment.length
            offset = end
            if !segment.isKept && touches(span: range, start: start, end: end) {
                span = ByteRange(start: min(span.start, start), end: max(span.end, end))
            }
        }
        let length = span.end - span.start - (range.end - range.start) + replacementLength

        var rebuilt: [Segment] = []
        var replaced: ByteRange?
        var writtenIndex: Int?
        // Where a pure insertion between two segments goes: after every segment that ends before it.
        var insertionIndex = 0
        var pointBefore = 0
        offset = 0
        for segment in segments {
            let start = offset
            let end = offset + segment.length
            offset = end
            let isInside =
                segment.isKept ? start < span.end && span.start < end : touches(span: span, start: start, end: end)
            guard isInside else {
                if end <= span.start {
                    pointBefore = segment.original.end
                    insertionIndex = rebuilt.count + 1
                }
                rebuilt.append(segment)
                continue
            }
            if segment.isKept, start < span.start {
                rebuilt.append(kept(segment, at: start, cutting: start..<span.start))
            }
            writtenIndex = writtenIndex ?? rebuilt.count
            let removed =
                segment.isKept
                ? kept(segment, at: start, cutting: max(start, span.start)..<min(end, span.end)).original
                : segment.original
            replaced = replaced.map { $0.union(removed) } ?? removed
            if segment.isKept, span.end < end { rebuilt.append(kept(segment, at: start, cutting: span.end..<end)) }
        }
        let written = Segment(
            original: replaced ?? ByteRange(start: pointBefore, end: pointBefore), length: length, isKept: false)
        rebuilt.insert(written, at: writtenIndex ?? insertionIndex)
        segments = rebuilt
    }

    /// Whether an edit of `span` touches written text at `start..<end` of the current text: overlaps
    /// it, inserts inside it, or (for text written by a deletion) includes its point.
    private func touches(span: ByteRange, start: Int, end: Int) -> Bool {
        if start == end { return span.start <= start && start <= span.end }
        return start < span.end && span.start < end || span.isEmpty && start < span.start && span.start < end
    }

    /// The part of a kept segment that starts at `start` in the current text covering `cut`.
    private func kept(_ segment: Segment, at start: Int, cutting cut: Range<Int>) -> Segment {
        let originalStart = segment.original.start + cut.lowerBound - start
        return Segment(
            original: ByteRange(start: originalStart, end: originalStart + cut.count), length: cut.count, isKept: true)
    }
}

extension ByteRange {
    fileprivate func union(_ other: ByteRange) -> ByteRange {
        ByteRange(start: min(start, other.start), end: max(end, other.end))
    }
}
