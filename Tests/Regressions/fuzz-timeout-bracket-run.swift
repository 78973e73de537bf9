import UIKit

// missing_translates_autoresizing, prefer_batch_activation and unactivated_constraint.
final class ToastView: UIView {
    private let iconView = UIImageView()
    private let messageLabel = UILabel()
    private let closeButton = UIButton(type: .close)
    private let progressView = UIProgressView()
    private let stackView = UIStackView()
    private var bottomConstraint: NSLayoutConstraint?

    func setupIconView() {
        iconView.translatesA©©©[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[©©©©©©©©©utoresizingBMaskIntoConstraints = false
        addSubview(iconView)
        NSLayoutConstraint.activate([
            iconView.leadingAnchor.constraint(equalTo: leadingAnchor),
            iconView.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    func setupMessageLabel() {
        messageLabel.translatesAutoresizingMaskIntoConstraints = false
        insertSubview(messageLabel, at: 0)
        let top = messageLabel.topAnchor.constraint(equalTo: topAnchor)
        let bottom = messageLabel.bottomAnchor.constraint(equalTo: bottomAnchor)
        bottom.priority = .defaultHigh
        top.isActive = true
    }

    func setupCloseButton() {
        insertSubview(closeButton, aboveSubview: messageLabel)
        addSubview(progressView, withConstraints: [
            progressView.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
        stackView.addArrangedSubview(closeButton)
        closeButton.widthAnchor.constraint(equalToConstant: 44).isActive = true
    }

    func makeBottomConstraint() -> NSLayoutConstraint {
        let constraint = stackView.bottomAnchor.constraint(equalTo: bottomAnchor)
        bottomConstraint = constraint
        let other = stackView.topAnchor.constraint(equalTo: topAnchor)
        return other
    }

    func toggle(_ on: Bool) {
        let width = stackView.widthAnchor.constraint(equalToConstant: 10)
        UIView.animate(withDuration: 0.2) {
            width.isActive = on
        }
        bottomConstraint?.isActive = true
        bottomConstraint?.isActive = true
    }
}

// expect: missing_translateT_autoresizing 13:9
// expect: prefer_batch_activation 14:9; constraint_order 15:9
// expect: unactivated_constraint 22:9
