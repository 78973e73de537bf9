// Generated from rules/*.md by `swift run uilint-generate`; do not edit.

let embeddedRuleDocuments: [String: String] = [
    "activation_order": ####"""
# activation_order

**Default:** on · **Severity:** warning · **Fix:** yes

## Why

Swapping one stored constraint for another (shown and hidden, expanded and
collapsed, compact and regular) must take the old one out before putting the new
one in. Activated first, the new one is in the engine together with the old for
a moment: when the two disagree, UIKit logs "Unable to simultaneously satisfy
constraints" and breaks one of them — possibly not the one about to go, which
leaves the layout wrong after the swap.

## What triggers

In one block, a stored constraint (kept in a property or local) is activated —
`a.isActive = true`, `NSLayoutConstraint.activate([a, …])`, SnapKit's
`a.activate()` — while stored constraints that the block deactivates later are
still in force, and together they cannot hold: no layout satisfies the required
constraints in force at that moment (with those the type keeps installed), or
they fix the width of a container UIKit sizes (a controller's root view, a
table cell) to one number. A pair the code swaps for each other that pins both
edges of a view to one anchor with a negative size between them (`bottom ==
guide.top` for hidden, `top == guide.top + spacing` for shown) cannot hold
either: whatever the view holds then conflicts; a symbol counts as zero or
more there, as spacing is written. The finding is on the activation and names
the smallest set of those constraints that conflicts with it.

```swift triggers
final class NewItemsController: UIViewController {
    private let banner = UIView()
    private var hiddenConstraint: NSLayoutConstraint?
    private var visibleConstraint: NSLayoutConstraint?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(banner)
        banner.translatesAutoresizingMaskIntoConstraints = false
        hiddenConstraint = banner.bottomAnchor.constraint(equalTo: view.topAnchor)
        visibleConstraint = banner.topAnchor.constraint(equalTo: view.topAnchor, constant: 8)
        hiddenConstraint?.isActive = true
    }

    func showBanner() {
        hiddenConstraint?.isActive = false
        visibleConstraint?.isActive = true
    }

    func hideBanner() {
        ↓hiddenConstraint?.isActive = true
        visibleConstraint?.isActive = false
    }
}
```

Its findings say, in order:

```text messages
`hiddenConstraint` (`banner.bottom == view.top`) is activated before `visibleConstraint` (`banner.top == view.top + 8`, line 22) is deactivated: for a moment both hold `banner`, and UIKit breaks one of them; deactivate first
```

## What does not trigger

Deactivating first; constraints that can hold together — a pair that only
squeezes a view to zero size (sendbird-uikit-ios 24f6948), a size whose constant
the code changes (it could be the one that fits); a constraint replaced under the
same name (its old value is deactivated before the new one is made), or made anew
between the activation and the deactivation (a new constraint is not in force).

A constraint that only code on older systems activates is not in the engine where the newer
systems' branch runs (`if #available`); one made inactive and never activated is never in it.

```swift passes
final class TransactionCell: UITableViewCell {
    private let status = UILabel()
    private var pendingConstraint: NSLayoutConstraint?
    private var completeConstraint: NSLayoutConstraint?
    private var spareConstraint: NSLayoutConstraint?

    func showPending() {
        if #available(iOS 13, *) {
            completeConstraint?.isActive = true
            pendingConstraint?.isActive = false
        } else {
            pendingConstraint?.isActive = true
        }
    }

    func showComplete() {
        completeConstraint = status.leadingAnchor.constraint(equalTo: contentView.leadingAnchor)
        pendingConstraint = status.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16)
        spareConstraint = status.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 32)
        completeConstraint?.isActive = true
        spareConstraint?.isActive = false
    }
}
```

```swift passes
final class TabBar: UIView {
    private let indicator = UIView()
    private let first = UILabel()
    private var centering: NSLayoutConstraint?
    private var width: NSLayoutConstraint?

    func select(_ label: UILabel) {
        centering?.isActive = false
        centering = indicator.centerXAnchor.constraint(equalTo: label.centerXAnchor)
        centering?.isActive = true
        width?.isActive = false
        width = indicator.widthAnchor.constraint(equalTo: label.widthAnchor)
        width?.isActive = true
    }
}
```

```swift passes
final class ProfileView: UIView {
    private let contentView = UIView()
    private var contentTopConstraint: NSLayoutConstraint?
    private var contentBottomConstraint: NSLayoutConstraint?

    func show() {
        contentBottomConstraint?.isActive = false
        contentTopConstraint?.isActive = true
    }

    func dismiss() {
        contentBottomConstraint?.isActive = true
        contentTopConstraint?.isActive = false
    }

    func prepare() {
        contentTopConstraint = contentView.topAnchor.constraint(equalTo: bottomAnchor)
        contentBottomConstraint = contentView.bottomAnchor.constraint(equalTo: bottomAnchor)
    }
}
```

A constraint activated in the same list as another, and switched off after it, was never
in force before that list: deactivating it first would do nothing. When the two cannot hold
together, the list itself is the conflict, and `conflicting_constraints` reports it
(reynard-browser cf1a795's failure screen):

```swift passes
final class FailureView: UIView {
    private let errorContainerView = UIView()
    private let quitButton = UIButton()
    private var topToErrorConstraint: NSLayoutConstraint?
    private var topToButtonConstraint: NSLayoutConstraint?

    override init(frame: CGRect) {
        super.init(frame: frame)
        let topRegionGuide = UILayoutGuide()
        addLayoutGuide(topRegionGuide)
        addSubview(errorContainerView)
        addSubview(quitButton)
        topToErrorConstraint = topRegionGuide.bottomAnchor.constraint(equalTo: errorContainerView.topAnchor, constant: -20)
        topToButtonConstraint = topRegionGuide.bottomAnchor.constraint(equalTo: quitButton.topAnchor, constant: -20)
        guard let topToErrorConstraint, let topToButtonConstraint else { return }
        NSLayoutConstraint.activate([
            topRegionGuide.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor),
            topToErrorConstraint,
            topToButtonConstraint,
            errorContainerView.bottomAnchor.constraint(equalTo: quitButton.topAnchor, constant: -16),
            errorContainerView.heightAnchor.constraint(equalToConstant: 52),
        ])
        topToButtonConstraint.isActive = false
    }

    required init?(coder: NSCoder) { fatalError() }

    func updateForOrientation(isPhoneLandscape: Bool) {
        topToErrorConstraint?.isActive = !isPhoneLandscape
        topToButtonConstraint?.isActive = isPhoneLandscape
    }
}
```

A stored name given different constraints in different places holds one of them at a
time; which one a deactivation takes out is not known, so it takes part in no finding
(ruuvi com.ruuvi.station.ios 15044d0b1's dashboard cell):

```swift passes
final class SensorCell: UICollectionViewCell {
    private let containerView = UIView()
    private let imageCardView = UIView()
    private let nameLabel = UILabel()
    private let noDataView = UIView()
    private var nameLeadingConstraint: NSLayoutConstraint!
    private var noDataLeadingConstraint: NSLayoutConstraint!

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(containerView)
        containerView.addSubview(imageCardView)
        containerView.addSubview(nameLabel)
        containerView.addSubview(noDataView)
        nameLeadingConstraint = nameLabel.leadingAnchor.constraint(equalTo: containerView.leadingAnchor, constant: 16)
        nameLeadingConstraint.isActive = true
        noDataLeadingConstraint = noDataView.leadingAnchor.constraint(equalTo: containerView.leadingAnchor)
        noDataLeadingConstraint.isActive = true
    }

    required init?(coder: NSCoder) { fatalError() }

    func showImage(_ showsImage: Bool) {
        if showsImage {
            nameLeadingConstraint.isActive = false
            nameLeadingConstraint = nameLabel.leadingAnchor.constraint(equalTo: imageCardView.trailingAnchor, constant: 14)
            nameLeadingConstraint.isActive = true
            noDataLeadingConstraint.isActive = false
            noDataLeadingConstraint = noDataView.leadingAnchor.constraint(equalTo: imageCardView.trailingAnchor, constant: 14)
            noDataLeadingConstraint.isActive = true
        } else {
            nameLeadingConstraint.isActive = false
            nameLeadingConstraint = nameLabel.leadingAnchor.constraint(equalTo: containerView.leadingAnchor, constant: 16)
            nameLeadingConstraint.isActive = true
            noDataLeadingConstraint.isActive = false
            noDataLeadingConstraint = noDataView.leadingAnchor.constraint(equalTo: containerView.leadingAnchor)
            noDataLeadingConstraint.isActive = true
        }
    }
}
```

A compact layout put in while the regular one is still in force: leading,
centring and a fixed width would fix the screen's width. One finding per
conflict: `trailing` adds nothing to the one `leading` starts.

```swift triggers
final class CardController: UIViewController {
    private let card = UIView()
    private lazy var leading = card.leadingAnchor.constraint(equalTo: view.leadingAnchor)
    private lazy var trailing = card.trailingAnchor.constraint(equalTo: view.trailingAnchor)
    private lazy var centerX = card.centerXAnchor.constraint(equalTo: view.centerXAnchor)
    private lazy var width = card.widthAnchor.constraint(equalToConstant: 480)

    func useRegularLayout() {
        leading.isActive = false
        trailing.isActive = false
        centerX.isActive = true
        width.isActive = true
    }

    func useCompactLayout() {
        ↓leading.isActive = true
        trailing.isActive = true
        centerX.isActive = false
        width.isActive = false
    }
}
```

Its findings say, in order:

```text messages
`leading` (`card.leading == view.leading`) is activated before `centerX` (`card.centerX == view.centerX`, line 18) and `width` (`card.width == 480`, line 19) are deactivated: for a moment they all hold `card`, and UIKit breaks one of them; deactivate first
```

## Options

None.

## Fix

Moves the deactivations the finding names up to just before the activation,
in their order and with the comments above them, when only activations,
deactivations and changes of stored constraints lie between them.

```swift fix-before
final class CollapsibleView: UIView {
    private let body = UIView()
    private lazy var expanded = body.heightAnchor.constraint(equalToConstant: 200)
    private lazy var collapsed = body.heightAnchor.constraint(equalToConstant: 0)

    func expand() {
        collapsed.isActive = false
        expanded.isActive = true
    }

    func collapse() {
        collapsed.isActive = true
        // The full height goes.
        expanded.isActive = false
    }
}
```

```swift fix-after
final class CollapsibleView: UIView {
    private let body = UIView()
    private lazy var expanded = body.heightAnchor.constraint(equalToConstant: 200)
    private lazy var collapsed = body.heightAnchor.constraint(equalToConstant: 0)

    func expand() {
        collapsed.isActive = false
        expanded.isActive = true
    }

    func collapse() {
        // The full height goes.
        expanded.isActive = false
        collapsed.isActive = true
    }
}
```

"""####,
    "ambiguous_layout": ####"""
# ambiguous_layout

**Default:** opt-in · **Severity:** warning · **Fix:** no

## Why

A view whose constraints leave its position or size open on an axis has many
possible layouts; UIKit picks one, and the view jumps between launches,
animations and rotations, or collapses to zero size. Interface Builder flags
this at design time; in code nothing does until someone sees it.

## What triggers

A view the type makes and lays out with Auto Layout (its autoresizing flag
cleared, or SnapKit), which nothing else can touch — a `private` or
`fileprivate` property made in its declaration, or a local of the set-up path,
never handed to code uilint does not follow, not in a stack view, never given a
frame — whose constraints in force once the type is set up leave an axis
undetermined, and whose own constraints are what lack one. An axis is
determined by its `=` constraints: a position (`leading`, `trailing`, `centerX`;
`top`, `bottom`, `centerY`, baselines) plus another position, a size, a size
relative to another view, an aspect ratio, or an intrinsic size (`UILabel`,
`UIButton`, `UITextField`, `UISwitch`, `UISegmentedControl`, `UIStepper`,
`UIActivityIndicatorView`, `UIPageControl`; `UISlider` and `UIProgressView`
in height; `UIImageView` given an image, `UITextView` that does not scroll,
`UIStackView` with arranged subviews, and the project's classes that override
`intrinsicContentSize`). A container is sized by what it holds when its content
is pinned to both its sides.

```swift triggers
final class CardView: UIView {
    private let container = UIView()
    private let title = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(container)
        container.addSubview(title)
        container.translatesAutoresizingMaskIntoConstraints = false
        title.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            ↓container.topAnchor.constraint(equalTo: topAnchor),
            container.leadingAnchor.constraint(equalTo: leadingAnchor),
            container.trailingAnchor.constraint(equalTo: trailingAnchor),
            title.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            title.centerYAnchor.constraint(equalTo: container.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}
```

Its findings say, in order:

```text messages
`container`: height is ambiguous — constraints give `top` only; add `bottom` or `height`
```

A view it holds, tied to the view itself, does not place it: only a tie to a view outside
does (falcon 45aa143's error view, whose image sits 120 points below its stack's top):

```swift triggers
final class ErrorMessageView: UIView {
    private let scrollView = UIScrollView()
    private let labelsStackView = UIStackView()
    private let titleLabel = UILabel()
    private let imageView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        labelsStackView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(scrollView)
        scrollView.addSubview(labelsStackView)
        labelsStackView.addArrangedSubview(titleLabel)
        labelsStackView.addArrangedSubview(imageView)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: trailingAnchor),
            ↓labelsStackView.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            labelsStackView.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            labelsStackView.topAnchor.constraint(greaterThanOrEqualTo: scrollView.topAnchor),
            labelsStackView.bottomAnchor.constraint(lessThanOrEqualTo: scrollView.bottomAnchor),
            imageView.topAnchor.constraint(equalTo: labelsStackView.topAnchor, constant: 120),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}
```

Its findings say, in order:

```text messages
`labelsStackView`: vertical position is ambiguous — constraints give only bounds on `top` and `bottom`; add a position (`top`, `bottom` or `centerY`)
```

A view given its size but no place on an axis is told that its position is open, and
not to add the size it has (iOS07-Soulmate a651d7c's partner view):

```swift triggers
final class PartnerCell: UICollectionViewCell {
    private let partnerView = UIView()
    private let nameLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(nameLabel)
        contentView.addSubview(partnerView)
        nameLabel.snp.makeConstraints { make in
            make.top.leading.equalToSuperview().inset(16)
        }
        partnerView.snp.makeConstraints { make in
            ↓make.width.height.equalTo(48)
            make.top.equalTo(nameLabel.snp.bottom).offset(8)
        }
    }

    required init?(coder: NSCoder) { fatalError() }
}
```

Its findings say, in order:

```text messages
`partnerView`: horizontal position is ambiguous — constraints give `width` only; add a position (`leading`, `trailing` or `centerX`)
```

A view made in a function is one of the type's too, once the function adds it (CovidCertificate-App-iOS's
certificate screen gives a background view a width and no horizontal position):

```swift triggers
final class CertificateViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let backgroundView = UIView()
        view.addSubview(backgroundView)
        backgroundView.snp.makeConstraints { make in
            ↓make.top.bottom.equalToSuperview()
            make.width.equalToSuperview().multipliedBy(3)
        }
    }
}
```

Its findings say, in order:

```text messages
`backgroundView`: horizontal position is ambiguous — constraints give `width` only; add a position (`leading`, `trailing` or `centerX`)
```

A view that only takes its size from a view with no position has none of its own either:
both are reported (iOS07-Soulmate a651d7c's photo in its card):

```swift triggers
final class CardCell: UICollectionViewCell {
    private let cardView = UIView()
    private let photoView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(cardView)
        cardView.addSubview(photoView)
        photoView.snp.makeConstraints { make in
            ↓↓make.width.height.equalToSuperview()
        }
        cardView.snp.makeConstraints { make in
            ↓↓make.width.equalToSuperview()
            make.height.equalTo(cardView.snp.width)
        }
    }

    required init?(coder: NSCoder) { fatalError() }
}
```

Its findings say, in order:

```text messages
`photoView`: horizontal position is ambiguous — constraints give `width` only; add a position (`leading`, `trailing` or `centerX`)
`photoView`: vertical position is ambiguous — constraints give `height` only; add a position (`top`, `bottom` or `centerY`)
`cardView`: horizontal position is ambiguous — constraints give `width` only; add a position (`leading`, `trailing` or `centerX`)
`cardView`: vertical position is ambiguous — constraints give `height` only; add a position (`top`, `bottom` or `centerY`)
```

## What does not trigger

A view sized by its content or its intrinsic size; a class uilint cannot see
(its size may come from its own constraints); a view whose missing constraint is
made later (in another function, in a branch); a view handed to other code.

```swift passes
final class TagView: UIView {
    private let container = UIView()
    private let title = UILabel()
    private let badge = BadgeCounter()
    private let spacer = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(container)
        container.addSubview(title)
        addSubview(badge)
        addSubview(spacer)
        [container, title, badge, spacer].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
        NSLayoutConstraint.activate([
            container.topAnchor.constraint(equalTo: topAnchor),
            container.leadingAnchor.constraint(equalTo: leadingAnchor),
            title.topAnchor.constraint(equalTo: container.topAnchor, constant: 4),
            title.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -4),
            title.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 8),
            title.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -8),
            badge.topAnchor.constraint(equalTo: topAnchor),
            badge.leadingAnchor.constraint(equalTo: container.trailingAnchor),
            spacer.topAnchor.constraint(equalTo: topAnchor),
        ])
    }

    func layoutSpacer(width: CGFloat) {
        NSLayoutConstraint.activate([
            spacer.leadingAnchor.constraint(equalTo: badge.trailingAnchor),
            spacer.widthAnchor.constraint(equalToConstant: width),
            spacer.heightAnchor.constraint(equalToConstant: 1),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}

final class BadgeCounter: UIView {}
```

An image view made by an initializer UIKit does not declare may be given its
image there, and then sizes itself (found on firebase/quickstart-ios e6583fb).

```swift passes
final class InfoViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let infoSymbol = UIImageView(symbolNamed: "info.circle")
        infoSymbol.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(infoSymbol)
        NSLayoutConstraint.activate([
            infoSymbol.topAnchor.constraint(equalTo: view.topAnchor, constant: 16),
            infoSymbol.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
        ])
    }
}

extension UIImageView {
    convenience init(symbolNamed name: String) {
        self.init(image: UIImage(systemName: name))
    }
}
```

A view set up in the closure that makes it (`imageView.image = …` on the
closure's local), and a stack view given arranged subviews through `self.`, size
themselves (found on apps nobody here had tuned to: DoriDori_iOS 4e60ade,
Polaris-iOS 60e12e8):

```swift passes
final class EmptyStateView: UIView {
    private let emptyImageView: UIImageView = {
        let imageView = UIImageView()
        imageView.image = UIImage(named: "empty")
        return imageView
    }()
    private let stackView = UIStackView()
    private let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(emptyImageView)
        addSubview(stackView)
        self.stackView.addArrangedSubview(self.titleLabel)
        emptyImageView.snp.makeConstraints { make in
            make.top.centerX.equalToSuperview()
        }
        stackView.snp.makeConstraints { make in
            make.top.equalTo(emptyImageView.snp.bottom).offset(10)
            make.centerX.equalToSuperview()
        }
    }

    required init?(coder: NSCoder) { fatalError() }
}
```

A view handed to a stack view in a loop over several views is placed by the stack
(YeoBee-iOS fa04471):

```swift passes
final class TripCell: UICollectionViewCell {
    private let flagView = UIView()
    private let titleLabel = UILabel()
    private let stackView = UIStackView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        [
            flagView,
            titleLabel,
        ].forEach {
            stackView.addArrangedSubview($0)
        }
        contentView.addSubview(stackView)
        flagView.snp.makeConstraints { make in
            make.width.equalTo(25)
            make.height.equalTo(18)
        }
        stackView.snp.makeConstraints { make in
            make.edges.equalToSuperview()
        }
    }

    required init?(coder: NSCoder) { fatalError() }
}
```

A view pinned through its own guide (`button.safeAreaLayoutGuide.leadingAnchor`) is placed
by it: the guide follows the view at insets UIKit sets (pocket-ios ac8293f):

```swift passes
final class SavedViewController: UIViewController {
    private let addTagsButton = UIButton()
    private let dismissLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(dismissLabel)
        view.addSubview(addTagsButton)
        dismissLabel.translatesAutoresizingMaskIntoConstraints = false
        addTagsButton.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            addTagsButton.bottomAnchor.constraint(equalTo: dismissLabel.topAnchor, constant: -16),
            addTagsButton.safeAreaLayoutGuide.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
            addTagsButton.safeAreaLayoutGuide.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -16),
            dismissLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            dismissLabel.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
        ])
    }
}
```

A stack view is placed with what it arranges: constraints on its arranged view, made
later or in a branch, place the stack too (tonkeeper ios 2216d9f):

```swift passes
final class SheetHeaderView: UIView {
    private let titleLabel = UILabel()
    private let subtitleLabel = UILabel()
    private let titleVerticalStackView = UIStackView()
    private let titleHorizontalStackView = UIStackView()
    private let closeButton = UIButton()

    private lazy var titleCenterXConstraint: NSLayoutConstraint = {
        titleVerticalStackView.centerXAnchor.constraint(equalTo: centerXAnchor)
    }()
    private lazy var titleLeadingConstraint: NSLayoutConstraint = {
        titleVerticalStackView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16)
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(closeButton)
        addSubview(titleHorizontalStackView)
        titleHorizontalStackView.addArrangedSubview(titleVerticalStackView)
        titleVerticalStackView.addArrangedSubview(titleLabel)
        titleVerticalStackView.addArrangedSubview(subtitleLabel)
        titleHorizontalStackView.translatesAutoresizingMaskIntoConstraints = false
        closeButton.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            closeButton.topAnchor.constraint(equalTo: topAnchor, constant: 16),
            closeButton.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            titleHorizontalStackView.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            titleHorizontalStackView.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
            titleHorizontalStackView.trailingAnchor.constraint(lessThanOrEqualTo: closeButton.leadingAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }

    func showsBackButton(_ shows: Bool) {
        titleLeadingConstraint.isActive = !shows
        titleCenterXConstraint.isActive = shows
    }
}
```

A placed view that a view given later fills is sized by it (tonkeeper ios 2216d9f's
navigation bar, whose centre view is set by its screens):

```swift passes
final class NavigationBar: UIView {
    private let centerContainer = UIView()

    var centerView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            guard let centerView else { return }
            centerContainer.addSubview(centerView)
            centerView.snp.makeConstraints { make in
                make.edges.equalTo(centerContainer)
            }
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(centerContainer)
        centerContainer.snp.makeConstraints { make in
            make.top.bottom.equalToSuperview()
            make.centerX.equalToSuperview()
        }
    }

    required init?(coder: NSCoder) { fatalError() }
}
```

A view the type leaves to its frame and autoresizing (its flag never cleared), or one it
does not declare, is placed elsewhere: views tied to it are judged by their own
constraints and their neighbours' (nextcloud talk-ios 2d31eda5, whose superclass places
the composer view):

```swift passes
class ComposerViewController: UIViewController {
    init(composerView: UIView) {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError() }
}

final class ThreadCreationViewController: ComposerViewController {
    private let composerView = UIView()
    private let titleLabel = UILabel()
    private let titleField = UITextField()

    init() {
        super.init(composerView: composerView)
        composerView.addSubview(titleLabel)
        composerView.addSubview(titleField)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        titleField.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(greaterThanOrEqualTo: composerView.safeAreaLayoutGuide.topAnchor, constant: 16),
            titleLabel.leadingAnchor.constraint(equalTo: composerView.leadingAnchor, constant: 16),
            titleLabel.trailingAnchor.constraint(equalTo: composerView.trailingAnchor, constant: -16),
            titleField.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 8),
            titleField.leadingAnchor.constraint(equalTo: composerView.leadingAnchor, constant: 16),
            titleField.trailingAnchor.constraint(equalTo: composerView.trailingAnchor, constant: -16),
            titleField.bottomAnchor.constraint(equalTo: composerView.safeAreaLayoutGuide.bottomAnchor, constant: -16),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}
```

A view with a constraint uilint cannot read is placed by what it cannot see, and so are the
views tied to it (GithubClient 7969212a's container, pinned with `make.edges.equalTo(UIEdgeInsets(…))`,
whose tag is placed by its title's `centerY`):

```swift passes
final class WorkflowCell: UITableViewCell {
    private let containerView = UIView()
    private let workflowTag = UILabel()
    private let titleLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(containerView)
        containerView.snp.makeConstraints { make in
            make.edges.equalTo(UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10))
        }
        containerView.addSubview(workflowTag)
        workflowTag.snp.makeConstraints { make in
            make.leading.equalToSuperview().offset(10)
            make.size.equalTo(CGSize(width: 30, height: 30))
        }
        containerView.addSubview(titleLabel)
        titleLabel.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(15)
            make.centerY.equalTo(workflowTag)
            make.leading.equalTo(workflowTag.snp.trailing).offset(10)
        }
    }

    required init?(coder: NSCoder) { fatalError() }
}
```

Constraints made in a loop over views (`[label, icon].forEach { $0.… }`) are not read one view at
a time, so the views in the loop are not judged; and a multiplier uilint cannot compute still ties
two sizes (SniffMeet 5b18c24's location row and tab underline):

```swift passes
final class LocationRow: UIView {
    private let guideLabel = UILabel()
    private let chevronImageView = UIImageView(image: UIImage(systemName: "chevron.right"))
    private let underlineView = UIView()
    private var underlineLeading: NSLayoutConstraint?
    var segmentCount = 2

    override init(frame: CGRect) {
        super.init(frame: frame)
        [guideLabel, chevronImageView, underlineView].forEach {
            addSubview($0)
            $0.translatesAutoresizingMaskIntoConstraints = false
        }
        NSLayoutConstraint.activate([
            guideLabel.leadingAnchor.constraint(equalTo: leadingAnchor),
            chevronImageView.trailingAnchor.constraint(equalTo: trailingAnchor),
        ])
        [guideLabel, chevronImageView].forEach {
            $0.centerYAnchor.constraint(equalTo: centerYAnchor).isActive = true
        }
        underlineLeading = underlineView.leadingAnchor.constraint(equalTo: leadingAnchor)
        underlineLeading?.isActive = true
        NSLayoutConstraint.activate([
            underlineView.bottomAnchor.constraint(equalTo: bottomAnchor),
            underlineView.widthAnchor.constraint(equalTo: widthAnchor, multiplier: 1 / CGFloat(segmentCount)),
            underlineView.heightAnchor.constraint(equalToConstant: 4),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}
```

A view added to another in the closure that makes it has that superview: a container is
sized by what its properties' closures add to it (iOS07-Soulmate a651d7c):

```swift passes
final class ProfileCell: UICollectionViewCell {
    private lazy var partnerSubView: UIView = {
        let view = UIView()
        contentView.addSubview(view)
        return view
    }()
    private lazy var partnerName: UILabel = {
        let label = UILabel()
        partnerSubView.addSubview(label)
        return label
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        partnerName.snp.makeConstraints { make in
            make.top.leading.equalToSuperview().inset(24)
            make.bottom.equalToSuperview().inset(50)
        }
        partnerSubView.snp.makeConstraints { make in
            make.centerY.equalToSuperview()
            make.leading.trailing.equalToSuperview()
        }
    }

    required init?(coder: NSCoder) { fatalError() }
}
```

A view the type never adds to a superview is shown by code uilint does not see, or not at all
(Boolti-iOS's gift reservation screen gives a spacer a height and never adds it):

```swift passes
final class ReservationViewController: UIViewController {
    private let contentStackView = UIStackView()
    private let blankSpaceView = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(contentStackView)
        contentStackView.snp.makeConstraints { make in
            make.edges.equalToSuperview()
        }
        blankSpaceView.snp.makeConstraints { make in
            make.height.equalTo(48)
        }
    }
}
```

A view given subviews that uilint cannot name (`[icon, label].forEach { container.addSubview($0) }`)
may be sized by what they are tied to inside it (beside-joosum's folder button):

```swift passes
final class MakeFolderView: UIView {
    private let container = UIView()
    private let plusIcon = UIImageView()
    private let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(container)
        [plusIcon, titleLabel].forEach { container.addSubview($0) }
        container.snp.makeConstraints { make in
            make.center.equalToSuperview()
        }
        plusIcon.snp.makeConstraints { make in
            make.left.top.bottom.equalToSuperview()
            make.size.equalTo(28)
        }
        titleLabel.snp.makeConstraints { make in
            make.right.centerY.equalToSuperview()
            make.left.equalTo(plusIcon.snp.right).offset(4)
        }
    }

    required init?(coder: NSCoder) { fatalError() }
}
```

A stack view places what it arranges: views tied to an arranged view are placed through it
(halloapp-ios-pub's input bar, whose buttons are tied to a panel in its stack):

```swift passes
final class InputBarView: UIView {
    private let stackView = UIStackView()
    private let panel = UIView()
    private let photoButton = UIButton()
    private let sendButton = UIButton()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(stackView)
        stackView.addArrangedSubview(panel)
        panel.addSubview(photoButton)
        panel.addSubview(sendButton)
        [stackView, photoButton, sendButton].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
        NSLayoutConstraint.activate([
            stackView.topAnchor.constraint(equalTo: topAnchor),
            stackView.bottomAnchor.constraint(equalTo: bottomAnchor),
            stackView.leadingAnchor.constraint(equalTo: leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: trailingAnchor),
            sendButton.trailingAnchor.constraint(equalTo: panel.trailingAnchor, constant: -13),
            sendButton.centerYAnchor.constraint(equalTo: panel.centerYAnchor),
            sendButton.leadingAnchor.constraint(equalTo: photoButton.trailingAnchor, constant: 13),
            photoButton.centerYAnchor.constraint(equalTo: panel.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}
```

A view that another type of the file names may be completed there: a subclass that a `fileprivate`
view lets in (halloapp-ios-pub's friend cell, whose subclasses fill its trailing view):

```swift passes
class FriendCell: UICollectionViewCell {
    fileprivate let trailingView = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(trailingView)
        trailingView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            trailingView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            trailingView.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}

final class AddFriendCell: FriendCell {
    private let addButton = UIButton()

    override init(frame: CGRect) {
        super.init(frame: frame)
        trailingView.addSubview(addButton)
        addButton.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            addButton.topAnchor.constraint(equalTo: trailingView.topAnchor),
            addButton.bottomAnchor.constraint(equalTo: trailingView.bottomAnchor),
            addButton.leadingAnchor.constraint(equalTo: trailingView.leadingAnchor),
            addButton.trailingAnchor.constraint(equalTo: trailingView.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}
```

## Options

None.

## Fix

None: which constraint is missing is the author's call; `uilint layout FILE`
shows each view's constraints per axis and which axes are determined.

"""####,
    "conflicting_constraints": ####"""
# conflicting_constraints

**Default:** on · **Severity:** error · **Fix:** no

## Why

When required constraints cannot all hold, UIKit logs "Unable to simultaneously
satisfy constraints" and breaks one of them — at run time, on whichever screen
size or state exposes it, and not always the one the author meant to lose. An
icon given two widths, a view pinned to the same edge twice, a label centred in
its container and pinned to both its edges with an inset on one side: each is a
bug before the app runs, and uilint can prove it from the code alone.

## What triggers

uilint builds the constraint model of each view or controller: every constraint
it makes, with its items, attributes, relation, multiplier, constant and
priority, and whether it is *installed* (activated on every run of the set-up
path: initializers, `loadView`, `viewDidLoad`, `awakeFromNib`, setup functions,
initializer closures, and what they call unconditionally), *stored* (kept in a
property and switched by name) or *conditional*. Then, per axis, it decides
exactly — with rational arithmetic, taking each view's edges and its container's
as unknowns — whether the required constraints in force together can all hold:
those installed, stored ones activated by name on the set-up path, and each
group activated together later (one `makeConstraints` or `activate([...])`
block) with them.

A set that no layout satisfies is reported once, on the constraint that comes
last in the file, naming the others with their lines. Constraints are compared
after normalising their direction, so `a.trailing == b.leading - 10` and
`b.leading == a.trailing` conflict. SnapKit's compound attributes (`edges`,
`horizontalEdges`, `size`, …) expand as SnapKit defines them, with `inset` and
`offset` applied per edge.

```swift triggers
final class LockView: UIView {
    private let lockIcon = UIImageView()
    private let badge = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(lockIcon)
        addSubview(badge)
        lockIcon.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            lockIcon.widthAnchor.constraint(equalToConstant: 40),
            lockIcon.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
        ])
        ↓lockIcon.widthAnchor.constraint(equalToConstant: 24).isActive = true
        badge.snp.makeConstraints { make in
            make.edges.equalToSuperview()
            ↓make.top.equalToSuperview().offset(8)
        }
    }

    required init?(coder: NSCoder) { fatalError() }
}
```

Its findings say, in order:

```text messages
`lockIcon`: `width == 24` conflicts with `width == 40` (line 11); UIKit will break one of them at run time
`badge`: `top == self.top + 8` conflicts with `top == self.top` (line 16); UIKit will break one of them at run time
```

A view centred in its container cannot also keep an inset from both of its
edges when one of them has its sign wrong:

```swift triggers
final class CardController: UIViewController {
    private let card = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(card)
        card.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            card.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            card.leadingAnchor.constraint(greaterThanOrEqualTo: view.leadingAnchor, constant: 16),
            ↓card.trailingAnchor.constraint(greaterThanOrEqualTo: view.trailingAnchor, constant: 16),
            card.topAnchor.constraint(equalTo: view.topAnchor),
        ])
    }
}
```

An axis over-determined by a constant size holds for one container size only.
Where UIKit sets the container's width — a view controller's root view, a table
view cell — that is a conflict on every other screen:

```swift triggers
final class BannerController: UIViewController {
    private let banner = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(banner)
        banner.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            banner.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            banner.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            ↓banner.widthAnchor.constraint(equalToConstant: 300),
            banner.topAnchor.constraint(equalTo: view.topAnchor),
        ])
    }
}
```

The width named is the one the constraints in the message fix, whatever else the type gets wrong
(iGap-iOS's bill cell also centres its holder between unequal insets):

```swift triggers
final class BillCell: UITableViewCell {
    private let holder = UIView()
    private let idLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(holder)
        holder.addSubview(idLabel)
        holder.translatesAutoresizingMaskIntoConstraints = false
        idLabel.translatesAutoresizingMaskIntoConstraints = false
        holder.centerXAnchor.constraint(equalTo: contentView.centerXAnchor).isActive = true
        holder.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 35).isActive = true
        ↓holder.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -15).isActive = true
        idLabel.leadingAnchor.constraint(equalTo: idLabel.trailingAnchor, constant: 10).isActive = true
        ↓idLabel.widthAnchor.constraint(equalTo: holder.widthAnchor, multiplier: 0.5).isActive = true
    }

    required init?(coder: NSCoder) { fatalError() }
}
```

Its findings say, in order:

```text messages
`holder`: `trailing == contentView.trailing - 15` conflicts with `centerX == contentView.centerX` (line 11) and `leading == contentView.leading + 35` (line 12); UIKit will break one of them at run time
`idLabel`: `width == 0.5 × holder.width` with `holder.leading == contentView.leading + 35` (line 12), `holder.trailing == contentView.trailing - 15` (line 13) and `leading == idLabel.trailing + 10` (line 14) fixes the width of `contentView` at 30, which UIKit sets; on any other width UIKit will break one of them at run time
```

Views added to their container in a loop (`[a, b].forEach { container.addSubview($0) }` or
`.forEach(container.addSubview)`) have that container as superview (Purithm_iOS 7d65a35's order option
row keeps a 16-point icon centred in a 20-point row while holding its top at or above the row's):

```swift triggers
final class OrderOptionView: UIView {
    private let container = UIView()
    private let titleLabel = UILabel()
    private let arrowView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(container)
        [titleLabel, arrowView].forEach { container.addSubview($0) }
        container.snp.makeConstraints { make in
            make.edges.equalToSuperview().inset(20)
            make.height.equalTo(20)
        }
        arrowView.snp.makeConstraints { make in
            make.size.equalTo(16)
            make.verticalEdges.lessThanOrEqualToSuperview()
            ↓make.centerY.equalToSuperview()
            make.trailing.equalToSuperview()
        }
    }

    required init?(coder: NSCoder) { fatalError() }
}
```

## What does not trigger

Constraints that may hold together: a lower priority, constants uilint cannot
read that could make the set hold (`inset` and `spacing` may be equal),
constraints in different branches or in functions that run at different times,
items uilint cannot follow (another object's views, a view from a call), and a
fixed size inside a view whose own size is free (it sizes the view).

```swift passes
final class ProfileHeader: UIView {
    private let avatar = UIImageView()
    private let name = UILabel()
    private var isCompact = false
    private let inset: CGFloat = 16
    private var spacing: CGFloat = 8

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(avatar)
        addSubview(name)
        avatar.translatesAutoresizingMaskIntoConstraints = false
        name.translatesAutoresizingMaskIntoConstraints = false
        let preferredWidth = avatar.widthAnchor.constraint(equalToConstant: 64)
        preferredWidth.priority = .defaultHigh
        NSLayoutConstraint.activate([
            avatar.widthAnchor.constraint(equalToConstant: 48),
            preferredWidth,
            avatar.leadingAnchor.constraint(equalTo: leadingAnchor, constant: inset),
            avatar.leadingAnchor.constraint(equalTo: leadingAnchor, constant: spacing * 2),
            name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 8),
            name.trailingAnchor.constraint(equalTo: trailingAnchor),
            name.widthAnchor.constraint(equalToConstant: 200),
        ])
        if isCompact {
            avatar.heightAnchor.constraint(equalToConstant: 32).isActive = true
        } else {
            avatar.heightAnchor.constraint(equalToConstant: 48).isActive = true
        }
    }

    required init?(coder: NSCoder) { fatalError() }
}
```

Which clause of `#if` is compiled is not known, so each clause's constraints stand alone; SnapKit's
`remakeConstraints` replaces the remade view's own constraints, not those of views that point at it:

```swift passes
final class PlayerView: UIView {
    #if os(iOS)
    private lazy var artwork: UIImageView = {
        let view = UIImageView()
        view.widthAnchor.constraint(equalToConstant: 200).isActive = true
        return view
    }()
    #else
    private lazy var artwork: UIImageView = {
        let view = UIImageView()
        view.widthAnchor.constraint(equalToConstant: 400).isActive = true
        return view
    }()
    #endif
}
```

SnapKit's `remakeConstraints` takes away every constraint the view made before,
its width too:

```swift passes
final class GameViewController: UIViewController {
    private let board = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(board)
        board.snp.makeConstraints { make in
            make.leading.equalToSuperview().inset(10)
            make.width.equalTo(170)
        }
        configureGameOverUI()
    }

    private func configureGameOverUI() {
        board.snp.remakeConstraints { make in
            make.leading.trailing.equalToSuperview().inset(50)
        }
    }
}
```

A stored constraint that other files can reach (not `private` or `fileprivate`)
may have its constant changed there, as a cell changes its view's leading inset:

```swift passes
final class LocationInfoView: UIView {
    private let stack = UIStackView()
    var contentLeadingConstraint: NSLayoutConstraint!

    override init(frame: CGRect) {
        super.init(frame: frame)
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        contentLeadingConstraint = stack.leadingAnchor.constraint(equalTo: leadingAnchor)
        contentLeadingConstraint.isActive = true
        stack.snp.makeConstraints { make in
            make.trailing.equalToSuperview().offset(-20)
            make.center.equalToSuperview()
        }
    }

    required init?(coder: NSCoder) { fatalError() }
}
```

A subview's edges tied to the scroll view that holds it (a `UIScrollView`, a table or
collection view, a `UITextView`) are tied to its content, which takes any size: a label
inset 16 points from a text view's content edges and as wide as its frame holds, with
the content 32 points wider (Off-Day 80d6a3e's placeholder):

```swift passes
final class PlaceholderTextView: UITextView {
    private let placeholderLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(placeholderLabel)
        placeholderLabel.snp.makeConstraints { make in
            make.leading.trailing.equalToSuperview().inset(16)
            make.width.equalToSuperview().offset(32)
            make.top.equalToSuperview().inset(8)
        }
    }

    required init?(coder: NSCoder) { fatalError() }
}
```

Nor does a content as wide as it likes fix the width of the cell or screen that holds the scroll
view (se-daily-iOS's tags cell scrolls a 5000-point tag view):

```swift passes
final class TagsCell: UITableViewCell {
    private let scrollView = UIScrollView()
    private let tagsView = UIView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(scrollView)
        scrollView.addSubview(tagsView)
        scrollView.snp.makeConstraints { make in
            make.top.leading.trailing.bottom.equalToSuperview()
        }
        tagsView.snp.makeConstraints { make in
            make.top.leading.trailing.bottom.equalToSuperview()
            make.width.equalTo(5000)
        }
    }

    required init?(coder: NSCoder) { fatalError() }
}
```

Nor do the constraints of two initializers, one each: an object runs one of them (Don-tBe-iOS's bottom
sheet sets itself up through a different function from each):

```swift passes
final class BottomSheetView: UIView {
    private let dragIndicator = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUpCompact()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpRegular()
    }

    private func setUpCompact() {
        addSubview(dragIndicator)
        dragIndicator.snp.makeConstraints { make in
            make.height.equalTo(4)
        }
    }

    private func setUpRegular() {
        addSubview(dragIndicator)
        dragIndicator.snp.makeConstraints { make in
            make.height.equalTo(6)
        }
    }
}
```

Two alternatives made together, one switched off by name right after, in the same function: the
other code that switches them is more than uilint follows (ATV-Bilibili-demo's video screen places
its page list below the title or below a range list):

```swift passes
final class VideoDetailViewController: UIViewController {
    private let titleLabel = UILabel()
    private let rangeView = UIView()
    private let pageView = UIView()
    private var topToTitle: Constraint?
    private var topToRange: Constraint?

    override func viewDidLoad() {
        super.viewDidLoad()
        setUpPages()
    }

    private func setUpPages() {
        view.addSubview(titleLabel)
        view.addSubview(rangeView)
        view.addSubview(pageView)
        rangeView.snp.makeConstraints { make in
            make.top.equalTo(titleLabel.snp.bottom).offset(30)
            make.height.equalTo(90)
        }
        pageView.snp.makeConstraints { make in
            topToTitle = make.top.equalTo(titleLabel.snp.bottom).offset(30).constraint
            topToRange = make.top.equalTo(rangeView.snp.bottom).offset(30).constraint
            make.height.equalTo(150)
        }
        topToRange?.deactivate()
    }

    func showRanges(_ isShown: Bool) {
        rangeView.isHidden = !isShown
        if isShown {
            topToTitle?.deactivate()
            topToRange?.activate()
        } else {
            topToRange?.deactivate()
            topToTitle?.activate()
        }
    }
}
```

## Options

None.

## Fix

None: which constraint is wrong is the author's call. `uilint layout FILE` shows
every constraint of the view per axis, with the lines to look at.

"""####,
    "constraint_order": ####"""
# constraint_order

**Default:** on · **Severity:** warning · **Fix:** yes

## Why

A layout is read far more often than it is written. When every list of
constraints names a view's edges in the same order — top, leading, trailing,
bottom, then centerY, centerX, then height, width — a reviewer can check a
layout at a glance and spot a missing edge without an IDE. The cookbook asks
every team to agree on one order and follow it everywhere.

## What triggers

Within one **constraint list**, a constraint of a view that comes after a
constraint of the same view it should precede. Each view (the *item*: the
receiver of the anchor, `self` when there is none) is checked on its own, so
constraints of several views may be interleaved. There is one finding per
view per list, on its first constraint that is out of order.

Constraint lists are array literals passed to `NSLayoutConstraint.activate` or
`deactivate`, to any `withConstraints:` argument, to `addConstraints`, appended
with `+=` or `.append(contentsOf:)`, or bound to a `[NSLayoutConstraint]`
variable; SnapKit `makeConstraints`/`remakeConstraints`/`updateConstraints`
closures; runs of consecutive `<constraint>.isActive = true` statements.
`left` ranks as leading and `right` as trailing. In SnapKit, `edges` ranks as
top, `center` as centerY, `size` as height, `horizontalEdges` as leading.

```swift triggers
NSLayoutConstraint.activate([
    playImageView.centerYAnchor.constraint(equalTo: centerYAnchor),
    ↓playImageView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
    playImageView.heightAnchor.constraint(equalToConstant: 36),
])
```

Its finding says:

```text messages
`playImageView`: `leading` constraint must come before `centerY` (order: top, leading, trailing, bottom, centerY, centerX, height, width)
```

```swift triggers
addSubview(durationLabel, withConstraints: [
    durationLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -24),
    titleLabel.topAnchor.constraint(equalTo: topAnchor),
    ↓durationLabel.topAnchor.constraint(equalTo: topAnchor),
    titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor).withPriority(.defaultHigh),
    ↓titleLabel.topAnchor.constraint(equalTo: topAnchor),
])
```

```swift triggers
avatarView.snp.makeConstraints { make in
    make.size.equalTo(40)
    ↓make.leading.equalToSuperview().offset(16)
}
```

```swift triggers
badgeView.widthAnchor.constraint(equalToConstant: 8).isActive = true
↓badgeView.topAnchor.constraint(equalTo: topAnchor).isActive = true
```

```swift triggers
var constraints = [NSLayoutConstraint]()
constraints += [
    playImage.heightAnchor.constraint(equalToConstant: 36.0),
    playImage.widthAnchor.constraint(equalTo: playImage.heightAnchor),
    ↓playImage.topAnchor.constraint(equalTo: contentView.topAnchor, constant: inset),
]
NSLayoutConstraint.activate(constraints)
```

```swift triggers
addConstraints([
    NSLayoutConstraint(item: logo, attribute: .centerX, relatedBy: .equal, toItem: self, attribute: .centerX, multiplier: 1, constant: 0),
    ↓NSLayoutConstraint(item: logo, attribute: .top, relatedBy: .equal, toItem: self, attribute: .top, multiplier: 1, constant: 20),
])
```

A call of one of the project's constraint helpers on an anchor is a constraint
like `constraint(...)` itself: uilint finds the helper by its body, in any file
(helpers from dependencies are named in `conventions: constraint_helpers`).

```swift triggers
extension NSLayoutAnchor {
    @objc func pin(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(equalTo: anchor)
    }
}

NSLayoutConstraint.activate([
    nameLabel.leadingAnchor.pin(equalTo: avatar.trailingAnchor),
    ↓nameLabel.topAnchor.pin(equalTo: topAnchor),
])
```

## What does not trigger

```swift passes
NSLayoutConstraint.activate([
    titleLabel.topAnchor.constraint(equalTo: topAnchor),
    titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor),
    subtitleLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor),
    titleLabel.trailingAnchor.constraint(equalTo: trailingAnchor),
    subtitleLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
    titleLabel.firstBaselineAnchor.constraint(equalTo: iconView.centerYAnchor),
    titleLabel.heightAnchor.constraint(equalToConstant: 20),
])
```

Constraints in different lists, and arrays that hold no constraints, are not compared:

```swift passes
NSLayoutConstraint.activate([iconView.heightAnchor.constraint(equalToConstant: 20)])
NSLayoutConstraint.activate([iconView.topAnchor.constraint(equalTo: topAnchor)])
let sizes = [iconView.widthAnchor, iconView.topAnchor]
```

Constraints stored one by one are not a list:

```swift passes
heightConstraint = iconView.heightAnchor.constraint(equalToConstant: 20)
topConstraint = iconView.topAnchor.constraint(equalTo: topAnchor)
```

## Options

| option | type | default | meaning |
|---|---|---|---|
| `order` | list of strings | `[top, leading, trailing, bottom, centerY, centerX, height, width]` | The order of anchors. Anchors not listed (and baselines, unless listed) are ignored. |

```swift triggers
// options: {order: [centerX, centerY, top, leading, trailing, bottom, height, width]}
NSLayoutConstraint.activate([
    spinner.centerYAnchor.constraint(equalTo: centerYAnchor),
    ↓spinner.centerXAnchor.constraint(equalTo: centerXAnchor),
])
```

## Fix

The fix reorders the view's constraints among the places they already occupy,
keeping the relative order of constraints of the same anchor and leaving the
other views' constraints where they are. Comments above a constraint and at
the end of its line move with it, except a heading (below); indentation and
commas stay in place.

```swift fix-before
NSLayoutConstraint.activate([
    // Keep the play button centred.
    playImageView.centerYAnchor.constraint(equalTo: centerYAnchor), // centre
    titleLabel.topAnchor.constraint(equalTo: topAnchor),
    playImageView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
    playImageView.widthAnchor.constraint(equalToConstant: 36),
    playImageView.heightAnchor.constraint(equalToConstant: 36)
])
```

```swift fix-after
NSLayoutConstraint.activate([
    playImageView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
    titleLabel.topAnchor.constraint(equalTo: topAnchor),
    // Keep the play button centred.
    playImageView.centerYAnchor.constraint(equalTo: centerYAnchor), // centre
    playImageView.heightAnchor.constraint(equalToConstant: 36),
    playImageView.widthAnchor.constraint(equalToConstant: 36)
])
```

```swift fix-before
avatarView.snp.makeConstraints { make in
    make.size.equalTo(40)
    make.centerY.equalToSuperview()
    make.leading.equalToSuperview().offset(16)
}
```

```swift fix-after
avatarView.snp.makeConstraints { make in
    make.leading.equalToSuperview().offset(16)
    make.centerY.equalToSuperview()
    make.size.equalTo(40)
}
```

A blank line in a list groups constraints, and the fix moves none across one:
where putting a view's constraints in order would take one into another group,
the finding stays without a fix.

```swift unfixed
NSLayoutConstraint.activate([
    imageView.heightAnchor.constraint(equalTo: imageView.widthAnchor),

    ↓imageView.leadingAnchor.constraint(equalTo: leadingAnchor),
    imageView.topAnchor.constraint(equalTo: topAnchor),
])
```

When the container's own constraints pin the view the other way round
(`trailingAnchor.constraint(equalTo: button.trailingAnchor)`, to keep constants
positive), the author reads them as the view's edges too. Where sorting the
view's other constraints around them would still read out of order, the finding
stays without a fix:

```swift unfixed
NSLayoutConstraint.activate([
    button.leadingAnchor.constraint(equalTo: leadingAnchor),
    trailingAnchor.constraint(equalTo: button.trailingAnchor),
    ↓button.topAnchor.constraint(equalTo: topAnchor),
    bottomAnchor.constraint(equalTo: button.bottomAnchor),
])
```

In a cell, the container is its `contentView` (elsewhere a `contentView` is
often an ordinary subview, and counts as one):

```swift unfixed
final class DownloadCell: UITableViewCell {
    private let retryButton = UIButton()

    private func setupRetryButton() {
        retryButton.heightAnchor.constraint(equalToConstant: 18).isActive = true
        ↓retryButton.centerYAnchor.constraint(equalTo: contentView.centerYAnchor).isActive = true
        contentView.trailingAnchor.constraint(equalTo: retryButton.trailingAnchor, constant: 15).isActive = true
    }
}
```

A constraint uilint cannot read (a stored one, passed by name) among the view's
constraints may be one of them: the finding stays without a fix.

```swift unfixed
NSLayoutConstraint.activate([
    button.heightAnchor.constraint(equalToConstant: 44),
    heightConstraint,
    ↓button.trailingAnchor.constraint(equalTo: trailingAnchor),
])
```

The same holds for a constraint a SnapKit closure stores, wherever it stands in
the closure:

```swift unfixed
var bottomConstraint: Constraint?
button.snp.makeConstraints { make in
    make.height.equalTo(44)
    bottomConstraint = make.bottom.equalToSuperview().constraint
    ↓make.leading.equalToSuperview()
}
```

```swift unfixed
var heightConstraint: Constraint?
avatarView.snp.makeConstraints { make in
    heightConstraint = make.height.equalTo(120).constraint
    make.width.equalTo(avatarView.snp.height)
    ↓make.top.equalToSuperview()
}
```

An array read by position elsewhere in the file (`pins[0]`) keeps its order:
a sort would change which constraint each index names (FalconMessenger a80c338
lowers the priority of its first two):

```swift unfixed
let pins: [NSLayoutConstraint] = [
    contentView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10),
    contentView.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -10),
    contentView.heightAnchor.constraint(equalToConstant: 96),
    ↓contentView.topAnchor.constraint(equalTo: topAnchor, constant: 5),
]
pins[0].priority = .defaultHigh
pins[1].priority = .defaultHigh
NSLayoutConstraint.activate(pins)
```

Constraints of a view that conflict among themselves (a width and both edges
pinned) are reported by `conflicting_constraints`, and UIKit breaks the one that
completes the conflict: the order decides which. The finding stays without a
fix, which would change that choice (Zatch_iOS adb0217's delete button):

```swift unfixed
final class TagCell: UICollectionViewCell {
    private let tagLabel = UILabel()
    private let deleteButton = UIButton()

    private func setupDeleteButton() {
        tagLabel.addSubview(deleteButton)
        deleteButton.snp.makeConstraints { make in
            make.width.height.equalTo(20)
            ↓make.leading.equalTo(tagLabel.snp.trailing).offset(4)
            make.trailing.equalToSuperview().inset(4)
            make.centerY.equalToSuperview()
        }
    }
}
```

A statement that sets attributes on both axes counts on each (IOS-Swift-Crypto-Wallet's
seed-phrase image, whose `top` is set again with an offset):

```swift unfixed
final class SeedPhraseView: UIView {
    private let imageView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(imageView)
        imageView.snp.makeConstraints { make in
            make.centerX.top.equalToSuperview()
            ↓make.top.equalToSuperview().offset(8)
            make.size.equalTo(100)
        }
    }

    required init?(coder: NSCoder) { fatalError() }
}
```

The same holds when the conflict needs constraints made elsewhere in the type, such as the
container's height (Purithm_iOS 7d65a35's order option row):

```swift unfixed
final class OrderOptionView: UIView {
    private let container = UIView()
    private let arrowView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        setupArrowView()
    }

    required init?(coder: NSCoder) { fatalError() }

    private func setupArrowView() {
        addSubview(container)
        container.addSubview(arrowView)
        container.snp.makeConstraints { make in
            make.edges.equalToSuperview().inset(20)
            make.height.equalTo(20)
        }
        arrowView.snp.makeConstraints { make in
            make.size.equalTo(16)
            ↓make.verticalEdges.lessThanOrEqualToSuperview()
            make.centerY.equalToSuperview()
            make.trailing.equalToSuperview()
        }
    }
}
```

Or constraints made with them in the same function, off the set-up path too: there they are all in
the engine together (Amor 064ffbf's profile cell pins an 18-point label and a 20-point chevron between
the same edges):

```swift unfixed
final class ProfileCell: UICollectionViewCell {
    private let titleLabel = UILabel()
    private let chevronView = UIImageView()

    func showsChevron() {
        contentView.addSubview(titleLabel)
        contentView.addSubview(chevronView)
        titleLabel.snp.makeConstraints { make in
            make.verticalEdges.leading.equalToSuperview().inset(15)
            make.height.equalTo(18)
        }
        chevronView.snp.makeConstraints { make in
            make.size.equalTo(20)
            ↓make.trailing.equalToSuperview().inset(5)
            make.verticalEdges.equalToSuperview().inset(15)
        }
    }
}
```

Where the sorted constraints read in order with them, the fix applies:

```swift fix-before
NSLayoutConstraint.activate([
    button.leadingAnchor.constraint(equalTo: leadingAnchor),
    button.topAnchor.constraint(equalTo: topAnchor),
    trailingAnchor.constraint(equalTo: button.trailingAnchor),
    bottomAnchor.constraint(equalTo: button.bottomAnchor),
])
```

```swift fix-after
NSLayoutConstraint.activate([
    button.topAnchor.constraint(equalTo: topAnchor),
    button.leadingAnchor.constraint(equalTo: leadingAnchor),
    trailingAnchor.constraint(equalTo: button.trailingAnchor),
    bottomAnchor.constraint(equalTo: button.bottomAnchor),
])
```

A comment line above a run of one view's constraints heads the run and stays
where it is; a `uilint:` comment always moves with its line:

```swift fix-before
NSLayoutConstraint.activate([
    // iconView
    iconView.leadingAnchor.constraint(equalTo: leadingAnchor),
    iconView.topAnchor.constraint(equalTo: topAnchor),
    // titleLabel
    titleLabel.leadingAnchor.constraint(equalTo: iconView.trailingAnchor),
    titleLabel.topAnchor.constraint(equalTo: topAnchor),
])
```

```swift fix-after
NSLayoutConstraint.activate([
    // iconView
    iconView.topAnchor.constraint(equalTo: topAnchor),
    iconView.leadingAnchor.constraint(equalTo: leadingAnchor),
    // titleLabel
    titleLabel.topAnchor.constraint(equalTo: topAnchor),
    titleLabel.leadingAnchor.constraint(equalTo: iconView.trailingAnchor),
])
```

A commented-out line keeps to the constraint below it, at its own indentation, and
the constraint that takes its place keeps the indentation of the code. In a
SnapKit closure, where every line is the one view's, a comment never heads a run:
it goes with the line below it. Nor does a commented-out constraint of the view
in a list (xabber-ios 0b4c24f's avatar picker):

```swift fix-before
NSLayoutConstraint.activate([
//    iconView.widthAnchor.constraint(lessThanOrEqualToConstant: 170),
    iconView.widthAnchor.constraint(equalToConstant: 146),
    iconView.heightAnchor.constraint(equalTo: iconView.widthAnchor),
])
```

```swift fix-after
NSLayoutConstraint.activate([
    iconView.heightAnchor.constraint(equalTo: iconView.widthAnchor),
//    iconView.widthAnchor.constraint(lessThanOrEqualToConstant: 170),
    iconView.widthAnchor.constraint(equalToConstant: 146),
])
```

```swift fix-before
imageView.snp.makeConstraints { make in
    make.centerY.equalToSuperview()
//    make.size.equalTo(Styles.avatarSize)
    make.leading.equalTo(16)
}
```

```swift fix-after
imageView.snp.makeConstraints { make in
//    make.size.equalTo(Styles.avatarSize)
    make.leading.equalTo(16)
    make.centerY.equalToSuperview()
}
```

```swift fix-before
qrCodeButton.snp.makeConstraints { make in
    make.centerY.equalTo(titleLabel)
//    make.width.height.equalTo(20)
    make.width.equalTo(qrCodeButton.snp.height)
    make.trailing.equalTo(titleLabel.snp.trailing).inset(12)
}
```

```swift fix-after
qrCodeButton.snp.makeConstraints { make in
    make.trailing.equalTo(titleLabel.snp.trailing).inset(12)
    make.centerY.equalTo(titleLabel)
//    make.width.height.equalTo(20)
    make.width.equalTo(qrCodeButton.snp.height)
}
```

"""####,
    "duplicate_constraint": ####"""
# duplicate_constraint

**Default:** on · **Severity:** warning · **Fix:** yes

## Why

A constraint installed twice adds nothing to the layout, but it doubles what a
reader must check, and the day one copy's constant is changed the other still
holds the old value: the duplicate becomes a conflict. The same attribute
constrained twice to the same target in one statement is a copy-paste slip
whatever the constants are: equal, it is a duplicate; different, a conflict.

## What triggers

An installed constraint (see `conflicting_constraints` for what installed means)
identical to one the type installed before: same items and attributes, relation,
multiplier, constant and priority, compared after normalising its direction
(`a.trailing == b.leading - 8` is `b.leading == a.trailing + 8`). SnapKit's
compound attributes count per attribute: `make.edges.equalToSuperview()` makes
`top == superview.top` among others. The finding is on the later one.

Also: in one `makeConstraints` closure or one `activate([...])` list, the same
attribute related to the same target with the same relation twice, with
constants uilint cannot compare.

```swift triggers
final class BadgeView: UIView {
    private let badge = UIView()
    private let icon = UIImageView()
    private let closeButton = UIButton()
    private let margin: CGFloat = 24
    private var bottomMargin: CGFloat = 32

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(badge)
        addSubview(icon)
        addSubview(closeButton)
        badge.snp.makeConstraints { make in
            make.edges.equalToSuperview()
            ↓make.top.equalToSuperview()
        }
        icon.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            icon.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
            icon.topAnchor.constraint(equalTo: topAnchor),
            ↓leadingAnchor.constraint(equalTo: icon.leadingAnchor, constant: -8),
        ])
        closeButton.snp.makeConstraints { make in
            make.leading.trailing.bottom.equalToSuperview().inset(margin)
            ↓make.bottom.equalToSuperview().inset(bottomMargin)
        }
    }

    required init?(coder: NSCoder) { fatalError() }
}
```

Its findings say, in order:

```text messages
`badge`: `top == self.top` repeats the constraint made at line 14; it adds nothing
`self`: `leading == icon.leading - 8` repeats the constraint made at line 19; it adds nothing
`closeButton`: `bottom == self.bottom - bottomMargin` constrains what `bottom == self.bottom - 24` (line 24) does in the same statement: a duplicate if the constants are equal, a conflict if not
```

A function off the set-up path, such as a project's own pinning helper, is
checked within each of its statements: whenever one `activate([...])` list or
one `makeConstraints` closure runs, all its constraints go into the engine
together (chakchat-ios's `pinSuperView` pins `top` twice and never `trailing`).

```swift triggers
extension UIView {
    func pin(to other: UIView) {
        translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            topAnchor.constraint(equalTo: other.topAnchor),
            bottomAnchor.constraint(equalTo: other.bottomAnchor),
            leadingAnchor.constraint(equalTo: other.leadingAnchor),
            ↓topAnchor.constraint(equalTo: other.topAnchor),
        ])
    }
}
```

```text messages
`self`: `top == other.top` repeats the constraint made at line 5; it adds nothing
```

## What does not trigger

The same constraint on different views, with another constant or priority,
made in different branches, or remade on purpose (`remakeConstraints`
replaces a view's SnapKit constraints).

```swift passes
final class RowView: UIView {
    private let title = UILabel()
    private let detail = UILabel()
    private var isCompact = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(title)
        addSubview(detail)
        title.snp.makeConstraints { make in
            make.top.leading.equalToSuperview()
        }
        detail.snp.makeConstraints { make in
            make.top.leading.equalToSuperview()
            make.bottom.equalToSuperview().priority(.high)
            make.bottom.lessThanOrEqualToSuperview()
        }
        if isCompact {
            title.snp.remakeConstraints { make in
                make.top.leading.equalToSuperview()
            }
        }
    }

    required init?(coder: NSCoder) { fatalError() }
}
```

Constraints kept by name are there to be switched or changed by name: two made in one
statement and stored, one deactivated at once, are alternatives (sun-ios's author picker, slid
up or down), not a duplicate:

```swift passes
final class AuthorPickerController: UIViewController {
    private let picker = UIView()
    private var hiddenTop: Constraint!
    private var shownTop: Constraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(picker)
        picker.snp.makeConstraints { make in
            make.leading.trailing.equalToSuperview()
            make.height.equalTo(pickerHeight())
            hiddenTop = make.top.equalToSuperview().offset(-pickerHeight()).constraint
            shownTop = make.top.equalToSuperview().constraint
        }
        shownTop.deactivate()
    }

    private func pickerHeight() -> CGFloat { 120 }
}
```

One kept by name and one not is still reported: the copy stays when the kept one changes
(Antidote's call screen moves its top bar by the kept constraint's offset):

```swift triggers
final class CallController: UIViewController {
    private let topBar = UIView()
    private var topBarTop: Constraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(topBar)
        topBar.snp.makeConstraints { make in
            topBarTop = make.top.equalToSuperview().constraint
            ↓make.top.leading.trailing.equalToSuperview()
            make.height.equalTo(64)
        }
    }

    func hideTopBar() {
        topBarTop.update(offset: -64)
    }
}
```

```text messages
`topBar`: `top == view.top` constrains what `top == view.top + ?topBarTop` (line 9) does in the same statement: a duplicate if the constants are equal, a conflict if not
```

Set-up functions that nothing in the type calls are another object's choice
(each controller calls one of them), and a choice written as an expression is a
branch too: only one of two set-up functions runs when a ternary calls them.

```swift passes
final class PostSheetView: UIStackView {
    private let divider = UIView()

    func setUpMyPost() {
        addArrangedSubview(divider)
        divider.heightAnchor.constraint(equalToConstant: 1).isActive = true
    }

    func setUpUserPost() {
        addArrangedSubview(divider)
        divider.heightAnchor.constraint(equalToConstant: 1).isActive = true
    }
}
```


```swift passes
final class ProfileRow: UIView {
    private let avatar = UIImageView()

    init(isMain: Bool) {
        super.init(frame: .zero)
        addSubview(avatar)
        isMain ? layOutMain() : layOutDefault()
    }

    required init?(coder: NSCoder) { fatalError() }

    private func layOutMain() {
        avatar.snp.makeConstraints { make in
            make.centerY.equalToSuperview()
            make.width.height.equalTo(40)
        }
    }

    private func layOutDefault() {
        avatar.snp.makeConstraints { make in
            make.centerY.equalToSuperview()
            make.width.height.equalTo(50)
        }
    }
}
```

Two types of one name nested in different types are different views, whatever their
subviews are called (fx-wallet-ios 1b24058's `View` of two controllers in one file):

```swift passes
final class ConsensusViewController: UIViewController {}
final class ConsensusDoneViewController: UIViewController {}

extension ConsensusViewController {
    final class View: UIView {
        private let titleLabel = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(titleLabel)
            titleLabel.snp.makeConstraints { make in
                make.top.equalTo(20)
                make.leading.equalTo(24)
            }
        }

        required init?(coder: NSCoder) { fatalError() }
    }
}

extension ConsensusDoneViewController {
    final class View: UIView {
        private let titleLabel = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(titleLabel)
            titleLabel.snp.makeConstraints { make in
                make.top.equalTo(20)
                make.leading.equalTo(16)
            }
        }

        required init?(coder: NSCoder) { fatalError() }
    }
}
```


Constraints that two initializers make each: an object runs one of them (EZY-ios's member cell lays out in
`init(frame:)` and again, on another superview, in `init(coder:)`):

```swift passes
final class MemberCell: UICollectionViewCell {
    private let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(titleLabel)
        titleLabel.snp.makeConstraints { make in
            make.centerY.equalToSuperview()
        }
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(titleLabel)
        titleLabel.snp.makeConstraints { make in
            make.centerY.equalToSuperview()
        }
    }
}
```

## Options

None.

## Fix

Removes the later constraint when it is a line of its own: one element of an
`activate([...])` list, or one SnapKit statement, every attribute of which is a
duplicate, with no comment above it (a comment may say why it is there). A SnapKit
statement is removed only from a closure that keeps a constraint afterwards and
whose constraints uilint reads, all of them.

```swift fix-before
final class IconView: UIView {
    private let icon = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(icon)
        icon.snp.makeConstraints { make in
            make.center.equalToSuperview()
            make.centerY.equalToSuperview()
            make.size.equalTo(24)
        }
    }

    required init?(coder: NSCoder) { fatalError() }
}
```

```swift fix-after
final class IconView: UIView {
    private let icon = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(icon)
        icon.snp.makeConstraints { make in
            make.center.equalToSuperview()
            make.size.equalTo(24)
        }
    }

    required init?(coder: NSCoder) { fatalError() }
}
```

When the duplicate is the last element of a list whose author writes no comma after the
last element, the element before it loses its comma too (iOS10-OpenList 9bac7f1):

```swift fix-before
final class TagHeaderView: UIView {
    private let titleLabel = UILabel()
    private let tagLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(titleLabel)
        addSubview(tagLabel)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        tagLabel.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: topAnchor),
            titleLabel.bottomAnchor.constraint(equalTo: tagLabel.topAnchor, constant: -8),
            tagLabel.leadingAnchor.constraint(equalTo: leadingAnchor),
            tagLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 8)
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}
```

```swift fix-after
final class TagHeaderView: UIView {
    private let titleLabel = UILabel()
    private let tagLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(titleLabel)
        addSubview(tagLabel)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        tagLabel.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: topAnchor),
            titleLabel.bottomAnchor.constraint(equalTo: tagLabel.topAnchor, constant: -8),
            tagLabel.leadingAnchor.constraint(equalTo: leadingAnchor)
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}
```

Duplicates at the end of a list take the blank line above them along, so none is
left before its `])` (Conjugar 5d7d5b6 repeats two of a label's constraints):

```swift fix-before
final class ResultView: UIView {
    private let timeLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(timeLabel)
        timeLabel.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            timeLabel.topAnchor.constraint(equalTo: topAnchor),
            timeLabel.trailingAnchor.constraint(equalTo: trailingAnchor),

            timeLabel.trailingAnchor.constraint(equalTo: trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}
```

```swift fix-after
final class ResultView: UIView {
    private let timeLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(timeLabel)
        timeLabel.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            timeLabel.topAnchor.constraint(equalTo: topAnchor),
            timeLabel.trailingAnchor.constraint(equalTo: trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}
```

Neighbouring duplicates go together, with the blank line they stood between (sora-ios's
transferable cell repeats a pair of constraints):

```swift fix-before
final class TransferView: UIView {
    private let frozenView = UIView()
    private let titleLabel = UILabel()
    private let amountLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(frozenView)
        frozenView.addSubview(titleLabel)
        frozenView.addSubview(amountLabel)
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: frozenView.leadingAnchor),
            titleLabel.topAnchor.constraint(equalTo: frozenView.topAnchor),

            titleLabel.leadingAnchor.constraint(equalTo: frozenView.leadingAnchor),
            titleLabel.topAnchor.constraint(equalTo: frozenView.topAnchor),

            amountLabel.leadingAnchor.constraint(equalTo: frozenView.leadingAnchor),
            amountLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 4),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}
```

```swift fix-after
final class TransferView: UIView {
    private let frozenView = UIView()
    private let titleLabel = UILabel()
    private let amountLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(frozenView)
        frozenView.addSubview(titleLabel)
        frozenView.addSubview(amountLabel)
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: frozenView.leadingAnchor),
            titleLabel.topAnchor.constraint(equalTo: frozenView.topAnchor),

            amountLabel.leadingAnchor.constraint(equalTo: frozenView.leadingAnchor),
            amountLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 4),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}
```

A SnapKit statement alone in its closure stays, without a fix: an empty
`makeConstraints { }` would read as a slip, and removing the call would leave the
view's autoresizing flag set (iOS10-DevFriends 6ccad0e):

```swift unfixed
final class WriterInfoView: UIView {
    private let stackView = UIStackView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(stackView)
        stackView.snp.makeConstraints { make in
            make.top.bottom.leading.equalToSuperview()
        }
        snp.makeConstraints { make in
            ↓make.top.equalTo(stackView.snp.top)
        }
    }

    required init?(coder: NSCoder) { fatalError() }
}
```

Nor does a closure lose its last constraint when all of them repeat others: what would be left is
an empty call, or one that only declares the locals the constraints used (Marryting-iOS's guest
detail screen makes its collection view's constraints twice):

```swift unfixed
final class GuestDetailViewController: UIViewController {
    private let collectionView = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(collectionView)
        collectionView.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(50)
            make.leading.trailing.equalToSuperview()
            make.height.equalTo(300)
        }
        collectionView.snp.makeConstraints { make in
            ↓make.top.equalToSuperview().offset(50)
            ↓make.leading.trailing.equalToSuperview()
            let height: CGFloat = 300
            ↓make.height.equalTo(height)
        }
    }
}
```

Nor when another constraint of the closure is one uilint cannot read: it may repeat an earlier one
too, and then the author would remove the whole call (MacC-TEAM-ZESTY's review cell repeats a block
whose size is a conditional expression):

```swift unfixed
final class ReviewCell: UICollectionViewCell {
    private let reviewImageView = UIImageView()
    private var isWide = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(reviewImageView)
        reviewImageView.snp.makeConstraints {
            $0.center.equalToSuperview()
            $0.width.height.equalTo(isWide ? 330 : 300)
        }
        reviewImageView.snp.makeConstraints {
            ↓$0.center.equalToSuperview()
            $0.width.height.equalTo(isWide ? 330 : 300)
        }
    }

    required init?(coder: NSCoder) { fatalError() }
}
```

"""####,
    "hardcoded_color": ####"""
# hardcoded_color

**Default:** opt-in · **Severity:** warning · **Fix:** no

## Why

A theme is a promise that changing one palette recolours the app. Every colour
written out in a view breaks it: dark mode, high contrast and rebranding all
miss it. Colours belong to the theme's semantic palette (`Theme.primary`,
`UIColor.companion.viewBackgroundColor`).

## What triggers

`UIColor(red:green:blue:alpha:)`, `UIColor(white:alpha:)`,
`UIColor(hue:saturation:brightness:alpha:)`, `UIColor(displayP3Red:…)`,
`#colorLiteral(...)` and `UIColor(named: "…")`, outside `allowed_paths`. With
`allow_system_colors: false`, also UIKit's predefined colours (`UIColor.red`,
`.systemBlue` assigned to a colour property). The finding is on the expression.

```swift triggers
headerView.backgroundColor = ↓UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
separatorView.backgroundColor = ↓UIColor(white: 0.9, alpha: 1)
iconView.tintColor = ↓#colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
titleLabel.textColor = ↓UIColor(named: "Title")
```

Its findings say, in order:

```text messages
`UIColor(red:green:blue:alpha:)` hard-codes a colour; use a semantic colour from the theme
`UIColor(white:alpha:)` hard-codes a colour; use a semantic colour from the theme
`#colorLiteral(...)` hard-codes a colour; use a semantic colour from the theme
`UIColor(named:)` hard-codes a colour; use a semantic colour from the theme
```

## What does not trigger

Colours taken from the theme, and UIKit's semantic colours:

```swift passes
headerView.backgroundColor = Theme.current.primary
separatorView.backgroundColor = .separator
titleLabel.textColor = UIColor.label
let brand = UIColor.companion.viewBackgroundColor
```

The theme's own definitions: a static, class or global constant, a computed
property of type `UIColor` (or `CGColor`), a function that returns one or a text
style (the attributes of an attributed string), and any member of an extension of
`UIColor`. A colour computed from values (`UIColor(red: r, green: g, blue: b,
alpha: 1)`) is the theme's arithmetic, not a colour written out:

```swift passes
let brandBlue = UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)

enum Palette {
    static let accent = UIColor(red: 1, green: 0.4, blue: 0, alpha: 1)
}

extension UIColor {
    static var cardBackground: UIColor { UIColor(white: 0.96, alpha: 1) }

    convenience init(hex: Int) {
        self.init(red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
                  blue: CGFloat(hex & 0xFF) / 255, alpha: 1)
    }
}

struct ThemeVariant {
    var isDark: Bool
    var background: UIColor { isDark ? UIColor(white: 0.1, alpha: 1) : UIColor(white: 0.98, alpha: 1) }
}
```

Nor are types nested in an extension of `UIColor`, private ones included (the base
colours a public palette is made of), and the app's palette and theme types,
recognised by what they hold, whatever their names: a type whose members are colours (and
functions that return one), besides its initializers, nested types and private stored values
it chooses its colours by, lays out no view:

```swift passes
extension UIColor {
    enum Brand {
        static let primary = UIColor(red: 0.1, green: 0.4, blue: 0.9, alpha: 1)
    }

    private struct Base {
        static var dark: UIColor { UIColor(red: 0.23, green: 0.24, blue: 0.26, alpha: 1) }
    }
}

struct AppColors {
    private let isHighContrast = false
    let primary = UIColor(red: 0.2, green: 0.3, blue: 0.4, alpha: 1)
    let muted: UIColor = UIColor(white: 0.6, alpha: 1)
    let link = UIColor.systemBlue

    func background(isDark: Bool) -> UIColor {
        isDark ? UIColor(white: 0.1, alpha: 1) : UIColor(white: 0.98, alpha: 1)
    }
}
```

Nor is a grey nobody sees, `UIColor(white:alpha:)` whose `alpha` is 0: it is
`.clear` written out. A transparent hue, or any colour in a list of a
gradient's stops, still counts: it shows in the blend.

```swift passes
final class OverlayView: UIView {
    func setUp() {
        backgroundColor = UIColor(white: 0, alpha: 0)
    }
}
```

A constant kept inside a view or a controller, or private to its file, is that
view's own colour written out, not the theme's:

```swift triggers
final class ComplicationController: NSObject {
    private static let brandRed = ↓UIColor(red: 0.96, green: 0.26, blue: 0.21, alpha: 1)
}
```

So is a palette nested in a view:

```swift triggers
final class TabHeaderCell: UICollectionViewCell {
    enum Colors {
        static let active = ↓UIColor(red: 0.07, green: 0.11, blue: 0.31, alpha: 1)
    }
}
```

Test files — a file whose name ends in `Tests.swift` or `Test.swift`, or that
imports XCTest or Testing or a module `@testable` — are skipped unless
`check_tests: true`.

## Options

| option | type | default | meaning |
|---|---|---|---|
| `allowed_paths` | list of strings | `[]` | Globs of files where colours may be written out, such as the palette itself (`"**/Theme/**"`). |
| `check_tests` | boolean | `false` | Also check test files. |
| `allow_system_colors` | boolean | `true` | Allow UIKit's predefined colours. |

```swift triggers
// options: {allow_system_colors: false}
separatorView.backgroundColor = ↓.separator
titleLabel.textColor = ↓UIColor.label
```

## Fix

None: the right theme colour is a design decision.

"""####,
    "hardcoded_font": ####"""
# hardcoded_font

**Default:** opt-in · **Severity:** warning · **Fix:** no

## Why

Type scales, Dynamic Type and brand fonts live in the design system. A font
written out in a view ignores all three and drifts from the rest of the app.

## What triggers

`UIFont.systemFont(ofSize:)` (with or without `weight:`), `.boldSystemFont(ofSize:)`,
`.italicSystemFont(ofSize:)`, `.monospacedSystemFont(ofSize:weight:)`,
`.monospacedDigitSystemFont(ofSize:weight:)` and `UIFont(name:size:)`, outside
`allowed_paths`. The finding is on the expression.

```swift triggers
titleLabel.font = ↓.systemFont(ofSize: 16, weight: .bold)
subtitleLabel.font = ↓UIFont.boldSystemFont(ofSize: 13)
brandLabel.font = ↓UIFont(name: "Avenir-Heavy", size: 20)
```

Its findings say, in order:

```text messages
`UIFont.systemFont(ofSize:weight:)` hard-codes a font; use a font from the design system
`UIFont.boldSystemFont(ofSize:)` hard-codes a font; use a font from the design system
`UIFont(name:size:)` hard-codes a font; use a font from the design system
```

## What does not trigger

```swift passes
titleLabel.font = Typography.headline
subtitleLabel.font = .preferredFont(forTextStyle: .subheadline)
let scaled = UIFontMetrics.default.scaledFont(for: Typography.body)
```

A font whose name is read elsewhere, such as from the reader's settings, is
computed, not written out (a named font at a computed size is still written out):

```swift passes
let readerFont = UIFont(name: ReaderSettings.fontName, size: ReaderSettings.fontSize)
```

The design system's own definitions: a static, class or global constant, a
computed property of type `UIFont`, a function that returns one or a text style
(the attributes of an attributed string, which hold its font), and any member
of an extension of `UIFont`:

```swift passes
enum TextStyles {
    static let headline = UIFont.systemFont(ofSize: 17, weight: .semibold)
}

extension UIFont {
    static func brand(size: CGFloat) -> UIFont {
        UIFont(name: "Avenir-Heavy", size: size) ?? .boldSystemFont(ofSize: size)
    }
}

struct BadgeStyle {
    var isLarge = false
    var font: UIFont { isLarge ? .boldSystemFont(ofSize: 15) : .boldSystemFont(ofSize: 11) }
}

enum TextStyle {
    static func headline(color: UIColor) -> [NSAttributedString.Key: Any] {
        let font = UIFont.systemFont(ofSize: 28, weight: .bold)
        return [.font: font, .foregroundColor: color]
    }
}
```

A constant kept inside a view or a controller, or private to its file, is that
view's own font written out, not the design system's:

```swift triggers
final class BadgeView: UIView {
    private enum Defaults {
        static let font = ↓UIFont.systemFont(ofSize: 12, weight: .semibold)
    }
}

private enum Fonts {
    static let titleFont = ↓UIFont.systemFont(ofSize: 16)
}
```

A size taken from another font derives a font; it writes none out:

```swift passes
func emphasise(_ label: UILabel) {
    label.font = .boldSystemFont(ofSize: label.font.pointSize)
    label.font = .systemFont(ofSize: UIFont.smallSystemFontSize)
}
```

A file that imports AppKit (or Cocoa) and not UIKit is macOS code, where
`.systemFont(ofSize:)` is `NSFont`'s: it is not reported (bimba 6de136e's macOS
target):

```swift passes does-not-compile
import Cocoa

final class LoginViewController: NSViewController {
    private let titleLabel = NSTextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.font = .systemFont(ofSize: 24, weight: .bold)
    }
}
```

Modules are compared whole: a logging library named after Cocoa is not AppKit
(Lockdown-iOS's app delegate):

```swift triggers does-not-compile
import CocoaLumberjackSwift

final class LoaderView: UIView {
    private let messageLabel = UILabel()

    func showLoader() {
        messageLabel.font = ↓UIFont(name: "Montserrat-Bold", size: 18)
    }
}
```

Test files — a file whose name ends in `Tests.swift` or `Test.swift`, or that
imports XCTest or Testing or a module `@testable` — are skipped unless
`check_tests: true`.

## Options

| option | type | default | meaning |
|---|---|---|---|
| `allowed_paths` | list of strings | `[]` | Globs of files where fonts may be written out, such as the design system itself. |
| `check_tests` | boolean | `false` | Also check test files. |

## Fix

None: the right text style is a design decision.

"""####,
    "layout_in_view_controller": ####"""
# layout_in_view_controller

**Default:** opt-in · **Severity:** warning · **Fix:** no

## Why

The UIKit standards separate a screen into a `UIView` subclass, which holds all
layout and styling code, and a `UIViewController`, which handles actions and
talks to the view model. The controller installs the view with
`loadView() { view = mainView }`. Layout in a controller is noise that belongs
in the view (MVVM-C screen layout).

## What triggers

A view controller (a subclass of `UIViewController` and its relatives, or a
type whose name ends in `ViewController` or `VC`) that creates or activates
constraints, changes the hierarchy, or sets fonts or colours. One finding per
controller, on its first such statement, with the count.

```swift triggers
final class LoginViewController: UIViewController {
    private let titleLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        ↓view.backgroundColor = .systemBackground
        titleLabel.font = .preferredFont(forTextStyle: .largeTitle)
        view.addSubview(titleLabel)
    }
}
```

Its finding says:

```text messages
`LoginViewController` builds its own layout or style (3 statements); move it into a UIView subclass installed with `loadView() { view = mainView }`
```

## What does not trigger

```swift passes
final class LoginViewController: UIViewController {
    private lazy var mainView = SignInView()
    private let child = ChildViewController()

    override func loadView() {
        view = mainView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(child)
        child.didMove(toParent: self)
        mainView.signInButton.addTarget(self, action: #selector(signIn), for: .touchUpInside)
    }

    @objc private func signIn() {}
}
```

Controller work is not reported: child view-controller containment (`addChild`,
adding the child's view and pinning it, `didMove(toParent:)`, and taking its own
view away as it closes, `view.removeFromSuperview()`), a control's look that shows
its state (`doneButton.backgroundColor = isEnabled ? … : …` beside
`doneButton.isEnabled = isEnabled`, docs/statements.md), the appearance of
the navigation bar, navigation item, toolbar and tab bar (with the views the
controller hands to a bar button item, `UIBarButtonItem(customView:)`, or makes
its title view, and what it adds to them), appearance proxies
(`UINavigationBar.appearance()`), and reading a colour or a font. Nor are
presentation controllers (`UIPresentationController` subclasses), whose job is
placing the presented view and its dimming view, or hosting controllers
(`UIHostingController`, or a dependency's `…HostingController`), whose layout is
SwiftUI's. Nor are extensions of UIKit's own `UIViewController` (a helper for
every screen, not a screen), the colours and fonts of a container controller
(`UINavigationController`, `UISplitViewController`, `UITabBarController`,
`UIPageViewController` subclasses), whose view only holds its children's, nor
what the controller does to other controllers' views (`alert.view.tintColor`, a
`searchController`'s bar, a local made from another controller, its popover), nor
adding and pinning the view of a controller it keeps in a property, which embeds
that controller's screen whether or not the file calls `addChild` (CakeWallet
6d5667b's password screens). A project's helper that adds the child for the
controller counts as `addChild` (MobileCelestia 55de5cd's `install(_:)`), and the
view a container's `loadView()` makes is its own view. Test files — a file whose name ends in `Tests.swift` or `Test.swift`,
or that imports XCTest or Testing or a module `@testable` — are skipped unless
`check_tests: true`:

```swift passes
final class ContainerViewController: UIViewController {
    private let child = NowPlayingViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(child)
        view.addSubview(child.view)
        child.view.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            child.view.topAnchor.constraint(equalTo: view.topAnchor),
            child.view.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        child.didMove(toParent: self)
        navigationController?.navigationBar.tintColor = .systemOrange
        navigationItem.titleView?.tintColor = .label
    }
}

final class ColorPickerViewController: UIViewController {
    private let child = PaletteViewController()
    var selectedColor: UIColor = .white

    func select(_ color: UIColor) {
        selectedColor = color
    }

    @IBOutlet private var doneItem: UIBarButtonItem!

    func removePalette() {
        child.willMove(toParent: nil)
        guard let paletteView = child.view else { return }
        paletteView.removeFromSuperview()
        child.removeFromParent()
        doneItem.tintColor = .systemGray
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let appearance = UINavigationBarAppearance()
        appearance.backgroundColor = .systemBackground
        navigationItem.standardAppearance = appearance
        tabBarController?.tabBar.tintColor = .systemOrange
        navigationItem.searchController?.isActive = true
        account?.isActive = true
    }

    private var account: Account?
}

final class PinViewController: UIViewController {}

final class ChangePinViewController: UIViewController {
    private let pinViewController = PinViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(pinViewController.view)
        pinViewController.view.snp.makeConstraints { make in
            make.edges.equalToSuperview()
        }
    }
}

extension UIViewController {
    func install(_ child: UIViewController) {
        addChild(child)
        view.addSubview(child.view)
        child.view.frame = view.bounds
        child.didMove(toParent: self)
    }
}

final class CoordinatorController: UIViewController {
    private let mainController = UIViewController()

    override func loadView() {
        let container = UIView()
        container.backgroundColor = .systemBackground
        view = container
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        install(mainController)
    }
}

final class CardPresentationController: UIPresentationController {
    private let dimmingView = UIView()

    override func presentationTransitionWillBegin() {
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.4)
        containerView?.addSubview(dimmingView)
    }
}

final class SettingsHostController: HostingController<SettingsScreen> {
    override func viewDidLoad() {
        super.viewDidLoad()
        UINavigationBar.appearance().tintColor = .systemOrange
        view.addSubview(UIView())
    }
}
```

A bell with its badge, and a button set up in its property's closure, each handed to a bar button item
(aelf-wallet-ios e027455, FitHub_iOS 59f68f4):

```swift passes
final class AssetsViewController: UIViewController {
    private let badgeLabel = UILabel()
    private lazy var shareButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitleColor(.systemBlue, for: .normal)
        return button
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        let bellButton = UIButton(type: .custom)
        bellButton.setTitleColor(.systemBlue, for: .normal)
        bellButton.addSubview(badgeLabel)
        badgeLabel.backgroundColor = .systemRed
        navigationItem.rightBarButtonItem = UIBarButtonItem(customView: bellButton)
        navigationItem.leftBarButtonItem = UIBarButtonItem(customView: shareButton)
    }
}
```

A button's colours animated as it is enabled or disabled show its state (docs/statements.md),
even when the button is reached through the controller's main view (IOS-Swift-Crypto-Wallet acf6450):

```swift passes
final class SendViewController: UIViewController {
    private let mainView = SendView()

    override func loadView() {
        view = mainView
    }

    func updateSendButton(isReady: Bool) {
        if isReady {
            mainView.sendButton.isEnabled = true
            UIView.animate(withDuration: 0.3) {
                self.mainView.sendButton.backgroundColor = .systemBlue
                self.mainView.sendButton.setTitleColor(.white, for: .normal)
            }
        } else {
            mainView.sendButton.isEnabled = false
            UIView.animate(withDuration: 0.3) {
                self.mainView.sendButton.backgroundColor = .systemGray5
                self.mainView.sendButton.setTitleColor(.systemGray, for: .normal)
            }
        }
    }
}

final class SendView: UIView {
    let sendButton = UIButton()
}
```

So does a look picked by a branch on the value that enables the button, by a local chosen
from it, or given beside RxCocoa's binder of its state (Amor 064ffbf's channel and profile forms):

```swift passes
import RxCocoa

final class ChannelFormViewController: UIViewController {
    private let mainView = ChannelFormView()

    override func loadView() {
        view = mainView
    }

    func showAddable(_ value: Bool) {
        mainView.addButton.isEnabled = value
        if value {
            mainView.addButton.configuration?.baseBackgroundColor = .systemGreen
        } else {
            mainView.addButton.configuration?.baseBackgroundColor = .systemGray
        }
    }

    func showCompletable(_ isActive: Bool) {
        let color: UIColor = isActive ? .systemGreen : .systemGray
        mainView.completeButton.configuration?.baseBackgroundColor = color
        mainView.completeButton.isUserInteractionEnabled = isActive
    }

    func showSubmittable(_ value: Bool, isReset: Bool) {
        if isReset {
            mainView.submitButton.configuration?.baseBackgroundColor = .systemGray
            mainView.submitButton.rx.isEnabled.onNext(false)
            return
        }
        mainView.submitButton.configuration?.baseForegroundColor = value ? .white : .black
        mainView.submitButton.rx.isEnabled.onNext(value)
    }
}

final class ChannelFormView: UIView {
    let addButton = UIButton(configuration: .filled())
    let completeButton = UIButton(configuration: .filled())
    let submitButton = UIButton(configuration: .filled())
}
```

A line a tab bar controller adds to its tab bar, pinned there (IOS-Swift-Crypto-Wallet acf6450):

```swift passes
final class WalletTabBarController: UITabBarController {
    private let separatorView = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        tabBar.addSubview(separatorView)
        separatorView.backgroundColor = .separator
        separatorView.snp.makeConstraints { make in
            make.top.leading.trailing.equalToSuperview()
            make.height.equalTo(1)
        }
    }
}
```

A pop-up that its parent adds as a child, in another file, and that takes itself
away; its button's colour follows the button's state (SsgSag_iOS b9ef3e2):

```swift passes
final class DatePopUpViewController: UIViewController {
    @IBOutlet private var doneButton: UIButton!

    func updateDoneButton(isEnabled: Bool) {
        doneButton.isEnabled = isEnabled
        doneButton.backgroundColor = isEnabled ? .systemBlue : .systemGray
    }

    func refreshDoneButton(for date: Date?) {
        guard date != nil else {
            doneButton.isEnabled = false
            doneButton.backgroundColor = .systemGray
            return
        }
        doneButton.isEnabled = true
        doneButton.backgroundColor = .systemBlue
    }

    @objc private func close() {
        view.removeFromSuperview()
    }
}
```

Helpers for every screen, a container's own colours (a controller that holds child controllers
and adds no view of its own is a container too: fosdem's and ios-tooda's root screens), and a
presented alert's tint:

```swift passes
extension UIViewController {
    func showDimming() {
        let dimmingView = UIView()
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.4)
        view.addSubview(dimmingView)
    }
}

final class AuthNavigationController: UINavigationController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
    }
}

final class RootController: UIViewController {
    private let tabs = UITabBarController()
    private let welcome = UIViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        var constraints: [NSLayoutConstraint] = []
        for child in [tabs, welcome] {
            addChild(child)
            view.addSubview(child.view)
            child.view.translatesAutoresizingMaskIntoConstraints = false
            child.didMove(toParent: self)
            constraints.append(contentsOf: [
                child.view.topAnchor.constraint(equalTo: view.topAnchor),
                child.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                child.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                child.view.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            ])
        }
        NSLayoutConstraint.activate(constraints)
        view.backgroundColor = .systemGroupedBackground
    }
}

final class LanguageViewController: UIViewController {
    func confirm() {
        let alert = UIAlertController(title: "Language", message: nil, preferredStyle: .alert)
        alert.view.tintColor = .systemBlue
        present(alert, animated: true)
    }

    func openHelp() {
        let navigation = BrowserViewController.navigationControllerWithBrowser()
        let browser = navigation.rootBrowser()
        browser?.view.tintColor = .systemGray
        popoverPresentationController?.backgroundColor = .systemBackground
        present(navigation, animated: true)
    }
}

final class BrowserViewController: UIViewController {
    static func navigationControllerWithBrowser() -> UINavigationController {
        UINavigationController(rootViewController: BrowserViewController())
    }
}

extension UINavigationController {
    func rootBrowser() -> BrowserViewController? { viewControllers.first as? BrowserViewController }
}
```

Nor are views that are not the screen's layout: the cells, headers and footers a table or
collection view asks its data source for (a member that takes a `UITableView`, a
`UICollectionView`, a row's `IndexPath` or a cell, and the views such a member
returns from the controller's properties, a footer kept in one), a prototype cell laid out only to measure its size
(`systemLayoutSizeFitting`), a transient view the member makes and removes again (a toast), and
a segue's destination. A controller whose only layout adds one view of the project's own class
and pins its four edges to its view, with nothing added, has its screen in a view class already:
that is `loadView() { view = mainView }` written with constraints.

```swift passes
final class TrackListViewController: UIViewController, UITableViewDataSource {
    private let sizingCell = TrackCell()

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "track", for: indexPath)
        cell.textLabel?.font = .preferredFont(forTextStyle: .body)
        cell.backgroundColor = .clear
        return cell
    }

    func trackCell(at indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell()
        cell.contentView.backgroundColor = indexPath.row % 2 == 0 ? .systemGray6 : .systemBackground
        return cell
    }

    func configure(_ cell: TrackCell, title: String) {
        cell.backgroundColor = .clear
    }

    private let footerSpacer = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        footerSpacer.backgroundColor = .clear
    }

    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        return footerSpacer
    }

    func height(forWidth width: CGFloat) -> CGFloat {
        sizingCell.contentView.widthAnchor.constraint(equalToConstant: width).isActive = true
        return sizingCell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height
    }

    func showCopied() {
        let toast = UILabel()
        toast.backgroundColor = .black
        view.addSubview(toast)
        toast.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
        UIView.animate(withDuration: 2, animations: { toast.alpha = 0 }) { _ in
            toast.removeFromSuperview()
        }
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        let detail = segue.destination
        detail.view.tintColor = .systemOrange
    }
}

final class TrackCell: UITableViewCell {}

final class ProfileViewController: UIViewController {
    private let profileView = ProfileView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(profileView)
        profileView.snp.makeConstraints { make in
            make.edges.equalTo(view.safeAreaLayoutGuide)
        }
    }
}

final class ProfileView: UIView {}
```

A view a member adds and takes away again is transient too when a property holds it, and so is
the look its property gives it (iosched-ios's bottom sheet, dimming the screen while it is open):

```swift passes
final class SheetContainerController: UIViewController {
    private var isExpanded = false
    private lazy var overlayView: UIView = {
        let overlay = UIControl()
        overlay.backgroundColor = UIColor.black.withAlphaComponent(0.4)
        return overlay
    }()

    func toggleSheet() {
        isExpanded.toggle()
        if isExpanded {
            view.addSubview(overlayView)
        }
        UIView.animate(withDuration: 0.25, animations: {
            self.overlayView.alpha = self.isExpanded ? 1 : 0
        }) { _ in
            if !self.isExpanded {
                self.overlayView.removeFromSuperview()
            }
        }
    }
}
```

A controller extended in several files is reported once, in the file that declares it.

A container that lays out views of its own still does:

```swift triggers
final class MainTabBarController: UITabBarController {
    private let miniPlayer = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        ↓view.addSubview(miniPlayer)
    }
}
```

A view of the screen's content that is merely named like a bar's is no bar:

```swift triggers
final class ChannelListViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let titleView = UILabel()
        ↓titleView.font = .preferredFont(forTextStyle: .headline)
        view.addSubview(titleView)
    }
}
```

## Options

| option | type | default | meaning |
|---|---|---|---|
| `check_tests` | boolean | `false` | Also check test files. |

Enable it with `opt_in_rules: [layout_in_view_controller]`.

## Fix

None: moving layout into a view is a refactoring for the author.

"""####,
    "magic_number_in_constraint": ####"""
# magic_number_in_constraint

**Default:** opt-in · **Severity:** warning · **Fix:** no

## Why

`constant: 16` repeated across a screen is a spacing scale that nobody wrote
down. Named constants (`Constants.inset`, `Spacing.medium`) keep layouts
consistent and make a design change a one-line edit.

## What triggers

A numeric literal other than `0` as a constraint's `constant:`,
`equalToConstant:` (and the `greaterThanOrEqualTo`/`lessThanOrEqualTo` forms) or
`multiplier:` (`1` is fine as a multiplier), and in SnapKit chains the number
given to `.offset()`, `.inset()`, `.multipliedBy()` or `.dividedBy()`. The
finding is on the literal.

```swift triggers
NSLayoutConstraint.activate([
    iconView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: ↓16),
    iconView.widthAnchor.constraint(equalToConstant: ↓24),
    iconView.heightAnchor.constraint(equalTo: iconView.widthAnchor, multiplier: ↓0.5),
    iconView.trailingAnchor.constraint(equalTo: trailingAnchor, constant: ↓-8),
])
avatarView.snp.makeConstraints { make in
    make.top.equalToSuperview().offset(↓12)
    make.leading.equalToSuperview().inset(↓16)
}
iconView.addConstraint(
    NSLayoutConstraint(
        item: iconView as Any, attribute: .width, relatedBy: .equal, toItem: nil,
        attribute: .notAnAttribute, multiplier: 1, constant: ↓44))
```

Its findings say, in order:

```text messages
`16` as a constraint constant of `iconView`: give it a name (e.g. `Constants.spacing`)
`24` as a constraint constant of `iconView`: give it a name (e.g. `Constants.spacing`)
`0.5` as a constraint multiplier of `iconView`: give it a name (e.g. `Constants.spacing`)
`-8` as a constraint constant of `iconView`: give it a name (e.g. `Constants.spacing`)
`12` as a constraint constant of `avatarView`: give it a name (e.g. `Constants.spacing`)
`16` as a constraint constant of `avatarView`: give it a name (e.g. `Constants.spacing`)
`44` as a constraint constant of `iconView`: give it a name (e.g. `Constants.spacing`)
```

## What does not trigger

```swift passes
NSLayoutConstraint.activate([
    iconView.topAnchor.constraint(equalTo: topAnchor),
    iconView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: Constants.inset),
    iconView.bottomAnchor.constraint(equalTo: bottomAnchor, constant: 0),
    iconView.heightAnchor.constraint(equalTo: iconView.widthAnchor, multiplier: 1),
    iconView.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -1.0 * Constants.inset),
])
let insets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
```

Nor the multiplier of a system spacing (`equalToSystemSpacingBelow:multiplier:` and
the like): it counts UIKit's standard spacings, which is what a name would say.

```swift passes
titleLabel.topAnchor.constraint(equalToSystemSpacingBelow: iconView.bottomAnchor, multiplier: 2).isActive = true
```

## Options

None. Enable it with `opt_in_rules: [magic_number_in_constraint]`.

## Fix

None: the name of a constant is the author's to choose.

"""####,
    "missing_translates_autoresizing": ####"""
# missing_translates_autoresizing

**Default:** on · **Severity:** warning · **Fix:** yes

## Why

A view created in code has `translatesAutoresizingMaskIntoConstraints = true`:
UIKit turns its frame into constraints. Add anchor constraints on top and the
two sets conflict — the console fills with "Unable to simultaneously satisfy
constraints" and the view lands somewhere unexpected. The cookbook's
`addSubview(_:withConstraints:)` helper exists to make this impossible to forget.

## What triggers

A subview of a view type that is added with `addSubview`/`insertSubview` and
constrained with anchor constraints (or `NSLayoutConstraint(item:…)`), but whose
`translatesAutoresizingMaskIntoConstraints` is never set to `false` in the type —
directly, in its initializer closure, or through
`[a, b].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }`. The
finding is on the call that adds the view.

The rule speaks only when the file shows how the view is made, and that is
known to leave the flag on: every value the type gives it is an initializer of a
UIKit view (`UILabel()`, `UIButton(type: .system)`, `UIImageView(image:)`), or of
a project view class that does not clear the flag itself. A view assigned in a
set-up function counts as well (`StatusView` below).

```swift triggers
final class BannerView: UIView {
    private let iconView = UIImageView()

    private func setupIconView() {
        ↓addSubview(iconView)
        NSLayoutConstraint.activate([
            iconView.topAnchor.constraint(equalTo: topAnchor),
            iconView.leadingAnchor.constraint(equalTo: leadingAnchor),
        ])
    }
}
```

Its finding says:

```text messages
`iconView` is constrained with anchors but keeps translatesAutoresizingMaskIntoConstraints; set `iconView.translatesAutoresizingMaskIntoConstraints = false` before adding it
```

```swift triggers
final class StatusView: UIView {
    private var titleLabel: UILabel!
    private var badge: PillView!

    func setupViews() {
        titleLabel = UILabel(frame: .zero)
        badge = PillView()
        ↓addSubview(titleLabel)
        ↓addSubview(badge)
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: topAnchor),
            badge.leadingAnchor.constraint(equalTo: titleLabel.trailingAnchor),
        ])
    }
}

final class PillView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = 8
    }

    required init?(coder: NSCoder) { fatalError("not supported") }
}

extension UIView {
    func addSubview(_ subview: UIView, pinnedBy constraints: [NSLayoutConstraint]) {
        subview.translatesAutoresizingMaskIntoConstraints = false
        addSubview(subview)
        NSLayoutConstraint.activate(constraints)
    }
}
```

The project's `addSubview(_:pinnedBy:)` above is not UIKit's `addSubview(_:)`: a
call reaches a project function only when its labels fit, default values
considered. PennMobile's `anchor(…)`, whose parameters all have defaults, clears
the flag of views it is called on with any of its labels:

```swift passes
extension UIView {
    func anchor(
        top: NSLayoutYAxisAnchor? = nil, left: NSLayoutXAxisAnchor? = nil, leftConstant: CGFloat = 0,
        widthConstant: CGFloat = 0
    ) -> [NSLayoutConstraint] {
        translatesAutoresizingMaskIntoConstraints = false
        var anchors: [NSLayoutConstraint] = []
        if let left {
            anchors.append(leadingAnchor.constraint(equalTo: left, constant: leftConstant))
        }
        NSLayoutConstraint.activate(anchors)
        return anchors
    }
}

final class MoreCell: UITableViewCell {
    private let iconImage = UIImageView()

    func setUpView() {
        contentView.addSubview(iconImage)
        iconImage.centerYAnchor.constraint(equalTo: contentView.centerYAnchor).isActive = true
        _ = iconImage.anchor(left: contentView.leftAnchor, leftConstant: 15, widthConstant: 30)
    }
}
```

## What does not trigger

Views whose flag is set anywhere in the type, views added to a stack view,
through a `withConstraints:` helper, or laid out with SnapKit, and `contentView`.

A view whose class turns the flag off on itself (or whose project base class
does), and a view made or prepared by one of the project's Auto Layout helpers,
found by their bodies in any file (helpers from dependencies are named in
`conventions: autolayout_helpers`):

```swift passes
extension UIView {
    var withoutAutoresizingMaskConstraints: Self {
        translatesAutoresizingMaskIntoConstraints = false
        return self
    }
}

class SelfSizingBadge: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        translatesAutoresizingMaskIntoConstraints = false
    }

    required init?(coder: NSCoder) { fatalError("not supported") }
}

final class CountBadge: SelfSizingBadge {}

extension UIView {
    func addSubview(_ subview: UIView, pinnedTo guide: UILayoutGuide) {
        subview.translatesAutoresizingMaskIntoConstraints = false
        addSubview(subview)
        NSLayoutConstraint.activate([
            subview.topAnchor.constraint(equalTo: guide.topAnchor),
            subview.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
    }
}

final class HeaderView: UIView {
    private let badge = CountBadge()
    private let titleLabel = UILabel().withoutAutoresizingMaskConstraints
    private let iconView = UIImageView()
    private lazy var actionsStackView: UIStackView = {
        let stack = UIStackView()
        stack.axis = .horizontal
        return stack.withoutAutoresizingMaskConstraints
    }()
    private var errorIndicator: UIImageView?

    private func makeErrorIndicator() -> UIImageView {
        errorIndicator = UIImageView().withoutAutoresizingMaskConstraints
        return errorIndicator!
    }

    private func setupActions() {
        addSubview(actionsStackView)
        actionsStackView.topAnchor.constraint(equalTo: topAnchor).isActive = true
        let errorIndicator = makeErrorIndicator()
        addSubview(errorIndicator)
        errorIndicator.topAnchor.constraint(equalTo: actionsStackView.bottomAnchor).isActive = true
    }

    private func setupBadge() {
        addSubview(badge)
        addSubview(titleLabel)
        addSubview(iconView, pinnedTo: layoutMarginsGuide)
        iconView.widthAnchor.constraint(equalToConstant: 24).isActive = true
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: topAnchor),
            titleLabel.topAnchor.constraint(equalTo: badge.bottomAnchor),
        ])
    }
}
```

The class may turn it off in a setup function of one of its extensions, which its initializer calls
(Kabetsu-Project's buttons):

```swift passes
final class RoundButton: UIButton {
    override init(frame: CGRect) {
        super.init(frame: frame)
        configureButton()
    }

    required init?(coder: NSCoder) { fatalError() }
}

extension RoundButton {
    private func configureButton() {
        translatesAutoresizingMaskIntoConstraints = false
        tintColor = .white
    }
}

final class TimerPanel: UIView {
    private let startButton = RoundButton()

    func setUp() {
        addSubview(startButton)
        startButton.centerXAnchor.constraint(equalTo: centerXAnchor).isActive = true
    }
}
```

A helper that lays its parameter out with SnapKit clears its flag, as SnapKit does:

```swift passes
final class ProfileHeaderView: UIView {
    private let backgroundImageView = UIImageView()
    private let nameLabel = UILabel()

    private func setupViews() {
        addSubview(backgroundImageView)
        fill(backgroundImageView)
        addSubview(nameLabel)
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            backgroundImageView.heightAnchor.constraint(equalToConstant: 120),
            nameLabel.centerYAnchor.constraint(equalTo: backgroundImageView.centerYAnchor),
        ])
    }

    private func fill(_ view: UIView) {
        view.snp.makeConstraints { make in
            make.leading.trailing.top.equalToSuperview()
        }
    }
}
```

A helper may take the views in an array, and loop over it:

```swift passes
extension UIView {
    static func disableAutoresizing(for views: [UIView]) {
        views.forEach { view in
            view.translatesAutoresizingMaskIntoConstraints = false
        }
    }
}

final class LegalCell: UITableViewCell {
    private let titleLabel = UILabel()
    private let textView = UITextView()

    private func setupViews() {
        UIView.disableAutoresizing(for: [titleLabel, textView])
        contentView.addSubview(titleLabel)
        contentView.addSubview(textView)
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: contentView.topAnchor),
            textView.topAnchor.constraint(equalTo: titleLabel.bottomAnchor),
        ])
    }
}
```

```swift passes
final class BannerView: UIView {
    private let iconView = UIImageView()
    private let titleLabel = UILabel()
    private let badgeView = UIView()
    private let stackView = UIStackView()
    private let captionLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()

    private func setup() {
        [iconView, titleLabel].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
        addSubview(iconView)
        addSubview(titleLabel)
        addSubview(captionLabel)
        addSubview(badgeView)
        stackView.addArrangedSubview(badgeView)
        NSLayoutConstraint.activate([
            iconView.topAnchor.constraint(equalTo: topAnchor),
            titleLabel.topAnchor.constraint(equalTo: iconView.bottomAnchor),
            captionLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor),
            badgeView.widthAnchor.constraint(equalToConstant: 8),
        ])
    }
}
```

The class that counts is the one made, also when the property is declared as a
plain `UIView` and made in its initializer closure:

```swift passes
final class ChatView: UIView {
    lazy var bannerView: UIView = {
        let banner = AnnouncementBanner()
        banner.backgroundColor = .systemYellow
        return banner
    }()

    func setupBannerView() {
        addSubview(bannerView)
        NSLayoutConstraint.activate([
            bannerView.topAnchor.constraint(equalTo: topAnchor),
            bannerView.leadingAnchor.constraint(equalTo: leadingAnchor),
            bannerView.trailingAnchor.constraint(equalTo: trailingAnchor),
        ])
    }
}

final class AnnouncementBanner: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        translatesAutoresizingMaskIntoConstraints = false
    }

    required init?(coder: NSCoder) { fatalError("not supported") }
}
```

A view the file does not show being made is unknown, and unknown code triggers
nothing: a view made by a factory or a helper (Hamster's `chooseKeyboard`,
karhoo-ios-ui-sdk's `buildGenericLabel`), by an initializer a dependency adds to a
UIKit class (toshi-ios-client's SweetUIKit `UILabel(withAutoLayout:)`), by a class
from a dependency, or assigned only in another file. So is a view the type calls
or hands to code that is neither UIKit's nor the project's, such as a layout
library's `top(to:)` (toshi-ios-client's TinyConstraints):

```swift passes
extension UILabel {
    convenience init(withAutoLayout autoLayout: Bool) {
        self.init(frame: .zero)
    }
}

final class TripView: UIView {
    private let destinationLabel: UILabel = makeLabel()
    private let fiatValueLabel = UILabel(withAutoLayout: true)
    private let searchHeaderView = UIView()
    var detailsView: UIView!

    static func makeLabel() -> UILabel {
        UILabel()
    }

    func setUp() {
        addSubview(destinationLabel)
        addSubview(fiatValueLabel)
        addSubview(detailsView)
        addSubview(searchHeaderView)
        searchHeaderView.top(to: self)
        NSLayoutConstraint.activate([
            destinationLabel.topAnchor.constraint(equalTo: topAnchor),
            fiatValueLabel.topAnchor.constraint(equalTo: destinationLabel.bottomAnchor),
            detailsView.topAnchor.constraint(equalTo: fiatValueLabel.bottomAnchor),
            searchHeaderView.heightAnchor.constraint(equalToConstant: 44),
        ])
    }
}
```

A closure given together with the view may do anything to it, and so may a call
made through a member of the view that UIKit's views do not declare (Shook's
`inputField.ezl.makeConstraint { … }`):

```swift passes
final class BadgeView: UIView {
    private let titleLabel = UILabel()
    private let iconView = UIImageView()
    private let inputField = UITextView()

    func setUp() {
        addSubview(titleLabel)
        addSubview(iconView)
        [titleLabel, iconView].forEach { $0.top(to: self) }
        titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
        iconView.trailingAnchor.constraint(equalTo: trailingAnchor).isActive = true
        addSubview(inputField)
        inputField.ezl.makeConstraint { _ in }
        inputField.heightAnchor.constraint(equalToConstant: 20).isActive = true
    }
}
```

A project class clears the flag itself also when its initializer reaches a
project helper that does: a protocol extension's method it calls
(TTBaseUIKit's `drawView()`), or a function it hands itself to
(ost-wallet-sdk-ios's `apply(self)`):

```swift passes
protocol AutoLayoutDrawing {}

extension AutoLayoutDrawing where Self: UIView {
    func drawView() {
        translatesAutoresizingMaskIntoConstraints = false
    }
}

final class PanelView: UIView, AutoLayoutDrawing {
    override init(frame: CGRect) {
        super.init(frame: frame)
        drawView()
    }

    required init?(coder: NSCoder) { fatalError("not supported") }
}

class BaseButton: UIButton {
    override init(frame: CGRect) {
        super.init(frame: frame)
        apply(self)
    }

    required init?(coder: NSCoder) { fatalError("not supported") }

    func apply(_ button: UIButton) {
        button.translatesAutoresizingMaskIntoConstraints = false
    }
}

final class CancelButton: BaseButton {}

final class PanelScrollView: UIView {
    private let panel = PanelView()
    private let cancelButton = CancelButton()

    func setUp() {
        addSubview(panel)
        addSubview(cancelButton)
        NSLayoutConstraint.activate([
            panel.topAnchor.constraint(equalTo: topAnchor),
            cancelButton.topAnchor.constraint(equalTo: panel.bottomAnchor),
        ])
    }
}
```

The same holds where the flag is turned off further away: by a method of the
view's class that is no setup function (Hound-iOS-App's `applyDefaultSetup()`),
by a function the view is handed to that calls such a helper on it
(SwiftComp_iOS_App's result cards, free functions there), by a project function that takes the
constraints made on the view, also through a local or a property that gathers
them (prox's `activate(_:translatesAutoresizingMaskIntoConstraints:)`), by an
initializer a dependency adds to a project class (token-ios-client's
`AvatarImageView(withAutoLayout: true)`), or by a property wrapper
(tari-wallet-ios's `@TariView`):

```swift passes
extension UIView {
    convenience init(withAutoLayout autoLayout: Bool) {
        self.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = !autoLayout
    }

    func cardDesign() {
        translatesAutoresizingMaskIntoConstraints = false
    }
}

extension NSLayoutConstraint {
    class func activate(_ constraints: [NSLayoutConstraint], translatesAutoresizingMaskIntoConstraints: Bool) {
        for constraint in constraints {
            if let view = constraint.firstItem as? UIView {
                view.translatesAutoresizingMaskIntoConstraints = translatesAutoresizingMaskIntoConstraints
            }
        }
        NSLayoutConstraint.activate(constraints)
    }
}

@propertyWrapper struct AutoLayoutView<View: UIView> {
    var wrappedValue: View
}

enum ResultCards {
    static func makeResultCard(_ card: UIView, under container: UIView) {
        let spacing: CGFloat = 16
        card.cardDesign()
        card.topAnchor.constraint(equalTo: container.topAnchor, constant: spacing).isActive = true
    }
}

class HoundLabel: UILabel {
    override init(frame: CGRect) {
        super.init(frame: frame)
        applyDefaultSetup()
    }

    required init?(coder: NSCoder) { fatalError("not supported") }

    private func applyDefaultSetup() {
        translatesAutoresizingMaskIntoConstraints = false
    }
}

class AvatarImageView: UIImageView {}

final class ResultView: UIView {
    private let nameLabel = HoundLabel()
    private let resultCard = UIView()
    private let loadingAnimation = UIImageView()
    private let avatarImageView = AvatarImageView(withAutoLayout: true)
    @AutoLayoutView private var separator = UIView()

    func setUp() {
        addSubview(nameLabel)
        addSubview(resultCard)
        ResultCards.makeResultCard(resultCard, under: self)
        addSubview(loadingAnimation)
        addSubview(avatarImageView)
        addSubview(separator)
        var constraintsToAdd = [NSLayoutConstraint]()
        constraintsToAdd += [
            loadingAnimation.centerXAnchor.constraint(equalTo: centerXAnchor),
        ]
        NSLayoutConstraint.activate(constraintsToAdd, translatesAutoresizingMaskIntoConstraints: false)
        NSLayoutConstraint.activate([
            nameLabel.topAnchor.constraint(equalTo: topAnchor),
            resultCard.bottomAnchor.constraint(equalTo: bottomAnchor),
            avatarImageView.topAnchor.constraint(equalTo: nameLabel.bottomAnchor),
            separator.topAnchor.constraint(equalTo: avatarImageView.bottomAnchor),
        ])
    }
}
```

A view laid out by its frame (`frame`, `center` or `autoresizingMask` set
anywhere in the type, or a part of its frame such as `frame.origin.x`) keeps its autoresizing mask on purpose: the anchors that
name it are those of its own subviews pinned to it, and turning the flag off
would leave it with no size:

```swift passes
final class ToastView: UIView {
    private let containerView = UIView()
    private let messageLabel = UILabel()

    func setupContainerView() {
        containerView.frame = CGRect(x: 16, y: 0, width: 288, height: 44)
        containerView.autoresizingMask = [.flexibleWidth]
        addSubview(containerView)
        messageLabel.translatesAutoresizingMaskIntoConstraints = false
        containerView.addSubview(messageLabel)
        NSLayoutConstraint.activate([
            messageLabel.topAnchor.constraint(equalTo: containerView.topAnchor, constant: 8),
            containerView.bottomAnchor.constraint(equalTo: messageLabel.bottomAnchor, constant: 8),
        ])
    }
}

final class CategoryTabsView: UIView {
    private let selectionBarView = UIView()

    func setUp() {
        addSubview(selectionBarView)
        selectionBarView.bottomAnchor.constraint(equalTo: bottomAnchor).isActive = true
    }

    func select(_ index: Int) {
        UIView.animate(withDuration: 0.25) {
            self.selectionBarView.frame.origin.x = CGFloat(index) * 120
        }
    }
}
```

So does a view whose constraints all relate it to views added to it: its frame
places it, and its subviews are pinned to it (ios-spain-s's dimming view, made
with the screen's bounds and added to the window):

```swift passes
final class ManagerViewController: UIViewController {
    private lazy var dimmingView: UIView = {
        let dimmingView = UIView(frame: UIScreen.main.bounds)
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.5)
        return dimmingView
    }()

    func showDetail() {
        view.addSubview(dimmingView)
        let detailView = UIView()
        dimmingView.addSubview(detailView)
        detailView.translatesAutoresizingMaskIntoConstraints = false
        detailView.leadingAnchor.constraint(equalTo: dimmingView.leadingAnchor, constant: 31).isActive = true
        dimmingView.trailingAnchor.constraint(equalTo: detailView.trailingAnchor, constant: 31).isActive = true
    }
}
```

So does a view made with a frame and constrained only to a constant size: its
frame places it, and the flag keeps it there (xabber-ios 0b4c24f's avatars). The
flag may be cleared in a `for` loop over the views too, also when the array is
cast (xabber-ios's premium screen):

```swift passes
final class ContactCell: UITableViewCell {
    private let userImageView = UIView()
    private let avatarView: UIImageView = {
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 64, height: 64))
        view.contentMode = .scaleAspectFill
        return view
    }()
    private let nameLabel = UILabel()

    func setupAvatarView() {
        userImageView.frame = CGRect(x: 16, y: 10, width: 64, height: 64)
        contentView.addSubview(userImageView)
        userImageView.addSubview(avatarView)
        NSLayoutConstraint.activate([
            avatarView.heightAnchor.constraint(equalToConstant: 64),
            avatarView.widthAnchor.constraint(equalToConstant: 64),
        ])
    }

    func setupNameLabel() {
        for label in [nameLabel] as [UIView] {
            label.translatesAutoresizingMaskIntoConstraints = false
        }
        contentView.addSubview(nameLabel)
        NSLayoutConstraint.activate([
            nameLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
        ])
    }
}
```

The flag may also be set through optional chaining on an optional subview,
which is then unwrapped before it is added:

```swift passes
final class OfferView: UIView {
    private var priceLabel: UILabel?

    func setupPriceLabel() {
        priceLabel = UILabel()
        priceLabel?.translatesAutoresizingMaskIntoConstraints = false
        guard let priceLabel else { return }
        addSubview(priceLabel)
        NSLayoutConstraint.activate([
            priceLabel.topAnchor.constraint(equalTo: topAnchor),
        ])
    }
}
```

## Options

None.

## Fix

Inserts `view.translatesAutoresizingMaskIntoConstraints = false` on the line
before the statement that adds the view, at its indentation.

```swift fix-before
final class BannerView: UIView {
    private let iconView = UIImageView()

    private func setupIconView() {
        addSubview(iconView)
        iconView.topAnchor.constraint(equalTo: topAnchor).isActive = true
    }
}
```

```swift fix-after
final class BannerView: UIView {
    private let iconView = UIImageView()

    private func setupIconView() {
        iconView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(iconView)
        iconView.topAnchor.constraint(equalTo: topAnchor).isActive = true
    }
}
```

"""####,
    "mixed_horizontal_anchors": ####"""
# mixed_horizontal_anchors

**Default:** on · **Severity:** error · **Fix:** yes

## Why

UIKit refuses a constraint between a leading/trailing attribute and a
left/right one. It throws at run time — "A constraint cannot be made between a
leading/trailing attribute and a right/left attribute" — so the screen crashes
the first time it is shown. The compiler cannot see it; uilint can.

## What triggers

One constraint whose two sides mix the kinds: an anchor constraint, an
`NSLayoutConstraint(item:attribute:…)` or a SnapKit relation such as
`make.leading.equalTo(other.snp.right)`. The finding is on the constraint.

```swift triggers
↓titleLabel.leadingAnchor.constraint(equalTo: iconView.rightAnchor, constant: 8).isActive = true
```

Its finding says:

```text messages
`titleLabel`: constraint relates `right` to `leading`, which UIKit rejects at run time; use `trailing`
```

```swift triggers
NSLayoutConstraint.activate([
    ↓badge.leftAnchor.constraint(equalTo: safeAreaLayoutGuide.leadingAnchor),
])
```

```swift triggers
let pin = ↓NSLayoutConstraint(item: badge, attribute: .trailing, relatedBy: .equal, toItem: self, attribute: .right, multiplier: 1, constant: 0)
```

```swift triggers
badge.snp.makeConstraints { make in
    ↓make.left.equalTo(titleLabel.snp.trailing)
}
```

## What does not trigger

Constraints whose sides agree, and the horizontal centre with either kind:

```swift passes
titleLabel.leadingAnchor.constraint(equalTo: iconView.trailingAnchor).isActive = true
titleLabel.leftAnchor.constraint(equalTo: iconView.rightAnchor).isActive = true
titleLabel.centerXAnchor.constraint(equalTo: leadingAnchor).isActive = true
badge.snp.makeConstraints { make in
    make.left.equalToSuperview()
}
```

## Options

None.

## Fix

Converts the left/right side to leading/trailing.

```swift fix-before
titleLabel.leadingAnchor.constraint(equalTo: iconView.rightAnchor, constant: 8).isActive = true
```

```swift fix-after
titleLabel.leadingAnchor.constraint(equalTo: iconView.trailingAnchor, constant: 8).isActive = true
```

"""####,
    "negative_constant_style": ####"""
# negative_constant_style

**Default:** opt-in · **Severity:** warning · **Fix:** yes

## Why

The cookbook: "if you want everyone to write negative numbers in a specific way
(`-1.0 * constant`), add this rule to your cookbook!" Either way is fine; mixing
them makes every reviewer stop and check the sign.

## What triggers

With `style: minus` (the default), a constraint constant written
`-1.0 * inset` (or `inset * -1`). With `style: multiply`, one written `-inset`.
A negative literal such as `-8` is fine in both styles. Constants are the
`constant:` arguments of constraints and SnapKit's `.offset()`/`.inset()`.

```swift triggers
NSLayoutConstraint.activate([
    titleLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: ↓-1.0 * Constants.inset),
    titleLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: ↓inset * -1),
])
```

Its findings say, in order:

```text messages
`-1.0 * Constants.inset`: write negative constants as `-Constants.inset`
`inset * -1`: write negative constants as `-inset`
```

## What does not trigger

```swift passes
NSLayoutConstraint.activate([
    titleLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -Constants.inset),
    titleLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
    titleLabel.widthAnchor.constraint(equalTo: widthAnchor, multiplier: -1.0 * ratio),
])
```

## Options

| option | type | default | meaning |
|---|---|---|---|
| `style` | string | `minus` | `minus` (`-inset`) or `multiply` (`-1.0 * inset`). |

```swift triggers
// options: {style: multiply}
NSLayoutConstraint.activate([
    titleLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: ↓-Constants.inset),
    titleLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
])
```

## Fix

Rewrites the constant in the configured style.

```swift fix-before
NSLayoutConstraint.activate([
    titleLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -1.0 * Constants.inset),
    titleLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: (top + bottom) * -1),
])
```

```swift fix-after
NSLayoutConstraint.activate([
    titleLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -Constants.inset),
    titleLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -(top + bottom)),
])
```

"""####,
    "no_interface_builder": ####"""
# no_interface_builder

**Default:** on · **Severity:** warning · **Fix:** no

## Why

Storyboards and XIBs hide layout in XML that cannot be reviewed, merge badly
and change just by being opened. The UIKit standards: "Views should be
generated and styled in code."

## What triggers

Each Interface Builder API token: `@IBOutlet`, `@IBAction`, `@IBInspectable`,
`@IBDesignable`, `UINib(...)`, `UIStoryboard(...)`, `instantiateViewController`,
`instantiateInitialViewController`, `performSegue`, `prepare(for segue:...)`,
`loadNibNamed`, an `awakeFromNib` override (its `super.awakeFromNib()` call is
part of it) and any other `awakeFromNib` call. `UIStoryboard(...).instantiateViewController(...)`
is two findings. Each `.storyboard` and `.xib` file found under the linted
folders is reported too, at its first line, except the launch screen.

```swift triggers
final class LegacyViewController: UIViewController {
    ↓@IBOutlet private weak var titleLabel: UILabel!

    override func ↓awakeFromNib() {
        super.awakeFromNib()
    }

    ↓@IBAction private func close(_ sender: UIButton) {
        let next = ↓UIStoryboard(name: "Main", bundle: nil).↓instantiateViewController(withIdentifier: "Next")
        present(next, animated: true)
    }

    override func ↓prepare(for segue: UIStoryboardSegue, sender: Any?) {}
}
```

Its findings say, in order:

```text messages
`@IBOutlet` depends on Interface Builder; create and lay out the UI in code
`awakeFromNib` depends on Interface Builder; create and lay out the UI in code
`@IBAction` depends on Interface Builder; create and lay out the UI in code
`UIStoryboard` depends on Interface Builder; create and lay out the UI in code
`instantiateViewController` depends on Interface Builder; create and lay out the UI in code
`prepare(for:sender:)` depends on Interface Builder; create and lay out the UI in code
```

```swift triggers
let cellNib = ↓UINib(nibName: "PlayerCell", bundle: nil)
```

A segue performed by the controller itself, with or without `self.`, is one too:

```swift triggers
final class ListViewController: UIViewController {
    func showDetail() {
        ↓performSegue(withIdentifier: "showDetail", sender: nil)
    }
}
```

## What does not trigger

```swift passes
final class PlayerViewController: UIViewController {
    private lazy var mainView = PlayerView()

    override func loadView() {
        view = mainView
    }

    func prepare(for playback: Playback) {}
}

final class PlayerView: UIView {}
```

The launch screen (`LaunchScreen.storyboard`, `Launch Screen.storyboard`, or any storyboard Xcode marks
`launchScreen="YES"`) is shown by iOS before any code runs, so it is not reported; nor is the controller an
app loads from it to animate out of the launch, named by a literal or by a constant named for it, or kept
in a local named for it (tokend ios-app 3c54fe0's root controller):

```swift passes
final class LaunchTransition {
    private let launchScreen = "LaunchScreen"

    func makeCover() -> UIView? {
        UIStoryboard(name: "LaunchScreen", bundle: nil).instantiateInitialViewController()?.view
    }

    func makeFirstScreen() -> UIViewController {
        UIStoryboard(name: launchScreen, bundle: nil).instantiateInitialViewController() ?? UIViewController()
    }

    func makeBackgroundCover() -> UIView? {
        let launchScreen = UIStoryboard(name: "LaunchScreen", bundle: nil)
        return launchScreen.instantiateInitialViewController()?.view
    }
}
```

WatchKit interfaces can only be built in a storyboard: outlets of `WKInterface…`
types and actions of a `WKInterfaceController` are not reported.

```swift passes does-not-compile
final class NowPlayingInterfaceController: WKInterfaceController {
    @IBOutlet private var titleLabel: WKInterfaceLabel!

    @IBAction private func playTapped() {}
}
```

## Options

| option | type | default | meaning |
|---|---|---|---|
| `require_unavailable_coder_init` | boolean | `false` | `required init?(coder:)` in a view type must only call `fatalError` or be marked `@available(*, unavailable)`. |

```swift triggers
// options: {require_unavailable_coder_init: true}
final class PlayerView: UIView {
    required ↓init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
```

```swift passes
// options: {require_unavailable_coder_init: true}
final class PlayerView: UIView {
    @available(*, unavailable)
    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

final class PlayerCell: UITableViewCell {
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
```

## Fix

None: replacing Interface Builder means writing the layout in code.

"""####,
    "no_layout_in_config": ####"""
# no_layout_in_config

**Default:** on · **Severity:** warning · **Fix:** partial

## Why

The cookbook: "Do not mix view configuration (background color, font, tint
color changes) with layout related code." Configuration says what a view looks
like; layout says where it goes. Kept apart, each can be read on its own, and
data binding stays cheap because it never rebuilds layout.

## What triggers

(a) A layout statement in a subview's initializer closure
(`let x: UILabel = { … }()`, `lazy var x = { … }()`);
`translatesAutoresizingMaskIntoConstraints = false` is allowed there by default,
and so is sizing by `frame`/`bounds` a view that the type never constrains (a
frame-sized table header).

(b) In a **data-binding function** (a method of a view type with parameters
whose name starts with `render`, `configure`, `update`, `bind` or `apply`; not
an `override`, not one that is given only views or controllers, only `Bool` flags such as
`animated:`, or only handlers to call back, and not a helper in an extension
of a class the project does not declare, such as `extension UIView`), creating
constraints or changing the hierarchy. One finding per
function, on the first such statement, counting the others.

(c) In a **setup function**, a configuration statement of a subview after a
layout statement involving that subview (adding, constraining or sizing it):
configure a view, then lay it out. The first such statement is flagged, once
per function. `translatesAutoresizingMaskIntoConstraints = false` does not
start the layout of a view.

Layout statements create or activate constraints, change the hierarchy
(`addSubview`, `addArrangedSubview`, `removeFromSuperview`, …), set
`translatesAutoresizingMaskIntoConstraints`, assign `frame`, `bounds` or
`center`, or store a constraint; content hugging and compression resistance,
layout margins, `autoresizingMask`, layout passes, stacking order, adding
sublayers, a stack view's custom spacing and margin arrangement, and a
stored constraint's `constant` are layout too, never configuration. A configuration statement assigns to, or calls a
method on, a subview of the type.

```swift triggers
final class ProfileView: UIView {
    private lazy var avatarView: UIImageView = {
        let imageView = UIImageView()
        imageView.translatesAutoresizingMaskIntoConstraints = false
        imageView.layer.cornerRadius = 24
        ↓imageView.widthAnchor.constraint(equalToConstant: 48).isActive = true
        return imageView
    }()
}
```

Its finding says:

```text messages
`avatarView`'s initializer closure activates constraints; keep it to configuration and lay the view out in a setup function
```

```swift triggers
final class BadgeCell: UICollectionViewCell {
    private let countLabel = UILabel()
    private let badgeView = UIView()

    func render(count: Int) {
        countLabel.text = "\(count)"
        if count > 99 {
            ↓countLabel.removeFromSuperview()
            addSubview(badgeView)
            badgeView.widthAnchor.constraint(equalToConstant: 8).isActive = true
        }
    }
}
```

The finding names the first statement and counts the others: "data-binding
function `render` changes the view hierarchy (and 2 more layout statements)".

A flag that describes the data, such as whether a headline is breaking news, is data; only
UIKit's `animated:` says how (below):

```swift triggers
final class HeadlineCell: UITableViewCell {
    private let breakingBadge = UILabel()

    func configure(isBreaking: Bool) {
        breakingBadge.text = isBreaking ? "BREAKING" : nil
        ↓contentView.addSubview(breakingBadge)
    }
}
```

A flag that the type's own set-up passes (from an initializer, `loadView`, `viewDidLoad` or `awakeFromNib`)
chooses how to set the view up (alpha-wallet-ios's network form, embedded or not):

```swift passes
final class NetworkFormView: UIView {
    private let scrollView = UIScrollView()

    init(isEmbedded: Bool) {
        super.init(frame: .zero)
        configure(isEmbedded: isEmbedded)
    }

    required init?(coder: NSCoder) { fatalError() }

    private func configure(isEmbedded: Bool) {
        backgroundColor = isEmbedded ? .clear : .systemBackground
        addSubview(scrollView)
    }
}
```

```swift triggers
final class PlayerCell: UITableViewCell {
    private let songNameLabel = UILabel()

    private func setupSongNameLabel() {
        songNameLabel.translatesAutoresizingMaskIntoConstraints = false
        songNameLabel.lineBreakMode = .byTruncatingMiddle
        addSubview(songNameLabel)
        ↓songNameLabel.font = .systemFont(ofSize: 16, weight: .bold)
        songNameLabel.textColor = .label
    }
}
```

## What does not trigger

A class that inherits nothing is no view, whatever its name (U17 8369fbf's
`BlurView`, which puts a blur over the view it is given):

```swift passes
final class BlurView {
    private let host: UIView

    init(host: UIView) {
        self.host = host
    }

    func applyBlur(style: UIBlurEffect.Style, alpha: CGFloat) {
        let effectView = UIVisualEffectView(effect: UIBlurEffect(style: style))
        host.insertSubview(effectView, at: 0)
        host.backgroundColor = .clear
    }
}
```

Configuring each view before adding it, one view after another; hugging and
compression resistance after the constraints; showing, hiding or enabling
views; wiring (`delegate`, `dataSource`, `addTarget`, `register…`,
`accessibility…` — `label.accessibilityTraits.insert(.header)` too —, handing a
view a closure, as a project's
`button.on(.touchUpInside) { … }` or `card.didTapAction = { … }` does, and
telling one view about another, as `scrollView.refreshControl = refreshControl`
or a zooming view's `zoomView = pageStack` do, which often needs the other view
in place first); and assignments to the type's own properties that are not
views (a flag, a token, a child controller):

```swift passes
final class PlayerCell: UITableViewCell {
    private lazy var songNameLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = .systemFont(ofSize: 16, weight: .bold)
        return label
    }()
    private let artistLabel = UILabel()
    private let playButton = UIButton()
    private let queueCard = CardView()
    private var isPlaying = false

    private func setupViews() {
        songNameLabel.lineBreakMode = .byTruncatingMiddle
        addSubview(songNameLabel)
        artistLabel.textColor = .secondaryLabel
        addSubview(artistLabel)
        NSLayoutConstraint.activate([
            songNameLabel.topAnchor.constraint(equalTo: topAnchor),
            artistLabel.topAnchor.constraint(equalTo: songNameLabel.bottomAnchor),
        ])
        artistLabel.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        artistLabel.isHidden = true
        playButton.addTarget(self, action: #selector(play), for: .touchUpInside)
        playButton.on(.touchUpInside) { [weak self] _ in self?.play() }
        addSubview(queueCard)
        queueCard.didTapAction = { [weak self] in self?.play() }
        isPlaying = false
        setNeedsLayout()
    }

    @objc private func play() {}
}

final class CardView: UIView {
    var didTapAction: (() -> Void)?
}
```

A call on a subview configures it only when UIKit declares the method as the view's appearance or
content (`setTitle`, `setImage`, `setTitleColor`, …). Any other call is not configuration, as far as
uilint knows: focus (`becomeFirstResponder()`), gestures (`require(toFail:)`), loading, and the
project's own methods, whose bodies it does not read here:

```swift passes
final class AmountView: UIView {
    private let amountField = UITextField()

    func setupView() {
        addSubview(amountField)
        amountField.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            amountField.topAnchor.constraint(equalTo: topAnchor),
            amountField.leadingAnchor.constraint(equalTo: leadingAnchor),
        ])
        amountField.becomeFirstResponder()
    }
}
```

```swift passes
final class FileListView: UIView {
    private let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    private let refreshControl = UIRefreshControl()
    private let statusLabel = UILabel()
    private let iconView = UIImageView()

    private func setupViews() {
        refreshControl.tintColor = .secondaryLabel
        statusLabel.font = .preferredFont(forTextStyle: .callout)
        addSubview(collectionView)
        addSubview(statusLabel)
        addSubview(iconView)
        collectionView.refreshControl = refreshControl
        statusLabel.accessibilityTraits.insert(.updatesFrequently)
        iconView.centerYAnchor.anchorWithOffset(to: statusLabel.centerYAnchor).constraint(equalToConstant: 0).activate()
    }
}

extension NSLayoutConstraint {
    func activate() { isActive = true }
}
```

Placing a view by frame with PinLayout or FlexLayout (`view.pin…`, `view.flex…`)
is layout, not configuration:

```swift passes
final class MenuBarView: UIView {
    private let avatarView = UIImageView()

    private func setupView() {
        avatarView.layer.cornerRadius = 25
        addSubview(avatarView)
        avatarView.pin.size(50).top()
    }
}

struct PinLayout {
    @discardableResult func size(_ length: CGFloat) -> PinLayout { self }
    @discardableResult func top() -> PinLayout { self }
}

extension UIView {
    var pin: PinLayout { PinLayout() }
}
```

A view is laid out by a statement that adds, constrains or sizes it; reading
its size to size another view, or adding a view into it, lays out the other
view:

```swift passes
final class BookmarksView: UIView {
    private let tableView = UITableView()
    private let searchBar = UISearchBar()
    private let topStackView = UIStackView()
    private let timestampLabel = UILabel()

    private func setupTableHeader() {
        let headerView = UIView()
        headerView.addSubview(searchBar)
        headerView.frame = CGRect(x: 0, y: 0, width: tableView.frame.width, height: 56)
        tableView.tableHeaderView = headerView
    }

    private func setupTopStackView() {
        topStackView.insertArrangedSubview(timestampLabel, at: 1)
        topStackView.spacing = 8
    }
}
```

A function given a view that lays out only that view, and none of the type's
subviews, installs what it is given, whatever else it is given (science-journal-ios
ecf32a3 pins the chart it is handed on the page the sensor's identifier picks):

```swift passes
final class SensorPagesView: UIView {
    private var pages: [UIView] = []
    private var sensorIDs: [String] = []

    func updateChartView(_ chartView: UIView, forSensorWithID sensorID: String) {
        guard let index = sensorIDs.firstIndex(of: sensorID) else { return }
        let page = pages[index]
        chartView.translatesAutoresizingMaskIntoConstraints = false
        page.addSubview(chartView)
        chartView.topAnchor.constraint(equalTo: page.topAnchor).isActive = true
    }
}
```

Adding the type's own subviews to a view it is given still lays out on every
call:

```swift triggers
final class BadgeView: UIView {
    private let countLabel = UILabel()

    func configure(count: Int, in container: UIView) {
        countLabel.text = "\(count)"
        ↓container.addSubview(countLabel)
    }
}
```

A function that is given only views swaps them in: changing the hierarchy is its job.
A helper in an extension of UIKit's classes belongs to no screen:

```swift passes
final class CrossFadeContainerView: UIView {
    private var contentView: UIView?

    func update(_ newContentView: UIView) {
        contentView?.removeFromSuperview()
        addSubview(newContentView)
        contentView = newContentView
    }
}

extension UIView {
    func bindFrameToSuperviewBounds(insets: UIEdgeInsets) {
        guard let superview else { return }
        translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            topAnchor.constraint(equalTo: superview.topAnchor, constant: insets.top),
            bottomAnchor.constraint(equalTo: superview.bottomAnchor, constant: -insets.bottom),
        ])
    }
}
```

In a data-binding function, showing a loading indicator, or taking it out once
the data is in, is a state of the screen, and putting back a view just taken out
only brings it to the front: none builds layout. (Removing a view because of the data, as `BadgeCell` above
does, is still reported: a reused cell never gets it back.) A function given only
`animated:` binds no data:

```swift passes
final class GalleryView: UIView {
    private let spinner = UIActivityIndicatorView()
    private let currentImageView = UIImageView()
    private let overlayView = UIView()

    func update(images: [UIImage]) {
        spinner.removeFromSuperview()
        if images.isEmpty {
            let indicator = UIActivityIndicatorView()
            addSubview(indicator)
        }
        currentImageView.image = images.first
        if let parent = currentImageView.superview {
            currentImageView.removeFromSuperview()
            parent.addSubview(currentImageView)
        }
    }

    func updateOverlay(animated: Bool) {
        if overlayView.superview == nil {
            addSubview(overlayView)
        }
        overlayView.frame = bounds
    }
}
```

A function given only a handler to call back is given no data: it wires a button
to it and may set itself up (xabber-ios 0b4c24f's empty call list):

```swift passes
final class EmptyCallsView: UIView {
    private let createChatButton = UIButton()
    private var onCreateChat: (() -> Void)?

    func configure(onCreateChatCallback: @escaping (() -> Void)) {
        onCreateChat = onCreateChatCallback
        createChatButton.translatesAutoresizingMaskIntoConstraints = false
        addSubview(createChatButton)
        NSLayoutConstraint.activate([
            createChatButton.centerYAnchor.constraint(equalTo: centerYAnchor),
            createChatButton.centerXAnchor.constraint(equalTo: centerXAnchor),
        ])
    }
}
```

A setup function that also runs again to render state is a refresh, and its
order is not a set-up's: one a property observer, a trait or appearance hook,
or an action calls (the same functions `setup_function_grouping` leaves whole):

```swift passes
final class AvatarView: UIView {
    private let initialsLabel = UILabel()

    var initials = "" {
        didSet { setupInitialsLabel() }
    }

    private func setupInitialsLabel() {
        addSubview(initialsLabel)
        initialsLabel.text = initials
    }
}
```

Only what UIKit declares as a view's appearance or content configures it: its
colours, fonts, text, images, layer styling and the like, as listed per UIKit
class in `Model/Vocabulary/UIKitAppearance.swift` (docs/statements.md). A
project's own property of a subview, or a UIKit member that is neither (a data
source, a first responder), is unknown to uilint, and unknown code triggers
nothing:

```swift passes
final class FilterControl: UISegmentedControl {
    var defaultSelectedIndex = 0
}

final class FilterBarView: UIView {
    private let filterControl = FilterControl()

    private func setupFilterControl() {
        addSubview(filterControl)
        filterControl.defaultSelectedIndex = 2
    }
}
```

In a data-binding function: toggling, updating or replacing stored constraints
(SnapKit's `updateConstraints` and `remakeConstraints` among them)
(on a trait or orientation change, say), frames and layer geometry, layout passes,
one arranged subview per item of a loop, and anything inside a closure
(an animation block, a completion handler):

```swift passes
final class TrackView: UIView {
    private let titleLabel = UILabel()
    private let tagsStackView = UIStackView()
    private var compactConstraints: [NSLayoutConstraint] = []
    private var regularConstraints: [NSLayoutConstraint] = []
    private var heightConstraint: NSLayoutConstraint?
    private var aspectRatioConstraint: NSLayoutConstraint?
    private let playerView = UIView()

    func updateAspectRatio(_ ratio: CGFloat) {
        aspectRatioConstraint?.isActive = false
        let constraint = playerView.widthAnchor.constraint(equalTo: playerView.heightAnchor, multiplier: ratio)
        constraint.isActive = true
        aspectRatioConstraint = constraint
    }

    func update(for traits: UITraitCollection) {
        let isCompact = traits.horizontalSizeClass == .compact
        NSLayoutConstraint.deactivate(isCompact ? regularConstraints : compactConstraints)
        NSLayoutConstraint.activate(isCompact ? compactConstraints : regularConstraints)
        heightConstraint?.constant = isCompact ? 44 : 60
        setNeedsLayout()
    }

    func configure(title: String, tags: [String]) {
        titleLabel.text = title
        if title.isEmpty {
            titleLabel.snp.updateConstraints { make in
                make.height.equalTo(0)
            }
        }
        for tag in tags {
            let label = UILabel()
            label.text = tag
            tagsStackView.addArrangedSubview(label)
        }
        UIView.animate(withDuration: 0.2) {
            self.titleLabel.removeFromSuperview()
        }
    }

    func updateMarker(x: CGFloat, y: CGFloat) {
        playerView.snp.remakeConstraints { make in
            make.top.equalTo(y)
            make.leading.equalTo(x)
        }
    }
}
```

A view the loop makes for its item may be constrained there too: it is that
item's, and nothing could lay it out in advance (hyuabot-client-ios 4c4dd7f's
transfer rows):

```swift passes
final class TransferListView: UIView {
    private let rowStackView = UIStackView()

    func render(rows: [String]) {
        rowStackView.arrangedSubviews.forEach { $0.removeFromSuperview() }
        for row in rows {
            let rowView = UILabel()
            rowView.text = row
            rowStackView.addArrangedSubview(rowView)
            rowView.snp.makeConstraints { make in
                make.height.equalTo(44)
            }
        }
    }
}
```

A private function that the type calls only from loops, once per item, is the
loop's body moved out: the view it adds is that item's (mist-ios 77dc40a's
navigation bar, built from a list of items):

```swift passes
enum BarItem {
    case title, search, close
}

final class NavigationBar: UIView {
    private let stackView = UIStackView()
    private let titleLabel = UILabel()
    private let searchButton = UIButton()
    private let closeButton = UIButton()

    func configure(title: String, items: [BarItem]) {
        items.forEach { item in
            configureItem(item, withTitle: title)
        }
    }

    private func configureItem(_ item: BarItem, withTitle title: String) {
        switch item {
        case .title:
            titleLabel.text = title
            stackView.addArrangedSubview(titleLabel)
        case .search:
            stackView.addArrangedSubview(searchButton)
        case .close:
            stackView.addArrangedSubview(closeButton)
        }
    }
}
```

With SnapKit, replacing a stored constraint is a make that stores each constraint
it makes. And a function given only views or controllers is no data binding: it
installs what it is given, or it is UIKit's callback that switches the screen
(`updateSearchResults(for:)` swapping in a results table):

```swift passes
final class DayCell: UITableViewCell {
    private let containerView = UIView()
    private var topConstraint: Constraint?

    func configure(showsDay: Bool) {
        topConstraint?.deactivate()
        containerView.snp.makeConstraints { make in
            topConstraint = make.top.equalToSuperview().offset(showsDay ? 32 : 8).constraint
        }
    }
}

final class InviteViewController: UIViewController {
    private let listView = UIView()
    private let resultsTable = UITableView()

    func updateSearchResults(for searchController: UISearchController) {
        guard resultsTable.superview == nil else { return }
        listView.removeFromSuperview()
        view.addSubview(resultsTable)
    }
}
```

A private function that only the type's initializers or `viewDidLoad` call
builds the view once, one way or another, whatever its name and parameters: it
is set-up, not data binding:

```swift passes
final class TargetTimeView: UIView {
    private let titleLabel = UILabel()

    convenience init(text: String) {
        self.init(frame: .zero)
        configure(text: text)
    }

    private func configure(text: String) {
        titleLabel.text = text
        addSubview(titleLabel)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([titleLabel.topAnchor.constraint(equalTo: topAnchor)])
    }
}
```

A table header sized by its frame in its initializer closure is how such a view
is made. A view in a stack view is laid out by Auto Layout, so its frame there is
layout out of place:

```swift triggers
final class EmptyStateView: UIView {
    private let stackView = UIStackView()
    private let iconView: UIImageView = {
        let imageView = UIImageView()
        ↓imageView.frame = CGRect(x: 0, y: 0, width: 48, height: 48)
        return imageView
    }()

    private lazy var contentStackView: UIStackView = {
        let stackView = UIStackView(arrangedSubviews: [badgeView])
        stackView.axis = .vertical
        return stackView
    }()
    private let badgeView: UIView = {
        let view = UIView()
        ↓view.frame = CGRect(x: 0, y: 0, width: 8, height: 8)
        return view
    }()

    private func setupStackView() {
        stackView.addArrangedSubview(iconView)
    }
}
```

The size of something that is no view, made in the closure (a text attachment,
a gradient layer), is drawing, not layout:

```swift passes
final class HistoryView: UIView {
    private let historyLabel: UILabel = {
        let label = UILabel(frame: .zero)
        let text = NSMutableAttributedString(string: "History")
        if let image = UIImage(named: "arrow") {
            let attachment = NSTextAttachment()
            attachment.image = image
            attachment.bounds = CGRect(x: 4, y: -2, width: 12, height: 12)
            text.append(NSAttributedString(attachment: attachment))
        }
        label.attributedText = text
        return label
    }()
}
```

```swift passes
final class SettingsView: UIView {
    private let headerView: UIView = {
        let view = UIView()
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        return view
    }()
}
```

## Options

| option | type | default | meaning |
|---|---|---|---|
| `allow_translates_autoresizing` | boolean | `true` | Allow `translatesAutoresizingMaskIntoConstraints = false` in initializer closures. |

```swift triggers
// options: {allow_translates_autoresizing: false}
final class ProfileView: UIView {
    private let nameLabel: UILabel = {
        let label = UILabel()
        ↓label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()
}
```

## Fix

Only (c) is fixed: the configuration statements of the reported subview that
follow the first layout statement involving it move above that statement, in
their order and with their comments, as long as no statement they move past
could depend on their position: layout statements, and configuration, state,
wiring and declarations that do not use the subview, are passed; anything else
stops the move. The subview's own state and wiring between its configuration
statements go with them, unless they name a view that the layout they cross puts
in place; those after its last configuration stay. A comment that titles a
section keeps the blank line above it. A statement that uses a local declared after the layout began
cannot move above it; then the layout statement moves down instead, to the next
statement it cannot pass (another layout statement, say).

```swift fix-before
final class PlayerCell: UITableViewCell {
    private let songNameLabel = UILabel()

    private func setupSongNameLabel() {
        songNameLabel.lineBreakMode = .byTruncatingMiddle
        addSubview(songNameLabel)
        // Bold, like the design.
        songNameLabel.font = .systemFont(ofSize: 16, weight: .bold)
        NSLayoutConstraint.activate([
            songNameLabel.topAnchor.constraint(equalTo: topAnchor),
        ])
        songNameLabel.textColor = .label
    }
}
```

```swift fix-after
final class PlayerCell: UITableViewCell {
    private let songNameLabel = UILabel()

    private func setupSongNameLabel() {
        songNameLabel.lineBreakMode = .byTruncatingMiddle
        // Bold, like the design.
        songNameLabel.font = .systemFont(ofSize: 16, weight: .bold)
        songNameLabel.textColor = .label
        addSubview(songNameLabel)
        NSLayoutConstraint.activate([
            songNameLabel.topAnchor.constraint(equalTo: topAnchor),
        ])
    }
}
```

Configuration that opens a group of lines whose rest stays (its `addTarget`) was
no group of its own: it moves without a blank line (MobileCelestia 55de5cd's
distance field):

```swift fix-before
final class DistanceInputView: UIView {
    private let distanceTextField = UITextField()

    private func setUp() {
        distanceTextField.translatesAutoresizingMaskIntoConstraints = false
        addSubview(distanceTextField)
        NSLayoutConstraint.activate([
            distanceTextField.topAnchor.constraint(equalTo: topAnchor),
        ])

        distanceTextField.keyboardType = .decimalPad
        distanceTextField.addTarget(self, action: #selector(distanceChanged), for: .editingChanged)
    }

    @objc private func distanceChanged() {}
}
```

```swift fix-after
final class DistanceInputView: UIView {
    private let distanceTextField = UITextField()

    private func setUp() {
        distanceTextField.translatesAutoresizingMaskIntoConstraints = false
        distanceTextField.keyboardType = .decimalPad
        addSubview(distanceTextField)
        NSLayoutConstraint.activate([
            distanceTextField.topAnchor.constraint(equalTo: topAnchor),
        ])

        distanceTextField.addTarget(self, action: #selector(distanceChanged), for: .editingChanged)
    }

    @objc private func distanceChanged() {}
}
```

A bar's items and background image are its content and look, like its
translucency: the whole run moves, not the half UIKit's table had named
(iOS10-JipJung 4fee394's player screen):

```swift fix-before
final class PlayerHeaderView: UIView {
    private let navigationBar = UINavigationBar()
    private let playerItem = UINavigationItem()

    private func configureNavigationBar() {
        addSubview(navigationBar)
        navigationBar.snp.makeConstraints {
            $0.leading.top.trailing.equalToSuperview()
        }

        navigationBar.isTranslucent = true
        navigationBar.shadowImage = UIImage()
        navigationBar.setBackgroundImage(UIImage(), for: .default)
        navigationBar.items = [playerItem]
    }
}
```

```swift fix-after
final class PlayerHeaderView: UIView {
    private let navigationBar = UINavigationBar()
    private let playerItem = UINavigationItem()

    private func configureNavigationBar() {
        navigationBar.isTranslucent = true
        navigationBar.shadowImage = UIImage()
        navigationBar.setBackgroundImage(UIImage(), for: .default)
        navigationBar.items = [playerItem]
        addSubview(navigationBar)
        navigationBar.snp.makeConstraints {
            $0.leading.top.trailing.equalToSuperview()
        }
    }
}
```

Layout that ends its group of lines, right above a group that opens with the
subview's configuration, moves down to the subview's next layout statement
instead, when it can pass every statement on the way: hoisted, the
configuration would leave it alone above a blank line (science-journal-ios
ecf32a3's caption view):

```swift fix-before
final class CaptionView: UIView {
    private let captionLabel = UILabel()

    private func configureView() {
        let labelWrapper = UIView()
        labelWrapper.backgroundColor = .secondarySystemBackground
        labelWrapper.addSubview(captionLabel)

        captionLabel.font = .systemFont(ofSize: 12)
        captionLabel.numberOfLines = 0
        captionLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(labelWrapper)
    }
}
```

```swift fix-after
final class CaptionView: UIView {
    private let captionLabel = UILabel()

    private func configureView() {
        let labelWrapper = UIView()
        labelWrapper.backgroundColor = .secondarySystemBackground

        captionLabel.font = .systemFont(ofSize: 12)
        captionLabel.numberOfLines = 0
        labelWrapper.addSubview(captionLabel)
        captionLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(labelWrapper)
    }
}
```

Under a section heading above the layout, the configuration joins the section,
below the heading:

```swift fix-before
final class PanelController: UIViewController {
    private let titleLabel = UILabel()
    private let closeButton = UIButton()

    private func setupViews() {
        closeButton.tintColor = .white

        // title bar
        view.addSubview(titleLabel)
        view.addSubview(closeButton)

        titleLabel.text = "Settings"
    }
}
```

```swift fix-after
final class PanelController: UIViewController {
    private let titleLabel = UILabel()
    private let closeButton = UIButton()

    private func setupViews() {
        closeButton.tintColor = .white

        // title bar
        titleLabel.text = "Settings"
        view.addSubview(titleLabel)
        view.addSubview(closeButton)
    }
}
```

A comment at the top of the function titles its first section too when the
function's other sections open with headings, or when it names the view or
its UIKit class other than `UIView` ("stack view" for a `UIStackView`;
science-journal-ios ecf32a3's `configureView()` functions):

```swift fix-before
final class ListCell: UITableViewCell {
    private let menuButton = UIButton()
    private let titleLabel = UILabel()

    private func configureView() {
        // Menu button.
        contentView.addSubview(menuButton)
        menuButton.tintColor = .black

        // Title.
        titleLabel.font = .systemFont(ofSize: 16)
        contentView.addSubview(titleLabel)
    }
}
```

```swift fix-after
final class ListCell: UITableViewCell {
    private let menuButton = UIButton()
    private let titleLabel = UILabel()

    private func configureView() {
        // Menu button.
        menuButton.tintColor = .black
        contentView.addSubview(menuButton)

        // Title.
        titleLabel.font = .systemFont(ofSize: 16)
        contentView.addSubview(titleLabel)
    }
}
```

```swift fix-before
final class SnapshotCell: UICollectionViewCell {
    private let snapshotsStack = UIStackView()

    private func configureView() {
        // The outer, wrapping stack view.
        contentView.addSubview(snapshotsStack)
        snapshotsStack.axis = .vertical
    }
}
```

```swift fix-after
final class SnapshotCell: UICollectionViewCell {
    private let snapshotsStack = UIStackView()

    private func configureView() {
        // The outer, wrapping stack view.
        snapshotsStack.axis = .vertical
        contentView.addSubview(snapshotsStack)
    }
}
```

```swift fix-before
final class HeaderCell: UITableViewCell {
    private let trialHeaderView = UIView()

    private func configureView() {
        // Trial header view.
        contentView.addSubview(trialHeaderView)
        trialHeaderView.backgroundColor = .systemBlue
    }
}
```

```swift fix-after
final class HeaderCell: UITableViewCell {
    private let trialHeaderView = UIView()

    private func configureView() {
        // Trial header view.
        trialHeaderView.backgroundColor = .systemBlue
        contentView.addSubview(trialHeaderView)
    }
}
```

Each view's configuration moves to just above its own layout; the other views
keep theirs where they are:

```swift fix-before
final class LoginView: UIView {
    private let emailField = UITextField()
    private let passwordField = UITextField()

    private func setupFields() {
        emailField.placeholder = "Email"
        addSubview(emailField)
        passwordField.placeholder = "Password"
        addSubview(passwordField)
        emailField.keyboardType = .emailAddress
    }
}
```

```swift fix-after
final class LoginView: UIView {
    private let emailField = UITextField()
    private let passwordField = UITextField()

    private func setupFields() {
        emailField.placeholder = "Email"
        emailField.keyboardType = .emailAddress
        addSubview(emailField)
        passwordField.placeholder = "Password"
        addSubview(passwordField)
    }
}
```

```swift fix-before
final class NotesView: UIView {
    private let scrollView = UIScrollView()

    private func setupScrollView() {
        addSubview(scrollView)
        scrollView.delegate = self
        scrollView.backgroundColor = .clear

        // Bounces only when the notes are taller than the screen.
        scrollView.alwaysBounceVertical = false
        scrollView.isHidden = true
    }
}
```

```swift fix-after
final class NotesView: UIView {
    private let scrollView = UIScrollView()

    private func setupScrollView() {
        scrollView.delegate = self
        scrollView.backgroundColor = .clear

        // Bounces only when the notes are taller than the screen.
        scrollView.alwaysBounceVertical = false
        addSubview(scrollView)
        scrollView.isHidden = true
    }
}
```

A statement that reads what the layout produces (`frame`, `bounds`,
`systemLayoutSizeFitting(_:)`, `superview`, …) stays where it is, and so does
everything after it. Storing a new view in a subview property
(`titleLabel = UILabel()`) is not configuration; it is not moved either.

```swift passes
final class HUDView: UIView {
    private let containerView = UIView()
    private var titleLabel: UILabel?

    private func setupContainerView() {
        addSubview(containerView)
        titleLabel = UILabel()
    }
}
```

```swift unfixed
final class ProgressBar: UIView {
    private let barView = UIView()

    private func setupBarView() {
        addSubview(barView)
        ↓barView.layer.cornerRadius = barView.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height / 2
    }
}
```

Configuration from another group is not dropped between two layout statements
of one group, which the author wrote together: the finding is left to the
author (hyuabot-client-ios 4c4dd7f's calendar, whose hint text closed the
function, far below the run of `addSubview` calls):

```swift unfixed
final class CalendarView: UIView {
    private let contentView = UIView()
    private let dateLabel = UILabel()
    private let hintLabel = UILabel()
    private let nextButton = UIButton()

    private func setupViews() {
        addSubview(contentView)
        contentView.addSubview(dateLabel)
        contentView.addSubview(hintLabel)

        nextButton.addTarget(self, action: #selector(showNextMonth), for: .touchUpInside)
        ↓hintLabel.text = "Pick a date"
    }

    @objc private func showNextMonth() {}
}
```

A statement that uses a local declared after the layout began stays below that
declaration:

A stack view's custom spacing after a view is layout: it means nothing until
that view is arranged, so it never moves above `addArrangedSubview`. So is a
sublayer added to a view's layer:

```swift passes
final class SummaryCell: UITableViewCell {
    private let stackView = UIStackView()
    private let titleLabel = UILabel()
    private let bodyLabel = UILabel()

    private func setupStackView() {
        stackView.axis = .vertical
        contentView.addSubview(stackView)
        stackView.addArrangedSubview(titleLabel)
        stackView.setCustomSpacing(16, after: titleLabel)
        stackView.isLayoutMarginsRelativeArrangement = true
        stackView.addArrangedSubview(bodyLabel)
        bodyLabel.layer.addSublayer(CALayer())
    }
}
```

```swift unfixed
final class ListView: UIView {
    private let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

    private func setupCollectionView() {
        addSubview(collectionView)
        let background = UIColor.systemGroupedBackground
        ↓collectionView.backgroundColor = background
    }
}
```

Where a layout statement follows, the layout goes down past them instead:

```swift fix-before
final class FooterView: UIView {
    private let addButton = UIButton()

    private func setupAddButton() {
        addSubview(addButton)
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Add a store"
        addButton.configuration = configuration
        NSLayoutConstraint.activate([
            addButton.topAnchor.constraint(equalTo: topAnchor),
        ])
    }
}
```

```swift fix-after
final class FooterView: UIView {
    private let addButton = UIButton()

    private func setupAddButton() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Add a store"
        addButton.configuration = configuration
        addSubview(addButton)
        NSLayoutConstraint.activate([
            addButton.topAnchor.constraint(equalTo: topAnchor),
        ])
    }
}
```

The statements that move leave no blank line doubled, after a `{` or before a
`}`; the file's other blank lines stay:

```swift fix-before
final class BadgeView: UIView {
    private let countBadge = UILabel()

    private func setupCountBadge() {
        addSubview(countBadge)

        countBadge.textColor = .white

        countBadge.font = .boldSystemFont(ofSize: 12)
    }
}
```

```swift fix-after
final class BadgeView: UIView {
    private let countBadge = UILabel()

    private func setupCountBadge() {
        countBadge.textColor = .white
        countBadge.font = .boldSystemFont(ofSize: 12)
        addSubview(countBadge)
    }
}
```

"""####,
    "no_left_right_anchor": ####"""
# no_left_right_anchor

**Default:** on · **Severity:** warning · **Fix:** yes

## Why

`left` and `right` are fixed directions. When the device language is written
right to left (Arabic, Hebrew, Persian, Urdu), UIKit mirrors layouts built on
`leading` and `trailing` and leaves `left`/`right` where they are, so the
screen comes out half mirrored. The cookbook says: never use left and right
anchors.

## What triggers

Each `leftAnchor`/`rightAnchor`, each `.left`, `.right`, `.leftMargin`,
`.rightMargin` attribute of `NSLayoutConstraint(item:attribute:…)`, and each
SnapKit `left`/`right`/`leftMargin`/`rightMargin` (`make.left`, `view.snp.right`).
There is one finding per occurrence, so `a.leftAnchor.constraint(equalTo: leftAnchor)`
has two.

```swift triggers
titleLabel.↓leftAnchor.constraint(equalTo: ↓leftAnchor, constant: 16).isActive = true
```

Its findings say, in order:

```text messages
`leftAnchor` does not flip for right-to-left languages; use `leadingAnchor`
`leftAnchor` does not flip for right-to-left languages; use `leadingAnchor`
```

```swift triggers
NSLayoutConstraint(item: badge, attribute: .↓right, relatedBy: .equal, toItem: self, attribute: .↓rightMargin, multiplier: 1, constant: 0)
```

```swift triggers
iconView.snp.makeConstraints { make in
    make.↓left.equalTo(titleLabel.snp.↓right).offset(8)
}
```

```swift triggers
let edge = containerView.↓rightAnchor
```

SnapKit statements count in `if`, `switch` and `for` blocks of the closure too:

```swift triggers
qrCodeButton.snp.remakeConstraints { make in
    if isLandscape {
        make.↓left.equalTo(guideView.snp.↓left).offset(48)
    }
}
```

An `else` branch is not a match: there the side was not chosen on purpose.

```swift triggers
if edge == .left {
    handle.leftAnchor.constraint(equalTo: leftAnchor).isActive = true
} else {
    handle.↓rightAnchor.constraint(equalTo: ↓rightAnchor).isActive = true
}
```

## What does not trigger

A physical side chosen on purpose: in a `case .left:`/`.right` of a `switch`, or in
an `if` whose condition names `.left` or `.right` (a drawer that opens from the
left whatever the language, an enum that maps its own `.left` to `leftAnchor`).

```swift passes
switch side {
case .left:
    panel.leftAnchor.constraint(equalTo: leftAnchor).isActive = true
case .right:
    panel.rightAnchor.constraint(equalTo: rightAnchor).isActive = true
}
if edge == .left {
    handle.leftAnchor.constraint(equalTo: leftAnchor).isActive = true
}
```

Nor in either branch of an `if` that tests the layout direction itself (`isRTL`,
`userInterfaceLayoutDirection == .rightToLeft`): the code mirrors by hand, on purpose.

```swift passes
if effectiveUserInterfaceLayoutDirection == .rightToLeft {
    button.leftAnchor.constraint(equalTo: leftAnchor, constant: 16).isActive = true
} else {
    button.rightAnchor.constraint(equalTo: rightAnchor, constant: -16).isActive = true
}
```

Nor an edge placed at a coordinate the code computes, a point's or a rectangle's `x`, `minX`,
`midX` or `maxX`: a map marker or a chart's bar stands at that coordinate in every language.

```swift passes
final class ChartView: UIView {
    private let marker = UIView()

    func place(at point: CGPoint, in plot: CGRect) {
        addSubview(marker)
        marker.translatesAutoresizingMaskIntoConstraints = false
        marker.leftAnchor.constraint(equalTo: leftAnchor, constant: point.x).isActive = true
        marker.snp.makeConstraints { make in
            make.right.equalTo(plot.maxX)
        }
    }
}
```

Words that only look like it: insets, alignment, comments and strings.

```swift passes
let insets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
scrollView.contentInset.left = 20
titleLabel.textAlignment = .left
// Never use leftAnchor here.
let hint = "use leftAnchor"
stackView.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
```

The anchors of a project type or protocol that declares its own `leftAnchor` or
`rightAnchor`, and no `leadingAnchor`/`trailingAnchor`, in any file: they are not
UIKit's, and a `leadingAnchor` would not compile on them. uilint finds the type
of the receiver from its declaration (a property, a parameter, a typed local),
or the type around it for `self`.

```swift passes
protocol LayoutItem {
    var leftAnchor: NSLayoutXAxisAnchor { get }
    var rightAnchor: NSLayoutXAxisAnchor { get }
}

extension LayoutItem {
    func pinLeft(to other: NSLayoutXAxisAnchor) -> NSLayoutConstraint {
        leftAnchor.constraint(equalTo: other)
    }
}

final class Board: UIView {
    func place(_ item: LayoutItem) {
        item.leftAnchor.constraint(equalTo: item.rightAnchor).isActive = true
    }
}
```

A project's constraint helper that names its side (`addEqualLeftConstraint`,
returning the constraint it makes) keeps that side: its callers chose it by
name, and some pin the other edge with a physical `.right` beside it:

```swift passes
extension NSLayoutConstraint {
    static func addEqualLeftConstraint(item view: UIView, toItem other: UIView, constant: CGFloat)
        -> NSLayoutConstraint
    {
        let constraint = NSLayoutConstraint(
            item: view, attribute: .left, relatedBy: .equal, toItem: other, attribute: .left, multiplier: 1,
            constant: constant)
        constraint.isActive = true
        return constraint
    }
}
```

A parameter named `leftAnchor` holds the caller's anchor, not the view's own
(Windscribe fe83b57's `centerY(inView:leftAnchor:)`):

```swift passes
extension UIView {
    func pinLeading(to anchor: NSLayoutXAxisAnchor, padding: CGFloat) {
        leadingAnchor.constraint(equalTo: anchor, constant: padding).isActive = true
    }

    func centerY(inView view: UIView, leftAnchor: NSLayoutXAxisAnchor? = nil, paddingLeft: CGFloat = 0) {
        centerYAnchor.constraint(equalTo: view.centerYAnchor).isActive = true
        if let left = leftAnchor {
            pinLeading(to: left, padding: paddingLeft)
        }
    }
}
```

## Options

None.

## Fix

Renames to `leadingAnchor`/`trailingAnchor` (`.leading`, `.trailing`,
`.leadingMargin`, `.trailingMargin`). Both sides of one constraint are always
converted together, so a fix never leaves a constraint that mixes the two kinds.

```swift fix-before
titleLabel.leftAnchor.constraint(equalTo: iconView.rightAnchor, constant: 8).isActive = true
```

```swift fix-after
titleLabel.leadingAnchor.constraint(equalTo: iconView.trailingAnchor, constant: 8).isActive = true
```

A comment alone on the line above that labels the constraint by its side is
renamed with it (iosched-ios labels each of its cells' constraints so):

```swift fix-before
// title label left
titleLabel.leftAnchor.constraint(equalTo: contentView.leftAnchor, constant: 16).isActive = true
```

```swift fix-after
// title label leading
titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16).isActive = true
```

A line that continues the constraint aligned under a parenthesis moves right
with the longer name:

```swift fix-before
titleLabel.rightAnchor.constraint(equalTo: containerView.rightAnchor,
                                  constant: -16).isActive = true
```

```swift fix-after
titleLabel.trailingAnchor.constraint(equalTo: containerView.trailingAnchor,
                                     constant: -16).isActive = true
```

SnapKit's attributes are renamed the same way:

```swift fix-before
iconView.snp.makeConstraints { make in
    make.left.right.equalToSuperview().inset(UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8))
}
```

```swift fix-after
iconView.snp.makeConstraints { make in
    make.leading.trailing.equalToSuperview().inset(UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8))
}
```

```swift fix-before
qrCodeButton.snp.remakeConstraints { make in
    if isLandscape {
        make.left.equalTo(guideView.snp.left).offset(48)
    }
}
```

```swift fix-after
qrCodeButton.snp.remakeConstraints { make in
    if isLandscape {
        make.leading.equalTo(guideView.snp.leading).offset(48)
    }
}
```

A side uilint cannot see is never guessed at. An anchor outside any constraint
(`let edge = view.leftAnchor`, an argument of a project helper) and a constraint
whose other side is a parameter or a variable are reported but left as they
are: renaming only the side in view could relate `left` to `leading`, which
UIKit rejects at run time.

```swift unfixed
func pin(_ view: UIView, left: NSLayoutXAxisAnchor) {
    view.↓leftAnchor.constraint(equalTo: left).isActive = true
}
pin(titleLabel, left: containerView.↓leftAnchor)
```

A constraint kept under a name that says its side (`sliderBarLeftConstraint`)
is reported but not renamed: other code, maybe in another file, may set its
constant to a physical position (a tab indicator following
`scrollView.contentOffset.x`), which a leading edge would mirror:

```swift unfixed
final class TabStripView: UIView {
    private let sliderBar = UIView()
    var sliderBarLeftConstraint: NSLayoutConstraint!

    private func setupSliderBar() {
        addSubview(sliderBar)
        sliderBarLeftConstraint = sliderBar.↓leftAnchor.constraint(equalTo: ↓leftAnchor)
        sliderBarLeftConstraint.isActive = true
    }
}
```

So is one whose constant the code sets to a side's measure, even under a name that
does not say its side (MobileCelestia 55de5cd's `SafeAreaView` sets each edge's
constant from insets by their left and right): renamed, the left measure would go
to the right edge in right-to-left languages:

```swift unfixed
final class InsetView: UIView {
    private let containerView = UIView()
    var manualInsets = UIEdgeInsets.zero
    private var manualConstraints: [NSLayoutConstraint] = []

    private func setUp() {
        addSubview(containerView)
        containerView.translatesAutoresizingMaskIntoConstraints = false
        manualConstraints = [
            containerView.↓leftAnchor.constraint(equalTo: ↓leftAnchor),
            containerView.↓rightAnchor.constraint(equalTo: ↓rightAnchor),
        ]
        NSLayoutConstraint.activate(manualConstraints)
    }

    override func updateConstraints() {
        manualConstraints[0].constant = manualInsets.left
        manualConstraints[1].constant = -manualInsets.right
        super.updateConstraints()
    }
}
```

So is one made with a side's value as its constant: an inset's `left` or `right`,
or a helper's parameter named for the side, which its callers give for that side
(xabber-ios 0b4c24f's placeholder insets, and its `fillSuperviewWithOffset(top:bottom:left:right:)`,
whose callers inset text past an avatar placed by frame):

```swift unfixed
final class PlaceholderTextView: UITextView {
    private let placeholderLabel = UILabel()
    var placeholderInsets = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 13)

    func setupPlaceholderLabel() {
        placeholderLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(placeholderLabel)
        NSLayoutConstraint.activate([
            placeholderLabel.↓leftAnchor.constraint(equalTo: ↓leftAnchor, constant: placeholderInsets.left),
            placeholderLabel.↓rightAnchor.constraint(equalTo: ↓rightAnchor, constant: -placeholderInsets.right),
        ])
    }
}

extension UIView {
    func fillSuperview(left: CGFloat, right: CGFloat) {
        guard let superview else { return }
        translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            ↓leftAnchor.constraint(equalTo: superview.↓leftAnchor, constant: left),
            ↓rightAnchor.constraint(equalTo: superview.↓rightAnchor, constant: -right),
        ])
    }
}
```

A function is converted whole or not at all. Where one of its left/right
references stays physical (a side out of sight, a project type's own anchor, a
side chosen on purpose), its other findings are reported but not renamed, so
that no function ends up half physical, half directional:

```swift unfixed
final class DrawerView: UIView {
    enum Side { case left, right }
    private let panelView = UIView()
    private let handleView = UIView()

    func attach(to side: Side) {
        switch side {
        case .left: panelView.leftAnchor.constraint(equalTo: leftAnchor).isActive = true
        case .right: panelView.rightAnchor.constraint(equalTo: rightAnchor).isActive = true
        }
        handleView.↓leftAnchor.constraint(equalTo: panelView.↓rightAnchor).isActive = true
    }
}
```

A SnapKit view whose left or right stays physical in one function keeps them in
every function, and each of those functions then keeps its other views' sides
too (IOS-Swift-Crypto-Wallet's confirmation details, whose title was renamed
above rows that stayed left and right):

```swift unfixed
final class DetailsView: UIView {
    enum Side { case left, right }

    private let titleLabel = UILabel()
    private let detailsContainer = UIView()

    func setupConstraints() {
        titleLabel.snp.makeConstraints { make in
            make.top.equalToSuperview()
            make.↓left.equalToSuperview().offset(24)
        }
        detailsContainer.snp.makeConstraints { make in
            make.top.equalTo(titleLabel.snp.bottom).offset(16)
            make.↓left.↓right.equalToSuperview().inset(24)
        }
    }

    func dock(on side: Side) {
        detailsContainer.snp.remakeConstraints { make in
            switch side {
            case .left: make.left.equalToSuperview()
            case .right: make.right.equalToSuperview()
            }
        }
    }
}
```

A call named for a physical side (`leftToRight(of:)`, `right(to:)`, as
TinyConstraints names them) pins a side no fix renames, so its function keeps
its other left/right too (toshi-ios-client 0307441's chat input panel):

```swift unfixed
extension UIView {
    func leftToRight(of view: UIView) {}
}

final class InputPanel: UIView {
    private let inputField = UITextField()
    private let sendButton = UIButton()

    private func setupLayout() {
        inputField.↓leftAnchor.constraint(equalTo: ↓leftAnchor).isActive = true
        sendButton.leftToRight(of: inputField)
    }
}
```

SnapKit reads `UIEdgeInsets` by physical side: for `leading` it takes the
`left` inset in a left-to-right layout and the `right` one in a right-to-left
layout. With uneven left and right insets, a renamed constraint would lose its
margin in right-to-left languages instead of mirroring it, so it is reported but
not renamed (U17 8369fbf):

```swift unfixed
avatarView.snp.makeConstraints { make in
    make.↓left.equalToSuperview().inset(UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0))
}
```

A type that works out its content's rectangles itself (`textRect(forBounds:)`,
`titleRect(forContentRect:)`, `drawText(in:)`, …), or a class in the same file that
inherits from one, keeps its left and right: those rectangles do not flip, and
its constraints' sides are theirs. Its findings are reported but not renamed
(Windscribe fe83b57's password field keeps room on the right of its text for the
button pinned there):

```swift unfixed
class PaddedTextField: UITextField {
    var padding = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)

    override func textRect(forBounds bounds: CGRect) -> CGRect {
        bounds.inset(by: padding)
    }
}

final class PasswordField: PaddedTextField {
    private let revealButton = UIButton()

    func setUp() {
        padding = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 55)
        revealButton.translatesAutoresizingMaskIntoConstraints = false
        addSubview(revealButton)
        revealButton.↓rightAnchor.constraint(equalTo: ↓rightAnchor, constant: -16).isActive = true
    }
}
```

So does a type whose code, in this file or another, reads or sets a scroll
view's horizontal offset (`contentOffset.x`): it pages by physical x, and its
pages' left and right must match (Windscribe fe83b57's main screen):

```swift unfixed
final class PagesViewController: UIViewController {
    private let scrollView = UIScrollView()
    private let firstPage = UIView()
    private let secondPage = UIView()

    func layOutPages() {
        NSLayoutConstraint.activate([
            firstPage.↓leftAnchor.constraint(equalTo: scrollView.↓leftAnchor),
            secondPage.↓leftAnchor.constraint(equalTo: firstPage.↓rightAnchor),
        ])
    }

    func show(page: Int) {
        scrollView.contentOffset.x = view.frame.width * CGFloat(page)
    }
}
```

A side placed at a distance from a centre keeps its side too: the centre and
the constant do not flip, so `leading == centerX + 80` would not mirror
`left == centerX + 80` (iosched-ios's countdown digits):

```swift unfixed
final class CountdownView: UIView {
    private let secondsDigit = UILabel()

    func layOutDigits() {
        NSLayoutConstraint.activate([
            secondsDigit.topAnchor.constraint(equalTo: centerYAnchor),
            secondsDigit.↓leftAnchor.constraint(equalTo: centerXAnchor, constant: 20),
        ])
    }
}
```

So does a type that reads where a touch is (`touch.location(in: self)`): it turns a
physical x into what the user chose (iosched-ios's rating view counts its stars from
the left, with "Poor" pinned under the left end and "Outstanding" under the right):

```swift unfixed
final class RatingView: UIView {
    private let poorLabel = UILabel()
    private let outstandingLabel = UILabel()
    private(set) var rating = 0

    func layOutLabels() {
        NSLayoutConstraint.activate([
            poorLabel.↓leftAnchor.constraint(equalTo: ↓leftAnchor),
            outstandingLabel.↓rightAnchor.constraint(equalTo: ↓rightAnchor),
        ])
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let point = touches.first?.location(in: self) else { return }
        rating = Int(point.x / bounds.width * 5) + 1
    }
}
```

So do the views a type draws into a picture (`layer.render(in:)`,
`drawHierarchy(in:afterScreenUpdates:)`) and the views added into them: the
picture is the same in every language (WithUs-iOS bc842c5 shares its photo
frames as images, the date at the top left). The screen around a picture still
flips:

```swift unfixed
final class PhotoFrameRenderer {
    static func image(date: String) -> UIImage {
        let frameView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let dateLabel = UILabel()
        dateLabel.text = date
        frameView.addSubview(dateLabel)
        dateLabel.snp.makeConstraints { make in
            make.top.↓left.equalToSuperview().inset(9)
        }
        frameView.layoutIfNeeded()
        let renderer = UIGraphicsImageRenderer(bounds: frameView.bounds)
        return renderer.image { context in
            frameView.layer.render(in: context.cgContext)
        }
    }
}
```

A constraint whose constant is another view's measure of one side
(`chartView.leftMargin`) lines something up with what that view draws at a
physical x. It is not reported, and the rest of its function keeps its left and
right (science-journal-ios ecf32a3's play button, as wide as the chart's labels
on its left, with the time axis after it). An app's spacing constant
(`Sizes.leftOffset`) is no view's and is renamed as usual:

```swift unfixed
final class PlaybackViewController: UIViewController {
    private let chartView = ChartView()
    private let playButton = UIButton()
    private let timeAxisView = UIView()
    private let cursorView = UIView()

    func layOutControls() {
        NSLayoutConstraint.activate([
            cursorView.leftAnchor.constraint(equalTo: view.leftAnchor, constant: chartView.leftMargin),
            playButton.widthAnchor.constraint(equalToConstant: chartView.leftMargin),
            playButton.↓leftAnchor.constraint(equalTo: view.↓leftAnchor),
            timeAxisView.↓leftAnchor.constraint(equalTo: playButton.↓rightAnchor),
        ])
    }
}

final class ChartView: UIView {
    var leftMargin: CGFloat { 40 }
}
```

An initializer is converted whole too (FalconMessenger a80c338's `UserCell`
keeps `messageLabelRightConstraint` and lays out the rest of the row in `init`):

```swift unfixed
final class ChatRowCell: UITableViewCell {
    private let messageLabel = UILabel()
    private let badgeLabel = UILabel()
    var messageLabelRightConstraint: NSLayoutConstraint!

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        messageLabelRightConstraint = messageLabel.↓rightAnchor.constraint(equalTo: badgeLabel.↓leftAnchor)
        messageLabelRightConstraint.isActive = true
        badgeLabel.↓rightAnchor.constraint(equalTo: contentView.↓rightAnchor).isActive = true
    }

    required init?(coder: NSCoder) { fatalError() }
}
```

SnapKit finds the constraint an `updateConstraints` changes by its attribute: a
`make.left` renamed where the view is made but not where it is updated (or the
other way round) stops the app with a `fatalError`. So a view's SnapKit left/right
are renamed together or not at all: they are reported but not renamed when one of
them stays physical, or when code in another file (an extension of the class) or in
a project class above it lays the same view out with SnapKit's left/right, or
when the view keeps a SnapKit left/right constraint in a property (MaeumGaGym_iOS
e772dff's banner indicator):

```swift unfixed
final class MapPinView: UIView {
    private let marker = UIView()

    func setUp() {
        addSubview(marker)
        marker.snp.makeConstraints { make in
            make.↓left.equalToSuperview()
            make.top.equalToSuperview()
        }
    }

    func move(to point: CGPoint) {
        marker.snp.updateConstraints { make in
            make.left.equalTo(point.x)
        }
    }
}
```

```swift unfixed
final class IndicatorView: UIView {
    private let trackView = UIView()
    private var trackLeftConstraint: Constraint?

    func update(widthRatio: CGFloat) {
        trackView.snp.remakeConstraints { make in
            make.width.equalToSuperview().multipliedBy(widthRatio)
            make.↓left.greaterThanOrEqualToSuperview()
            make.↓right.lessThanOrEqualToSuperview()
            trackLeftConstraint = make.left.equalToSuperview().priority(.high).constraint
        }
    }
}
```

"""####,
    "parse_error": ####"""
# parse_error

**Default:** on · **Severity:** error · **Fix:** no

## Why

uilint reads Swift the way the compiler's own parser (SwiftParser) does. A
file that does not parse is usually a merge conflict or a half-saved edit; it
is reported instead of stopping the run, and the other files are linted as usual.

## What triggers

A file with a syntax error: one finding per file, at SwiftParser's first
diagnostic, whose message the finding carries. The rest of the file is still
checked where the syntax tree allows. A file that holds NUL bytes is not Swift
text (a binary file, or one git-crypt encrypted): its finding says so, at its
start, rather than quote the first of its syntax errors.

uilint checks the syntax of the files it reads. To stay fast it does not parse
files in which no enabled rule could find anything (no view type with a setup
or data-binding function or a subview's initializer closure, no anchors,
SnapKit, Interface Builder APIs, colours, fonts, priorities or uilint comments),
so a syntax error in a pure model file is left to the compiler. Files with NUL
bytes or invalid UTF-8 are always read, and `--only parse_error` checks every file.

```swift triggers does-not-compile
final class BrokenView: UIView {
    private let titleLabel = UILabel()

    func setup() {
        addSubview(titleLabel↓
    }
}
```

Its finding says:

```text messages
Swift syntax error: expected ')' to end function call
```

## What does not trigger

```swift passes
final class FineView: UIView {
    private let titleLabel = UILabel()

    func setup() {
        addSubview(titleLabel)
    }
}
```

Nor does code that the Swift 5 language mode accepts with a warning, such as a
space between an attribute and its arguments. Swift 6 makes that an error, but
uilint cannot see a target's language mode, and many apps are still built in
Swift 5 mode, where this code compiles.

```swift passes
final class LegacyCell: UITableViewCell {
    @available (*, deprecated, message: "Use titleLabel instead")
    var oldTitleLabel: UILabel? { nil }

    @objc (didTapButton) func buttonTapped() {}
}
```

## Options

None.

## Fix

None: uilint never rewrites a file it cannot parse, and `--fix` never writes a
file that would parse worse than before.

"""####,
    "prefer_batch_activation": ####"""
# prefer_batch_activation

**Default:** on · **Severity:** warning · **Fix:** yes

## Why

`NSLayoutConstraint.activate([...])` activates constraints in one batch, which
Apple documents as more efficient than setting `isActive` one constraint at a
time, and it reads as one list — the unit `constraint_order` keeps in order.

## What triggers

Two or more consecutive statements `X.isActive = true`, where `X` is a
constraint or a name (`heightConstraint.isActive = true`), and at least one is a constraint
or every name holds one. Blank lines and
comments do not break a run; any other statement does. One finding per run, on
its first statement.

```swift triggers
↓titleLabel.topAnchor.constraint(equalTo: topAnchor).isActive = true
titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true

heightConstraint.isActive = true
```

Its finding says:

```text messages
3 constraints activated one by one; activate them together with `NSLayoutConstraint.activate([...])`
```

A run of names alone is a run of constraints when the file declares each name as an
`NSLayoutConstraint`, or assigns it a constraint and declares it as nothing else:

```swift triggers
final class ExpandingPanel: UIView {
    private var heightConstraint: NSLayoutConstraint!
    private lazy var bottomConstraint = bottomAnchor.constraint(equalTo: superview!.bottomAnchor)

    func expand() {
        ↓heightConstraint.isActive = true
        bottomConstraint.isActive = true
    }
}
```

```text messages
2 constraints activated one by one; activate them together with `NSLayoutConstraint.activate([...])`
```

## What does not trigger

```swift passes
titleLabel.topAnchor.constraint(equalTo: topAnchor).isActive = true
layoutIfNeeded()
titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
pendingConstraint?.isActive = true
widthConstraint.isActive = false
```

Names the file does not declare as constraints are left alone: SnapKit's `Constraint` has an
`isActive` too, and `activate([...])` takes only `NSLayoutConstraint`s.

```swift passes
final class CollapsingPanel: UIView {
    private var collapsedConstraint: Constraint!
    private var expandedConstraint: Constraint!

    func collapse() {
        expandedConstraint.isActive = false
        collapsedConstraint.isActive = true
        expandedConstraint.isActive = true
    }
}
```

## Options

None.

## Fix

Merges the run into one `NSLayoutConstraint.activate([...])` at the run's
indentation, one element per line, keeping the comments and blank lines between
the statements.

```swift fix-before
// Pin the title.
titleLabel.topAnchor.constraint(equalTo: topAnchor).isActive = true // under the bar
// The leading edge follows the margin.
titleLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor).isActive = true

heightConstraint.isActive = true
```

```swift fix-after
// Pin the title.
NSLayoutConstraint.activate([
    titleLabel.topAnchor.constraint(equalTo: topAnchor), // under the bar
    // The leading edge follows the margin.
    titleLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),

    heightConstraint
])
```

A constraint written over several lines moves one step in with its
continuation lines:

```swift fix-before
titleLabel.topAnchor.constraint(
    equalTo: topAnchor,
    constant: 8
).isActive = true
titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
```

```swift fix-after
NSLayoutConstraint.activate([
    titleLabel.topAnchor.constraint(
        equalTo: topAnchor,
        constant: 8
    ),
    titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor)
])
```

The last element gets a comma as the project's own formatter or linter
configuration in the configuration's folder says: SwiftFormat's `.swiftformat`
(its `trailingCommas` rule), then swift-format's `.swift-format`
(`multiElementCollectionTrailingCommas`), then SwiftLint's `.swiftlint.yml`
(`trailing_comma`, which forbids the comma unless `mandatory_comma: true`). Where
none says, it gets one only where the file's other lists that end on their own
line mostly have one. The indentation step is the file's:

```swift fix-before
NSLayoutConstraint.activate([
  iconView.topAnchor.constraint(equalTo: topAnchor),
  iconView.leadingAnchor.constraint(equalTo: leadingAnchor),
])
titleLabel.topAnchor.constraint(equalTo: topAnchor).isActive = true
titleLabel.leadingAnchor.constraint(equalTo: iconView.trailingAnchor).isActive = true
```

```swift fix-after
NSLayoutConstraint.activate([
  iconView.topAnchor.constraint(equalTo: topAnchor),
  iconView.leadingAnchor.constraint(equalTo: leadingAnchor),
])
NSLayoutConstraint.activate([
  titleLabel.topAnchor.constraint(equalTo: topAnchor),
  titleLabel.leadingAnchor.constraint(equalTo: iconView.trailingAnchor),
])
```

A run that goes through optional chaining is reported but left as it is: its
constraints are optional (`NSLayoutConstraint?`), which `activate([...])` does
not accept. Unwrap the view first (`guard let progressLabel else { return }`).

```swift unfixed
↓progressLabel?.topAnchor.constraint(equalTo: topAnchor).isActive = true
progressLabel?.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
```

"""####,
    "priority_literal": ####"""
# priority_literal

**Default:** on · **Severity:** warning · **Fix:** yes

## Why

`999` says nothing; `.almostRequired` says why the constraint may break. The
cookbook defines named priorities in an extension of `UILayoutPriority` and
uses only names in layout code.

## What triggers

A number used as a layout priority: `UILayoutPriority(999)`,
`UILayoutPriority(rawValue: 750)`, `.init(250)` where a priority is expected,
`constraint.priority = 250`, `withPriority(999)`,
`setContentHuggingPriority(251, for:)`, and SnapKit's `.priority(999)`. The
finding is on the number's expression.

```swift triggers
func setupConstraints() {
    let heightConstraint = heightAnchor.constraint(equalToConstant: 44)
    heightConstraint.priority = ↓750
    titleLabel.setContentHuggingPriority(↓UILayoutPriority(rawValue: 251), for: .horizontal)
    detailLabel.setContentCompressionResistancePriority(↓.init(749), for: .horizontal)
    let fallback = ↓UILayoutPriority(999)
    badgeView.snp.makeConstraints { make in
        make.width.equalTo(20).priority(↓999)
    }
}
```

Its findings say, in order:

```text messages
`750`: use `.defaultHigh` rather than the number 750
`UILayoutPriority(rawValue: 251)`: give the priority a name in an extension of UILayoutPriority (`static let <name> = UILayoutPriority(251)`) and use the name
`.init(749)`: give the priority a name in an extension of UILayoutPriority (`static let <name> = UILayoutPriority(749)`) and use the name
`UILayoutPriority(999)`: give the priority a name in an extension of UILayoutPriority (`static let <name> = UILayoutPriority(999)`) and use the name
`999`: give the priority a name in an extension of UILayoutPriority (`static let <name> = UILayoutPriority(999)`) and use the name
```

A `priority:` argument of a function the file declares counts when the function
hands it on as a layout priority, whatever number type it takes (brave-ios's
flexible spaces):

```swift triggers
final class PlansView: UIView {
    private let stackView = UIStackView()

    func setupStackView() {
        stackView.addArrangedSubview(flexibleSpace(maxHeight: 10, priority: ↓80))
    }

    private func flexibleSpace(maxHeight: CGFloat, priority: CGFloat) -> UIView {
        let space = UIView()
        space.snp.makeConstraints { make in
            make.height.equalTo(maxHeight).priority(priority)
        }
        return space
    }
}
```

## What does not trigger

Naming a priority, and arithmetic on named priorities.

```swift passes
extension UILayoutPriority {
    static let almostRequired = UILayoutPriority(999)
    static let prioritizedHugging = UILayoutPriority(rawValue: 251)
}
let breakable = UILayoutPriority.required - 1
titleLabel.setContentHuggingPriority(.defaultHigh + 1, for: .horizontal)
heightConstraint.priority = .almostRequired
let limit = Pagination.init(limit: 5)
```

A `priority:` argument of a type's own initializer is that type's priority, not a
layout one, also where one initializer calls another (Jibber-iOS eef1a5f's
system notices):

```swift passes
let configuration = ConnectionConfiguration(url: url, priority: 1)

struct Notice {
    let kind: String
    let priority: Int

    init(kind: String, priority: Int) {
        self.kind = kind
        self.priority = priority
    }

    init(connectionKind: String) {
        self.init(kind: connectionKind, priority: 1)
    }
}
```

Nor is the `priority:` argument of a function the file declares with a priority
of another type (hyuabot-client-ios 4c4dd7f's shuttle-stop rules):

```swift passes
struct StopRule {
    let stopName: String
    let priority: Int
}

func rule(stopName: String, priority: Int) -> StopRule {
    StopRule(stopName: stopName, priority: priority)
}

let rules = [rule(stopName: "station", priority: 10), rule(stopName: "terminal", priority: 20)]
```

A number outside UIKit's range of layout priorities, above 0 and up to 1000, set
to something's `priority` is another kind of priority (xabber-ios 0b4c24f's XMPP
resources):

```swift passes
final class Resource {
    var priority = 0
}

func markOffline(_ resource: Resource) {
    resource.priority = -5
}

func reset(_ resource: Resource) {
    resource.priority = 0
}
```

## Options

None.

## Fix

1000, 750, 250 and 50 become `.required`, `.defaultHigh`, `.defaultLow` and
`.fittingSizeLevel` where the type is known from where the number stands (an
argument, the right side of `.priority =`), and `UILayoutPriority.defaultHigh`
elsewhere. Other values are left to the author, and SnapKit's `.priority(…)`,
whose type is SnapKit's, is never rewritten.

```swift fix-before
func setupConstraints() {
    heightConstraint.priority = 750
    titleLabel.setContentHuggingPriority(UILayoutPriority(rawValue: 250), for: .horizontal)
    let fallback = UILayoutPriority(1000)
}
```

```swift fix-after
func setupConstraints() {
    heightConstraint.priority = .defaultHigh
    titleLabel.setContentHuggingPriority(.defaultLow, for: .horizontal)
    let fallback = UILayoutPriority.required
}
```

"""####,
    "repeated_activation": ####"""
# repeated_activation

**Default:** on · **Severity:** warning · **Fix:** no

## Why

A function that runs many times — `layoutSubviews`, `updateConstraints`,
`traitCollectionDidChange`, a cell's `configure(with:)`, a property observer —
and makes and activates a constraint on every run adds another copy each time.
Nothing removes the earlier ones: the copies pile up for as long as the view
lives, and they conflict as soon as their constants differ (a cell reused for a
taller item, a setter called twice).

## What triggers

A function that runs many times creates and activates a constraint that it does
not keep (stored constraints can be changed instead), or calls SnapKit's
`makeConstraints`, on a view that outlives the call. Such functions are UIKit's
recurring overrides (`layoutSubviews`, `updateConstraints`,
`updateViewConstraints`, `viewWillLayoutSubviews`, `viewDidLayoutSubviews`,
`traitCollectionDidChange`, a cell's `didMoveToSuperview`, `didMoveToWindow`,
`didMove(toParent:)`, `viewWillAppear`, `viewDidAppear`, `prepareForReuse`),
data-binding functions (see `conventions` in the README) other than one that
only the type's set-up path calls, property observers and setters, and the
functions any of these call. One finding per function, on its first such
constraint.

```swift triggers
final class StatusCell: UITableViewCell {
    private let statusLabel = UILabel()
    private let icon = UIImageView()

    func configure(with image: UIImage?) {
        icon.image = image
        contentView.addSubview(icon)
        NSLayoutConstraint.activate([
            ↓icon.leadingAnchor.constraint(equalTo: statusLabel.trailingAnchor, constant: 8),
            icon.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }
}
```

Its findings say, in order:

```text messages
`configure(with:)` runs many times and activates `leading == statusLabel.trailing + 8` on `icon` (and 1 more) on every run without removing the previous ones; keep the constraint and change it, or remove the old ones first
```

A view handed in is the caller's, the same on every run: a view added to it piles up its
constraints to it (the shape of GGiriGGiri_iOS's toast, shown in the same view each time):

```swift triggers
final class MessageCell: UITableViewCell {
    private let wrapperView = UIView()
    private let messageLabel = UILabel()

    func configure(with view: UIView, message: String) {
        messageLabel.text = message
        wrapperView.addSubview(messageLabel)
        view.addSubview(wrapperView)
        wrapperView.snp.makeConstraints { make in
            ↓make.edges.equalToSuperview()
        }
        messageLabel.snp.makeConstraints { make in
            make.center.equalToSuperview()
        }
    }
}
```

Its findings say, in order:

```text messages
`configure(with:message:)` runs many times and activates `left == view.left` on `wrapperView` (and 5 more) on every run without removing the previous ones; keep the constraint and change it, or remove the old ones first
```

A controller's or an ordinary view's data-binding function runs again when something calls
the type back after set-up and that reaches the function: an `@objc` or `@IBAction` method (a
control's action, a notification, a gesture), or a method of an extension that adopts a
protocol (a delegate's callback; tinode ios's title bar, updated on every topic update):

```swift triggers
final class MessageViewController: UIViewController {
    private let avatarView = UIImageView()
}

extension MessageViewController: TopicListener {
    func topicDidUpdate(_ topic: Topic) {
        updateTitleBar(with: topic)
    }

    private func updateTitleBar(with topic: Topic) {
        avatarView.image = topic.avatar
        avatarView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            ↓avatarView.heightAnchor.constraint(equalToConstant: 32),
            avatarView.widthAnchor.constraint(equalTo: avatarView.heightAnchor),
        ])
        navigationItem.titleView = avatarView
    }
}

struct Topic {
    let avatar: UIImage?
}

protocol TopicListener: AnyObject {
    func topicDidUpdate(_ topic: Topic)
}
```

Its findings say, in order:

```text messages
`updateTitleBar(with:)` runs many times and activates `height == 32` on `avatarView` (and 1 more) on every run without removing the previous ones; keep the constraint and change it, or remove the old ones first
```

## What does not trigger

Constraints kept in a property and changed; a function that removes the old
ones first (`remakeConstraints`, `removeFromSuperview()`, deactivating), or is
guarded to do its work once (`guard !didSetUpConstraints`); views made in the
function itself, which are new on every run; set-up code.

A test that the function's own work makes false is a guard too: a function that adds its
subviews only while it has none (HMOA_iOS's photo cell, set up again on every assignment of its
zoom flag) makes their constraints once:

```swift passes
final class PhotoCell: UICollectionViewCell {
    private let photoView = UIImageView()

    var isZoomEnabled = false {
        didSet { setUpViews() }
    }

    private func setUpViews() {
        if subviews.isEmpty {
            addSubview(photoView)
            photoView.snp.makeConstraints { make in
                make.edges.equalToSuperview()
            }
        }
    }
}
```

A property given a view that a call returns is given a new view, or one uilint cannot tell
from a new one: an initializer, or a factory such as a nib loader (micro-money wallet-ios's
password sheet, loaded anew on every appearance). An outlet's observer runs once, when the nib
is loaded (the same app's fee cell fills its place views there):

```swift passes
final class ExportKeyViewController: UIViewController {
    private var passwordView: PasswordView?

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        passwordView = PasswordView.loadFromNib()
        view.addSubview(passwordView!)
        passwordView?.snp.makeConstraints { make in
            make.edges.equalToSuperview()
        }
    }
}

final class FeesCell: UITableViewCell {
    private let feesView = UIView()

    @IBOutlet private weak var placeView: UIView! {
        didSet {
            placeView.addSubview(feesView)
            feesView.snp.makeConstraints { make in
                make.edges.equalToSuperview()
            }
        }
    }
}

final class PasswordView: UIView {
    static func loadFromNib() -> PasswordView { PasswordView() }
}
```

A function that other code calls is called as often as that code wants, which uilint cannot
see from the type: on a view that is not reused, a data-binding function reached only from
such a function is not reported (green_ios's alert, made anew for each message with
`DropAlert().error(message:)`; ios-poland-s's balance view, filled once per controller).

```swift passes
final class DropAlert: UIView {
    private let messageLabel = UILabel()

    func error(message: String) {
        show(message, color: .systemRed)
    }

    private func show(_ message: String, color: UIColor) {
        configure(message: message, color: color)
    }

    private func configure(message: String, color: UIColor) {
        messageLabel.text = message
        backgroundColor = color
        NSLayoutConstraint.activate([
            messageLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            messageLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }
}
```

```swift passes
final class BadgeCell: UITableViewCell {
    private let badge = UILabel()
    private var badgeWidth: NSLayoutConstraint?
    private var didSetUpConstraints = false

    override func updateConstraints() {
        if !didSetUpConstraints {
            badge.topAnchor.constraint(equalTo: contentView.topAnchor).isActive = true
            didSetUpConstraints = true
        }
        super.updateConstraints()
    }

    func configure(width: CGFloat) {
        if let badgeWidth {
            badgeWidth.constant = width
        } else {
            badgeWidth = badge.widthAnchor.constraint(equalToConstant: width)
            badgeWidth?.isActive = true
        }
        badge.snp.remakeConstraints { make in
            make.leading.equalToSuperview()
        }
        let dot = UIView()
        contentView.addSubview(dot)
        dot.widthAnchor.constraint(equalToConstant: 4).isActive = true
    }
}
```

A function the type's set-up path alone calls is set-up code, whatever its name and access (that
another file calls it again is more than uilint can know); a call is told
from another function of the same name by its labels. Views removed in a loop over `subviews`,
or the property's own new view in its observer, take their constraints with them.

```swift passes
final class StatusView: UIView {
    private let stackView = UIStackView()
    private let infoLabel = UILabel()

    var accessory: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            guard let accessory else { return }
            addSubview(accessory)
            accessory.topAnchor.constraint(equalTo: topAnchor).isActive = true
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    required init?(coder: NSCoder) { fatalError() }

    private func configure() {
        addSubview(stackView)
        stackView.topAnchor.constraint(equalTo: topAnchor).isActive = true
    }

    func configure(with text: String) {
        infoLabel.text = text
    }

    func setup(text: String) {
        subviews.forEach { $0.removeFromSuperview() }
        addSubview(infoLabel)
        infoLabel.topAnchor.constraint(equalTo: topAnchor).isActive = true
    }
}
```

A property given a new view in the function (`label = UILabel()`, in every branch or not) is a
new view on every run, like a local: its constraints do not pile up on the old one (found on
THLfi/koronavilkku-ios b9bef04 and austrianredcross/stopp-corona-ios d995660).

```swift passes
final class ExposuresViewController: UIViewController {
    private let containerView = UIView()
    private var statusView: UIView!
    private var label: UILabel!
    var isExposed = false {
        didSet { render() }
    }

    private func render() {
        if isExposed {
            statusView = ExposedView()
        } else {
            statusView = UIView()
        }
        containerView.addSubview(statusView)
        statusView.snp.makeConstraints { make in
            make.edges.equalToSuperview()
        }
    }

    func configure(text: String) {
        label = UILabel()
        label.text = text
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}

final class ExposedView: UIView {}
```

Found on trustwallet/trust-wallet-ios b673b97: a button that applies its size from its initializer.

```swift passes
final class Button: UIButton {
    init(height: CGFloat) {
        super.init(frame: .zero)
        apply(height: height)
    }

    required init?(coder: NSCoder) { fatalError() }

    func apply(height: CGFloat) {
        NSLayoutConstraint.activate([
            heightAnchor.constraint(equalToConstant: height),
        ])
        layer.cornerRadius = height / 2
    }
}
```

A view removed by a function that a caller runs first takes its constraints with it (found on
airbnb/epoxy-ios a2b0450: the hosting view removes its controller's view before adding it to a
new parent; here in a cell, whose `didMoveToSuperview` runs again).

```swift passes
final class HostingCell: UICollectionViewCell {
    private let viewController = UIViewController()

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        guard let parent = superview?.next as? UIViewController else { return }
        if viewController.parent != nil {
            removeViewController()
        }
        addViewController(to: parent)
    }

    private func addViewController(to parent: UIViewController) {
        parent.addChild(viewController)
        addSubview(viewController.view)
        viewController.view.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            viewController.view.topAnchor.constraint(equalTo: topAnchor),
            viewController.view.leadingAnchor.constraint(equalTo: leadingAnchor),
        ])
        viewController.didMove(toParent: parent)
    }

    private func removeViewController() {
        viewController.view.removeFromSuperview()
        viewController.removeFromParent()
    }
}
```

A cell that ties itself to its superview when it moves to one does not pile those up: leaving
the old superview took the old ones away (found on tigase/siskin-im d77818f's title views).

```swift passes
final class TitleCell: UICollectionViewCell {
    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        if let superview = superview {
            NSLayoutConstraint.activate([
                widthAnchor.constraint(lessThanOrEqualTo: superview.widthAnchor, multiplier: 0.6),
            ])
        }
    }
}
```

So does a helper only `didMoveToSuperview` calls, whatever it names the superview
(muun/falcon 45aa143):

```swift passes
final class BadgeCell: UICollectionViewCell {
    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        pinToSuperview()
    }

    private func pinToSuperview() {
        guard let container = superview else { return }
        NSLayoutConstraint.activate([
            topAnchor.constraint(equalTo: container.topAnchor),
            container.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }
}
```

A function guarded by the view it adds (`isDescendant(of:)`, a child's `parent`),
or called from behind a caller's guard, runs its work once (MixinNetwork ios-app
2c62c53, Glia ios-sdk-widgets d4faba8); a setter that first calls a
function which, in turn, takes every subview away starts afresh (SOPT-iOS b08a638):

```swift passes
final class LoadingButton: UIButton {
    private let spinner = UIActivityIndicatorView()

    var isLoading = false {
        didSet {
            if isLoading { addSpinnerIfNeeded() }
        }
    }

    private func addSpinnerIfNeeded() {
        guard !spinner.isDescendant(of: self) else { return }
        addSubview(spinner)
        spinner.snp.makeConstraints { make in
            make.center.equalToSuperview()
        }
    }
}
```

```swift passes
final class HeaderButton: UIButton {
    private var isLayoutNeeded = true

    override func updateConstraints() {
        if isLayoutNeeded {
            isLayoutNeeded = false
            defineLayout()
        }
        super.updateConstraints()
    }

    private func defineLayout() {
        NSLayoutConstraint.activate([
            widthAnchor.constraint(equalToConstant: 44),
            heightAnchor.constraint(equalToConstant: 44),
        ])
    }
}
```

```swift passes
final class MissionCell: UICollectionViewCell {
    private let stampView = UIImageView()
    private var kind = 0

    var cellKind: Int {
        get { kind }
        set {
            prepareForReuse()
            kind = newValue
            setLayout()
        }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        clearCell()
    }

    private func setLayout() {
        contentView.addSubview(stampView)
        stampView.snp.makeConstraints { make in
            make.edges.equalToSuperview()
        }
    }

    private func clearCell() {
        contentView.subviews.forEach { $0.removeFromSuperview() }
    }
}
```

A view moved into a container the run makes keeps none of its constraints to other views:
moving it took them away (TwoToo_iOS's dimming of a photo, fearless-iOS ad14f47's containers):

```swift passes
final class PhotoCell: UITableViewCell {
    private let photoView = UIImageView()
    private let timeLabel = UILabel()
    private let clockIcon = UIImageView()

    func configure(with photo: Photo) {
        let dimView = UIView()
        photoView.addSubview(dimView)
        dimView.snp.makeConstraints { make in
            make.edges.equalToSuperview()
        }
        dimView.addSubview(timeLabel)
        dimView.addSubview(clockIcon)
        timeLabel.snp.makeConstraints { make in
            make.trailing.bottom.equalToSuperview().inset(12)
        }
        clockIcon.snp.makeConstraints { make in
            make.trailing.equalTo(timeLabel.snp.leading).offset(-4)
            make.centerY.equalTo(timeLabel)
        }
    }
}

struct Photo {}
```

A data-binding function of a view that is not a cell or another reusable view, or of a
controller, may run once, right after the view is made: uilint reports it only when the type's
own recurring methods or observers call it (iOS09-BBus cbbc6e3, iOS07-Soulmate a651d7c):

```swift passes
final class BusTagView: UIView {
    private let iconView = UIImageView()

    func configure(busIcon: UIImage?, isLowFloor: Bool) {
        iconView.image = busIcon
        addSubview(iconView)
        iconView.snp.makeConstraints { make in
            make.leading.centerY.equalToSuperview()
        }
    }
}
```

Nor does another data-binding function that such a function calls: it runs when its caller does
(iOS09-BBus's tag image, given whether the bus is low-floor):

```swift passes
final class BusTagImageView: UIView {
    private let busImageView = UIImageView()
    private let lowFloorImageView = UIImageView()

    func configure(busIcon: UIImage, isLowFloor: Bool) {
        busImageView.image = busIcon
        configureTagImage(isLowFloor: isLowFloor)
    }

    private func configureTagImage(isLowFloor: Bool) {
        guard isLowFloor else { return }
        addSubview(lowFloorImageView)
        lowFloorImageView.translatesAutoresizingMaskIntoConstraints = false
        lowFloorImageView.widthAnchor.constraint(equalToConstant: 70).isActive = true
    }
}
```

A function that only the set-up path calls, through an `if` or a `switch` too, is set-up code, and
so is what only such functions call (Boolti-iOS's navigation bar configures its back button from a
`switch` in `init`, directly and through another configuration):

```swift passes
final class NavigationBar: UIView {
    enum Style { case back(String), profile }

    private let backButton = UIButton()

    init(style: Style) {
        super.init(frame: .zero)
        switch style {
        case .back(let title): configureBackButton(title: title)
        case .profile: configureProfile()
        }
    }

    required init?(coder: NSCoder) { fatalError() }

    private func configureProfile() {
        configureBackButton(title: "Profile")
    }

    private func configureBackButton(title: String) {
        backButton.setTitle(title, for: .normal)
        addSubview(backButton)
        backButton.snp.makeConstraints { make in
            make.leading.equalToSuperview().offset(20)
            make.centerY.equalToSuperview()
        }
    }
}
```

A set-up function that a property's observer runs again adds a copy on every assignment
(threema-ios's `SetupButton`, whose `deactivated` toggles as the user types):

```swift triggers
final class SetupButton: UIButton {
    var isDeactivated = false {
        didSet { setup() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        setup()
    }

    required init?(coder: NSCoder) { fatalError() }

    private func setup() {
        alpha = isDeactivated ? 0.5 : 1
        translatesAutoresizingMaskIntoConstraints = false
        ↓heightAnchor.constraint(equalToConstant: 36).isActive = true
    }
}
```

Its findings say, in order:

```text messages
`setup()` runs many times and activates `height == 36` on `self` on every run without removing the previous ones; keep the constraint and change it, or remove the old ones first
```

An observer of a view that is not reused runs on each assignment, and how often other files assign
is more than uilint can see: copies of constraints that do not take the new value are equal, and
UIKit satisfies them all. Only constraints that take the property, its `newValue` or `oldValue`, or
a parameter of the function that makes them count (MacC-Team-Maddori's team list, Marryting-iOS's
text field type; the width that kanvas-ios 8487f3d sets in `willSet` triggers), and those that the
set-up path makes too, which the first assignment copies (threema-ios's `SetupButton` triggers):

```swift passes
final class TeamListView: UIView {
    private let emptyView = UIView()

    var teams: [String] = [] {
        didSet {
            if teams.isEmpty { showEmptyView() }
        }
    }

    private func showEmptyView() {
        addSubview(emptyView)
        emptyView.snp.makeConstraints { make in
            make.top.leading.trailing.equalToSuperview()
            make.height.equalTo(150)
        }
    }
}
```

A cell's `prepareForReuse()` runs before each reuse binds it again: what it removes is gone before
a data-binding function or an observer makes it again (iOS01-Booster's feed cell,
lumenshine-iOS-wallet's currency cells):

```swift passes
final class FeedCell: UICollectionViewCell {
    private let emptyView = UIView()
    private let container = UIView()
    private let passwordView = UIView()

    var wallet: String? {
        didSet {
            container.addSubview(passwordView)
            passwordView.snp.makeConstraints { make in
                make.edges.equalToSuperview()
            }
        }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        emptyView.removeFromSuperview()
        for subview in container.subviews {
            subview.removeFromSuperview()
        }
    }

    func configure(records: [Int]) {
        guard records.isEmpty else { return }
        addSubview(emptyView)
        emptyView.topAnchor.constraint(equalTo: topAnchor).isActive = true
        emptyView.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
    }
}
```

So does SnapKit's `removeConstraints()` there: it takes every constraint the view made, its
size too, before the binding sets it again (Amor 064ffbf's chat cells):

```swift passes
final class ChatCell: UITableViewCell {
    private let firstImageView = UIImageView()
    private let secondImageView = UIImageView()
    private lazy var imageViews = [firstImageView, secondImageView]

    override func prepareForReuse() {
        super.prepareForReuse()
        imageViews.forEach {
            $0.snp.removeConstraints()
        }
    }

    func configure(imageCount: Int) {
        setImageHeight(count: imageCount)
    }

    private func setImageHeight(count: Int) {
        firstImageView.snp.makeConstraints { make in
            make.height.equalTo(162)
        }
    }
}
```

A view taken out of the hierarchy takes along every constraint that names it, those of other views
pinned to it too (ithaca-transit-ios's route cell pins its live view to a route diagram that each
binding makes anew and `prepareForReuse()` removes):

```swift passes
final class RouteCell: UITableViewCell {
    private let liveView = UIView()
    private var diagramView: UIView!

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(liveView)
    }

    required init?(coder: NSCoder) { nil }

    func configure(stops: Int) {
        diagramView = UIView()
        contentView.addSubview(diagramView)
        setupDataDependentConstraints()
    }

    private func setupDataDependentConstraints() {
        liveView.snp.makeConstraints { make in
            make.bottom.equalTo(diagramView.snp.top).offset(-8)
        }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        diagramView.removeFromSuperview()
    }
}
```

A caller that runs the function behind a flag and sets the flag in the same block, before or after
the call, runs it once (mobalmobal's `updateViewConstraints()`); a flag set in the other branch does
not (edx-app-ios d5afd05):

```swift passes
final class SuccessViewController: UIViewController {
    private let closeButton = UIButton()
    private var didSetLayout = false

    override func updateViewConstraints() {
        if !didSetLayout {
            view.addSubview(closeButton)
            setConstraints()
            didSetLayout = true
        }
        super.updateViewConstraints()
    }

    private func setConstraints() {
        closeButton.snp.makeConstraints { make in
            make.top.trailing.equalToSuperview().inset(16)
        }
    }
}
```

An `if` that only returns is such a guard too (TUIKit_iOS's views set themselves up once, when they
first move to a window):

```swift passes
final class JoinCallView: UIView {
    private let titleLabel = UILabel()
    private var isViewReady = false

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if isViewReady { return }
        constructViewHierarchy()
        activateConstraints()
        isViewReady = true
    }

    private func constructViewHierarchy() {
        addSubview(titleLabel)
    }

    private func activateConstraints() {
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: topAnchor),
            titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor),
        ])
    }
}
```

The guard may stand further up the calls, in the function that calls the one that calls it:

```swift passes
final class SeatView: UIView {
    private let nameLabel = UILabel()
    private var isViewReady = false

    override func didMoveToWindow() {
        super.didMoveToWindow()
        guard !isViewReady else { return }
        addSubview(nameLabel)
        activateConstraints()
        isViewReady = true
    }

    func activateConstraints() {
        activateNameConstraints()
    }

    func activateNameConstraints() {
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            nameLabel.topAnchor.constraint(equalTo: topAnchor),
            nameLabel.leadingAnchor.constraint(equalTo: leadingAnchor),
        ])
    }
}
```

A view other than a cell moves to a superview once, as far as uilint can see: its
`didMoveToSuperview` is set-up code (WSS-iOS's main button, mapbox-maps-ios's scale bar):

```swift passes
final class MainButton: UIButton {
    private let iconView = UIImageView()

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        addSubview(iconView)
        iconView.snp.makeConstraints { make in
            make.center.equalToSuperview()
        }
        snp.makeConstraints { make in
            make.height.equalTo(53)
        }
    }
}
```

A property's observer that lays out the property's new view, directly or through a function only
it calls, constrains a new view each time (TeamSparker Spark-iOS's send button cell):

```swift passes
final class SendSparkCell: UICollectionViewCell {
    var sparkButton = UIButton() {
        didSet { setLayout() }
    }

    func setSparkButton(title: String) {
        let button = UIButton()
        button.setTitle(title, for: .normal)
        sparkButton = button
    }

    private func setLayout() {
        contentView.addSubview(sparkButton)
        sparkButton.snp.makeConstraints { make in
            make.edges.equalToSuperview()
        }
    }
}
```

A view inside a container that the run adds, and that the type's code takes out again (in a
completion handler, through a weak `self` too), loses its constraints to views outside the
container with it (NADA-iOS's loading overlay, shown on each appearance):

```swift passes
final class GroupViewController: UIViewController {
    private let loadingView = UIView()
    private let spinner = UIActivityIndicatorView()

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        showLoading()
        load { [weak self] in
            self?.loadingView.removeFromSuperview()
        }
    }

    private func showLoading() {
        view.addSubview(loadingView)
        loadingView.addSubview(spinner)
        spinner.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            spinner.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            spinner.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }

    private func load(completion: @escaping () -> Void) {
        completion()
    }
}
```

A cell's reuse takes away what its `prepareForReuse()` removes: through the project's helper that
removes every subview of the content view (Chatty-iOS-App's message cell), or in the
`prepareForReuse()` of the project's class above it, in another file (halloapp-ios-pub's media message
cell, whose base class removes the forward button). A view's constraints to itself alone stay with it when it
leaves its superview, and pile up on each reuse:

```swift triggers
extension UIView {
    func removeAllSubviews() {
        subviews.forEach { $0.removeFromSuperview() }
    }
}

final class ChatMessageCell: UICollectionViewCell {
    private let avatarView = UIImageView()
    private let nameLabel = UILabel()

    override func prepareForReuse() {
        super.prepareForReuse()
        contentView.removeAllSubviews()
    }

    func configure(name: String) {
        nameLabel.text = name
        contentView.addSubview(avatarView)
        contentView.addSubview(nameLabel)
        avatarView.translatesAutoresizingMaskIntoConstraints = false
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            avatarView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
            avatarView.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            ↓avatarView.widthAnchor.constraint(equalToConstant: 44),
            avatarView.heightAnchor.constraint(equalToConstant: 44),
            nameLabel.leadingAnchor.constraint(equalTo: avatarView.trailingAnchor, constant: 10),
            nameLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
        ])
    }
}
```

Its findings say, in order:

```text messages
`configure(name:)` runs many times and activates `width == 44` on `avatarView` (and 1 more) on every run without removing the previous ones; keep the constraint and change it, or remove the old ones first
```

A condition on a property that the function itself sets makes it run once: a controller that lays
out in `viewWillLayoutSubviews()` only until its frame fills its parent's (iGap-iOS's withdraw screens):

```swift passes
final class WithdrawViewController: UIViewController {
    private let innerView = UIView()

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        guard let parent else { return }
        if view.frame.width < parent.view.frame.width {
            view.frame.size = parent.view.frame.size
            view.addSubview(innerView)
            innerView.translatesAutoresizingMaskIntoConstraints = false
            view.addConstraint(
                NSLayoutConstraint(
                    item: innerView, attribute: .leading, relatedBy: .equal, toItem: view, attribute: .leading,
                    multiplier: 1, constant: 0))
        }
    }
}
```

Assigning one of UIKit's view slots (`tableHeaderView`, `tableFooterView`, `backgroundView`,
`selectedBackgroundView`), `nil` too, takes the view it held out of the hierarchy with its constraints
(particle-tinker-app-ios's device list clears its header before pinning the new one):

```swift passes
final class DeviceListViewController: UIViewController {
    private let tableView = UITableView()
    private let emptyView = UIView()
    private var devices: [String] = []

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        setupTableViewHeader()
    }

    private func setupTableViewHeader() {
        tableView.tableHeaderView = nil
        tableView.tableHeaderView = devices.isEmpty ? emptyView : nil
        pinHeader()
    }

    private func pinHeader() {
        guard let header = tableView.tableHeaderView else { return }
        header.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            tableView.tableHeaderView!.widthAnchor.constraint(equalTo: tableView.widthAnchor),
            tableView.tableHeaderView!.centerXAnchor.constraint(equalTo: tableView.centerXAnchor),
        ])
    }
}
```

A presented controller (one that sets its own `modalPresentationStyle` or dismisses itself) that shows
nothing over itself, and that no property keeps and no class inherits, appears once per instance: its
`viewWillAppear` and `viewDidAppear` run once (dnd-6th-2-iOS's bottom sheet and TeamSparker Spark-iOS's
action sheet, made anew for each presentation):

```swift passes
final class BottomSheetViewController: UIViewController {
    private let sheetView = UIView()

    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .overFullScreen
    }

    required init?(coder: NSCoder) { fatalError() }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(sheetView)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        sheetView.snp.makeConstraints { make in
            make.leading.trailing.bottom.equalToSuperview()
            make.height.equalTo(300)
        }
    }
}

final class ActionSheetController: UIViewController {
    private let sheetView = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(sheetView)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        sheetView.snp.makeConstraints { make in
            make.leading.trailing.bottom.equalToSuperview()
        }
    }

    @objc private func close() {
        dismiss(animated: true)
    }
}
```

One that a property keeps may be presented again (MacC-Team13-SplitIt keeps its alerts in properties):

```swift triggers
final class ConfirmAlertController: UIViewController {
    private let alertView = UIView()

    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .overFullScreen
    }

    required init?(coder: NSCoder) { fatalError() }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        view.addSubview(alertView)
        alertView.snp.makeConstraints { make in
            ↓make.center.equalToSuperview()
        }
    }
}

final class EditViewController: UIViewController {
    private let backAlert = ConfirmAlertController()

    @objc private func back() {
        present(backAlert, animated: false)
    }
}
```

Its findings say, in order:

```text messages
`viewWillAppear(_:)` runs many times and activates `centerX == view.centerX` on `alertView` (and 1 more) on every run without removing the previous ones; keep the constraint and change it, or remove the old ones first
```

Nor does a caller's flag that only the called function sets (discounts-IOSApp's review cell sets itself
up on its first binding):

```swift passes
final class ReviewCell: UITableViewCell {
    private let ratingView = UIView()
    private let commentLabel = UILabel()
    private var isSetUp = false

    func configure(comment: String) {
        if !isSetUp { setupUI() }
        commentLabel.text = comment
    }

    private func setupUI() {
        isSetUp = true
        contentView.addSubview(ratingView)
        ratingView.snp.makeConstraints { make in
            make.top.leading.equalToSuperview().inset(16)
            make.height.equalTo(20)
        }
    }
}
```

Nor a constraint made only while a test finds none that the function changes otherwise: it keeps the
constraint and changes it (Olcha_Eco_System_Ios's self-sizing table):

```swift passes
final class DynamicTableView: UITableView {
    private var heightConstraint: NSLayoutConstraint? {
        constraints.first { $0.firstAttribute == .height && $0.relation == .equal }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if heightConstraint != nil {
            heightConstraint?.constant = contentSize.height
        } else {
            heightAnchor.constraint(equalToConstant: contentSize.height).isActive = true
        }
    }
}
```

## Options

None.

## Fix

None: keeping the constraint and changing its `constant`, or removing the old
ones, is the author's call.

"""####,
    "setup_function_grouping": ####"""
# setup_function_grouping

**Default:** on · **Severity:** warning · **Fix:** yes

## Why

The cookbook: "group each subview setup into corresponding function. Do not let
your setup function become a huge monster." A `setupTitleLabel()` that holds
everything about the title label — its font, colour, constraints — can be read,
reviewed and moved as a unit; a `setup()` that configures six views cannot.

## What triggers

A **setup function** (a method of a view type with no parameters whose name
starts with `setup`, `setUp` or `configure`, or is `commonInit`, `commonSetup`
or `initialize`, or matches the project's `conventions: setup_functions`; an
`override` only of a method the project's own base class declares) in which configuration statements — an
assignment to, or a method call on, a subview — configure more than
`max_subviews` distinct subviews. Configuration is what UIKit declares as the
subview's appearance or content (docs/statements.md); a project's own property
of a subview counts only when setting it only forwards to UIKit (its `didSet`
or setter sets appearance or content, as `layer.cornerRadius = cornerRadius`
does), and is unknown otherwise. The view itself (`self`, `backgroundColor = …`,
`contentView`) does not count, nor do hierarchy and constraint statements, nor
calls to other functions of the type. Nor do **state statements** (setting
`isHidden`, `alpha`, `isEnabled`, `isSelected`, `isHighlighted`,
`isUserInteractionEnabled`, a control's value — `isOn`, `setOn(_:animated:)`,
`selectedSegmentIndex`, `currentPage` — `startAnimating()`/`stopAnimating()`, and
the projects' own `isVisible`, `show()`, `hide()` and `setHidden`), **content
statements** that show the model's data (setting `text`, `placeholder` or
`title`, or calling `setTitle`, with a value other than a literal or a translation
such as `NSLocalizedString(…)` or `L10n.title`: binding, not setup; attributed
text carries its own font and colour, and a fixed image is an icon, so both
count, while an image the data picks, `iconView.image = chain.icon()`, is
binding too), wiring
(`delegate`, `dataSource`, `addTarget`, `register…`, `accessibility…`, handing
a view a closure, telling one view about another as
`scrollView.refreshControl = refreshControl` does), layout
such as hugging priorities, or statements inside closures (animation blocks,
completion handlers), which run at another time. The finding is on the
function's name and lists the subviews.

```swift triggers
final class PlayerCell: UITableViewCell {
    private let playImageView = UIImageView()
    private let songNameLabel = UILabel()

    private func ↓setup() {
        selectionStyle = .none
        playImageView.image = Asset.iconPlay.image
        playImageView.clipsToBounds = true
        songNameLabel.font = .systemFont(ofSize: 16, weight: .bold)
        addSubview(playImageView)
    }
}
```

Its finding says:

```text messages
`setup()` configures 2 subviews (`playImageView`, `songNameLabel`); give each its own `setupX()` function
```

```swift passes
final class FilterControl: UISegmentedControl {
    var defaultSelectedIndex = 0
}

final class SearchHeaderView: UIView {
    private let filterControl = FilterControl()
    private let titleLabel = UILabel()

    private func setupViews() {
        titleLabel.font = .systemFont(ofSize: 17)
        filterControl.defaultSelectedIndex = 2
        addSubview(titleLabel)
        addSubview(filterControl)
    }
}
```

```swift triggers
final class BadgeButton: UIButton {
    var cornerRadius: CGFloat = 0 {
        didSet { layer.cornerRadius = cornerRadius }
    }
    var badgeCount = 0
}

final class HeaderView: UIView {
    private let badgeButton = BadgeButton()
    private let titleLabel = UILabel()

    private func ↓setupViews() {
        titleLabel.font = .systemFont(ofSize: 17)
        badgeButton.cornerRadius = 6
        badgeButton.badgeCount = 2
        addSubview(titleLabel)
        addSubview(badgeButton)
    }
}
```

A view is a view through the project's own base classes, in any file; their
subviews count, and so do the base class's own setup functions overridden below it:

```swift triggers
class ThemedView: UIView {
    let titleLabel = UILabel()

    func setUpLayout() {}
}

final class ProfileCard: ThemedView {
    let avatar = AvatarImage()

    override func ↓setUpLayout() {
        titleLabel.textColor = .secondaryLabel
        avatar.layer.cornerRadius = 20
    }
}

class AvatarImage: UIImageView {}
```

Text the screen always shows, a literal or a translation, is part of a view's
setup, like its font:

```swift triggers
final class StatsView: UIView {
    private let levelLabel = UILabel()
    private let allocateButton = UIButton()

    private func ↓setupView() {
        levelLabel.text = NSLocalizedString("stats.level", comment: "")
        allocateButton.tintColor = .systemGray
    }
}
```

Colours chosen by a condition are still the views' looks, when no control's
state is set from it:

```swift triggers
final class PanelHeaderView: UIView {
    private let titleLabel = UILabel()
    private let closeButton = UIButton()
    var isDarkBackground = false

    private func ↓setupColors() {
        titleLabel.textColor = isDarkBackground ? .white : .label
        closeButton.tintColor = isDarkBackground ? .white : .tertiaryLabel
    }
}
```

## What does not trigger

The same single statement on three or more subviews, one each (the same property set, the same method
called): a loop would say it better than a function per view:

```swift passes
final class FilterBar: UIView {
    private let allButton = UIButton()
    private let newButton = UIButton()
    private let popularButton = UIButton()

    private func setupButtons() {
        allButton.setTitleColor(.label, for: .normal)
        newButton.setTitleColor(.secondaryLabel, for: .normal)
        popularButton.setTitleColor(.secondaryLabel, for: .normal)
    }
}
```

A function that switches a screen's state shows and hides several views; it
configures none of them:

```swift passes
final class PlayerView: UIView {
    private let spinner = UIActivityIndicatorView()
    private let playButton = UIButton()
    private let errorLabel = UILabel()
    private let artworkView = UIImageView()

    func setupLoadingState() {
        spinner.startAnimating()
        playButton.isEnabled = false
        errorLabel.isHidden = true
        artworkView.alpha = 0.5
        UIView.animate(withDuration: 0.3) {
            self.errorLabel.text = nil
            self.artworkView.layer.opacity = 1
        }
    }
}
```

Loading controls' values from the settings sets their state, not their look:

```swift passes
final class SettingsView: UIView {
    private let syncSwitch = UISwitch()
    private let themeControl = UISegmentedControl(items: ["Light", "Dark"])

    func setupValues() {
        syncSwitch.setOn(UserDefaults.standard.bool(forKey: "sync"), animated: false)
        themeControl.selectedSegmentIndex = UserDefaults.standard.integer(forKey: "theme")
    }
}
```

A look chosen by the same value that sets a control's state shows that state,
as the control does: state too (AGPU-iOS-App's settings cells, b7bda36, show a
saved switch this way):

```swift passes
final class SyncOptionCell: UITableViewCell {
    private let syncSwitch = UISwitch()
    private let iconView = UIImageView()
    private let titleLabel = UILabel()

    private func setUpState() {
        let isSyncing = UserDefaults.standard.bool(forKey: "sync")
        syncSwitch.isOn = isSyncing
        iconView.tintColor = isSyncing ? .label : .systemGray
        titleLabel.textColor = isSyncing == true ? .label : .systemGray
    }
}
```

Handing each button its handler wires the buttons; it configures none of them:

```swift passes
final class ForceUpdateView: UIView {
    private let updateButton = UIButton()
    private let laterButton = UIButton()
    var didTapUpdate: (() -> Void)?
    var didTapLater: (() -> Void)?

    func setup() {
        updateButton.on(.touchUpInside) { [weak self] _ in self?.didTapUpdate?() }
        laterButton.on(.touchUpInside) { [weak self] _ in self?.didTapLater?() }
    }
}
```

A function that only fills views with text, translations or the model's data,
sets up none of them; in a function that also sets looks, the model's data does
not count, so here only `nameLabel` is configured:

```swift passes
final class EntryFieldCell: UITableViewCell {
    private let nameLabel = UILabel()
    private let valueLabel = UILabel()
    private let copyButton = UIButton()
    var field: (name: String, value: String) = ("", "")

    func setupTexts() {
        nameLabel.text = NSLocalizedString("entry.name", comment: "")
        valueLabel.text = NSLocalizedString("entry.value", comment: "")
        copyButton.setTitle(NSLocalizedString("entry.copy", comment: ""), for: .normal)
    }

    func setupCell() {
        nameLabel.text = field.name
        nameLabel.font = .preferredFont(forTextStyle: .subheadline)
        valueLabel.text = field.value
    }
}
```

An image is an icon when a literal or a constant names it (`UIImage(named:
"close")`, `Asset.close.image`, a `let` of the type holding its name); one that
the data gives or a condition picks shows data (Krystal-iOS-Legacy eccf9e3's
chain switch shows each chain's own icon):

```swift passes
final class ChainSwitchView: UIView {
    private let sourceIconView = UIImageView()
    private let destinationIconView = UIImageView()
    private let favouriteButton = UIButton()
    var source = Chain.main
    var destination = Chain.test
    var isFavourite = false

    func setupViews() {
        sourceIconView.image = source.icon()
        destinationIconView.image = destination.icon()
        favouriteButton.setImage(isFavourite ? Chain.filledStar : Chain.star, for: .normal)
    }
}

enum Chain {
    case main, test

    static let star = UIImage(named: "star")
    static let filledStar = UIImage(named: "star.fill")

    func icon() -> UIImage? { UIImage(named: "\(self)") }
}
```

A fixed image or text in one branch of a choice whose other branch shows the
data's on the same view is what the view shows when the data has none
(Krystal-iOS-Legacy eccf9e3's swap summary falls back to a default token logo):

```swift passes
final class SwapSummaryView: UIView {
    private let sourceLogoView = UIImageView()
    private let destinationLogoView = UIImageView()
    var sourceSymbol: String?
    var destinationSymbol: String?

    func setupTokens() {
        if let symbol = sourceSymbol {
            sourceLogoView.image = UIImage(named: symbol)
        } else {
            sourceLogoView.image = UIImage(named: "default_token")
        }
        if let symbol = destinationSymbol {
            destinationLogoView.image = UIImage(named: symbol)
        } else {
            destinationLogoView.image = UIImage(named: "default_token")
        }
    }
}
```

A constant of the type that names a fixed image is still an icon (pollo-ios's
question cell):

```swift triggers
final class QuestionCell: UITableViewCell {
    private let questionLabel = UILabel()
    private let editButton = UIButton()
    private let editImageName = "dots"

    func ↓setupViews() {
        questionLabel.numberOfLines = 0
        editButton.setImage(UIImage(named: editImageName), for: .normal)
    }
}
```

A literal that interpolates a value shows data too:

```swift passes
final class ScoreView: UIView {
    private let levelLabel = UILabel()
    private let scoreLabel = UILabel()
    var score = 0

    func setupLabels() {
        levelLabel.font = .boldSystemFont(ofSize: 17)
        scoreLabel.text = "\(score) points"
    }
}
```

Showing and hiding views through the project's own helpers is state too; a
constraint between two anchors' distance is layout:

```swift passes
final class ProfileHeaderView: UIView {
    private let editButton = UIButton()
    private let followButton = UIButton()
    private let errorView = ErrorView()
    private let iconView = UIImageView()
    private let titleLabel = UILabel()

    func setupButtonsForCurrentUser() {
        editButton.isVisible = true
        followButton.isVisible = false
        errorView.hide(animated: false)
    }

    func setupLayout() {
        iconView.centerYAnchor.anchorWithOffset(to: titleLabel.centerYAnchor).constraint(equalToConstant: 0).activate()
        titleLabel.leadingAnchor.anchorWithOffset(to: iconView.trailingAnchor).constraint(equalToConstant: 8).activate()
    }
}

final class ErrorView: UIView {
    func hide(animated: Bool) { isHidden = true }
}

extension NSLayoutConstraint {
    func activate() { isActive = true }
}

extension UIView {
    var isVisible: Bool {
        get { !isHidden }
        set { isHidden = !newValue }
    }
}
```

An override of UIKit's own method is no setup function, whatever its name:

```swift passes
final class ProfileCard: UIView {
    let avatar = UIImageView()
    let titleLabel = UILabel()

    override func updateConstraints() {
        titleLabel.textColor = .secondaryLabel
        avatar.layer.cornerRadius = 20
        super.updateConstraints()
    }
}
```

One subview per function; orchestration; the view itself; layout code; names
that only look like a setup prefix; functions with parameters.

```swift passes
final class PlayerCell: UITableViewCell {
    private let playImageView = UIImageView()
    private let songNameLabel = UILabel()

    private func commonSetup() {
        setupView()
        setupPlayImageView()
        setupSongNameLabel()
    }

    private func setupView() {
        selectionStyle = .none
        contentView.backgroundColor = .white
    }

    private func setupPlayImageView() {
        playImageView.image = Asset.iconPlay.image
        addSubview(playImageView)
        songNameLabel.leadingAnchor.constraint(equalTo: playImageView.trailingAnchor).isActive = true
    }

    private func setupSongNameLabel() {
        songNameLabel.font = .systemFont(ofSize: 16, weight: .bold)
    }

    func setUpperBound() {
        playImageView.alpha = 1
        songNameLabel.alpha = 1
    }

    func configure(with props: Props) {
        playImageView.image = props.image
        songNameLabel.text = props.title
    }
}
```

`contentView` is the view itself even where the type declares it, as a view
that loads its root view from a nib or pins a container to its bounds does:

```swift passes
final class NutritionView: UIView {
    private let contentView = UIView()
    private let warningLabel = UILabel()

    private func commonInit() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        warningLabel.isHidden = true
    }
}
```

The same statements, word for word but for the view's name, given to three or
more views read best as a loop (SYNovelbb's login buttons):

```swift passes
final class LoginView: UIView {
    private let facebookButton = UIButton()
    private let googleButton = UIButton()
    private let lineButton = UIButton()

    private func setupButtons() {
        facebookButton.layer.borderWidth = 1
        facebookButton.layer.borderColor = UIColor.lightGray.cgColor
        googleButton.layer.borderWidth = 1
        googleButton.layer.borderColor = UIColor.lightGray.cgColor
        lineButton.layer.borderWidth = 1
        lineButton.layer.borderColor = UIColor.lightGray.cgColor
    }
}
```

Views given the same statements, three or more of them, do not count beside
the others either: a loop would set them (iconex_ios 4f5bcef's three
placeholder labels beside the box they sit in):

```swift passes
final class BalanceCardView: UIView {
    private let totalLabel = UILabel()
    private let liquidLabel = UILabel()
    private let stakedLabel = UILabel()
    private let stakeBox = UIView()

    func setupCard() {
        totalLabel.text = "-"
        liquidLabel.text = "-"
        stakedLabel.text = "-"
        stakeBox.backgroundColor = .systemGray6
    }
}
```

Text cleared on a view that the same block hides goes with the view, which
is its state (aelf-wallet-ios e027455's market screen); a text it shows once
shown, an empty list's message, is still its configuration:

```swift passes
final class MarketHeaderView: UIView {
    private let priceLabel = UILabel()
    private let changeLabel = UILabel()

    func setupPrices() {
        priceLabel.text = ""
        priceLabel.isHidden = true
        changeLabel.textColor = .systemGreen
        changeLabel.font = .systemFont(ofSize: 12)
    }
}
```

```swift triggers
final class DocumentsView: UIView {
    private let emptyLabel = UILabel()
    private let listView = UITableView()

    func ↓setupViews() {
        emptyLabel.text = "No documents"
        emptyLabel.isHidden = true
        listView.backgroundColor = .clear
    }
}
```

What they are given leaves out the data they show: views given the same look
beside their own data still read best as a loop (AGPU-iOS-App b7bda36's
building detail labels):

```swift passes
final class BuildingDetailView: UIView {
    private let nameLabel = UILabel()
    private let detailLabel = UILabel()
    private let weatherLabel = UILabel()
    var building = Building(name: "", detail: "")

    func setupView() {
        nameLabel.text = building.name
        detailLabel.text = building.detail
        nameLabel.textColor = .label
        detailLabel.textColor = .label
        weatherLabel.textColor = .label
    }
}

struct Building {
    let name: String
    let detail: String
}
```

A view declared with the Then library's `then` is a subview like one made
with its initializer (Purithm_iOS 7d65a35's blur button gives three views the
same shadow, one of them declared with `then`):

```swift passes
final class BlurButton: UIControl {
    private let iconView = UIImageView().then {
        $0.contentMode = .scaleAspectFit
    }
    private let badgeView = UIImageView()
    private let titleLabel = UILabel()

    func setupShadow() {
        badgeView.layer.shadowOffset = CGSize(width: 2, height: 2)
        badgeView.layer.shadowRadius = 3
        titleLabel.layer.shadowOffset = CGSize(width: 2, height: 2)
        titleLabel.layer.shadowRadius = 3
        iconView.layer.shadowOffset = CGSize(width: 2, height: 2)
        iconView.layer.shadowRadius = 3
    }
}
```

A function that a refresh calls renders state, whatever its name: one called
from a property observer, from a hook UIKit calls on every trait or tint
change (`traitCollectionDidChange(_:)`, `tintColorDidChange()`) or on every
appearance of a controller (`viewWillAppear(_:)`, `viewDidAppear(_:)`), or from a
callback of a delegate, an action or a notification (JOBIS-DSM-iOS-v2's gender
button, iOS-aljo's text field, the follow state below). A selector's target
(`@objc`, `@IBAction`) is a refresh itself, even when the set-up also calls it
once (the theme handler below). A set-up run from `draw(_:)` or
`layoutSubviews()` is a misplaced set-up, and still one; so is a function of an
extension adopting a protocol when the set-up itself calls it (below):

```swift passes
final class GenderButton: UIControl {
    private let genderLabel = UILabel()
    private let genderIconView = UIImageView()

    override var isSelected: Bool {
        didSet { configureUI() }
    }

    private func configureUI() {
        genderLabel.textColor = isSelected ? .systemBlue : .gray
        genderIconView.tintColor = isSelected ? .systemBlue : .gray
    }
}

final class InputField: UIView {
    private let underBar = UIView()
    private let descriptionLabel = UILabel()
    private var isEditing = false

    private func configureState() {
        underBar.backgroundColor = isEditing ? .systemBlue : .gray
        descriptionLabel.textColor = isEditing ? .systemBlue : .gray
    }
}

extension InputField: UITextFieldDelegate {
    func textFieldDidBeginEditing(_ textField: UITextField) {
        isEditing = true
        configureState()
    }
}

final class ProfileViewController: UIViewController {
    private let nameLabel = UILabel()
    private let followButton = UIButton()
    private var isFollowing = false

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        configureFollowState()
    }

    private func configureFollowState() {
        nameLabel.textColor = isFollowing ? .label : .secondaryLabel
        followButton.backgroundColor = isFollowing ? .systemGray : .systemBlue
    }
}

final class ThemeCenter {
    static let shared = ThemeCenter()

    func addObserver(_ observer: AnyObject, selector: Selector) {}
}

final class ThemedHeaderView: UIView {
    private let titleLabel = UILabel()
    private let separator = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        ThemeCenter.shared.addObserver(self, selector: #selector(configureColors))
        configureColors()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc private func configureColors() {
        titleLabel.textColor = .label
        separator.backgroundColor = .separator
    }
}
```

A refresh renders through the functions it calls, at any depth (mist-ios
77dc40a's `viewWillAppear(_:)` calls `updateUI()`, which picks one of its
layouts). So does a cell's `prepareForReuse()`, and a data-binding function,
which runs again for every value it is given (Windscribe fe83b57's
`bindData(group:)` calls `setupUI()` whenever the favourites change):

```swift passes
final class MistboxViewController: UIViewController {
    private let centerImageView = UIImageView()
    private let descriptionLabel = UILabel()
    private var hasMists = false

    override func viewDidLoad() {
        super.viewDidLoad()
        updateUI()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        updateUI()
    }

    private func updateUI() {
        if hasMists {
            setupListLayout()
        } else {
            setupEmptyLayout()
        }
    }

    private func setupListLayout() {
        centerImageView.isHidden = true
        descriptionLabel.isHidden = true
    }

    private func setupEmptyLayout() {
        centerImageView.image = UIImage(named: "empty")
        descriptionLabel.text = "Nothing here yet"
        descriptionLabel.textColor = .secondaryLabel
    }
}

final class ServerCell: UITableViewCell {
    private let nameLabel = UILabel()
    private let favouriteButton = UIButton()
    private var isFavourite = false

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        setupUI()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func bindData(name: String, favourites: FavouriteStore) {
        nameLabel.text = name
        favourites.observe { ids in
            self.isFavourite = ids.contains(name)
            self.setupUI()
        }
    }

    private func setupUI() {
        nameLabel.textColor = isFavourite ? .systemYellow : .label
        favouriteButton.setImage(UIImage(named: isFavourite ? "star.fill" : "star"), for: .normal)
    }
}

final class FavouriteStore {
    func observe(_ handler: @escaping (Set<String>) -> Void) {}
}

final class AvatarCell: UITableViewCell {
    private let avatarView = UIImageView()
    private let nameLabel = UILabel()

    override func prepareForReuse() {
        super.prepareForReuse()
        configureAvatar()
    }

    private func configureAvatar() {
        avatarView.image = UIImage(named: "avatar")
        nameLabel.text = "Me"
        nameLabel.font = .boldSystemFont(ofSize: 17)
    }
}
```

So does an override of a function that the project's class above calls from
such a hook (xabber-ios 0b4c24f's base controller subscribes on every
appearance, and its verification screen redraws its buttons from the
subscription):

```swift passes
class SubscribingViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        subscribe()
    }

    func subscribe() {}
}

final class VerificationViewController: SubscribingViewController {
    private let agreeButton = UIButton()
    private let codeLabel = UILabel()
    private var code = ""

    override func subscribe() {
        super.subscribe()
        VerificationStore.shared.observe { code in
            self.code = code
            self.setupSubviews()
        }
    }

    func setupSubviews() {
        agreeButton.setTitle("Agree", for: .normal)
        codeLabel.text = code
        codeLabel.font = .monospacedDigitSystemFont(ofSize: 17, weight: .medium)
    }
}

final class VerificationStore {
    static let shared = VerificationStore()

    func observe(_ handler: @escaping (String) -> Void) {}
}
```

Mattermost-iOS-Swift keeps its set-up in an extension that adopts a protocol of
its own; `viewDidLoad()` calls it, so it is set-up, not a callback:

```swift triggers
private protocol Setup {
    func initialSetup()
}

final class AboutViewController: UIViewController {
    private let mattermostTextView = UITextView()
    private let kilograppTextView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        initialSetup()
    }
}

extension AboutViewController: Setup {
    func initialSetup() {
        setupLinks()
    }

    func ↓setupLinks() {
        mattermostTextView.textColor = .systemBlue
        kilograppTextView.textColor = .systemBlue
    }
}
```

## Options

| option | type | default | meaning |
|---|---|---|---|
| `max_subviews` | integer | `1` | How many distinct subviews one setup function may configure. |

```swift passes
// options: {max_subviews: 2}
final class TitleView: UIView {
    private let titleLabel = UILabel()
    private let subtitleLabel = UILabel()

    private func setupLabels() {
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        subtitleLabel.font = .preferredFont(forTextStyle: .subheadline)
    }
}
```

## Fix

The fix extracts each subview's configuration statements (with its state and
wiring statements) into a new `setup<Subview>()` function placed after the original, and calls the new
functions where each subview's configuration began, so the order of effects is
kept. What sizes the subview itself among or right after those statements (its
`translatesAutoresizingMaskIntoConstraints = false`, its hugging and compression
resistance) goes with them, so the view's lines stay together; and the new
functions take the prefix the type's own set-up functions use most, `configure`
where they are `configure…()` (hyuabot-client-ios 4c4dd7f's `CampusVC`):

```swift fix-before
final class CampusViewController: UIViewController {
    private let scrollView = UIScrollView()
    private let contentStack = UIStackView()

    private func configureView() {
        scrollView.alwaysBounceVertical = true
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        contentStack.axis = .vertical
        contentStack.spacing = 12
        contentStack.translatesAutoresizingMaskIntoConstraints = false
        configureHierarchy()
    }

    private func configureHierarchy() {
        view.addSubview(scrollView)
        scrollView.addSubview(contentStack)
    }
}
```

```swift fix-after
final class CampusViewController: UIViewController {
    private let scrollView = UIScrollView()
    private let contentStack = UIStackView()

    private func configureView() {
        configureScrollView()
        configureContentStack()
        configureHierarchy()
    }

    private func configureScrollView() {
        scrollView.alwaysBounceVertical = true
        scrollView.translatesAutoresizingMaskIntoConstraints = false
    }

    private func configureContentStack() {
        contentStack.axis = .vertical
        contentStack.spacing = 12
        contentStack.translatesAutoresizingMaskIntoConstraints = false
    }

    private func configureHierarchy() {
        view.addSubview(scrollView)
        scrollView.addSubview(contentStack)
    }
}
```

Comments move with their statements, except section headings (below). It is applied only when it provably
preserves order: no extracted statement uses another configured subview or a
local declared in the function, none moves past a statement that touches
the same subview or whose effect is unknown, and no statement of a configured
subview that uilint cannot classify would stay behind, apart from the others
(`textView.textContainerInset`, a project's own property), and no statement
that would leave has a comment set apart above it by a blank line, which would be
left over other lines (CakeWallet 6d5667b's `// FIX-ME: Unnamed constant` over
each colour). Otherwise the finding stays, without a fix:

```swift unfixed
final class DescriptionCell: UICollectionViewCell {
    private let descriptionTextView = UITextView()
    private let dividerView = UIView()

    private func ↓setupViews() {
        descriptionTextView.font = .systemFont(ofSize: 14)
        descriptionTextView.isEditable = false
        descriptionTextView.textContainerInset = .zero
        contentView.addSubview(descriptionTextView)
        dividerView.backgroundColor = .gray
        contentView.addSubview(dividerView)
    }
}
```

```swift unfixed
final class BalanceView: UIView {
    private let balanceLabel = UILabel()
    private let rateLabel = UILabel()

    private func ↓configureView() {
        balanceLabel.numberOfLines = 0
        rateLabel.text = "N/A"

        // FIX-ME: Unnamed constant

        balanceLabel.textColor = UIColor(white: 0.2, alpha: 1)
    }
}
```

```swift fix-before
final class PlayerCell: UITableViewCell {
    private let playImageView = UIImageView()
    private let songNameLabel = UILabel()

    private func setup() {
        selectionStyle = .none
        // The play button is always tinted white.
        playImageView.tintColor = .white
        songNameLabel.lineBreakMode = .byTruncatingMiddle
        playImageView.clipsToBounds = true
    }
}
```

```swift fix-after
final class PlayerCell: UITableViewCell {
    private let playImageView = UIImageView()
    private let songNameLabel = UILabel()

    private func setup() {
        selectionStyle = .none
        setupPlayImageView()
        setupSongNameLabel()
    }

    private func setupPlayImageView() {
        // The play button is always tinted white.
        playImageView.tintColor = .white
        playImageView.clipsToBounds = true
    }

    private func setupSongNameLabel() {
        songNameLabel.lineBreakMode = .byTruncatingMiddle
    }
}
```

A comment that heads a section (a blank line above it) stays where it is, over
the call that replaces the section's first statement: it titles the calls as it
titled the statements. A comment right below another statement, or at the top
of the function, moves with its statement, as above.

```swift fix-before
final class RoleErrorView: UIView {
    private let titleLabel = UILabel()
    private let subtitleLabel = UILabel()
    private let imageView = UIImageView()

    func setup() {
        backgroundColor = .white

        // Title labels
        titleLabel.textColor = .red
        subtitleLabel.textColor = .gray

        // Illustration
        imageView.clipsToBounds = true
    }
}
```

```swift fix-after
final class RoleErrorView: UIView {
    private let titleLabel = UILabel()
    private let subtitleLabel = UILabel()
    private let imageView = UIImageView()

    func setup() {
        backgroundColor = .white

        // Title labels
        setupTitleLabel()
        setupSubtitleLabel()

        // Illustration
        setupImageView()
    }

    private func setupTitleLabel() {
        titleLabel.textColor = .red
    }

    private func setupSubtitleLabel() {
        subtitleLabel.textColor = .gray
    }

    private func setupImageView() {
        imageView.clipsToBounds = true
    }
}
```

A new function never takes a name the type already has, in any file or in a
project base class, nor one another fix of the file declares: two setup
functions that configure the same subviews are split once, and the second keeps
its finding, without a fix.

```swift fix-before
final class ErrorView: UIView {
    private let titleLabel = UILabel()
    private let retryButton = UIButton()

    func setUp() {
        titleLabel.numberOfLines = 0
        retryButton.layer.cornerRadius = 8
    }

    func setUpAppearance() {
        titleLabel.textColor = .red
        retryButton.tintColor = .red
    }
}
```

```swift fix-after
final class ErrorView: UIView {
    private let titleLabel = UILabel()
    private let retryButton = UIButton()

    func setUp() {
        setUpTitleLabel()
        setUpRetryButton()
    }

    private func setUpTitleLabel() {
        titleLabel.numberOfLines = 0
    }

    private func setUpRetryButton() {
        retryButton.layer.cornerRadius = 8
    }

    func setUpAppearance() {
        titleLabel.textColor = .red
        retryButton.tintColor = .red
    }
}
```

A subview's state and wiring statements go with its configuration, and in a
`private extension` the new functions take no `private` of their own:

```swift fix-before
final class RetryView: UIView {
    private let titleLabel = UILabel()
    private let retryButton = UIButton()
}

private extension RetryView {
    func setupViews() {
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.accessibilityIdentifier = "title"
        retryButton.tintColor = .systemRed
        retryButton.isEnabled = false
    }
}
```

```swift fix-after
final class RetryView: UIView {
    private let titleLabel = UILabel()
    private let retryButton = UIButton()
}

private extension RetryView {
    func setupViews() {
        setupTitleLabel()
        setupRetryButton()
    }

    func setupTitleLabel() {
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.accessibilityIdentifier = "title"
    }

    func setupRetryButton() {
        retryButton.tintColor = .systemRed
        retryButton.isEnabled = false
    }
}
```

The calls of the new functions go through `self.` when the type calls its own
methods that way:

```swift fix-before
final class BadgeView: UIView {
    private let countBadge = UILabel()
    private let statusBadge = UILabel()

    func setupView() {
        self.setupBadges()
        self.setNeedsLayout()
    }

    private func setupBadges() {
        countBadge.layer.cornerRadius = 4
        statusBadge.layer.cornerRadius = 4
    }
}
```

```swift fix-after
final class BadgeView: UIView {
    private let countBadge = UILabel()
    private let statusBadge = UILabel()

    func setupView() {
        self.setupBadges()
        self.setNeedsLayout()
    }

    private func setupBadges() {
        self.setupCountBadge()
        self.setupStatusBadge()
    }

    private func setupCountBadge() {
        countBadge.layer.cornerRadius = 4
    }

    private func setupStatusBadge() {
        statusBadge.layer.cornerRadius = 4
    }
}
```

Calls inside closures do not count, where Swift may require `self.`:

```swift fix-before
final class DeleteView: UIView {
    private let titleLabel = UILabel()
    private let deleteButton = UIButton()

    func setupViews() {
        titleLabel.textColor = .gray
        deleteButton.backgroundColor = .red
        addSubview(titleLabel)
        addSubview(deleteButton)
    }

    func confirm() {
        UIView.animate(withDuration: 0.2) {
            self.setNeedsUpdateConstraints()
            self.setNeedsLayout()
            self.layoutIfNeeded()
        }
    }
}
```

```swift fix-after
final class DeleteView: UIView {
    private let titleLabel = UILabel()
    private let deleteButton = UIButton()

    func setupViews() {
        setupTitleLabel()
        setupDeleteButton()
        addSubview(titleLabel)
        addSubview(deleteButton)
    }

    private func setupTitleLabel() {
        titleLabel.textColor = .gray
    }

    private func setupDeleteButton() {
        deleteButton.backgroundColor = .red
    }

    func confirm() {
        UIView.animate(withDuration: 0.2) {
            self.setNeedsUpdateConstraints()
            self.setNeedsLayout()
            self.layoutIfNeeded()
        }
    }
}
```

"""####,
    "setup_function_length": ####"""
# setup_function_length

**Default:** opt-in · **Severity:** warning · **Fix:** no

## Why

"Do not let your setup function become a huge monster." A long setup function
usually configures many subviews at once; splitting it per subview makes each
part reviewable.

## What triggers

A **setup function** with more than `max_statements` statements of its own
(statements nested in `if` blocks or closures are part of the statement that
holds them). The finding is on the function's name.

```swift triggers
// options: {max_statements: 3}
final class ProfileView: UIView {
    private let avatarView = UIImageView()

    private func ↓setupView() {
        backgroundColor = .systemBackground
        layer.cornerRadius = 12
        clipsToBounds = true
        addSubview(avatarView)
    }
}
```

Its finding says:

```text messages
`setupView()` has 4 statements (more than 3); split it into one setup function per subview
```

## What does not trigger

```swift passes
// options: {max_statements: 3}
final class ProfileView: UIView {
    private let avatarView = UIImageView()
    private let nameLabel = UILabel()
    private let bioLabel = UILabel()
    private var isCompact = false

    private func setupView() {
        backgroundColor = .systemBackground
        if isCompact {
            layer.cornerRadius = 8
            clipsToBounds = true
        }
        addSubview(avatarView)
    }

    func render(props: Props) {
        nameLabel.text = props.name
        bioLabel.text = props.bio
        avatarView.image = props.avatar
        setNeedsLayout()
    }
}
```

## Options

| option | type | default | meaning |
|---|---|---|---|
| `max_statements` | integer | `20` | The most statements a setup function may have. |

## Fix

None; `setup_function_grouping` splits functions per subview.

"""####,
    "snapkit_update_without_make": ####"""
# snapkit_update_without_make

**Default:** on · **Severity:** error · **Fix:** no

## Why

SnapKit's `updateConstraints` does not add constraints to a view that has some:
it changes the constant of one it made before, found by its attribute, its
target item and attribute, relation, multiplier and priority. When none
matches, SnapKit stops the app with `fatalError("Updated constraint could not
find existing matching constraint to update")` — typically in the branch that
runs second (the keyboard hiding, the cell reused).

## What triggers

`v.snp.updateConstraints { make.A… }` where the type makes SnapKit constraints
for `v` (`makeConstraints` or `remakeConstraints`), none of which matches `A`
with the same target, relation, multiplier and priority. Only for views no other
type can reach — a `private` or `fileprivate` property, or a local — so that
every SnapKit call on them is in sight. On a controller, only in a function that
its own code calls or that no other type can call, which runs after its view has
loaded. Each unmatched statement is a finding.

```swift triggers
final class SignUpController: UIViewController {
    private let nameLabel = UILabel()
    private let titleLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(titleLabel)
        view.addSubview(nameLabel)
        nameLabel.snp.makeConstraints { make in
            make.top.equalTo(titleLabel.snp.bottom).offset(30)
            make.leading.equalToSuperview().offset(48)
        }
    }

    private func keyboardWillShow() {
        nameLabel.snp.updateConstraints { make in
            ↓make.top.equalToSuperview().offset(20)
            make.leading.equalToSuperview().offset(24)
        }
    }
}
```

Its findings say, in order:

```text messages
`nameLabel`: `updateConstraints` changes `top == view.top + 20`, which no `makeConstraints` of it made; SnapKit stops the app with fatalError here
```

## What does not trigger

An update that matches what was made (its constant may differ); a view with no
SnapKit constraints yet (SnapKit then makes them); a view another type can reach.

```swift passes
final class ComposerView: UIView {
    private let field = UITextField()
    let sendButton = UIButton()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(field)
        addSubview(sendButton)
        field.snp.makeConstraints { make in
            make.bottom.equalToSuperview().inset(8)
            make.height.equalTo(36).priority(.high)
        }
    }

    func keyboardDidChange(height: CGFloat) {
        field.snp.updateConstraints { make in
            make.bottom.equalToSuperview().inset(height)
            make.height.equalTo(44).priority(.high)
        }
        sendButton.snp.updateConstraints { make in
            make.top.equalToSuperview()
        }
    }

    required init?(coder: NSCoder) { fatalError() }
}
```

Nor a view none of whose constraints are made when the type is set up (in its
initializers, `viewDidLoad`, `awakeFromNib` and what they call): an update may
then run first, find no constraint and make its own, which its later runs match:

```swift passes
final class GameCell: UITableViewCell {
    private let containerView = UIView()
    private var topConstraint: Constraint?

    func configure(showsDay: Bool) {
        setupConstraints()
        topConstraint?.deactivate()
        containerView.snp.makeConstraints { make in
            topConstraint = make.top.equalToSuperview().offset(showsDay ? 32 : 8).constraint
        }
    }

    private func setupConstraints() {
        containerView.snp.updateConstraints { make in
            make.leading.trailing.bottom.equalToSuperview()
        }
    }
}
```

Where uilint cannot tell whether the update's target is the make's, an update
of the same attribute matches whatever the make was relative to: a make that
named its target through a local (`let guide = view.safeAreaLayoutGuide`),
which may hold what the update names; and `equalTo(0)`, relative to a superview
uilint cannot name where the update is (the view was added under the name of
the local a lazy property's closure returns).

```swift passes
final class NicknameViewController: UIViewController {
    private let nextButton = UIButton()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(nextButton)
        let guide = view.safeAreaLayoutGuide
        nextButton.snp.makeConstraints { make in
            make.leading.trailing.equalToSuperview().inset(24)
            make.bottom.equalTo(guide.snp.bottom).inset(12)
        }
    }

    private func keyboardWillShow(height: CGFloat) {
        nextButton.snp.updateConstraints { make in
            make.bottom.equalTo(view.safeAreaLayoutGuide.snp.bottom).inset(height)
        }
    }
}
```

```swift passes
final class ChatViewController: UIViewController {
    private lazy var pinBanner: UIView = {
        let banner = UIView()
        view.addSubview(banner)
        banner.snp.makeConstraints { make in
            make.top.equalToSuperview()
            make.left.right.equalTo(0)
            make.height.equalTo(60)
        }
        return banner
    }()

    private func showBanner() {
        pinBanner.snp.updateConstraints { make in
            make.left.equalTo(0)
        }
    }
}
```

A controller makes its views' constraints when its view loads. A function of it that only other
types call may run before that, right after the controller is made, and the update then makes
the constraints: the order is more than uilint can see (dnd-7th-1-iOS's challenge history screen
is told it is finished before it is shown).

```swift passes
final class ChallengeDetailViewController: UIViewController {
    private let statusView = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(statusView)
        statusView.snp.makeConstraints { make in
            make.top.leading.trailing.equalToSuperview()
        }
    }

    func showFinished() {
        statusView.snp.updateConstraints { make in
            make.height.equalTo(0)
        }
    }
}
```

## Options

None.

## Fix

None: whether to make the missing constraint or to update another is the
author's call.

"""####,
    "subview_order": ####"""
# subview_order

**Default:** opt-in · **Severity:** warning · **Fix:** no

## Why

The cookbook: "Define consistent order of subviews declaration and follow it."
When subviews are declared, set up and added in the same order, the
declarations read as a table of contents of the view.

## What triggers

In a **setup function**, calls to `setupX()` (or `setUpX()`, `configureX()`) for
subviews in an order that differs from the order the subviews are declared. The
finding is on the first call out of order.

```swift triggers
final class PlayerCell: UITableViewCell {
    private let playImageView = UIImageView()
    private let songNameLabel = UILabel()
    private let durationLabel = UILabel()

    private func commonSetup() {
        setupPlayImageView()
        setupDurationLabel()
        ↓setupSongNameLabel()
    }

    private func setupPlayImageView() { contentView.addSubview(playImageView) }
    private func setupSongNameLabel() { contentView.addSubview(songNameLabel) }
    private func setupDurationLabel() { contentView.addSubview(durationLabel) }
}
```

Its finding says:

```text messages
`setupSongNameLabel()` comes after `setupDurationLabel()`, but `songNameLabel` is declared before `durationLabel`; keep the calls in declaration order
```

## What does not trigger

The order of `addSubview` calls: it is the stacking order, which the author
chooses (a view added later covers the earlier ones), whatever the declarations say.

```swift passes
final class SwipeableCell: UICollectionViewCell {
    private let itemView = UIView()
    private let actionsView = UIView()

    private func setUpViews() {
        contentView.addSubview(actionsView)
        contentView.addSubview(itemView)
    }
}
```

```swift passes
final class PlayerCell: UITableViewCell {
    private let playImageView = UIImageView()
    private let songNameLabel = UILabel()
    private let durationLabel = UILabel()

    private func commonSetup() {
        setupView()
        setupPlayImageView()
        setupSongNameLabel()
        setupDurationLabel()
    }

    private func setupView() { contentView.backgroundColor = .systemBackground }

    private func setupPlayImageView() { contentView.addSubview(playImageView) }
    private func setupSongNameLabel() { contentView.addSubview(songNameLabel) }
    private func setupDurationLabel() { contentView.addSubview(durationLabel) }
}
```

## Options

None. Enable it with `opt_in_rules: [subview_order]`.

## Fix

None: the declarations or the calls may be the ones to move.

"""####,
    "unactivated_constraint": ####"""
# unactivated_constraint

**Default:** on · **Severity:** warning · **Fix:** no

## Why

A constraint does nothing until it is activated. Creating one into a local and
forgetting to activate it compiles, runs and silently leaves the layout broken.

## What triggers

A constraint created into a local constant or variable
(`let c = a.topAnchor.constraint(...)`, `NSLayoutConstraint(item:...)`) that
nothing in its function activates, returns, stores, appends, passes to a call
or captures in a closure. Setting its properties (`c.priority = …`) is not a
use. The finding is on the declaration.

```swift triggers
func setupBadge() {
    ↓let width = badgeView.widthAnchor.constraint(equalToConstant: 20)
    width.priority = .defaultHigh
    ↓var top = NSLayoutConstraint(item: badgeView, attribute: .top, relatedBy: .equal,
                                 toItem: self, attribute: .top, multiplier: 1, constant: 0)
}
```

Its findings say, in order:

```text messages
`width` is created but never activated, returned, stored or passed on, so it has no effect; activate it (`width.isActive = true`) or remove it
`top` is created but never activated, returned, stored or passed on, so it has no effect; activate it (`top.isActive = true`) or remove it
```

## What does not trigger

```swift passes
func setupBadge() -> NSLayoutConstraint {
    let width = badgeView.widthAnchor.constraint(equalToConstant: 20)
    width.isActive = true
    let height = badgeView.heightAnchor.constraint(equalToConstant: 20)
    NSLayoutConstraint.activate([height])
    let top = badgeView.topAnchor.constraint(equalTo: topAnchor)
    topConstraint = top
    let leading = badgeView.leadingAnchor.constraint(equalTo: leadingAnchor)
    storedConstraints.append(leading)
    let trailing = badgeView.trailingAnchor.constraint(equalTo: trailingAnchor)
    DispatchQueue.main.async { trailing.isActive = true }
    let bottom = badgeView.bottomAnchor.constraint(equalTo: bottomAnchor)
    return bottom
}
```

## Options

None.

## Fix

None: whether to activate or delete the constraint is the author's call.

"""####,
    "unused_suppression": ####"""
# unused_suppression

**Default:** on · **Severity:** warning · **Fix:** yes

## Why

Suppression comments outlive the code they were written for. A stale
`uilint:disable` hides the next real problem that lands in its range, and it
tells readers something that is no longer true.

## What triggers

A `uilint:disable`, `uilint:disable:next` or `uilint:disable:this` comment that
suppressed nothing: one finding per unused rule id in it. A rule that is
disabled or not enabled in the run is never reported as unused; an id that
names no rule is.

Comments take a list of rule ids (or `all`) and an optional reason after `--`:
`// uilint:disable:next constraint_order, no_left_right_anchor -- legacy layout`.

```swift triggers
↓// uilint:disable:next no_left_right_anchor
titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
```

Its finding says:

```text messages
`uilint:disable:next no_left_right_anchor` suppresses nothing; remove it
```

```swift triggers
titleLabel.leftAnchor.constraint(equalTo: leftAnchor).isActive = true ↓// uilint:disable:this no_left_right_anchor, constraint_ordr
```

## What does not trigger

Comments that suppress something:

```swift passes
// uilint:disable:next no_left_right_anchor -- the artwork is never mirrored
artworkView.leftAnchor.constraint(equalTo: leftAnchor).isActive = true
// uilint:disable constraint_order
NSLayoutConstraint.activate([
    artworkView.widthAnchor.constraint(equalToConstant: 20),
    artworkView.topAnchor.constraint(equalTo: topAnchor),
])
// uilint:enable constraint_order
```

## Options

None.

## Fix

Deletes the comment (its whole line when it stands alone), or only the unused
ids when others in it are used.

```swift fix-before
// uilint:disable:next no_left_right_anchor
titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
```

```swift fix-after
titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
```

```swift fix-before
titleLabel.leftAnchor.constraint(equalTo: leftAnchor).isActive = true // uilint:disable:this no_left_right_anchor, constraint_order
```

```swift fix-after
titleLabel.leftAnchor.constraint(equalTo: leftAnchor).isActive = true // uilint:disable:this no_left_right_anchor
```

"""####,
]
