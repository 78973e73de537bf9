/// How findings and `uilint layout` write a constraint: `width == 40`, `leading == contentView.leading + 16`,
/// `top >= header.bottom + 8`, `width == 0.5 × superview.width`, with the item before the attribute when
/// it is not the view being talked about.
extension ConstraintEquation {
    public func text(relativeTo view: String? = nil) -> String {
        let first = (firstItem == view ? "" : Self.displayName(firstItem) + ".") + firstAttribute.name
        let relation: String
        switch self.relation {
        case .equal: relation = "=="
        case .greaterThanOrEqual: relation = ">="
        case .lessThanOrEqual: relation = "<="
        }
        var right = ""
        if let secondItem, let secondAttribute {
            if multiplier != .one { right = Self.displayValue(multiplier) + " × " }
            right += Self.displayName(secondItem) + "." + secondAttribute.name
            if constant != .zero {
                let text = Self.displayValue(constant)
                right += text.hasPrefix("-") ? " - " + text.dropFirst() : " + " + text
            }
        } else {
            right = Self.displayValue(constant)
        }
        return "\(first) \(relation) \(right)"
    }

    /// An item as written: without the scope uilint gives locals (`icon@120` is `icon`).
    public static func displayName(_ item: String) -> String {
        guard let at = item.firstIndex(of: "@") else { return item }
        return String(item[..<at])
    }

    /// A value as written: without the scope of locals (`@120`) and the side of a named inset (`|top`).
    static func displayValue(_ value: LinearValue) -> String {
        let text = value.description
        guard text.contains("@") || text.contains("|") else { return text }
        var result = ""
        var skipping = false
        for character in text {
            if character == "@" || character == "|" {
                skipping = true
                continue
            }
            if skipping, character.isNumber || character.isLetter { continue }
            skipping = false
            result.append(character)
        }
        return result
    }
}
