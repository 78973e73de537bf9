/// A colour or font written out in code rather than taken from a theme.
public struct StyleExpression: Sendable {
    public enum Kind: Sendable {
        /// `UIColor(red:green:blue:alpha:)`, `#colorLiteral(...)`, `UIColor(named: "…")`, `UIFont.systemFont(ofSize:)`, …
        case literal
        /// A predefined UIKit colour such as `UIColor.red` or `.systemBlue`.
        case systemColor
    }

    public let kind: Kind
    public let range: ByteRange
    /// The API used, as the message names it: `UIColor(red:green:blue:alpha:)`.
    public let api: String
    /// Whether it defines a value of the theme (rules/hardcoded_color.md): a static, class or global constant, a
    /// computed property of a colour or font type, or a member of an extension of one.
    public var isThemeDefinition = false
}

/// A number given to a constraint: its constant, multiplier, SnapKit offset or inset.
public struct ConstraintConstant: Sendable {
    public enum Role: String, Sendable {
        case constant, multiplier
    }

    public enum Form: Sendable {
        /// A numeric literal, possibly negated: `16`, `-8`, `0.5`.
        case literal(Double)
        /// `-1.0 * inset` (or `inset * -1`); `operand` is `inset`.
        case multipliedByMinusOne(operand: ByteRange)
        /// `-inset`; `operand` is `inset`.
        case negated(operand: ByteRange)
        case other
    }

    public let role: Role
    public let form: Form
    /// The argument expression.
    public let range: ByteRange
}

/// A view put into the hierarchy.
public struct HierarchyAddition: Sendable {
    public enum Method: Sendable {
        case addSubview, insertSubview, addArrangedSubview
        /// `addSubview(x, withConstraints: [...])` and similar helpers.
        case constraintsHelper
    }

    public let viewName: String
    public let method: Method
    public let callRange: ByteRange
    /// The view it is added to, as written without `self.` (`contentView`); `self` without a receiver.
    public var parentName = "self"
    /// The statement, when the call is one on its own (so a fix can insert a line before it).
    public let statementRange: ByteRange?
    /// The call's name with its labels, `addSubview(_:pinnedTo:)`: a project's add-subview helper
    /// (docs/project-index.md) is found by it in the index.
    public var signature = ""
}
