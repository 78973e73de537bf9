/// A unified diff of two texts, line by line, in the format `git apply` and `patch` accept.
public enum UnifiedDiff {
    public static func diff(old: [UInt8], new: [UInt8], path: String, context: Int = 3) -> String {
        let oldLines = lines(old)
        let newLines = lines(new)
        let operations = editScript(oldLines, newLines)
        guard operations.contains(where: { $0.kind != .same }) else { return "" }
        let relative = path.hasPrefix("/") ? String(path.dropFirst()) : path
        var output = "--- a/\(relative)\n+++ b/\(relative)\n"
        for hunk in hunks(operations, context: context) {
            output += hunk
        }
        return output
    }

    private struct Line: Equatable {
        let text: String
        let hasNewline: Bool
    }

    private enum Kind { case same, removed, added }

    private struct Operation {
        let kind: Kind
        let line: Line
        let oldIndex: Int
        let newIndex: Int
    }

    private static func lines(_ bytes: [UInt8]) -> [Line] {
        var result: [Line] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            result.append(Line(text: String(decoding: bytes[start..<index], as: UTF8.self), hasNewline: true))
            start = index + 1
        }
        if start < bytes.count {
            result.append(Line(text: String(decoding: bytes[start...], as: UTF8.self), hasNewline: false))
        }
        return result
    }

    /// Myers' shortest edit script.
    private static func editScript(_ a: [Line], _ b: [Line]) -> [Operation] {
        let n = a.count
        let m = b.count
        let maxD = n + m
        var v = [Int](repeating: 0, count: 2 * maxD + 2)
        var trace: [[Int]] = []
        let offset = maxD + 1
        outer: for d in 0...maxD {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
                    x = v[offset + k + 1]
                } else {
                    x = v[offset + k - 1] + 1
                }
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                v[offset + k] = x
                if x >= n, y >= m { break outer }
            }
        }
        var operations: [Operation] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previousK: Int
            if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
                previousK = k + 1
            } else {
                previousK = k - 1
            }
            let previousX = v[offset + previousK]
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                operations.append(Operation(kind: .same, line: a[x], oldIndex: x, newIndex: y))
            }
            if d > 0 {
                if x == previousX {
                    y -= 1
                    operations.append(Operation(kind: .added, line: b[y], oldIndex: x, newIndex: y))
                } else {
                    x -= 1
                    operations.append(Operation(kind: .removed, line: a[x], oldIndex: x, newIndex: y))
                }
            }
        }
        return operations.reversed()
    }

    private static func hunks(_ operations: [Operation], context: Int) -> [String] {
        let changed = operations.indices.filter { operations[$0].kind != .same }
        var groups: [ClosedRange<Int>] = []
        for index in changed {
            let range = max(0, index - context)...min(operations.count - 1, index + context)
            if let last = groups.last, range.lowerBound <= last.upperBound + 1 {
                groups[groups.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                groups.append(range)
            }
        }
        return groups.map { group in
            let slice = operations[group]
            let oldCount = slice.filter { $0.kind != .added }.count
            let newCount = slice.filter { $0.kind != .removed }.count
            let first = slice.first!
            let oldStart = oldCount == 0 ? first.oldIndex : first.oldIndex + 1
            let newStart = newCount == 0 ? first.newIndex : first.newIndex + 1
            var text = "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
            for operation in slice {
                let marker = operation.kind == .same ? " " : operation.kind == .removed ? "-" : "+"
                text += marker + operation.line.text + "\n"
                if !operation.line.hasNewline { text += "\\ No newline at end of file\n" }
            }
            return text
        }
    }
}
