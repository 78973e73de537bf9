/// UIKit's methods that UIKit itself calls again during a view's or controller's life, by name: what runs in them
/// runs many times, not once at set-up (rules/repeated_activation.md, rules/setup_function_grouping.md). From
/// UIKit's declarations of `UIView`, `UIViewController`, `UITableViewCell` and `UICollectionViewCell`.
enum LifecycleHooks {
    /// Each time a controller appears.
    static let appearance: Set<String> = ["viewWillAppear", "viewDidAppear"]
    /// Each time the trait collection or the tint changes: the look follows the environment.
    static let environmentChange: Set<String> = ["traitCollectionDidChange", "tintColorDidChange"]
    /// Each time a cell's or a button's configuration state changes.
    static let stateChange: Set<String> = ["updateConfiguration"]
    /// Each layout pass.
    static let layoutPass: Set<String> = [
        "layoutSubviews", "updateConstraints", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
        "updateViewConstraints",
    ]
    /// Each move in the hierarchy.
    static let hierarchyMove: Set<String> = ["didMoveToSuperview", "didMoveToWindow", "didMove"]
    /// Each reuse of a cell or a reusable view.
    static let reuse: Set<String> = ["prepareForReuse"]
}
