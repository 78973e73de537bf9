/// Applies edits to bytes. Edits must not overlap.
enum FixApplier {
    static func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var cursor = 0
        for edit in edits.sorted(by: { $0.range < $1.range }) {
            // An edit out of bounds (offsets measured on repaired invalid UTF-8) is dropped, not trusted.
            guard edit.range.start >= cursor, edit.range.end <= bytes.count, edit.range.start <= edit.range.end else { continue }
            result += bytes[cursor..<edit.range.start]
            result += Array(edit.replacement.utf8)
            cursor = edit.range.end
        }
        result += bytes[cursor...]
        return result
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
            let conflicts = fix.contains { edit in chosen.contains { $0.range.overlaps(edit.range) } }
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
}
