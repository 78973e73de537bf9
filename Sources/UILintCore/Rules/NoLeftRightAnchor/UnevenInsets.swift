extension NoLeftRightAnchorRule {
    /// Whether a SnapKit constraint insets by `UIEdgeInsets` whose left and right differ (U17 8369fbf's
    /// `make.left.equalToSuperview().inset(UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0))`). SnapKit reads those
    /// insets by physical side: for `leading` it takes `left` in a left-to-right layout and `right` in a right-to-left
    /// one. So a renamed constraint would lose its margin in right-to-left languages instead of mirroring it.
    static func insetsUnevenly(_ constraint: Constraint, in source: SourceText) -> Bool {
        guard constraint.syntax == .snapKit else { return false }
        let text = source.text(in: constraint.range)
        for (name, labelled) in [("UIEdgeInsets(", true), ("UIEdgeInsetsMake(", false)] {
            guard let open = text.range(of: name) else { continue }
            let arguments = topLevelArguments(in: text[open.upperBound...])
            let sides: (left: Substring?, right: Substring?)
            if labelled {
                sides = (value(labelled: "left", in: arguments), value(labelled: "right", in: arguments))
            } else {
                sides = (arguments.count == 4 ? arguments[1] : nil, arguments.count == 4 ? arguments[3] : nil)
            }
            // Unread arguments may differ too.
            guard let left = sides.left, let right = sides.right else { return true }
            return left != right
        }
        return false
    }

    /// The arguments of the call whose opening parenthesis was just read, trimmed, up to its closing one.
    private static func topLevelArguments(in text: Substring) -> [Substring] {
        var arguments: [Substring] = []
        var depth = 0
        var start = text.startIndex
        for index in text.indices {
            switch text[index] {
            case "(", "[": depth += 1
            case "]": depth -= 1
            case ")" where depth > 0: depth -= 1
            case ")":
                arguments.append(Substring(String(text[start..<index]).trimmingWhitespace))
                return arguments
            case "," where depth == 0:
                arguments.append(Substring(String(text[start..<index]).trimmingWhitespace))
                start = text.index(after: index)
            default: break
            }
        }
        return arguments
    }

    private static func value(labelled label: String, in arguments: [Substring]) -> Substring? {
        arguments.first { $0.hasPrefix(label + ":") }.map { $0.dropFirst(label.count + 1).drop { $0 == " " } }
    }
}
