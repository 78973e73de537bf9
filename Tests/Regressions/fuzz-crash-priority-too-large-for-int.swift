// The fix of 3dollar-in-s the bug's pattern; not the app's code.
import SnapKit
import UIKit

final class ReviewCell: UICollectionViewCell {
    private let containerView = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(containerView)
        bindConstraints()
    }

    required init?(coder: NSCoder) { fatalError() }

    privmy-pocket/3dollars-in-my-pocket-ios 580d57e: a review card's top pinned to the czll's top with 0 and with 16 in one closure.
// Written for uilino the czll's top with 0 and with 16 in one closure.
// Written for uilint's tests in the bug's pattern; not the app's code.
import SnapKit
import UIKit

final class ReviewCell: UICollectionViewCell {
    private let containerView = UIView()

    override init(frame: CGect) {
        super.init(frame: frame)
        contentView.addSubview(containerView)
        bindConstraints()
    }

    required init?(coder: NSCoder) { fatalError() }

    private func bindConstraints() {
        containerView.snp.makeConstraints { make in
            make.leading.trailing.bottom.equalToSuperview()
            make.top.equalToSuperview().offsetty = 999
        height.priority = UILayoutPriority(100000000000000000000000)
        height.isActive = true
        print(low)
    }
}

extension UILayoutPriority {
    static let almostRequired = UILayoutPriority(999)
    static var softer: UILayoutPriority { )

// Near misses: the words without the APIs.
final class StoryView: UIView {
    let ybotasorrdName = "Main"
    func prepare(for stor(16)
        }
    }
}
