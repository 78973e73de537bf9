/// Positions and measures that are physical whatever the language (rules/no_left_right_anchor.md).
extension NoLeftRightAnchorRule {
    /// Core Graphics' horizontal coordinates of a point or a rectangle.
    private static let xCoordinates: Set<String> = ["x", "minX", "midX", "maxX"]

    /// An edge placed at a coordinate the code computes (`make.left.equalTo(point.x)`, `constant: frame.minX`): a
    /// map marker or a chart's bar stands where the coordinate is, whatever the language (issue 28).
    static func setsComputedPosition(_ constraint: Constraint, in source: SourceText) -> Bool {
        let bytes = source.bytes
        let limit = min(constraint.range.end, bytes.count)
        var index = constraint.range.start
        while index < limit {
            guard bytes[index] == UInt8(ascii: "."), index + 1 < limit else {
                index += 1
                continue
            }
            var end = index + 1
            while end < limit, PreFilter.isIdentifierByte(bytes[end]) { end += 1 }
            // Only names of one to four letters can be a coordinate: no `String` is made for the others.
            if end - index <= 5, xCoordinates.contains(String(decoding: bytes[(index + 1)..<end], as: UTF8.self)) {
                return true
            }
            index = end
        }
        return false
    }

    /// The names of constraints, or of arrays of them, whose constant the code sets to a side's measure
    /// (`manualSafeAreaConstraints[0].constant = manualSafeAreaInsets.left`): they are set by physical side, and a
    /// renamed constraint would take the left measure on the right in right-to-left languages (MobileCelestia
    /// 55de5cd's `SafeAreaView`). One pass over the file, made only for a file with a stored left/right constraint.
    static func namesWithConstantSetBySide(in source: SourceText) -> Set<String> {
        let bytes = source.bytes
        let needle = Array(".constant".utf8)
        var names = Set<String>()
        var index = 0
        while index + needle.count <= bytes.count {
            guard bytes[index] == needle[0], bytes[index..<(index + needle.count)].elementsEqual(needle) else {
                index += 1
                continue
            }
            let found = index
            index += needle.count
            var position = index
            while position < bytes.count, bytes[position] == UInt8(ascii: " ") { position += 1 }
            guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "="),
                bytes[position + 1] != UInt8(ascii: "=")
            else { continue }
            var lineEnd = position
            while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            let value = String(decoding: bytes[(position + 1)..<lineEnd], as: UTF8.self).trimmingWhitespace
            guard value.hasSuffix(".left") || value.hasSuffix(".right") else { continue }
            var end = found
            if end > 0, bytes[end - 1] == UInt8(ascii: "]"),
                let open = bytes[..<end].lastIndex(of: UInt8(ascii: "["))
            {
                end = open
            }
            var start = end
            while start > 0, PreFilter.isIdentifierByte(bytes[start - 1]) { start -= 1 }
            if start < end { names.insert(String(decoding: bytes[start..<end], as: UTF8.self)) }
        }
        return names
    }

    /// Whether a constant of the constraint is another view's measure of one side (`chartView.leftMargin`,
    /// `plotView.rightInset`): the constraint lines something up with what that view draws at a physical x
    /// (science-journal-ios ecf32a3's play button, as wide as the chart's y-axis labels on its left). A spacing
    /// constant of the app (`Sizes.leftOffset`, `insets.left`) is no view's and stays directional.
    /// Whether a constant is the value of a side by name (`placeholderLabelInsets.left`, `-right`, a helper's parameter
    /// `left`): an inset's left is physical, and a helper's `left:` is what its callers give the left side
    /// (xabber-ios 0b4c24f's `fillSuperviewWithOffset(top:bottom:left:right:)`, whose callers inset the text past an
    /// avatar placed by frame). Renamed, that value would go to the right side in right-to-left languages.
    static func takesASidesValue(_ constraint: Constraint, in source: SourceText) -> Bool {
        constraint.constants.contains { constant in
            guard case .other = constant.form else { return false }
            let name = source.text(in: constant.range).split(separator: ".").last?.drop { $0 == "-" || $0 == " " }
            return name == "left" || name == "right"
        }
    }

    static func measuresByAViewsSide(_ constraint: Constraint, in source: SourceText) -> Bool {
        constraint.constants.contains { constant in
            guard case .other = constant.form else { return false }
            let parts = source.text(in: constant.range).split(separator: ".")
            guard parts.count >= 2, let measure = parts.last, let owner = parts.dropLast().last,
                owner.first?.isLowercase == true, owner.hasSuffix("View")
            else { return false }
            return ["left", "right"].contains { side in
                measure.hasPrefix(side) && measure.dropFirst(side.count).first?.isUppercase == true
            }
        }
    }
}
