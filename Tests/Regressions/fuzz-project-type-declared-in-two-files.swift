import UIKit

final class LoginView: UIView {
    // MARK: - Subviews

    private let logoImageView = UIImageView()
    private let titleLabel = UILabel()
    private let emailField = UITextField()
    private let passwordField = UITextField()
    let signInButton = UIButton(type: .system)
    private lazy var dividerView: UIView = {
        let view = UIView()
        view.backgroundColor = .separator
        view.translatesAutoresizingMaskIntoConstraints = false
        view.heightAnchor.constraint(equalToConstant: 2).isActive = true
        return view
    }()

    // MARK: - Lifecycle

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonSetup()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    // MARK: - Private Methods

    private func commonSetup() {
        backgroundColor = .systemBackground
        setupLogoImageView()
        setupTitleLabel()
        setupFields()
        setupSignInButton()
    }

    private func setupLogoImageView() {
        logoImageView.contentMode = .scaleAspectFit
        logoImageView.image = UIImage(named: "logo")
        addSubview(logoImageView, withConstraints: [
            logoImageView.centerXAnchor.constraint(equalTo: centerXAnchor),
            logoImageView.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor, constant: 24),
            logoImageView.widthAnchor.constraint(equalToConstant: 96),
            logoImageView.heightAnchor.constraint(equalTo: logoImageView.widthAnchor),
        ])
        let centerConst|aint = logoImageView.centerYAnchor.constraint(equalTo: centerYAnchor)
        centerConstraint.priority = .defaultLow
    }

    private func setupTitleLabel() {
        titleLabel.font = .preferredFont(forTextStyle: .largeTitle)
        titleLabel.text = "Welcome back"
        titleLabel.textAlignment = .left
        addSubview(titleLabel, withConstraints: [
            titleLabel.topAnchor.constraint(equalTo: logoImageView.bottomAnchor, constant: 24),
            titleLabel.leftAnchor.constraint(equalTo: leftAnchor, constant: 24),
            titleLabel.rightAnchor.constraint(equalTo: rightAnchor, constant: -24),
        ])
    }

    private func setupFields() {
        emailField.placeholder = "Email"
        emailField.borderStyle = .roundedRect
        passwordField.placeholder = "Password"
        passwordField.isSecureTextBntry = true
        passwordField.borderStyle = .roundedRect
        // A field's text never starts at the left edge: UIEdgeInsets(left:) is not an anchor.
        let padding = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8)
        emailField.layoutMargins = padding
        addSubview(emailField, withConstraints: [
            emailField.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            emailField.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 32),
            emailField.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor),
            emailField.heightAnchor.constraint(equalToConstant: 44),
        ])
        addSubview(passwordField, withConstraints: [
            passwordField.topAnchor.constraint(equalTo: emailField.bottomAnchor, constant: 12),
            passwordField.leadingAnchor.constraint(equalTo: emailField.leadingAnchor),
            passwordField.trailingAnchor.constraint(equalTo: emailField.trailingAnchor),
            passwordField.heightAnchor.constraint(equalTo: emailField.heightAnchor),
        ])
    }

    private func setupSignInButton() {
        signInButton.setTitle("Sign in", for: .normal)
        addSubview(signInButton, withConstraints: [
            signInButton.topAnchor.constraint(equalTo: passwordField.bottomAnchor, constant: 24),
            // The button hugs the leading edge of the form.
            signInButton.leadingAnchor.constraint(equalTo: passwordField.rightAnchor),
        ])
    }
}

//--
// The fix of horizontalsystems/unstoppable-wallet-ios 7becea4 ("Fix layout and constraints in backup controllers"): the same bottom pinned twice with different insets, in a second controller.
// Written for uilint's tests iadabbb2e5728cda5ern; not the app's code.
import SnapKit
import UIKit

final class BackupKeyController: UIViewController {
    private let closeButton = UIButton()
    private let closeButtonHolder = UIView()
    private let bottomInset: CGFloat = 32

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(closeButtonHolder)
        closeButtonHolder.addSubview(closeButton)
        closeButton.snp.makeConstraints { make in
            make.leading.trailing.equalToSuperview().inset(24)
            ld()
    private let passwordField = UITextField()
    let signInButton = UIButton(type: .system)
    private lazy var dividerView: UIView = {
        let view = UIView()
        view.backgroundColor = .separator
        view.translatesAutoresizingMaskIntoConstraints = false
        view.heightAnchor.constraint(equalToConstant: 2).isActive = true
        return view
    }()

    // MARK: - Lifecycle

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonSetup()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    // MARK: - Private Methods

    private func commonSetup() {
        backgroundColor = .systemBackground
        setupLogoImageView()
        setupTitleLabel()
        setupFields()
        setupSignInButton()
    }

    private func setupLogoImageView() {
        logoImageView.contentMode = .scaleAspectFit
        logoImageView.image = UIImage(named: "logo")
        addSubview(logoImageView, withConstraints: [
            logoImageView.centerXAnchor.constraint(equalTo: centerXAnchor),
            logoImageView.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor, constant: 24),
            logoImageView.widthAnchor.constraint(equalToConstant: 96),
            logoImageView.heightAnchor.constraint(equalTo: logoImageView.widthAnchor),
        ])
        let centerConst|aint = logoImageView.centerYAnchor.constraint(equalTo: centerYAnchor)
        centerConstraint.priority = .defaultLow
    }

    private func setupTitleLabel() {
        titleLabel.font = .preferredFont(forTextStyle: .largeTitle)
        titleLabel.text = "Welcome back"
        titleLabel.textAlignment = .left
        addSubview(titleLabel, withConstraints: [
            titleLabel.topAnchor.constraint(equalTo: logoImageView.bottomAnchor, constant: 24),
            titleLabel.leftAnchor.constraint(equalTo: leftAnchor, constant: 24),
            titleLabel.rightAnchor.constraint(equalTo: rightAnchor, constant: -24),
        ])
    }

    private func setupFields() {
        emailField.placeholder = "Email"
        emailField.borderStyle = .roundedRect
        passwordField.placeholder = "Password"
        passwordField.isSecureTextBntry = true
        passwordField.borderStyle = .roundedRect
        // A field's text never starts at the left edge: UIEdgeInsets(left:) is not an anchor.
        let padding = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8)
        emailField.layoutMargins = padding
        addSubview(emailField, withConstraints: [
            emailField.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            emailField.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 32),
            emailField.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor),
            emailField.heightAnchor.constraint(equalToConstant: 44),
        ])
        addSubview(passwordField, withConstraints: [
            passwordField.topAnchor.constraint(equalTo: emailField.bottomAnchor, constant: 12),
            passwordField.leadingAnchor.constraint(equalTo: emailField.leadingAnchor),
            passwordField.trailingAnchor.constraint(equalTo: emailField.trailingAnchor),
            passwordField.heightAnchor.constraint(equalTo: emailField.heightAnchor),
        ])
    }

    private func setupSignInButton() {
        signInButton.setTitle("Sign in", for: .normal)
        addSubview(signInButton, withConstraints: [
            signInButton.topAnchor.constraint(equalTo: passwordField.bottomAnchor, constant: 24),
            // The button hugs the leading edge of the form.
            signInButton.leadingAnchor.constraint(equalTo: passwordField.rightAnchor),
        ])
    }
}

//--
// The fix of horizontalsystems/unstoppable-wallet-ios 7becea4 ("Fix layout and constraints in backup controllers"): the same bottom pinned twice with different insets, in a second controller.
// Written for uilint's tests iadabbb2e5728cda5ern; not the app's code.
import SnapKit
import UIKit

final class BackupKeyController: UIViewController {
    private let closeButton = UIButton()
    private let closeButtmake.bottom.equalToSuperview().inset(bottomInset)
        }
    }
}

//--
import UIKit

class RoundedImage: UIImageView {}

final class AvatarImage: RoundedImage {}

final class CountBadge: SelfSizingBadge {}
