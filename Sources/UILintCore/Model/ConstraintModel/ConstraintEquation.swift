/// One Auto Layout constraint as the engine sees it (docs/constraint-model.md):
/// `firstItem.firstAttribute  relation  secondItem.secondAttribute × multiplier + constant`.
/// A SnapKit statement or a compound anchor expands to several.
public struct ConstraintEquation: Hashable, Sendable {
    /// An item as written, without `self.` (`label`, `contentView`, `view.safeAreaLayoutGuide`); `self` for the
    /// view itself; `X.superview` for the superview of `X`.
    public var firstItem: String
    public var firstAttribute: LayoutAttribute
    public var relation: ConstraintRelation
    /// Nil for a constant size (`width == 40`).
    public var secondItem: String?
    public var secondAttribute: LayoutAttribute?
    public var multiplier: LinearValue
    public var constant: LinearValue

    /// The superview of `item`, as an item.
    static func superview(of item: String) -> String {
        item == "self" ? "superview" : item + ".superview"
    }
}

/// A priority as written: a number (required is 1000), or a symbol when it is a name uilint cannot
/// resolve or a modifier it does not know.
public typealias ConstraintPriority = LinearValue

extension LinearValue {
    static let required = LinearValue(Rational(1000))
    /// What a modifier uilint does not know may have done to the priority.
    static let unknownPriority = LinearValue.symbol("?")

    var isRequired: Bool { number == Rational(1000) }
}

/// What the constraint means, as far as the walk can tell.
public enum ConstraintMeaning: Sendable {
    /// Its equations, known from the syntax alone.
    case equations([ConstraintEquation])
    /// A SnapKit statement, whose equations depend on whether its target is a view or a number.
    case snapKit(SnapKitStatement)
    /// Something uilint cannot read (an unknown modifier, `anchorWithOffset`, a symbolic attribute).
    case unknown
}

/// How a constraint is put into the engine where it is made, and where that is (docs/constraint-model.md's
/// activation context is decided from this and from the type, see `TypeLayout`).
public struct ConstraintCreation: Sendable {
    public enum Activation: Sendable, Equatable {
        /// Made and left alone (stored, returned, or lost).
        case none
        /// `activate([...])`, `addConstraint(s)`, `isActive = true` on the expression, an add-subview helper.
        case activated
        case snapKitMake, snapKitRemake, snapKitUpdate
    }

    public var activation: Activation = .none
    /// The property or local it is assigned to, or the array it is put in.
    public var storedName: String?
    public var isInArray = false
    /// Returned from its function: its caller decides.
    public var isReturned = false
    /// The start of the member (function, initializer, property) whose body holds it.
    public var member: Int?
    /// Inside an `if`, `switch`, `guard`, loop or closure of its member (SnapKit's own closure aside).
    public var isConditional = false
    /// The statement that holds it, innermost: what a fix removes or moves.
    public var statement = ByteRange(start: 0, end: 0)
    /// The start of the statement that activates it with the others made there: a `makeConstraints`
    /// call, an `activate([...])` list; its own statement otherwise. Constraints of one site go into
    /// the engine together.
    public var site = 0
    /// Names bound around it in its member (`for view in …`, `if let view`, `guard let view`, a closure's
    /// parameters), which stand for something else than the type's properties of the same name.
    public var boundNames: [String] = []
    /// Those of `boundNames` bound to the view's superview (`if let parent = superview`): they stand for it.
    public var superviewNames: [String] = []
}
