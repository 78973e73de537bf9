/// A use of an Interface Builder API (`@IBOutlet`, `UINib(...)`, `performSegue`, …).
public struct InterfaceBuilderUse: Sendable {
    /// The API as users know it: `@IBOutlet`, `UIStoryboard`, `awakeFromNib`.
    public let api: String
    public let range: ByteRange
}

/// `required init?(coder:)` in a type.
public struct CoderInitializer: Sendable {
    public let typeName: String
    /// The `init` keyword.
    public let range: ByteRange
    public let isUnavailable: Bool
    /// Whether the body does nothing but call `fatalError`.
    public let onlyCallsFatalError: Bool
}

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
    /// Whether it defines a value of the theme (SPEC 7.4): a static, class or global constant, a
    /// computed property of a colour or font type, or a member of an extension of one.
    public var isThemeDefinition = false
}

/// A numeric layout priority written where a named one belongs.
public struct PriorityLiteral: Sendable {
    public enum Context: Sendable {
        /// The type is known from where it stands (an argument, the right side of `.priority =`): `.defaultHigh` fits.
        case inferred
        /// Anywhere else: the fix must spell `UILayoutPriority.defaultHigh`.
        case explicit
        /// SnapKit's `.priority(750)`, whose type is SnapKit's own.
        case snapKit
    }

    public let range: ByteRange
    public let value: Double
    public let context: Context
    /// `static let almostRequired = UILayoutPriority(999)` names a priority: not a finding.
    public let namesPriority: Bool
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

/// `let c = a.topAnchor.constraint(...)` inside a function.
public struct LocalConstraint: Sendable {
    public let name: String
    /// The declaration, from `let`/`var`.
    public let range: ByteRange
    /// Whether anything activates, returns, stores, appends, passes or captures it.
    public let isUsed: Bool
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
    /// The statement, when the call is one on its own (so a fix can insert a line before it).
    public let statementRange: ByteRange?
    /// The call's name with its labels, `addSubview(_:pinnedTo:)`: a project's add-subview helper
    /// (SPEC 7.1) is found by it in the index.
    public var signature = ""
}
