// The app the rule documents' examples are written in: the views, constants and
// helpers they name without declaring, so that each example type-checks as written.
// An example's statements run in a method of `ExampleHost` (see TypeCheckTests).
import SnapKit
import UIKit

class ExampleHost: UIView {
    let titleLabel = UILabel(), subtitleLabel = UILabel(), detailLabel = UILabel(), brandLabel = UILabel()
    let durationLabel = UILabel(), nameLabel = UILabel()
    var progressLabel: UILabel?
    let iconView = UIImageView(), avatarView = UIImageView(), avatar = UIImageView(), artworkView = UIImageView()
    let playImageView = UIImageView(), playImage = UIImageView(), imageView = UIImageView(), logo = UIImageView()
    let badge = UIView(), badgeView = UIView(), containerView = UIView(), contentView = UIView(), panel = UIView()
    let headerView = UIView(), separatorView = UIView(), guideView = UIView(), handle = UIView()
    let qrCodeButton = UIButton(), button = UIButton(), spinner = UIActivityIndicatorView()
    let scrollView = UIScrollView(), stackView = UIStackView()
    var heightConstraint = NSLayoutConstraint(), widthConstraint = NSLayoutConstraint()
    var topConstraint: NSLayoutConstraint?, pendingConstraint: NSLayoutConstraint?
    var storedConstraints: [NSLayoutConstraint] = []
    let inset: CGFloat = 8, top: CGFloat = 8, bottom: CGFloat = 8, ratio: CGFloat = 0.5
    let url = URL(fileURLWithPath: "/")
    var isLandscape = false
    var side = Side.left, edge = Side.left
}

enum Side {
    case left, right
}

enum Constants {
    static let inset: CGFloat = 16
}

enum Asset {
    static let iconPlay = ImageAsset()
}

struct ImageAsset {
    var image: UIImage { UIImage() }
}

struct Props {
    var name = "", bio = "", title = "", avatar: UIImage?, image: UIImage?
}

enum Theme {
    static let current = ThemeColors()
}

struct ThemeColors {
    let primary = UIColor.systemBlue
}

struct CompanionColors {
    let viewBackgroundColor = UIColor.systemBackground
}

extension UIColor {
    static let companion = CompanionColors()
}

enum Typography {
    static let headline = UIFont.preferredFont(forTextStyle: .headline)
    static let body = UIFont.preferredFont(forTextStyle: .body)
}

struct Pagination {
    let limit: Int
}

struct ConnectionConfiguration {
    let url: URL
    let priority: Int
}

final class SignInView: UIView {
    let signInButton = UIButton()
}

final class Playback {}
final class ChildViewController: UIViewController {}
final class NowPlayingViewController: UIViewController {}
final class PaletteViewController: UIViewController {}

/// A dependency's SwiftUI host, as some UI frameworks declare one over `UIHostingController`.
open class HostingController<Content>: UIViewController {}
struct SettingsScreen {}

final class Account {
    var isActive = false
}

// Many projects let a priority be written as a number; priority_literal asks for names.
extension UILayoutPriority: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int) {
        self.init(Float(value))
    }
}

extension UIView {
    func addSubview(_ subview: UIView, withConstraints constraints: [NSLayoutConstraint]) {
        addSubview(subview)
        NSLayoutConstraint.activate(constraints)
    }
}

extension UIControl {
    /// A project's closure-based `addTarget`, as several UI frameworks declare it.
    func on(_ event: UIControl.Event, handler: @escaping (UIControl) -> Void) {}
}

extension NSLayoutConstraint {
    func withPriority(_ priority: UILayoutPriority) -> NSLayoutConstraint {
        self.priority = priority
        return self
    }
}

enum ReaderSettings {
    static var fontName = "Georgia", fontSize: CGFloat = 17
}

// A layout library's API (toshi-ios-client uses TinyConstraints): a dependency, which uilint cannot read.
extension UIView {
    @discardableResult func top(to view: UIView, offset: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint()
    }
}

// A project's layout DSL reached through a member of the view (Shook's `ezl`), declared in a file uilint is not shown.
struct LayoutDSL {
    func makeConstraint(_ build: (LayoutDSL) -> Void) {}
}

extension UIView {
    var ezl: LayoutDSL { LayoutDSL() }
}

// The Then library's `then` (Purithm_iOS and many SnapKit apps declare their views with it): a dependency that
// hands the new object to a closure and returns it.
protocol Then {}

extension Then where Self: AnyObject {
    func then(_ block: (Self) throws -> Void) rethrows -> Self {
        try block(self)
        return self
    }
}

extension UIView: Then {}
