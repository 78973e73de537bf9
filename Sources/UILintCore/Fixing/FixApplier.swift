/// Applies edits to bytes. Edits must not overlap.
enum FixApplier {
    static func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var cursor = 0
        for edit in applicable(edits, length: bytes.count) {
            result += bytes[cursor..<edit.range.start]
            result += Array(edit.replacement.utf8)
            cursor = edit.range.end
        }
        result += bytes[cursor...]
        return result
    }

    /// The edits `apply` makes to text of `length` bytes, in order. An edit out of bounds (offsets
    /// measured on repaired invalid UTF-8) or overlapping the one before is dropped, not trusted.
    static func applicable(_ edits: [TextEdit], length: Int) -> [TextEdit] {
        var cursor = 0
        return edits.sorted(by: { $0.range < $1.range }).filter { edit in
            guard edit.range.start >= cursor, edit.range.end <= length, edit.range.start <= edit.range.end else {
                return false
            }
            cursor = edit.range.end
            return true
        }
    }

    /// Picks fixes whose edits overlap no edit of a fix picked before; the rest wait for a later pass.
    /// A fix proposed by two findings (one fix for both sides of a constraint) is applied once; a fix
    /// that shares only some of its edits with one picked before waits too: applying its other edits
    /// alone would insert a moved statement twice (BulletinBoard 7b35bb9, two activations that both
    /// move one deactivation up).
    static func compatibleEdits(of fixes: [[TextEdit]]) -> [TextEdit] {
        var chosen: [TextEdit] = []
        var chosenSet = Set<TextEdit>()
        for fix in fixes where !fix.allSatisfy(chosenSet.contains) {
            let conflicts =
                fix.contains { edit in chosen.contains { $0.range.overlaps(edit.range) } }
                || hasInternalOverlap(fix)
            guard !conflicts else { continue }
            chosen += fix
            chosenSet.formUnion(fix)
        }
        return chosen
    }

    private static func hasInternalOverlap(_ edits: [TextEdit]) -> Bool {
        let sorted = edits.sorted { $0.range < $1.range }
        return zip(sorted, sorted.dropFirst()).contains { $0.range.overlaps($1.range) }
    }

    /// Whether an edit writes text against a neighbour of the same kind it was not joined to, so that
    /// two tokens become one: `.defaultLow` written before a stray `nchor` makes one identifier of
    /// both, a `/` before a `/` starts a comment. A fuzz campaign found the first (README, Robustness).
    static func joinsNeighbouringToken(_ edit: TextEdit, in bytes: [UInt8]) -> Bool {
        let range = edit.range
        guard range.start >= 0, range.start <= range.end, range.end <= bytes.count else { return false }
        let written = Array(edit.replacement.utf8)
        let before = range.start > 0 ? bytes[range.start - 1] : nil
        let after = range.end < bytes.count ? bytes[range.end] : nil
        // The new text's neighbours at each edge of the edit: what was written, or, where nothing
        // was, what is now beside the edge.
        let startJoin = joins(before, written.first ?? after)
        let endJoin = !written.isEmpty && joins(written.last, after)
        let wasJoinedAtStart = joins(before, range.start < bytes.count ? bytes[range.start] : nil)
        let wasJoinedAtEnd = joins(range.end > 0 ? bytes[range.end - 1] : nil, after)
        return startJoin && !wasJoinedAtStart || endJoin && !wasJoinedAtEnd
    }

    private static func joins(_ left: UInt8?, _ right: UInt8?) -> Bool {
        guard let left, let right, let kind = tokenKind(left) else { return false }
        return kind == tokenKind(right)
    }

    /// Bytes that continue a token of their kind: identifier characters (any non-ASCII byte may be
    /// one) and operator characters.
    private static func tokenKind(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), 0x80...:
            return 0
        case _ where "/=-+!*%<>&|^~?.".utf8.contains(byte): return 1
        default: return nil
        }
    }
}
