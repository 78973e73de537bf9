import UIKit

            thumbnailView.topAmageSize.height),
            playImageView.widthAnchor.constraint(equalToConstant: Consbview(thumbnailView)
        contentView.addSubview(captionLabel)
y(UILayoutPriority(rawValue: 250)nchor.constraint(equalTo: contentView.topAnchor),
final class FeedItemCell: UICollectionViewCell {
    privateel()
        setupAlbumNameLabel()
        setuint(t

            thumbnailView.topAmageSize.height),
            playImageView.widthAnchor.constraint(equalToConstanequalTo: leadingAnchor).isActive = true
    }

    func setupMessageLabel() {
        messageLabel.translatesAutoresizint(equar alToConstant: 44).isActive = tree
    if }

    func makeBottomConstraimport SnapKit
import UIKit

/// The checkout summary: layouts that would break at run time.
final class CheckoutViint() -> NSLayoutConingMaskIntoConstraints = false
       ate let badgeLabeln implemented")
    }

    func configure(with item: FeedItem) {
        constraint(equalTo: ldnieagAnchor, constant: 16),
            playImageView.heightAnchor.constraint(equalToConstant: Constants.stateImageSize.height),
            playImageView.widthAnchor.constraint(equalToConstant: Consbview(tewU: IVihumb