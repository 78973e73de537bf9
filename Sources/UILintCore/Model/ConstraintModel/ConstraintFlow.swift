/// What a file's code does to constraints by name, after they are made (docs/constraint-model.md, 8.2): activating,
/// deactivating and changing stored constraints, and removing all of a view's constraints.
public struct ConstraintFlow: Sendable {
    public var events: [ConstraintNameEvent] = []
    public var removals: [ConstraintRemoval] = []
    /// SnapKit constraints kept in a property (`c = make.top.equalToSuperview().constraint`), which are
    /// no elements of their closure's list.
    public var storedSnapKitConstraints: [Constraint] = []
    /// Locals whose value is a number written as literals (`let inset: CGFloat = 16`), by member.
    public var localNumbers: [LocalNumber] = []
    /// Names the file subscripts (`pins[0].priority = .defaultHigh`), by their last part: an array read by
    /// position, whose order means something.
    public var namesReadByIndex: Set<String> = []
}

/// `let inset: CGFloat = 16` in a member's body.
public struct LocalNumber: Sendable {
    /// The start of the member.
    public let member: Int
    public let name: String
    let value: Rational
}

/// Where a statement stands in its member: the unit `activation_order` reads, and a fix moves.
public struct StatementPlace: Sendable, Equatable {
    /// The start of the member whose body holds it.
    public let member: Int?
    /// Not in an `if`, `switch`, loop or closure of the member.
    public let isUnconditional: Bool
    /// The start of the block (statement list) that holds it.
    public let block: Int
    public let statement: ByteRange
    /// In the branch of an `if #available(...)` that runs on newer systems (true) or in its `else`
    /// (false): code in the two never runs on one device.
    public var isOnNewerSystems: Bool? = nil
}

/// `c.isActive = true`, `NSLayoutConstraint.deactivate([a, b])`, `c.constant = 8`, `c.activate()` on a name.
public struct ConstraintNameEvent: Sendable {
    public enum Kind: Sendable, Hashable {
        case activate, deactivate
        case setConstant(LinearValue)
        case setPriority(LinearValue)
    }

    /// The name as written, without `self.`: a constraint, an array of them, or `view.constraints`.
    public let name: String
    public let kind: Kind
    public let range: ByteRange
    public let place: StatementPlace
}

/// Code that takes every constraint of a view away: SnapKit's `remakeConstraints` and
/// `removeConstraints()`, `removeFromSuperview()`, `deactivate(view.constraints)`; or that puts a new
/// view in a property (`label = UILabel()`), after which constraints made on it are the new view's.
public struct ConstraintRemoval: Sendable {
    /// The view, or `anyView` when the code removes views uilint cannot name (a loop over `subviews`).
    public let item: String
    public let place: StatementPlace
    /// SnapKit's `remakeConstraints` and `removeConstraints()` take away the constraints the view
    /// made itself (it is their first item), not those of other views that point at it.
    public var isOwnOnly = false
    /// `label = UILabel()`: the old view keeps its constraints, but nothing made afterwards adds to them.
    public var isReplacement = false

    public static let anyView = "*"
}
