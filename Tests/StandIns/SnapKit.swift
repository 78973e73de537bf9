// Stand-in for SnapKit 5, so that examples and fix outputs type-check on Linux (docs/type-checked-examples.md).
// It declares the DSL uilint reads, with SnapKit's names and types; nothing here runs.
import UIKit

public typealias ConstraintView = UIView
public typealias ConstraintLayoutGuide = UILayoutGuide
public typealias ConstraintInsets = UIEdgeInsets
public typealias ConstraintDirectionalInsets = NSDirectionalEdgeInsets

public protocol ConstraintRelatableTarget {}
extension Int: ConstraintRelatableTarget {}
extension UInt: ConstraintRelatableTarget {}
extension Float: ConstraintRelatableTarget {}
extension Double: ConstraintRelatableTarget {}
extension CGFloat: ConstraintRelatableTarget {}
extension CGSize: ConstraintRelatableTarget {}
extension CGPoint: ConstraintRelatableTarget {}
extension UIEdgeInsets: ConstraintRelatableTarget {}
extension NSDirectionalEdgeInsets: ConstraintRelatableTarget {}
extension UIView: ConstraintRelatableTarget {}
extension UILayoutGuide: ConstraintRelatableTarget {}

public protocol ConstraintConstantTarget {}
extension Int: ConstraintConstantTarget {}
extension Float: ConstraintConstantTarget {}
extension Double: ConstraintConstantTarget {}
extension CGFloat: ConstraintConstantTarget {}
extension CGSize: ConstraintConstantTarget {}
extension CGPoint: ConstraintConstantTarget {}
extension UIEdgeInsets: ConstraintConstantTarget {}
extension NSDirectionalEdgeInsets: ConstraintConstantTarget {}

public protocol ConstraintOffsetTarget: ConstraintConstantTarget {}
extension Int: ConstraintOffsetTarget {}
extension Float: ConstraintOffsetTarget {}
extension Double: ConstraintOffsetTarget {}
extension CGFloat: ConstraintOffsetTarget {}

public protocol ConstraintInsetTarget: ConstraintConstantTarget {}
extension Int: ConstraintInsetTarget {}
extension Float: ConstraintInsetTarget {}
extension Double: ConstraintInsetTarget {}
extension CGFloat: ConstraintInsetTarget {}
extension UIEdgeInsets: ConstraintInsetTarget {}

public protocol ConstraintDirectionalInsetTarget: ConstraintConstantTarget {}
extension NSDirectionalEdgeInsets: ConstraintDirectionalInsetTarget {}

public protocol ConstraintMultiplierTarget {}
extension Int: ConstraintMultiplierTarget {}
extension Float: ConstraintMultiplierTarget {}
extension Double: ConstraintMultiplierTarget {}
extension CGFloat: ConstraintMultiplierTarget {}

public protocol ConstraintPriorityTarget {}
extension Int: ConstraintPriorityTarget {}
extension UInt: ConstraintPriorityTarget {}
extension Float: ConstraintPriorityTarget {}
extension Double: ConstraintPriorityTarget {}
extension CGFloat: ConstraintPriorityTarget {}
extension UILayoutPriority: ConstraintPriorityTarget {}

public struct ConstraintPriority: ExpressibleByFloatLiteral, Equatable, Strideable, ConstraintPriorityTarget {
    public let value: Float
    public init(floatLiteral value: Float) { self.value = value }
    public init(_ value: Float) { self.value = value }
    public static let required = ConstraintPriority(1000), high = ConstraintPriority(750),
        medium = ConstraintPriority(500), low = ConstraintPriority(250)
    public func advanced(by n: Float) -> ConstraintPriority { ConstraintPriority(value + n) }
    public func distance(to other: ConstraintPriority) -> Float { other.value - value }
}

public final class ConstraintItem: ConstraintRelatableTarget {}

public final class Constraint {
    public var isActive = true
    public var layoutConstraints: [NSLayoutConstraint] { [] }
    public func activate() {}
    public func deactivate() {}
    @discardableResult public func update(offset: ConstraintOffsetTarget) -> Constraint { self }
    @discardableResult public func update(inset: ConstraintInsetTarget) -> Constraint { self }
    @discardableResult public func update(priority: ConstraintPriorityTarget) -> Constraint { self }
}

public class ConstraintMakerFinalizable {
    @discardableResult public func labeled(_ label: String) -> ConstraintMakerFinalizable { self }
    public var constraint: Constraint { Constraint() }
}

public class ConstraintMakerPrioritizable: ConstraintMakerFinalizable {
    @discardableResult public func priority(_ amount: ConstraintPriority) -> ConstraintMakerFinalizable { self }
    @discardableResult public func priority(_ amount: ConstraintPriorityTarget) -> ConstraintMakerFinalizable { self }
}

public class ConstraintMakerEditable: ConstraintMakerPrioritizable {
    @discardableResult public func multipliedBy(_ amount: ConstraintMultiplierTarget) -> ConstraintMakerEditable {
        self
    }
    @discardableResult public func dividedBy(_ amount: ConstraintMultiplierTarget) -> ConstraintMakerEditable { self }
    @discardableResult public func offset(_ amount: ConstraintOffsetTarget) -> ConstraintMakerEditable { self }
    @discardableResult public func inset(_ amount: ConstraintInsetTarget) -> ConstraintMakerEditable { self }
    @discardableResult public func inset(_ amount: ConstraintDirectionalInsetTarget) -> ConstraintMakerEditable { self }
}

public class ConstraintMakerRelatable {
    @discardableResult public func equalTo(_ other: ConstraintRelatableTarget) -> ConstraintMakerEditable {
        ConstraintMakerEditable()
    }
    @discardableResult public func equalToSuperview() -> ConstraintMakerEditable { ConstraintMakerEditable() }
    @discardableResult public func lessThanOrEqualTo(_ other: ConstraintRelatableTarget) -> ConstraintMakerEditable {
        ConstraintMakerEditable()
    }
    @discardableResult public func lessThanOrEqualToSuperview() -> ConstraintMakerEditable { ConstraintMakerEditable() }
    @discardableResult public func greaterThanOrEqualTo(_ other: ConstraintRelatableTarget) -> ConstraintMakerEditable {
        ConstraintMakerEditable()
    }
    @discardableResult public func greaterThanOrEqualToSuperview() -> ConstraintMakerEditable {
        ConstraintMakerEditable()
    }
}

public class ConstraintMakerExtendable: ConstraintMakerRelatable {
    public var left: ConstraintMakerExtendable { self }
    public var top: ConstraintMakerExtendable { self }
    public var bottom: ConstraintMakerExtendable { self }
    public var right: ConstraintMakerExtendable { self }
    public var leading: ConstraintMakerExtendable { self }
    public var trailing: ConstraintMakerExtendable { self }
    public var width: ConstraintMakerExtendable { self }
    public var height: ConstraintMakerExtendable { self }
    public var centerX: ConstraintMakerExtendable { self }
    public var centerY: ConstraintMakerExtendable { self }
    public var lastBaseline: ConstraintMakerExtendable { self }
    public var firstBaseline: ConstraintMakerExtendable { self }
    public var edges: ConstraintMakerExtendable { self }
    public var horizontalEdges: ConstraintMakerExtendable { self }
    public var verticalEdges: ConstraintMakerExtendable { self }
    public var directionalEdges: ConstraintMakerExtendable { self }
    public var directionalHorizontalEdges: ConstraintMakerExtendable { self }
    public var directionalVerticalEdges: ConstraintMakerExtendable { self }
    public var size: ConstraintMakerExtendable { self }
    public var center: ConstraintMakerExtendable { self }
    public var margins: ConstraintMakerExtendable { self }
    public var directionalMargins: ConstraintMakerExtendable { self }
    public var leadingMargin: ConstraintMakerExtendable { self }
    public var trailingMargin: ConstraintMakerExtendable { self }
    public var topMargin: ConstraintMakerExtendable { self }
    public var bottomMargin: ConstraintMakerExtendable { self }
    public var leftMargin: ConstraintMakerExtendable { self }
    public var rightMargin: ConstraintMakerExtendable { self }
    public var centerWithinMargins: ConstraintMakerExtendable { self }
}

public final class ConstraintMaker {
    public var left: ConstraintMakerExtendable { ConstraintMakerExtendable() }
    public var top: ConstraintMakerExtendable { ConstraintMakerExtendable() }
    public var bottom: ConstraintMakerExtendable { ConstraintMakerExtendable() }
    public var right: ConstraintMakerExtendable { ConstraintMakerExtendable() }
    public var leading: ConstraintMakerExtendable { ConstraintMakerExtendable() }
    public var trailing: ConstraintMakerExtendable { ConstraintMakerExtendable() }
    public var width: ConstraintMakerExtendable { ConstraintMakerExtendable() }
    public var height: ConstraintMakerExtendable { ConstraintMakerExtendable() }
    public var centerX: ConstraintMakerExtendable { ConstraintMakerExtendable() }
    public var centerY: ConstraintMakerExtendable { ConstraintMakerExtendable() }
    public var lastBaseline: ConstraintMakerExtendable { ConstraintMakerExtendable() }
    public var firstBaseline: ConstraintMakerExtendable { ConstraintMakerExtendable() }
    public var edges: ConstraintMakerExtendable { ConstraintMakerExtendable() }
    public var horizontalEdges: ConstraintMakerExtendable { ConstraintMakerExtendable() }
    public var verticalEdges: ConstraintMakerExtendable { ConstraintMakerExtendable() }
    public var directionalEdges: ConstraintMakerExtendable { ConstraintMakerExtendable() }
    public var directionalHorizontalEdges: ConstraintMakerExtendable { ConstraintMakerExtendable() }
    public var directionalVerticalEdges: ConstraintMakerExtendable { ConstraintMakerExtendable() }
    public var size: ConstraintMakerExtendable { ConstraintMakerExtendable() }
    public var center: ConstraintMakerExtendable { ConstraintMakerExtendable() }
    public var margins: ConstraintMakerExtendable { ConstraintMakerExtendable() }
    public var directionalMargins: ConstraintMakerExtendable { ConstraintMakerExtendable() }
    public var leadingMargin: ConstraintMakerExtendable { ConstraintMakerExtendable() }
    public var trailingMargin: ConstraintMakerExtendable { ConstraintMakerExtendable() }
    public var topMargin: ConstraintMakerExtendable { ConstraintMakerExtendable() }
    public var bottomMargin: ConstraintMakerExtendable { ConstraintMakerExtendable() }
    public var leftMargin: ConstraintMakerExtendable { ConstraintMakerExtendable() }
    public var rightMargin: ConstraintMakerExtendable { ConstraintMakerExtendable() }
    public var centerWithinMargins: ConstraintMakerExtendable { ConstraintMakerExtendable() }
}

/// `view.snp` and `layoutGuide.snp`: the anchors as items, and the constraint closures.
public struct ConstraintViewDSL {
    public var left: ConstraintItem { ConstraintItem() }
    public var top: ConstraintItem { ConstraintItem() }
    public var bottom: ConstraintItem { ConstraintItem() }
    public var right: ConstraintItem { ConstraintItem() }
    public var leading: ConstraintItem { ConstraintItem() }
    public var trailing: ConstraintItem { ConstraintItem() }
    public var width: ConstraintItem { ConstraintItem() }
    public var height: ConstraintItem { ConstraintItem() }
    public var centerX: ConstraintItem { ConstraintItem() }
    public var centerY: ConstraintItem { ConstraintItem() }
    public var lastBaseline: ConstraintItem { ConstraintItem() }
    public var firstBaseline: ConstraintItem { ConstraintItem() }
    public var edges: ConstraintItem { ConstraintItem() }
    public var size: ConstraintItem { ConstraintItem() }
    public var center: ConstraintItem { ConstraintItem() }
    public var margins: ConstraintItem { ConstraintItem() }
    public var leadingMargin: ConstraintItem { ConstraintItem() }
    public var trailingMargin: ConstraintItem { ConstraintItem() }
    public var topMargin: ConstraintItem { ConstraintItem() }
    public var bottomMargin: ConstraintItem { ConstraintItem() }
    public var leftMargin: ConstraintItem { ConstraintItem() }
    public var rightMargin: ConstraintItem { ConstraintItem() }
    public var safeAreaLayoutGuide: ConstraintItem { ConstraintItem() }
    public var layoutMarginsGuide: ConstraintItem { ConstraintItem() }
    public var target: AnyObject? { nil }

    @discardableResult
    public func prepareConstraints(_ closure: (_ make: ConstraintMaker) -> Void) -> [Constraint] { [] }
    public func makeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {}
    public func remakeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {}
    public func updateConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {}
    public func removeConstraints() {}
}

extension UIView {
    public var snp: ConstraintViewDSL { ConstraintViewDSL() }
}

extension UILayoutGuide {
    public var snp: ConstraintViewDSL { ConstraintViewDSL() }
}
