/// What one file declares that findings in other files may depend on (docs/project-index.md): its types,
/// their inheritance and members, and its free functions. Recorded by the file's one walk,
/// cached with its results, and merged into the `ProjectIndex`.
public struct DeclarationFacts: Hashable, Sendable {
    public var types: [DeclaredTypeFacts] = []
    /// Functions and properties declared outside any type.
    public var freeMembers: [MemberFacts] = []
    /// The types the rules' readings ask the project index about (`IndexQuestion`), sorted.
    public var typesAskedAbout: [String] = []

    public init(types: [DeclaredTypeFacts] = [], freeMembers: [MemberFacts] = []) {
        self.types = types
        self.freeMembers = freeMembers
    }
}

public enum DeclaredTypeKind: String, Sendable {
    case `class`, `struct`, `enum`, `protocol`, `extension`, actor
}

public struct DeclaredTypeFacts: Hashable, Sendable {
    public let name: String
    public let kind: DeclaredTypeKind
    public let inheritedTypes: [String]
    public var members: [MemberFacts]
}

/// A function, property or initializer, with what its body does that makes it a project helper.
public struct MemberFacts: Hashable, Sendable {
    public enum Kind: String, Sendable {
        case function, storedProperty, computedProperty, initializer
    }

    public let kind: Kind
    /// The base name; `init` for initializers.
    public let name: String
    /// Argument labels, `_` for an unlabelled one (functions and initializers).
    public let labels: [String]
    public let parameterNames: [String]
    /// The parameters' types, `""` where not a plain name.
    public let parameterTypeNames: [String]
    /// A property's declared or initialised type; a function's return type.
    public let typeName: String?
    public let isOverride: Bool
    public let isStatic: Bool
    /// Names on which the body sets `translatesAutoresizingMaskIntoConstraints = false`: `self`,
    /// parameters, locals.
    public var disablesAutoresizingOf: [String] = []
    /// Whether the body calls `constraint(...)`.
    public var callsConstraint = false
    /// Whether the body adds one of its parameters as a subview.
    public var addsParameterAsSubview = false
    /// Whether the body activates constraints.
    public var activatesConstraints = false
    /// A property whose observers or setter only set what UIKit declares as appearance or content
    /// (`var cornerRadius: CGFloat { didSet { layer.cornerRadius = cornerRadius } }`): setting it configures the view
    /// (issue 28, item 1: a project member classified by its body).
    public var setsOnlyAppearance = false
    /// The body reads or sets a scroll view's horizontal offset (`scrollView.contentOffset.x`), or reads where a touch
    /// is (`touch.location(in: self)`): it places content by physical x, which does not flip for right-to-left
    /// languages (rules/no_left_right_anchor.md).
    public var placesByPhysicalX = false
    /// The views the body takes out of the hierarchy, as `ConstraintRemoval` names them: a property, `self`,
    /// or `ConstraintRemoval.anyView` for views it does not name (`subviews.forEach { $0.removeFromSuperview() }`).
    public var removedViews: [String] = []
    /// `view.attribute` for each horizontal attribute (`view.leading`, `label.left`) the body's SnapKit constraints
    /// make, remake or update, sorted: SnapKit matches an update to what was made by attribute, so what renames one
    /// must reach the other (rules/no_left_right_anchor.md).
    public var snapKitHorizontalAttributes: [String] = []
    /// The functions the body calls on its own instance (`setupViews()`, `drawView()`; `init(frame:)` for
    /// `self.init(frame: …)`), sorted: a class whose
    /// initializer reaches a project helper that clears its receiver's flag has it cleared
    /// (rules/missing_translates_autoresizing.md).
    public var selfCallNames: [String] = []
    /// The functions the body hands its own instance to (`apply(self)`), sorted: the same for helpers that clear
    /// their parameter's flag.
    public var callsPassingSelf: [String] = []
    /// Which parameters have a default value, one bit per parameter from the first: a call may leave their labels out.
    public var defaultedParameters = 0
    /// The functions the body calls on its parameters (`resultCard.resultCardViewDesign()`), sorted: a function that
    /// hands a view to a helper that clears the flag clears it too.
    public var parameterCallNames: [String] = []
    /// A `let` whose value is a number written as literals (`static let avatar: CGFloat = 40`), as
    /// `numerator/denominator`: what a constraint's constant may name (docs/constraint-model.md).
    public var numericValue: String?

    /// Whether a call written with `labels` (`_` for an unlabelled argument; `hasTrailingClosure` when one more
    /// argument follows as a closure) may call this function: its other parameters have default values.
    public func accepts(labels: [String], hasTrailingClosure: Bool) -> Bool {
        var written = labels[...]
        for (position, label) in self.labels.enumerated() {
            if written.first == label {
                written.removeFirst()
            } else if defaultedParameters & (1 << min(position, Int.bitWidth - 2)) == 0,
                !(hasTrailingClosure && position == self.labels.count - 1)
            {
                return false
            }
        }
        return written.isEmpty
    }

    /// `name(label:label:)`, how Swift names a function with its labels.
    public var signature: String {
        kind == .function || kind == .initializer ? "\(name)(\(labels.map { "\($0):" }.joined()))" : name
    }
}

extension Array where Element == String {
    /// Adds `name` to a sorted list of facts, once. Kept sorted by inserting in place: rebuilding and sorting the
    /// list for each statement cost a set-up function of many subviews time quadratic in their number.
    mutating func insertSorted(_ name: String) {
        let position = firstIndex { $0 >= name } ?? endIndex
        if position == endIndex || self[position] != name { insert(name, at: position) }
    }
}
