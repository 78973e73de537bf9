/// What a statement does to the layout, in the vocabulary of docs/statements.md.
public enum LayoutOperation: String, Sendable {
    case createsConstraint
    case activatesConstraints
    case deactivatesConstraints
    case changesHierarchy
    case usesSnapKit
    case disablesAutoresizingMask
    case setsGeometry
    case storesConstraint
}

/// One statement of a function body or initializer closure, with what the
/// rules need to know about it.
public struct Statement: Sendable {
    public enum Action: Sendable {
        /// `receiver.member = value` (or a compound assignment) where `receiver` roots at `root`.
        /// `assignsClosure`: the value is a closure (`card.didTapAction = { … }`).
        case assignment(root: String, member: String, assignsClosure: Bool)
        /// `receiver.method(...)`; `root` is `self` for implicit receivers. `passesClosure`: a closure
        /// is among its arguments (`button.on(.touchUpInside) { … }`).
        case call(root: String, method: String, hasExplicitReceiver: Bool, passesClosure: Bool)
        /// `let`/`var` declarations; the names they bind and the type of the first, if written.
        case declaration(names: [String], typeName: String?)
        case other
    }

    public let range: ByteRange
    public let action: Action
    /// The names between the root and the member of an assignment or a call (`layer` in
    /// `card.layer.cornerRadius = 8`); nil where a call or a subscript stands between.
    public let via: [String]?
    /// Layout operations anywhere inside the statement, closures included.
    public let layoutOperations: [LayoutOperation]
    /// Nesting below the function body (0 for its own statements).
    public let depth: Int
    /// Whether the statement sits in a closure inside the function (`UIView.animate { ... }`).
    public let isInClosure: Bool
    /// Where the list of statements that holds it starts: statements of one block (an `if`'s body, not
    /// its `else`) share it. The same offset as `StatementPlace.block` of what the statement holds.
    public let blockStart: Int
    /// The identifiers of its function, and which of them the statement holds.
    let identifiers: IdentifierList
    let identifierBounds: Range<Int>

    public var isLayout: Bool { !layoutOperations.isEmpty }

    /// Every identifier the statement mentions, for the dependency checks of fixes. Computed on
    /// demand: names are text only when a fix needs them, not for every identifier of every file.
    public func referencedNames(in source: SourceText) -> Set<String> {
        Set(identifiers.ranges[identifierBounds].map(source.text(in:)))
    }

    /// The identifiers it mentions before `offset`: those of an `if` or `guard` condition, before its `{`.
    public func referencedNames(before offset: Int, in source: SourceText) -> Set<String> {
        Set(identifiers.ranges[identifierBounds].filter { $0.end <= offset }.map(source.text(in:)))
    }

    /// The identifiers it mentions inside `range`: those of one constraint it makes.
    public func referencedNames(inside range: ByteRange, in source: SourceText) -> Set<String> {
        Set(
            identifiers.ranges[identifierBounds].filter(range.contains).map(
                source.text(in:)))
    }
}

/// The identifiers of one function, in source order, shared by all its statements.
final class IdentifierList: Sendable {
    let ranges: [ByteRange]

    init(_ ranges: [ByteRange]) {
        self.ranges = ranges
    }
}

public struct Subview: Sendable {
    private static let viewTypeSuffixes = [
        "View", "Label", "Button", "Field", "Control", "Switch", "Slider", "Stepper", "Bar", "Indicator", "Cell",
    ]

    /// Whether a type name reads as a view: `UILabel`, `AvatarView`, `UISearchBar`.
    public static func isViewTypeName(_ name: String) -> Bool {
        viewTypeSuffixes.contains(where: name.hasSuffix)
    }

    public let name: String
    public let typeName: String
    public let nameRange: ByteRange
    /// Statements of a `{ ... }()` initializer closure, if the property has one.
    public let initializerClosure: [Statement]?
    /// The names its initial value calls or reads (`UILabel().withoutAutoresizingMaskConstraints`),
    /// for finding project helpers it goes through.
    public var initializerNames: [String] = []
}

public struct Method: Sendable {
    public enum Role: Sendable { case setup, dataBinding, other }

    public let name: String
    public let nameRange: ByteRange
    /// The whole declaration, from its first modifier to its closing brace.
    public let range: ByteRange
    public let parameterCount: Int
    /// Argument labels, `_` for an unlabelled one.
    public let labels: [String]
    public let parameterNames: [String]
    /// The simple type name of each parameter, "" where it has none (a tuple, a function).
    public let parameterTypeNames: [String]
    public let isOverride: Bool
    /// Every parameter is a closure: the function is given what to call back, not data.
    public let isGivenOnlyHandlers: Bool
    public let statements: [Statement]
    /// Setup or data-binding function by the project's conventions (docs/conventions.md); set when the
    /// file's types are resolved with the project index.
    public internal(set) var role: Role = .other

    /// A setup function has no parameters, a data-binding function at least one. An override counts
    /// only when it overrides a method of the project's own classes, never one of UIKit's.
    /// Whether every parameter is a `Bool`.
    var isGivenOnlyFlags: Bool {
        !parameterTypeNames.isEmpty && parameterTypeNames.allSatisfy { $0 == "Bool" }
    }

    /// Whether the function is given a view and every one of its layout statements names a view it is given and
    /// none of the type's subviews (science-journal-ios ecf32a3's `updateChartView(_:forSensorWithID:)` adds and pins
    /// the chart it is handed, on the page the identifier picks): it installs what it is given, which is no data
    /// binding (issue 28). A function that adds the type's own subviews to a view it is given still lays out on
    /// every call.
    private func installsWhatItIsGiven(index: ProjectIndex, source: SourceText, subviews: Set<String>) -> Bool {
        let views = zip(parameterNames, parameterTypeNames).filter { _, type in
            Subview.isViewTypeName(type) || index.isProjectViewClass(type)
        }
        let givenViews = Set(views.map(\.0))
        guard !givenViews.isEmpty else { return false }
        let layout = statements.filter(\.isLayout)
        return !layout.isEmpty
            && layout.allSatisfy { statement in
                let names = statement.referencedNames(in: source)
                return !names.isDisjoint(with: givenViews) && names.isDisjoint(with: subviews)
            }
    }

    /// `installing`: the file's source and the type's subviews, to tell a function that installs the views it is given.
    /// `isCalledOnSetUp`: the type's initializers or `viewDidLoad` call it.
    func role(
        in typeName: String, index: ProjectIndex, installing: (source: SourceText, subviews: Set<String>),
        isCalledOnSetUp: Bool = false
    ) -> Role {
        if isOverride, !index.superclassDeclaresMethod(name, labels: labels, above: typeName) { return .other }
        if parameterCount == 0, index.conventions.isSetupName(name) { return .setup }
        // `update(_ contentView: UIView)` swaps the views it is given: hierarchy is its job, not data. So does a
        // function given a controller: a child to install, or UIKit's own callback `updateSearchResults(for:)`,
        // where documents-app-ios b439d89 swaps in its search results table.
        let isGivenOnlyViews =
            !parameterTypeNames.isEmpty
            && parameterTypeNames.allSatisfy { Subview.isViewTypeName($0) || $0.hasSuffix("Controller") }
        // `updateFrame(animated: Bool)` is given how, not what: it binds no data. UIKit names that flag
        // `animated` (`setEditing(_:animated:)`). A flag that describes the data, such as `configure(isBreaking:)`,
        // is data (issue 28), unless set-up passes it: alpha-wallet-ios's `configure(isEmbedded:)`, called from
        // `init`, sets the view up one of two ways.
        let isGivenOnlyHow = isGivenOnlyFlags && ((labels + parameterNames).contains("animated") || isCalledOnSetUp)
        // `configure(onCreateChatCallback:)` is given a handler to call back, which is wiring, not data (xabber-ios
        // 0b4c24f's empty call list).
        if parameterCount > 0, index.conventions.isDataBindingName(name), !isGivenOnlyViews, !isGivenOnlyHow,
            !isGivenOnlyHandlers,
            !installsWhatItIsGiven(index: index, source: installing.source, subviews: installing.subviews)
        {
            return .dataBinding
        }
        return .other
    }

    /// A prefix counts only as a whole word: `setUpperBound` does not start with `setUp`.
    static func name(_ name: String, hasPrefix prefix: String) -> Bool {
        guard name.hasPrefix(prefix) else { return false }
        guard let next = name.dropFirst(prefix.count).first else { return true }
        return next.isUppercase
    }
}

/// A view or controller type, merged with its extensions in the file.
public struct ViewType: Sendable {
    public let name: String
    public let nameRange: ByteRange
    public let isController: Bool
    public var subviews: [Subview]
    /// Subviews declared by the type in other files, or by the project classes it inherits from (docs/project-index.md).
    public var projectSubviewNames: Set<String> = []
    /// The UIKit class each subview is, or descends from through the project's classes (`UIKitAppearance`):
    /// what its appearance and content are.
    public var subviewClasses: [String: String] = [:]
    /// For subviews of the project's classes, their properties that only forward to UIKit's appearance or content.
    public var subviewAppearanceProperties: [String: Set<String>] = [:]
    /// The project's conventions, for recognising setup functions called from other files.
    public var conventions = Conventions()
    /// The functions the project's classes above this one call from their refresh hooks (`ViewType.refreshHooks`):
    /// an override of one runs on every refresh.
    public var functionsInheritedRefreshesCall: Set<String> = []
    public var methods: [Method]
    /// Statements of initializers and other members that are not methods.
    public var otherStatements: [Statement]
    /// Every member with a body, in the file: methods, initializers, properties (docs/constraint-model.md's set-up path).
    public var members: [MemberSummary] = []
    /// Views put into the hierarchy anywhere in the type.
    public var hierarchyAdditions: [HierarchyAddition] = []
    /// Views whose `translatesAutoresizingMaskIntoConstraints` is set to `false` somewhere in the type.
    public var autoresizingDisabled: Set<String> = []
    /// Items of anchor and `NSLayoutConstraint(item:…)` constraints written in the type.
    public var constrainedItems: Set<String> = []
    /// Items laid out with SnapKit in the type.
    public var snapKitItems: Set<String> = []

    /// Every statement of the type: methods, initializers, property initializers.
    public var allStatements: [Statement] {
        methods.flatMap(\.statements) + otherStatements + subviews.flatMap { $0.initializerClosure ?? [] }
    }

    public func subview(named name: String) -> Subview? {
        subviews.first { $0.name == name }
    }
}
