// Stand-in for UIKit, so that examples and fix outputs type-check on Linux (docs/type-checked-examples.md).
// It declares the part of the API uilint reasons about, with UIKit's names, labels and
// types; bodies are placeholders because nothing here ever runs.
@_exported import Foundation
@_exported import ObjectiveC

extension UIKitObject: Hashable {
    public static func == (lhs: UIKitObject, rhs: UIKitObject) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Bundle {
    public func loadNibNamed(_ name: String, owner: Any?, options: [AnyHashable: Any]? = nil) -> [Any]? { nil }
}

// MARK: Geometry and drawing

public final class CGColor {}
public final class CGPath {}
public final class CGContext {}
open class NSTextAttachment: UIKitObject {
    open var image: UIImage?
    open var bounds = CGRect.zero
}
extension NSAttributedString {
    public convenience init(attachment: NSTextAttachment) { self.init(string: "") }
}
extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
}
public struct CALayerContentsGravity {
    public static let resize = CALayerContentsGravity(), resizeAspect = CALayerContentsGravity()
    public static let resizeAspectFill = CALayerContentsGravity(), center = CALayerContentsGravity()
}
public struct CALayerCornerCurve {
    public static let circular = CALayerCornerCurve(), continuous = CALayerCornerCurve()
}
public struct CACornerMask: OptionSet {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1), layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4), layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}

public struct UIEdgeInsets: Equatable {
    public var top, left, bottom, right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

extension CGRect {
    public func inset(by insets: UIEdgeInsets) -> CGRect { self }
}

public struct NSDirectionalEdgeInsets: Equatable {
    public var top, leading, bottom, trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }
    public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}

public struct CGAffineTransform {
    public init(scaleX: CGFloat, y: CGFloat) {}
    public init(translationX: CGFloat, y: CGFloat) {}
    public init(rotationAngle: CGFloat) {}
    public static let identity = CGAffineTransform(scaleX: 1, y: 1)
}

open class CALayer: UIKitObject {
    open var contents: Any?
    open var contentsGravity = CALayerContentsGravity.resize
    open var cornerCurve = CALayerCornerCurve.circular
    open var maskedCorners = CACornerMask()
    open var shadowPath: CGPath?
    open var shouldRasterize = false
    open var rasterizationScale: CGFloat = 1
    open var cornerRadius: CGFloat = 0
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor?
    open var backgroundColor: CGColor?
    open var masksToBounds = false
    open var shadowColor: CGColor?
    open var opacity: Float = 1
    open var shadowOpacity: Float = 0
    open var shadowRadius: CGFloat = 0
    open var shadowOffset = CGSize.zero
    open var frame = CGRect.zero
    open var zPosition: CGFloat = 0
    open func addSublayer(_ layer: CALayer) {}
    open func render(in context: CGContext) {}
}

/// Draws into an image (`renderer.image { context in layer.render(in: context.cgContext) }`).
open class UIGraphicsImageRenderer: UIKitObject {
    public init(bounds: CGRect) {}
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage { UIImage() }
}

open class UIGraphicsImageRendererContext: UIKitObject {
    public let cgContext = CGContext()
}

public final class UIColor: UIKitObject, _ExpressibleByColorLiteral {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    public init(white: CGFloat, alpha: CGFloat) {}
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {}
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {}
    public init(patternImage: UIImage) {}
    public convenience init?(named name: String) { self.init(white: 0, alpha: 0) }
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traits: UITraitCollection?) {
        self.init(white: 0, alpha: 0)
    }
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(white: 0, alpha: 0)
    }
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { self }
    public var cgColor: CGColor { CGColor() }

    public static let black = UIColor(white: 0, alpha: 1), white = black, clear = black, red = black,
        green = black, blue = black, gray = black, darkGray = black, lightGray = black, orange = black,
        yellow = black, purple = black, brown = black, cyan = black, magenta = black
    public static let systemBackground = black, secondarySystemBackground = black,
        tertiarySystemBackground = black, systemGroupedBackground = black,
        secondarySystemGroupedBackground = black, label = black, secondaryLabel = black,
        tertiaryLabel = black, placeholderText = black, separator = black, opaqueSeparator = black,
        link = black, systemFill = black, secondarySystemFill = black, tintColor = black
    public static let systemRed = black, systemGreen = black, systemBlue = black, systemOrange = black,
        systemYellow = black, systemPink = black, systemPurple = black, systemTeal = black,
        systemIndigo = black, systemGray = black, systemGray2 = black, systemGray3 = black,
        systemGray4 = black, systemGray5 = black, systemGray6 = black
}

public final class UIFont: UIKitObject {
    public struct Weight: Hashable {
        public init(_ rawValue: CGFloat) {}
        public static let ultraLight = Weight(0), thin = Weight(0), light = Weight(0), regular = Weight(0),
            medium = Weight(0), semibold = Weight(0), bold = Weight(0), heavy = Weight(0), black = Weight(0)
    }

    public struct TextStyle: Hashable {
        public init(rawValue: String) {}
        public static let largeTitle = TextStyle(rawValue: ""), title1 = largeTitle, title2 = largeTitle,
            title3 = largeTitle, headline = largeTitle, subheadline = largeTitle, body = largeTitle,
            callout = largeTitle, footnote = largeTitle, caption1 = largeTitle, caption2 = largeTitle
    }

    override init() {}
    public init?(name: String, size: CGFloat) {}
    public static func systemFont(ofSize size: CGFloat) -> UIFont { UIFont() }
    public static func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { UIFont() }
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont() }
    public static func italicSystemFont(ofSize size: CGFloat) -> UIFont { UIFont() }
    public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { UIFont() }
    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { UIFont() }
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont { UIFont() }
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traits: UITraitCollection?) -> UIFont
    {
        UIFont()
    }
    public static var systemFontSize: CGFloat { 17 }
    public static var smallSystemFontSize: CGFloat { 12 }
    public static var labelFontSize: CGFloat { 17 }
    public static var buttonFontSize: CGFloat { 18 }
    public func withSize(_ size: CGFloat) -> UIFont { self }
    public var pointSize: CGFloat { 17 }
    public var lineHeight: CGFloat { 20 }
}

public final class UIFontMetrics {
    public static let `default` = UIFontMetrics(forTextStyle: .body)
    public init(forTextStyle style: UIFont.TextStyle) {}
    public func scaledFont(for font: UIFont) -> UIFont { font }
    public func scaledValue(for value: CGFloat) -> CGFloat { value }
}

public final class UIImage: UIKitObject, _ExpressibleByImageLiteral {
    public convenience init(imageLiteralResourceName name: String) { self.init() }
    public convenience init?(named name: String) { self.init() }
    public convenience init?(systemName name: String) { self.init() }
    public func withRenderingMode(_ mode: RenderingMode) -> UIImage { self }
    public var size: CGSize { .zero }

    public enum RenderingMode { case automatic, alwaysOriginal, alwaysTemplate }

    public final class SymbolConfiguration: UIKitObject {
        public convenience init(pointSize: CGFloat) { self.init() }
    }
}

// MARK: Traits, screens, bundles

public enum UIUserInterfaceSizeClass { case unspecified, compact, regular }
public enum UIUserInterfaceStyle { case unspecified, light, dark }
public enum UIUserInterfaceIdiom { case unspecified, phone, pad, mac }

public struct UIContentSizeCategory: Hashable {
    public static let large = UIContentSizeCategory(), accessibilityMedium = large
    public var isAccessibilityCategory: Bool { false }
}

public final class UITraitCollection: UIKitObject {
    public var horizontalSizeClass = UIUserInterfaceSizeClass.unspecified
    public var verticalSizeClass = UIUserInterfaceSizeClass.unspecified
    public var userInterfaceStyle = UIUserInterfaceStyle.unspecified
    public var userInterfaceIdiom = UIUserInterfaceIdiom.unspecified
    public var preferredContentSizeCategory = UIContentSizeCategory.large
    public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool { false }
}

public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

public final class UIScreen: UIKitObject {
    public static let main = UIScreen()
    public var bounds: CGRect { .zero }
    public var scale: CGFloat { 2 }
}

public struct UINib {
    public init(nibName: String, bundle: Bundle?) {}
    public func instantiate(withOwner owner: Any?, options: [AnyHashable: Any]? = nil) -> [Any] { [] }
}

public protocol UICoordinateSpace: AnyObject {}

public enum UISemanticContentAttribute { case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft }
public enum UIViewContentMode { case scaleToFill, scaleAspectFit, scaleAspectFill, center, top, left, right }

public enum NSTextAlignment { case left, center, right, justified, natural }
public enum NSLineBreakMode {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

// MARK: Auto Layout

public struct UILayoutPriority: RawRepresentable, Hashable, Comparable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    public static let required = UILayoutPriority(1000), defaultHigh = UILayoutPriority(750),
        dragThatCanResizeScene = UILayoutPriority(510), sceneSizeStayPut = UILayoutPriority(500),
        dragThatCannotResizeScene = UILayoutPriority(490), defaultLow = UILayoutPriority(250),
        fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: Self, rhs: Float) -> Self { Self(lhs.rawValue + rhs) }
    public static func - (lhs: Self, rhs: Float) -> Self { Self(lhs.rawValue - rhs) }
}

// The class is Objective-C (ObjCRoot.h), as are the anchors' generic methods.
extension NSLayoutConstraint {
    public enum Attribute {
        case left, right, top, bottom, leading, trailing, width, height, centerX, centerY,
            lastBaseline, firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin,
            leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins, notAnAttribute
    }

    public enum Relation { case lessThanOrEqual, equal, greaterThanOrEqual }

    public enum Axis { case horizontal, vertical }

    public struct FormatOptions: OptionSet {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let alignAllTop = FormatOptions(rawValue: 1), alignAllBottom = FormatOptions(rawValue: 2),
            alignAllLeading = FormatOptions(rawValue: 4), alignAllTrailing = FormatOptions(rawValue: 8),
            alignAllCenterX = FormatOptions(rawValue: 16), alignAllCenterY = FormatOptions(rawValue: 32)
    }

    public convenience init(
        item: Any, attribute: Attribute, relatedBy: Relation, toItem: Any?,
        attribute toAttribute: Attribute, multiplier: CGFloat, constant: CGFloat
    ) {
        self.init()
    }

    public class func activate(_ constraints: [NSLayoutConstraint]) {}
    public class func deactivate(_ constraints: [NSLayoutConstraint]) {}
    public class func constraints(
        withVisualFormat format: String, options: FormatOptions = [],
        metrics: [String: Any]?, views: [String: Any]
    ) -> [NSLayoutConstraint] { [] }

    public var isActive: Bool {
        get { false }
        set {}
    }
    public var constant: CGFloat {
        get { 0 }
        set {}
    }
    public var priority: UILayoutPriority {
        get { .required }
        set {}
    }
    public var identifier: String? {
        get { nil }
        set {}
    }
    public var multiplier: CGFloat { 1 }
    public var firstItem: AnyObject? { nil }
    public var secondItem: AnyObject? { nil }
    public var firstAttribute: Attribute { .notAnAttribute }
    public var secondAttribute: Attribute { .notAnAttribute }
    public var relation: Relation { .equal }
    public var firstAnchor: NSLayoutAnchor<AnyObject> { NSLayoutAnchor() }
}

open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        NSLayoutConstraint()
    }
    open func constraint(
        greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor,
        multiplier: CGFloat
    ) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension { NSLayoutDimension() }
}

open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        NSLayoutConstraint()
    }
    open func constraint(
        greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor,
        multiplier: CGFloat
    ) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension { NSLayoutDimension() }
}

open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint()
    }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        NSLayoutConstraint()
    }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint()
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint()
    }
}

/// The anchors views and layout guides share, declared once for both.
public protocol UILayoutAnchors {}

extension UILayoutAnchors {
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
}

open class UILayoutGuide: UIKitObject, UILayoutAnchors {
    open var identifier = ""
    open weak var owningView: UIView?
    open var layoutFrame: CGRect { .zero }
}

// MARK: Responders and views

open class UIEvent: UIKitObject {}
open class UITouch: UIKitObject {
    open func location(in view: UIView?) -> CGPoint { .zero }
}

open class UIResponder: UIKitObject {
    open func becomeFirstResponder() -> Bool { true }
    open func resignFirstResponder() -> Bool { true }
    open var next: UIResponder? { nil }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

open class UIGestureRecognizer: UIKitObject {
    public init(target: Any?, action: Selector?) {}
    public convenience override init() { self.init(target: nil, action: nil) }
    open var isEnabled = true
    open var cancelsTouchesInView = true
    open weak var view: UIView?
}
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
}
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    public struct Direction: OptionSet {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1), left = Direction(rawValue: 2), up = Direction(rawValue: 4),
            down = Direction(rawValue: 8)
    }
    open var direction = Direction.right
}
open class UIPanGestureRecognizer: UIGestureRecognizer {}
open class UILongPressGestureRecognizer: UIGestureRecognizer {}

open class UIView: UIResponder, UILayoutAnchors, UITraitEnvironment, UICoordinateSpace {
    public enum TintAdjustmentMode { case automatic, normal, dimmed }

    open var tintAdjustmentMode = TintAdjustmentMode.automatic
    open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
    public struct AutoresizingMask: OptionSet {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1),
            flexibleWidth = AutoresizingMask(rawValue: 2), flexibleRightMargin = AutoresizingMask(rawValue: 4),
            flexibleTopMargin = AutoresizingMask(rawValue: 8), flexibleHeight = AutoresizingMask(rawValue: 16),
            flexibleBottomMargin = AutoresizingMask(rawValue: 32)
    }

    public struct AnimationOptions: OptionSet {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let curveEaseInOut = AnimationOptions(rawValue: 1), curveEaseOut = AnimationOptions(rawValue: 2),
            beginFromCurrentState = AnimationOptions(rawValue: 4), allowUserInteraction = AnimationOptions(rawValue: 8)
    }

    public typealias ContentMode = UIViewContentMode

    public static let noIntrinsicMetric: CGFloat = -1
    public static let layoutFittingCompressedSize = CGSize.zero
    public static let layoutFittingExpandedSize = CGSize.zero

    public init(frame: CGRect) {}
    public required init?(coder: NSCoder) {}
    public convenience override init() { self.init(frame: .zero) }

    open var frame = CGRect.zero
    open var bounds = CGRect.zero
    open var center = CGPoint.zero
    open var transform = CGAffineTransform.identity
    open var alpha: CGFloat = 1
    open var isHidden = false
    open var isOpaque = true
    open var clipsToBounds = false
    open var backgroundColor: UIColor?
    open var tintColor: UIColor!
    open var tag = 0
    open var contentMode = UIViewContentMode.scaleToFill
    open var isUserInteractionEnabled = true
    open var isAccessibilityElement = false
    open var accessibilityIdentifier: String?
    open var accessibilityTraits = UIAccessibilityTraits()
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var semanticContentAttribute = UISemanticContentAttribute.unspecified
    open var layer: CALayer { CALayer() }
    open var translatesAutoresizingMaskIntoConstraints = true
    open var autoresizingMask = AutoresizingMask()
    open var autoresizesSubviews = true
    open var layoutMargins = UIEdgeInsets.zero
    open var directionalLayoutMargins = NSDirectionalEdgeInsets.zero
    open var preservesSuperviewLayoutMargins = false
    open var insetsLayoutMarginsFromSafeArea = true
    open var safeAreaInsets: UIEdgeInsets { .zero }
    open var traitCollection: UITraitCollection { UITraitCollection() }
    open var intrinsicContentSize: CGSize { .zero }
    open var superview: UIView? { nil }
    open var subviews: [UIView] { [] }
    open var window: UIWindow? { nil }
    open var constraints: [NSLayoutConstraint] { [] }
    open var gestureRecognizers: [UIGestureRecognizer]?
    open var layoutGuides: [UILayoutGuide] { [] }
    open var layoutMarginsGuide: UILayoutGuide { UILayoutGuide() }
    open var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide() }
    open var readableContentGuide: UILayoutGuide { UILayoutGuide() }
    open var keyboardLayoutGuide: UILayoutGuide { UILayoutGuide() }
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    open var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }

    open func addSubview(_ view: UIView) {}
    open func insertSubview(_ view: UIView, at index: Int) {}
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {}
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {}
    open func removeFromSuperview() {}
    open func bringSubviewToFront(_ view: UIView) {}
    open func sendSubviewToBack(_ view: UIView) {}
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {}
    open func isDescendant(of view: UIView) -> Bool { false }
    open func viewWithTag(_ tag: Int) -> UIView? { nil }
    open func addLayoutGuide(_ layoutGuide: UILayoutGuide) {}
    open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {}
    open func addConstraint(_ constraint: NSLayoutConstraint) {}
    open func addConstraints(_ constraints: [NSLayoutConstraint]) {}
    open func removeConstraint(_ constraint: NSLayoutConstraint) {}
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) {}
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}

    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    }
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { .defaultLow }
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        .defaultHigh
    }

    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func layoutSubviews() {}
    open func setNeedsUpdateConstraints() {}
    open func updateConstraints() {}
    open func updateConstraintsIfNeeded() {}
    open func invalidateIntrinsicContentSize() {}
    open func setNeedsDisplay() {}
    open func draw(_ rect: CGRect) {}
    open func sizeToFit() {}
    open func sizeThatFits(_ size: CGSize) -> CGSize { size }
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { targetSize }
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontal: UILayoutPriority,
        verticalFittingPriority vertical: UILayoutPriority
    ) -> CGSize { targetSize }
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { point }
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { rect }
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { rect }
    open func awakeFromNib() {}
    open func prepareForInterfaceBuilder() {}
    open func didMoveToSuperview() {}
    open func didMoveToWindow() {}
    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didAddSubview(_ subview: UIView) {}
    open func layoutMarginsDidChange() {}
    open func safeAreaInsetsDidChange() {}
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    open func tintColorDidChange() {}
    open func endEditing(_ force: Bool) -> Bool { true }

    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {}
    open class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {}
    open class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {}
    open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {}
    /// The appearance proxy of the class.
    open class func appearance() -> Self { fatalError("stand-in") }
    open class func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {}
}

public enum UIUserInterfaceLayoutDirection { case leftToRight, rightToLeft }

open class UIWindow: UIView {
    open var rootViewController: UIViewController?
    open func makeKeyAndVisible() {}
}

open class UIControl: UIView {
    public struct State: OptionSet, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([]), highlighted = State(rawValue: 1), disabled = State(rawValue: 2),
            selected = State(rawValue: 4)
    }

    public struct Event: OptionSet {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchUpInside = Event(rawValue: 1), valueChanged = Event(rawValue: 2),
            editingChanged = Event(rawValue: 4), primaryActionTriggered = Event(rawValue: 8),
            touchDown = Event(rawValue: 16)
    }

    public enum ContentHorizontalAlignment { case center, left, right, fill, leading, trailing }
    public enum ContentVerticalAlignment { case center, top, bottom, fill }

    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false
    open var contentHorizontalAlignment = ContentHorizontalAlignment.center
    open var contentVerticalAlignment = ContentVerticalAlignment.center
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {}
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {}
    open func sendActions(for controlEvents: Event) {}
}

open class UILabel: UIView {
    open var highlightedTextColor: UIColor?
    open var baselineAdjustment = UIBaselineAdjustment.alignBaselines
    open var allowsDefaultTighteningForTruncation = false
    open var text: String?
    open var attributedText: NSAttributedString?
    open var font: UIFont!
    open var textColor: UIColor!
    open var textAlignment = NSTextAlignment.natural
    open var numberOfLines = 1
    open var lineBreakMode = NSLineBreakMode.byTruncatingTail
    open var adjustsFontSizeToFitWidth = false
    open var adjustsFontForContentSizeCategory = false
    open var minimumScaleFactor: CGFloat = 0
    open var shadowColor: UIColor?
    open var shadowOffset = CGSize.zero
    open var preferredMaxLayoutWidth: CGFloat = 0
}

open class UIButton: UIControl {
    open var adjustsImageWhenHighlighted = true
    open func setTitleShadowColor(_ color: UIColor?, for state: State) {}
    open func setPreferredSymbolConfiguration(
        _ configuration: UIImage.SymbolConfiguration?, forImageIn state: State
    ) {}
    public enum ButtonType { case custom, system, detailDisclosure, contactAdd, close }

    public struct Configuration {
        public static func plain() -> Configuration { Configuration() }
        public static func filled() -> Configuration { Configuration() }
        public static func tinted() -> Configuration { Configuration() }
        public var title: String?
        public var image: UIImage?
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?
        public var contentInsets = NSDirectionalEdgeInsets.zero
        public var imagePadding: CGFloat = 0
    }

    public convenience init(type buttonType: ButtonType) { self.init(frame: .zero) }
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) { self.init(frame: .zero) }
    open var configuration: Configuration?
    open var titleLabel: UILabel? { nil }
    open var imageView: UIImageView? { nil }
    open var contentEdgeInsets = UIEdgeInsets.zero
    open var imageEdgeInsets = UIEdgeInsets.zero
    open var titleEdgeInsets = UIEdgeInsets.zero
    open func setTitle(_ title: String?, for state: State) {}
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {}
    open func setTitleColor(_ color: UIColor?, for state: State) {}
    open func setImage(_ image: UIImage?, for state: State) {}
    open func setBackgroundImage(_ image: UIImage?, for state: State) {}
}

public final class UIAction: UIKitObject {
    public init(title: String = "", image: UIImage? = nil, handler: @escaping (UIAction) -> Void) {}
}

open class UIImageView: UIView {
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    open var animationImages: [UIImage]?
    open var animationDuration: TimeInterval = 0
    open var animationRepeatCount = 0
    public convenience init(image: UIImage?) { self.init(frame: .zero) }
    open var image: UIImage?
    open var highlightedImage: UIImage?
    open var isHighlighted = false
}

open class UISwitch: UIControl {
    open var thumbTintColor: UIColor?
    open var onImage: UIImage?
    open var offImage: UIImage?
    open var isOn = false
    open var onTintColor: UIColor?
    open func setOn(_ on: Bool, animated: Bool) {}
}

open class UISlider: UIControl {
    open var minimumTrackTintColor: UIColor?
    open var maximumTrackTintColor: UIColor?
    open var thumbTintColor: UIColor?
    open var minimumValueImage: UIImage?
    open var maximumValueImage: UIImage?
    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {}
    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {}
    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {}
    open var value: Float = 0
    open var minimumValue: Float = 0
    open var maximumValue: Float = 1
}

open class UISegmentedControl: UIControl {
    open var selectedSegmentTintColor: UIColor?
    open var isMomentary = false
    open var apportionsSegmentWidthsByContent = false
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {}
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {}
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {}
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {}
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {}
    open func setDividerImage(
        _ image: UIImage?, forLeftSegmentState leftState: UIControl.State,
        rightSegmentState rightState: UIControl.State, barMetrics: UIBarMetrics
    ) {}
    public convenience init(items: [Any]?) { self.init(frame: .zero) }
    open var selectedSegmentIndex = 0
}

open class UIPageControl: UIControl {
    open var pageIndicatorTintColor: UIColor?
    open var currentPageIndicatorTintColor: UIColor?
    open var hidesForSinglePage = false
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) {}
    open func setCurrentPageIndicatorImage(_ image: UIImage?, forPage page: Int) {}
    open var numberOfPages = 0
    open var currentPage = 0
}

open class UITextField: UIControl {
    open var attributedText: NSAttributedString?
    open var attributedPlaceholder: NSAttributedString?
    open var defaultTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var background: UIImage?
    open var adjustsFontSizeToFitWidth = false
    open var minimumFontSize: CGFloat = 0
    open var adjustsFontForContentSizeCategory = false
    open var clearsOnBeginEditing = false
    open var enablesReturnKeyAutomatically = false
    open var keyboardAppearance = UIKeyboardAppearance.default
    open var spellCheckingType = UITextSpellCheckingType.default
    open var textContentType: UITextContentType!
    public enum BorderStyle { case none, line, bezel, roundedRect }
    public enum ViewMode { case never, whileEditing, unlessEditing, always }
    open var text: String?
    open var placeholder: String?
    open var font: UIFont?
    open var textColor: UIColor?
    open var textAlignment = NSTextAlignment.natural
    open var borderStyle = BorderStyle.none
    open var clearButtonMode = ViewMode.never
    open var leftView: UIView?
    open var leftViewMode = ViewMode.never
    open var rightView: UIView?
    open var rightViewMode = ViewMode.never
    open var isSecureTextEntry = false
    open var keyboardType = UIKeyboardType.default
    open var returnKeyType = UIReturnKeyType.default
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    open var autocorrectionType = UITextAutocorrectionType.default
    open weak var delegate: AnyObject?
    open func textRect(forBounds bounds: CGRect) -> CGRect { bounds }
    open func editingRect(forBounds bounds: CGRect) -> CGRect { bounds }
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { bounds }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
// UIKit's own spelling.
public enum UIKeyboardType { case `default`, emailAddress, numberPad, phonePad, URL, decimalPad }
public enum UIReturnKeyType { case `default`, go, next, done, search, send }
public enum UITextAutocapitalizationType { case none, words, sentences, allCharacters }
public enum UITextAutocorrectionType { case `default`, no, yes }
public enum UITextSpellCheckingType { case `default`, no, yes }
public enum UIKeyboardAppearance { case `default`, dark, light }
public struct UITextContentType {
    public static let username = UITextContentType(), password = UITextContentType()
    public static let emailAddress = UITextContentType(), oneTimeCode = UITextContentType()
}
public struct UIDataDetectorTypes: OptionSet {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let link = UIDataDetectorTypes(rawValue: 1), phoneNumber = UIDataDetectorTypes(rawValue: 2)
}
public enum UIBaselineAdjustment { case alignBaselines, alignCenters, none }
public enum UIBarStyle { case `default`, black }
public enum UIBarMetrics { case `default`, compact }
public struct UIOffset {
    public var horizontal, vertical: CGFloat
    public init(horizontal: CGFloat, vertical: CGFloat) { (self.horizontal, self.vertical) = (horizontal, vertical) }
}

open class UIScrollView: UIView {
    public enum IndicatorStyle { case `default`, black, white }
    public struct DecelerationRate {
        public static let normal = DecelerationRate(), fast = DecelerationRate()
    }

    open var bounces = true
    open var bouncesZoom = true
    open var decelerationRate = DecelerationRate.normal
    open var delaysContentTouches = true
    open var indicatorStyle = IndicatorStyle.default
    open var isDirectionalLockEnabled = false
    open var minimumZoomScale: CGFloat = 1
    open var maximumZoomScale: CGFloat = 1
    open var scrollsToTop = true
    public enum ContentInsetAdjustmentBehavior { case automatic, scrollableAxes, never, always }
    open var contentSize = CGSize.zero
    open var refreshControl: UIRefreshControl?
    open var contentOffset = CGPoint.zero
    open var contentInset = UIEdgeInsets.zero
    open var scrollIndicatorInsets = UIEdgeInsets.zero
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
    open var isScrollEnabled = true
    open var isPagingEnabled = false
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var keyboardDismissMode = KeyboardDismissMode.none
    open var contentLayoutGuide: UILayoutGuide { UILayoutGuide() }
    open var frameLayoutGuide: UILayoutGuide { UILayoutGuide() }
    open weak var delegate: AnyObject?

    public enum KeyboardDismissMode { case none, onDrag, interactive }
}

open class UITextView: UIScrollView {
    open var attributedText: NSAttributedString!
    open var textAlignment = NSTextAlignment.natural
    open var isSelectable = true
    open var dataDetectorTypes = UIDataDetectorTypes()
    open var linkTextAttributes: [NSAttributedString.Key: Any]!
    open var adjustsFontForContentSizeCategory = false
    open var isSecureTextEntry = false
    open var keyboardType = UIKeyboardType.default
    open var keyboardAppearance = UIKeyboardAppearance.default
    open var returnKeyType = UIReturnKeyType.default
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    open var autocorrectionType = UITextAutocorrectionType.default
    open var spellCheckingType = UITextSpellCheckingType.default
    open var textContentType: UITextContentType!
    open var text: String!
    open var font: UIFont?
    open var textColor: UIColor?
    open var isEditable = true
    open var textContainerInset = UIEdgeInsets.zero
}

/// UIKit's rows and sections of a list's index path.
extension IndexPath {
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    public var section: Int { self[0] }
    public var row: Int { self[1] }
    public var item: Int { self[1] }
}

open class UITableViewCell: UIView {
    public enum CellStyle { case `default`, value1, value2, subtitle }
    public enum SelectionStyle { case none, blue, gray, `default` }
    public enum AccessoryType { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }

    public init(style: CellStyle, reuseIdentifier: String?) { super.init(frame: .zero) }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var contentView: UIView { UIView() }
    open var textLabel: UILabel? { nil }
    open var detailTextLabel: UILabel? { nil }
    open var imageView: UIImageView? { nil }
    open var selectionStyle = SelectionStyle.default
    open var accessoryType = AccessoryType.none
    open var accessoryView: UIView?
    open var separatorInset = UIEdgeInsets.zero
    open var reuseIdentifier: String? { nil }
    open func prepareForReuse() {}
    open func setSelected(_ selected: Bool, animated: Bool) {}
}

open class UITableViewHeaderFooterView: UIView {
    public init(reuseIdentifier: String?) { super.init(frame: .zero) }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var contentView: UIView { UIView() }
    open var textLabel: UILabel? { nil }
}

open class UITableView: UIScrollView {
    open var separatorColor: UIColor?
    open var separatorInset = UIEdgeInsets.zero
    open var sectionHeaderHeight: CGFloat = 0
    open var sectionFooterHeight: CGFloat = 0
    open var estimatedSectionHeaderHeight: CGFloat = 0
    open var estimatedSectionFooterHeight: CGFloat = 0
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var sectionIndexColor: UIColor?
    open var sectionIndexBackgroundColor: UIColor?
    public enum Style { case plain, grouped, insetGrouped }
    public static let automaticDimension: CGFloat = -1

    public init(frame: CGRect, style: Style) { super.init(frame: frame) }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open weak var dataSource: AnyObject?
    open var rowHeight: CGFloat = 44
    open var estimatedRowHeight: CGFloat = 0
    open var separatorStyle = UITableViewCell.SeparatorStyle.singleLine
    open var tableHeaderView: UIView?
    open var tableFooterView: UIView?
    open var backgroundView: UIView?
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {}
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {}
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: identifier)
    }
    open func reloadData() {}
}

public protocol UITextFieldDelegate: AnyObject {
    func textFieldDidBeginEditing(_ textField: UITextField)
}

extension UITextFieldDelegate {
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
}

public protocol UITableViewDataSource: AnyObject {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

extension UITableViewCell {
    public enum SeparatorStyle { case none, singleLine }
}

open class UICollectionViewLayout: UIKitObject {
    open func invalidateLayout() {}
}
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    public enum ScrollDirection { case vertical, horizontal }
    open var itemSize = CGSize.zero
    open var estimatedItemSize = CGSize.zero
    open var minimumLineSpacing: CGFloat = 0
    open var minimumInteritemSpacing: CGFloat = 0
    open var sectionInset = UIEdgeInsets.zero
    open var scrollDirection = ScrollDirection.vertical
}

open class UICollectionReusableView: UIView {}

open class UICollectionViewCell: UICollectionReusableView {
    open var contentView: UIView { UIView() }
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?
    open var isSelected = false
    open var isHighlighted = false
    open func prepareForReuse() {}
}

open class UICollectionView: UIScrollView {
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) { super.init(frame: frame) }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var collectionViewLayout = UICollectionViewLayout()
    open weak var dataSource: AnyObject?
    open var backgroundView: UIView?
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {}
    open func reloadData() {}
}

open class UIStackView: UIView {
    public enum Distribution { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
    public enum Alignment { case fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline }
    public static let spacingUseDefault: CGFloat = .greatestFiniteMagnitude
    public static let spacingUseSystem: CGFloat = -1

    public convenience init(arrangedSubviews views: [UIView]) { self.init(frame: .zero) }
    open var arrangedSubviews: [UIView] { [] }
    open var axis = NSLayoutConstraint.Axis.horizontal
    open var distribution = Distribution.fill
    open var alignment = Alignment.fill
    open var spacing: CGFloat = 0
    open var isBaselineRelativeArrangement = false
    open var isLayoutMarginsRelativeArrangement = false
    open func addArrangedSubview(_ view: UIView) {}
    open func removeArrangedSubview(_ view: UIView) {}
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {}
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {}
}

open class UIActivityIndicatorView: UIView {
    open var style = Style.medium
    public enum Style { case medium, large }
    public convenience init(style: Style) { self.init(frame: .zero) }
    open var hidesWhenStopped = true
    open var color: UIColor!
    open func startAnimating() {}
    open func stopAnimating() {}
}

open class UIProgressView: UIView {
    public enum Style { case `default`, bar }

    open var progressViewStyle = Style.default
    open var progress: Float = 0
    open var progressTintColor: UIColor?
    open var trackTintColor: UIColor?
}

public final class UIBlurEffect: UIKitObject {
    public enum Style { case light, dark, regular, prominent, systemMaterial, systemThinMaterial }
    public init(style: Style) {}
}

open class UIVisualEffectView: UIView {
    public init(effect: UIBlurEffect?) { super.init(frame: .zero) }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var contentView: UIView { UIView() }
    open var effect: UIBlurEffect?
}

open class UIBarItem: UIKitObject {
    open var title: String?
    open var image: UIImage?
    open var isEnabled = true
}

open class UIBarButtonItem: UIBarItem {
    public enum SystemItem { case done, cancel, add, flexibleSpace, fixedSpace, close }
    public enum Style { case plain, done }
    public init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {}
    public init(title: String?, style: Style, target: Any?, action: Selector?) {}
    public init(image: UIImage?, style: Style, target: Any?, action: Selector?) {}
    public init(customView: UIView) {}
    open var customView: UIView?
    open var tintColor: UIColor?
    open var width: CGFloat = 0
}

open class UIBarAppearance: UIKitObject {
    open var backgroundColor: UIColor?
    open var shadowColor: UIColor?
    open func configureWithOpaqueBackground() {}
    open func configureWithTransparentBackground() {}
    open func configureWithDefaultBackground() {}
}

open class UINavigationBarAppearance: UIBarAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
}

open class UITabBarAppearance: UIBarAppearance {}

open class UINavigationItem: UIKitObject {
    open var standardAppearance: UINavigationBarAppearance?
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    open var compactAppearance: UINavigationBarAppearance?
    open var title: String?
    open var titleView: UIView?
    open var leftBarButtonItem: UIBarButtonItem?
    open var rightBarButtonItem: UIBarButtonItem?
    open var leftBarButtonItems: [UIBarButtonItem]?
    open var rightBarButtonItems: [UIBarButtonItem]?
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
    open var searchController: UISearchController?
    open var hidesSearchBarWhenScrolling = true
    open var backBarButtonItem: UIBarButtonItem?

    public enum LargeTitleDisplayMode { case automatic, always, never }
}

open class UINavigationBar: UIView {
    open var barStyle = UIBarStyle.default
    open var compactAppearance: UINavigationBarAppearance?
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    open var shadowImage: UIImage?
    open var standardAppearance = UINavigationBarAppearance()
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    open var prefersLargeTitles = false
    open var isTranslucent = true
    open var barTintColor: UIColor?
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    open var items: [UINavigationItem]?
    open var backIndicatorImage: UIImage?

    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {}
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {}
}

open class UIToolbar: UIView {
    open var barStyle = UIBarStyle.default
    open var barTintColor: UIColor?
    open var isTranslucent = true
    open var items: [UIBarButtonItem]?

    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {}
}

open class UITabBar: UIView {
    open var barStyle = UIBarStyle.default
    open var shadowImage: UIImage?
    open var standardAppearance = UITabBarAppearance()
    open var scrollEdgeAppearance: UITabBarAppearance?
    open var isTranslucent = true
    open var barTintColor: UIColor?
    open var unselectedItemTintColor: UIColor?
}

open class UISearchBar: UIView {
    public enum Style { case `default`, prominent, minimal }
    public enum Icon { case search, clear, bookmark, resultsList }

    open var prompt: String?
    open var barStyle = UIBarStyle.default
    open var barTintColor: UIColor?
    open var searchBarStyle = Style.default
    open var isTranslucent = true
    open var showsCancelButton = false
    open func setImage(_ iconImage: UIImage?, for icon: Icon, state: UIControl.State) {}
    open func setSearchFieldBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State) {}
    open func setPositionAdjustment(_ adjustment: UIOffset, for icon: Icon) {}
    open var placeholder: String?
    open var text: String?
    open var searchTextField: UITextField { UITextField() }
}

open class UIRefreshControl: UIControl {
    open func beginRefreshing() {}
    open func endRefreshing() {}
}

// MARK: Controllers

public enum UIModalPresentationStyle {
    case automatic, fullScreen, pageSheet, formSheet, overFullScreen, custom, popover
}
public enum UIStatusBarStyle { case `default`, lightContent, darkContent }

public protocol UIViewControllerTransitionCoordinator {
    func animate(alongsideTransition animation: ((Any) -> Void)?, completion: ((Any) -> Void)?) -> Bool
}

open class UIViewController: UIResponder, UITraitEnvironment {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
    public required init?(coder: NSCoder) {}
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    open var view: UIView!
    open var viewIfLoaded: UIView? { view }
    open var isViewLoaded: Bool { true }
    open var title: String?
    open var navigationItem: UINavigationItem { UINavigationItem() }
    open var navigationController: UINavigationController? { nil }
    open var popoverPresentationController: UIPopoverPresentationController? { nil }
    open var tabBarController: UITabBarController? { nil }
    open var tabBarItem: UITabBarItem!
    open var parent: UIViewController? { nil }
    open var children: [UIViewController] { [] }
    open var presentedViewController: UIViewController? { nil }
    open var presentingViewController: UIViewController? { nil }
    open var traitCollection: UITraitCollection { UITraitCollection() }
    open var modalPresentationStyle = UIModalPresentationStyle.automatic
    open var preferredContentSize = CGSize.zero
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var prefersStatusBarHidden: Bool { false }
    open var additionalSafeAreaInsets = UIEdgeInsets.zero
    open var edgesForExtendedLayout = UIRectEdge.all
    open var extendedLayoutIncludesOpaqueBars = false
    open var hidesBottomBarWhenPushed = false
    open var toolbarItems: [UIBarButtonItem]?
    open var storyboard: UIStoryboard? { nil }
    open var topLayoutGuide: UILayoutGuide { UILayoutGuide() }
    open var bottomLayoutGuide: UILayoutGuide { UILayoutGuide() }

    open func loadView() {}
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open func viewSafeAreaInsetsDidChange() {}
    open func updateViewConstraints() {}
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}
    open func awakeFromNib() {}
    open func setNeedsStatusBarAppearanceUpdate() {}

    open func addChild(_ childController: UIViewController) {}
    open func removeFromParent() {}
    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
    {}
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
    open func show(_ vc: UIViewController, sender: Any?) {}
    open func performSegue(withIdentifier identifier: String, sender: Any?) {}
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
    open func setEditing(_ editing: Bool, animated: Bool) {}
}

public struct UIRectEdge: OptionSet {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1), left = UIRectEdge(rawValue: 2), bottom = UIRectEdge(rawValue: 4),
        right = UIRectEdge(rawValue: 8), all = UIRectEdge(rawValue: 15)
}

open class UITabBarItem: UIBarItem {
    public init(title: String?, image: UIImage?, tag: Int) {}
    open var badgeValue: String?
}

open class UINavigationController: UIViewController {
    public init(rootViewController: UIViewController) { super.init(nibName: nil, bundle: nil) }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var viewControllers: [UIViewController] = []
    open var topViewController: UIViewController? { nil }
    open var navigationBar: UINavigationBar { UINavigationBar() }
    open var toolbar: UIToolbar! { UIToolbar() }
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
    open func popViewController(animated: Bool) -> UIViewController? { nil }
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {}
}

open class UITabBarController: UIViewController {
    open var viewControllers: [UIViewController]?
    open var selectedIndex = 0
    open var tabBar: UITabBar { UITabBar() }
}

open class UITableViewController: UIViewController {
    public init(style: UITableView.Style) { super.init(nibName: nil, bundle: nil) }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var tableView: UITableView!
}

open class UICollectionViewController: UIViewController {
    public init(collectionViewLayout layout: UICollectionViewLayout) { super.init(nibName: nil, bundle: nil) }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var collectionView: UICollectionView!
}

open class UISearchController: UIViewController {
    public init(searchResultsController: UIViewController?) { super.init(nibName: nil, bundle: nil) }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var searchBar: UISearchBar { UISearchBar() }
    open var isActive = false
    open var obscuresBackgroundDuringPresentation = true
}

open class UIPresentationController: UIKitObject {
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {}
    open var containerView: UIView? { nil }
    open var presentedView: UIView? { nil }
    open var presentedViewController: UIViewController { UIViewController() }
    open var frameOfPresentedViewInContainerView: CGRect { .zero }
    open func presentationTransitionWillBegin() {}
    open func containerViewWillLayoutSubviews() {}
}

open class UIStoryboardSegue: UIKitObject {
    open var identifier: String? { nil }
    open var destination: UIViewController { UIViewController() }
}

open class UIStoryboard: UIKitObject {
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {}
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController { UIViewController() }
    open func instantiateInitialViewController() -> UIViewController? { nil }
}

open class UIApplication: UIResponder {
    public static let shared = UIApplication()
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
}

public struct UIAccessibilityTraits: OptionSet {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 10)
}

open class UIAlertController: UIViewController {
    public enum Style { case actionSheet, alert }
    public convenience init(title: String?, message: String?, preferredStyle: Style) { self.init() }
}

open class UIPopoverPresentationController: UIPresentationController {
    open var backgroundColor: UIColor?
}
