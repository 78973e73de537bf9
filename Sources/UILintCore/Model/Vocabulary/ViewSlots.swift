/// UIKit's properties that hold a view and put it in the hierarchy: assigning one (`nil` too) takes the view it
/// held out, and with it that view's constraints to the views around it. From UIKit's declarations of
/// `UITableView`, `UICollectionView` and `UITableViewCell`/`UICollectionViewCell`.
enum ViewSlots {
    /// Compared with the source's bytes: every assignment of a file is asked.
    static let names = SourceNames([
        "tableHeaderView", "tableFooterView", "backgroundView", "selectedBackgroundView",
        "multipleSelectionBackgroundView",
    ])
}
