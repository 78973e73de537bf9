/// One SnapKit statement (`make.top.leading.equalTo(header.snp.bottom).offset(8).priority(.high)`) as
/// written. Its equations depend on whether a named target is a view or a number, which only the type
/// knows, so they are made by `equations(resolving:)` as SnapKit's `Constraint` makes them.
public struct SnapKitStatement: Sendable {
    public enum Target: Sendable {
        /// `equalToSuperview()`.
        case superview
        /// `equalTo(other)` (no attributes: the same ones) or `equalTo(other.snp.top)`.
        case item(String, attributes: [LayoutAttribute])
        /// `equalTo(40)`, `equalTo(CGSize(...))`.
        case constant(SnapKitConstant)
        /// `equalTo(x)`: a view or a number, as the type declares `x`.
        case name(String)
    }

    /// SnapKit's constant target: a number for every attribute, insets by side, or a size.
    public enum SnapKitConstant: Sendable {
        case scalar(LinearValue)
        /// `inset(...)` with `UIEdgeInsets` or a number for every side.
        case insets(top: LinearValue, left: LinearValue, bottom: LinearValue, right: LinearValue)
        case directionalInsets(top: LinearValue, leading: LinearValue, bottom: LinearValue, trailing: LinearValue)
        /// `inset(x)` with a name: the same number on every side when `x` is a number, else `x`'s sides.
        case insetsNamed(LinearValue)
        case size(width: LinearValue, height: LinearValue)
    }

    /// The constrained view as written.
    public let item: String
    /// The attributes as written (`edges`, `top`, `leading`), before expansion.
    public let attributes: [LayoutAttribute]
    public let relation: ConstraintRelation
    public let target: Target
    /// The constant `offset`/`inset` set, which replaces a number target's.
    public let constant: SnapKitConstant?
    public let multiplier: LinearValue
    public let priority: ConstraintPriority

    /// SnapKit's `ConstraintAttributes` expanded, in the order of its `layoutAttributes` (docs/constraint-model.md).
    static func expanded(_ attributes: [LayoutAttribute]) -> [LayoutAttribute] {
        // Most statements name one plain attribute: nothing to expand or order.
        if attributes.count == 1, let only = attributes.first, compounds[only.name] == nil { return attributes }
        let names = Set(attributes.flatMap { compounds[$0.name] ?? [$0.name] })
        return order.filter(names.contains).map(LayoutAttribute.init)
    }

    private static let order = [
        "left", "top", "right", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY",
        "lastBaseline", "firstBaseline", "leftMargin", "rightMargin", "topMargin", "bottomMargin",
        "leadingMargin", "trailingMargin", "centerXWithinMargins", "centerYWithinMargins",
    ]

    private static let compounds: [String: [String]] = [
        "edges": ["left", "right", "top", "bottom"],
        "horizontalEdges": ["left", "right"],
        "verticalEdges": ["top", "bottom"],
        "directionalEdges": ["leading", "trailing", "top", "bottom"],
        "directionalHorizontalEdges": ["leading", "trailing"],
        "directionalVerticalEdges": ["top", "bottom"],
        "size": ["width", "height"],
        "center": ["centerX", "centerY"],
        "margins": ["leftMargin", "topMargin", "rightMargin", "bottomMargin"],
        "directionalMargins": ["leadingMargin", "topMargin", "trailingMargin", "bottomMargin"],
        "centerWithinMargins": ["centerXWithinMargins", "centerYWithinMargins"],
    ]

    /// How a type answers for the names in a statement.
    struct Names {
        /// Whether `name` holds a view (true), a number (false), or uilint cannot tell (nil).
        let isView: (String) -> Bool?
        /// The number a symbol stands for, when the project declares it.
        let number: (String) -> Rational?
    }

    /// The equations SnapKit makes for the statement (`Constraint.init` in SnapKit), or nil when a
    /// name could be a view or a number.
    func equations(resolving names: Names) -> [ConstraintEquation]? {
        var target = self.target
        if case .name(let name) = target {
            switch names.isView(name) {
            case true?: target = .item(name, attributes: [])
            case false?: target = .constant(.scalar(.symbol(name)))
            case nil: return nil
            }
        }
        let from = Self.expanded(attributes)
        let toAttributes: [LayoutAttribute]
        var toItem: String?
        var constant = self.constant
        switch target {
        case .superview:
            toItem = ConstraintEquation.superview(of: item)
            toAttributes = []
        case .item(let other, let attributes):
            toItem = other
            toAttributes = Self.expanded(attributes)
        case .constant(let value):
            toAttributes = []
            if constant == nil { constant = value }
        case .name:
            return nil
        }
        let fromNames = toAttributes.isEmpty ? [] : Set(from.map(\.name))
        let toNames = Set(toAttributes.map(\.name))
        return from.compactMap { attribute -> ConstraintEquation? in
            let toAttribute: LayoutAttribute
            if toAttributes.isEmpty {
                if toItem == nil, attribute.name == "centerX" || attribute.name == "centerY" {
                    toAttribute = LayoutAttribute(attribute.name == "centerX" ? "left" : "top")
                } else {
                    toAttribute = attribute
                }
            } else if let paired = Self.pairedAttribute(attribute, from: fromNames, to: toNames) {
                toAttribute = paired
            } else {
                toAttribute = fromNames == toNames ? attribute : toAttributes[0]
            }
            var secondItem = toItem
            if secondItem == nil, toAttribute.name != "width", toAttribute.name != "height" {
                secondItem = ConstraintEquation.superview(of: item)
            }
            guard let value = try? Self.value(of: constant, for: toAttribute.name, numbers: names.number) else {
                return nil
            }
            return ConstraintEquation(
                firstItem: item, firstAttribute: attribute, relation: relation,
                secondItem: secondItem, secondAttribute: secondItem == nil ? nil : toAttribute,
                multiplier: multiplier, constant: value)
        }
    }

    /// SnapKit's special pairs: `edges` to `margins` and back, directional ones likewise.
    private static let edges = Set(compounds["edges"]!), margins = Set(compounds["margins"]!)
    private static let directionalEdges = Set(compounds["directionalEdges"]!)
    private static let directionalMargins = Set(compounds["directionalMargins"]!)

    private static func pairedAttribute(_ attribute: LayoutAttribute, from: Set<String>, to: Set<String>)
        -> LayoutAttribute?
    {
        guard from.count == 4, to.count == 4 else { return nil }
        let isPair =
            (from == edges && to == margins) || (from == margins && to == edges)
            || (from == directionalEdges && to == directionalMargins)
            || (from == directionalMargins && to == directionalEdges)
        guard isPair else { return nil }
        let name = attribute.name
        return LayoutAttribute(name.hasSuffix("Margin") ? String(name.dropLast("Margin".count)) : name + "Margin")
    }

    /// `constraintConstantTargetValueFor(layoutAttribute:)` of SnapKit, for the attribute related to.
    private static func value(
        of constant: SnapKitConstant?, for attribute: String,
        numbers: (String) -> Rational?
    ) throws -> LinearValue {
        guard let constant else { return .zero }
        switch constant {
        case .scalar(let value):
            return value
        case .size(let width, let height):
            return attribute == "width" ? width : attribute == "height" ? height : .zero
        case .insetsNamed(let named):
            if let number = try named.substituting(numbers).number {
                return try value(
                    of: .insets(
                        top: LinearValue(number), left: LinearValue(number), bottom: LinearValue(number),
                        right: LinearValue(number)), for: attribute, numbers: numbers)
            }
            // One symbol per side (`insets` may be a `UIEdgeInsets`), written as the name alone.
            let name = named.description
            return try value(
                of: .insets(
                    top: .symbol(name + "|top"), left: .symbol(name + "|left"),
                    bottom: .symbol(name + "|bottom"), right: .symbol(name + "|right")),
                for: attribute, numbers: numbers)
        case .insets(let top, let left, let bottom, let right):
            switch attribute {
            case "left", "leftMargin", "leading", "leadingMargin": return left
            case "top", "topMargin", "firstBaseline": return top
            case "right", "rightMargin", "trailing", "trailingMargin": return -right
            case "bottom", "bottomMargin", "lastBaseline": return -bottom
            case "centerX", "centerXWithinMargins": return try (left + -right).scaled(by: Rational(1, 2)!)
            case "centerY", "centerYWithinMargins": return try (top + -bottom).scaled(by: Rational(1, 2)!)
            case "width": return -(try left + right)
            case "height": return -(try top + bottom)
            default: return .zero
            }
        case .directionalInsets(let top, let leading, let bottom, let trailing):
            return try value(
                of: .insets(top: top, left: leading, bottom: bottom, right: trailing), for: attribute, numbers: numbers)
        }
    }
}
