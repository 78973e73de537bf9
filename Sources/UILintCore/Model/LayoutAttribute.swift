/// A layout attribute as written in code: an anchor (`leadingAnchor`), an
/// `NSLayoutConstraint.Attribute` (`.leading`) or a SnapKit attribute (`make.leading`).
public struct LayoutAttribute: Hashable, Sendable, CustomStringConvertible {
    public let name: String

    public init(_ name: String) {
        self.name = name
    }

    public var description: String { name }

    /// Which horizontal vocabulary the attribute belongs to, if any.
    public enum HorizontalKind: Sendable {
        /// `left`/`right`: fixed directions that do not flip for right-to-left languages.
        case absolute
        /// `leading`/`trailing`: directions that follow the writing direction.
        case directional
    }

    private static let absoluteReplacements: [String: String] = [
        "left": "leading", "right": "trailing",
        "leftMargin": "leadingMargin", "rightMargin": "trailingMargin",
    ]
    private static let directionalNames: Set<String> = ["leading", "trailing", "leadingMargin", "trailingMargin"]

    public var horizontalKind: HorizontalKind? {
        if Self.absoluteReplacements[name] != nil { return .absolute }
        if Self.directionalNames.contains(name) { return .directional }
        return nil
    }

    /// The directional attribute to write instead of a `left`/`right` one.
    public var directionalReplacement: String? { Self.absoluteReplacements[name] }

    /// Names of the `…Anchor` properties that `X.<name>Anchor.constraint(...)` accepts.
    static let anchorPropertyNames: Set<String> = [
        "top", "bottom", "leading", "trailing", "left", "right",
        "centerX", "centerY", "width", "height", "firstBaseline", "lastBaseline",
    ]

    /// Whether the attribute places a view on its axis (an edge, a centre, a baseline) rather than sizing it.
    public var placesView: Bool { Self.placingNames.contains(name) }

    private static let placingNames: Set<String> = [
        "top", "bottom", "leading", "trailing", "left", "right", "centerX", "centerY", "firstBaseline", "lastBaseline",
    ]

    /// The attribute of an anchor property name such as `leadingAnchor`.
    public static func fromAnchorProperty(_ identifier: String) -> LayoutAttribute? {
        attributesByAnchorProperty[identifier]
    }

    /// One lookup per identifier: the model builder asks this of every name a constraint mentions.
    private static let attributesByAnchorProperty = Dictionary(
        uniqueKeysWithValues: anchorPropertyNames.map { ($0 + "Anchor", LayoutAttribute($0)) })

    /// Attributes that `NSLayoutConstraint.Attribute` and SnapKit's DSL name.
    static let attributeNames: Set<String> = anchorPropertyNames.union([
        "leftMargin", "rightMargin", "topMargin", "bottomMargin", "leadingMargin", "trailingMargin",
        "centerXWithinMargins", "centerYWithinMargins", "notAnAttribute",
    ])

    static let snapKitOnlyNames: Set<String> = [
        "edges", "center", "size", "margins", "directionalMargins", "centerWithinMargins",
        "horizontalEdges", "verticalEdges", "directionalEdges",
        "directionalHorizontalEdges", "directionalVerticalEdges",
    ]

    static func isSnapKitAttribute(_ name: String) -> Bool {
        attributeNames.contains(name) || snapKitOnlyNames.contains(name)
    }

    /// The attribute whose place in the constraint order this one takes.
    /// SnapKit composites rank as the attribute they start with.
    public var orderingName: String {
        switch name {
        case "left": return "leading"
        case "right": return "trailing"
        case "edges", "verticalEdges", "directionalEdges", "directionalVerticalEdges": return "top"
        case "horizontalEdges", "directionalHorizontalEdges": return "leading"
        case "center": return "centerY"
        case "size": return "height"
        default: return name
        }
    }
}
