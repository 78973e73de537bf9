/// A use of a horizontal layout attribute that `no_left_right_anchor` and
/// `mixed_horizontal_anchors` reason about: the token and its attribute.
public struct AttributeReference: Hashable, Sendable {
    public let attribute: LayoutAttribute
    /// The identifier token (`leftAnchor`, `left`), which a fix renames.
    public let token: ByteRange
    /// The replacement text for the token when it names a left/right attribute.
    public let directionalSpelling: String?
    /// For an anchor, the first name of its receiver (`item` in `item.view.leftAnchor`), `self`
    /// without one: a project type may declare anchors of its own under these names.
    public var receiver: String? = nil
}

/// How a constraint was written.
public enum ConstraintSyntax: Sendable {
    /// `X.topAnchor.constraint(...)`
    case anchor
    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`
    case itemAttribute
    /// `make.top.equalTo(...)` inside a SnapKit constraint closure.
    case snapKit
}

public enum ConstraintRelation: String, Sendable {
    case equal, greaterThanOrEqual, lessThanOrEqual
}

/// One constraint: its item (the constrained view, as written), the attribute
/// it constrains, and the horizontal attributes on both of its sides.
public struct Constraint: Sendable {
    public let syntax: ConstraintSyntax
    /// The constrained view as written, without `self.` or a `?`/`!` after it; `self` when the anchor has no receiver.
    public let item: String
    public let attribute: LayoutAttribute
    public let relation: ConstraintRelation?
    /// The whole constraint expression, with chained modifiers such as `.withPriority(...)`.
    public let range: ByteRange
    /// The horizontal attributes of the constrained side.
    public let firstSide: [AttributeReference]
    /// The horizontal attributes of the side it is related to.
    public let secondSide: [AttributeReference]
    /// Whether that side is an expression whose attribute cannot be read here (a parameter,
    /// a variable): renaming this side alone could relate left/right to leading/trailing.
    public let relatesToUnseenAttribute: Bool
    /// Constants and multipliers given to it.
    public let constants: [ConstraintConstant]
    /// The anchor method that makes it when it is not `constraint` (`leadingAnchor.pin(equalTo:)`):
    /// a constraint only if the project index knows that method as a constraint helper.
    public var helperName: String? = nil
    /// What it says to the layout engine (docs/constraint-model.md).
    public var meaning: ConstraintMeaning = .unknown
    public var priority: ConstraintPriority = .required
    /// How and where it is made and activated.
    public var creation = ConstraintCreation()
}

/// Where a constraint list comes from.
public enum ConstraintListKind: Sendable {
    /// `NSLayoutConstraint.activate([...])` or `deactivate([...])`.
    case activateCall
    /// Any `withConstraints: [...]` argument.
    case constraintsArgument
    /// `+= [...]` or `.append(contentsOf: [...])`.
    case appendedArray
    /// An array bound to a `[NSLayoutConstraint]` variable.
    case constraintArray
    case snapKitClosure
    /// Consecutive `X.isActive = true` statements.
    case isActiveRun
}

/// The text around one element of a list, split so that a fix can move the
/// element with its own comments while the slot keeps its layout.
public struct ListSlot: Sendable {
    /// Leading trivia of the element (line break, indentation, comments above it).
    public let leadingTrivia: ByteRange
    /// From the first to the end of the last comment in `leadingTrivia`; empty (at its end) without comments.
    public let leadingComments: ByteRange
    /// The element itself, with comments between it and its comma.
    public let content: ByteRange
    /// Trivia after the element on its line (after its comma, if any).
    public let trailingTrivia: ByteRange
    public let trailingTriviaHasComment: Bool
    /// Whether a line break (or the end of the file) follows the trailing trivia.
    public let endsLine: Bool
}

extension ListSlot {
    /// The slot with its comments counted as its layout, which stays in place when elements move.
    var keepingComments: ListSlot {
        ListSlot(
            leadingTrivia: leadingTrivia,
            leadingComments: ByteRange(start: leadingComments.end, end: leadingComments.end),
            content: content, trailingTrivia: trailingTrivia, trailingTriviaHasComment: trailingTriviaHasComment,
            endsLine: endsLine)
    }
}

public struct ConstraintListElement: Sendable {
    public let slot: ListSlot
    /// The constraint expression; in an isActive run, `X` of `X.isActive = true`.
    public let expression: ByteRange
    /// The constraint the element creates, when it is one uilint understands.
    public let constraint: Constraint?
    /// In an isActive run, whether `X` is optional because it goes through optional chaining
    /// (`label?.topAnchor.constraint(...)`): an array of constraints cannot hold it as written.
    /// Always false in an array, which could not compile with such an element.
    public let isOptional: Bool
    /// In an isActive run, whether `X` is a name the file declares as an `NSLayoutConstraint` or assigns
    /// a constraint to, and to nothing else (`heightConstraint.isActive = true`).
    public var namesConstraint = false

    /// The element with its slot's comments left in place when it moves (see `ListSlot.keepingComments`).
    var keepingComments: ConstraintListElement {
        ConstraintListElement(
            slot: slot.keepingComments, expression: expression, constraint: constraint, isOptional: isOptional,
            namesConstraint: namesConstraint)
    }
}

/// An ordered group of constraints written together: the unit `constraint_order` checks.
public struct ConstraintList: Sendable {
    public let kind: ConstraintListKind
    public let elements: [ConstraintListElement]
    /// The name an array is bound to or appended to (`let pins = [...]`, `self.pins += [...]`), by its last part.
    public var boundName: String? = nil

    /// Whether `elements` make a constraint list: one is a constraint uilint understands, or each is a name
    /// that holds one.
    static func holdsConstraints(_ elements: [ConstraintListElement]) -> Bool {
        elements.contains { $0.constraint != nil } || (!elements.isEmpty && elements.allSatisfy(\.namesConstraint))
    }
}

extension Constraint {
    /// The left/right attributes on either side of the constraint: the physical ones, which do not flip for
    /// right-to-left languages (`LayoutAttribute.HorizontalKind.absolute`).
    var absoluteReferences: [AttributeReference] {
        (firstSide + secondSide).filter { $0.attribute.horizontalKind == .absolute }
    }
}
