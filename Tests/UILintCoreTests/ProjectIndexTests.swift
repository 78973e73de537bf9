import Foundation
import XCTest

@testable import UILintCore

/// docs/project-index.md: uilint knows the whole project, and a run on one file, on the staged files or on
/// standard input reports for a file exactly what a run on the whole project reports for it.
final class ProjectIndexTests: XCTestCase {
    /// `fixtures/project`: a base view, helpers and an extension live in other files than the
    /// views that use them.
    private func copyProject() throws -> GitSandbox {
        let repository = try GitSandbox()
        let source = Repository.url("fixtures/project")
        for case let path as String in FileManager.default.enumerator(atPath: source.path)! {
            var isDirectory: ObjCBool = false
            FileManager.default.fileExists(atPath: source.appendingPathComponent(path).path, isDirectory: &isDirectory)
            if isDirectory.boolValue { continue }
            try repository.write(path, String(contentsOf: source.appendingPathComponent(path), encoding: .utf8))
        }
        return repository
    }

    /// `path:line:column: … [rule]` lines of one file, from a text report.
    private func lines(_ report: String, of path: String) -> [String] {
        report.split(separator: "\n").map(String.init).filter { $0.hasPrefix(path + ":") }
    }

    func testEveryKindOfRunReportsWhatTheWholeProjectRunReports() throws {
        let repository = try copyProject()
        let whole = try repository.uilint("--no-cache", ".")
        XCTAssertEqual(whole.status, 0, whole.stderr)
        let card = "Sources/Screens/ProfileCard.swift"
        let layout = "Sources/Screens/ProfileCard+Layout.swift"
        // Found only through the index: a view by its project base class, an override of the base's
        // setup function, a subview of the base class, a constraint helper, a setup function named by
        // the conventions in an extension in another file.
        XCTAssertEqual(
            lines(whole.stdout, of: card),
            [
                "\(card):10:19: warning: `setUpLayout()` configures 3 subviews (`nameLabel`, `avatar`, `titleLabel`); "
                    + "give each its own `setupX()` function [setup_function_grouping]",
                "\(card):20:13: warning: `nameLabel`: `top` constraint must come before `leading` "
                    + "(order: top, leading, trailing, bottom, centerY, centerX, height, width) [constraint_order]",
            ])
        XCTAssertTrue(
            lines(whole.stdout, of: layout).contains(
                "\(layout):5:10: warning: `_init()` configures 2 subviews (`avatar`, `nameLabel`); give each its own `setupX()` function [setup_function_grouping]"
            ),
            whole.stdout)
        // `badge`'s class sets the flag on itself, `nameLabel` goes through an Auto Layout helper.
        XCTAssertFalse(whole.stdout.contains("missing_translates_autoresizing"), whole.stdout)

        try repository.git("add", ".")
        let staged = try repository.uilint("--no-cache", "--staged")
        for path in [card, layout] {
            let expected = lines(whole.stdout, of: path)
            XCTAssertFalse(expected.isEmpty)
            let single = try repository.uilint("--no-cache", path)
            XCTAssertEqual(lines(single.stdout, of: path), expected, "one file: \(path)")
            let standardInput = try repository.uilint(
                "--no-cache", "--stdin-path", path, input: try repository.read(path))
            XCTAssertEqual(lines(standardInput.stdout, of: path), expected, "standard input: \(path)")
            XCTAssertEqual(lines(staged.stdout, of: path), expected, "staged: \(path)")
            let cold = try repository.uilint(path)
            let warm = try repository.uilint(path)
            XCTAssertEqual(lines(cold.stdout, of: path), expected, "cached, cold: \(path)")
            XCTAssertEqual(lines(warm.stdout, of: path), expected, "cached, warm: \(path)")
        }
    }

    func testAChangeToTheBaseClassChangesTheFindingsOfItsSubclassesInCachedRuns() throws {
        let repository = try copyProject()
        let card = "Sources/Screens/ProfileCard.swift"
        XCTAssertTrue(try repository.uilint(card).stdout.contains("setup_function_grouping"))
        // The base view no longer declares `setUpLayout()`: the override is of UIKit's, so not a setup function.
        let base = "Sources/Base/ThemedView.swift"
        try repository.write(
            base, try repository.read(base).replacingOccurrences(of: "    func setUpLayout() {}\n", with: ""))
        XCTAssertFalse(
            try repository.uilint(card).stdout.contains("setUpLayout()"),
            "the cache must not answer for the old base class")
    }

    func testViewTypesFollowTheProjectsInheritanceAndDependencyNames() {
        let source = """
            class ThemedView: UIView {}
            class Screen: ThemedView {}
            class Chooser: ChooserViewController {}
            class ChooserViewController: BaseController {}
            class FilterOverlay: SomeLibraryController {}
            class Plain: NSObject {}
            class Orphan {}
            class NamedView {}
            struct ContentView {}
            protocol Themed: UIView {}
            """
        let model = LayoutModelBuilder.build(SourceText(source), readings: [])
        let kinds = Dictionary(uniqueKeysWithValues: model.viewTypes.map { ($0.name, $0.isController) })
        XCTAssertEqual(
            kinds,
            [
                "ThemedView": false, "Screen": false, "Chooser": true, "ChooserViewController": true,
                "FilterOverlay": true,
            ], "`NamedView` inherits nothing: no view, whatever its name (U17 8369fbf's `BlurView`)")
    }

    func testOverridesCountOnlyWhenTheProjectDeclaresTheMethod() {
        let source = """
            class BaseView: UIView {
                func setUpLayout() {}
            }
            class CardView: BaseView {
                override func setUpLayout() {}
                override func updateConstraints() { super.updateConstraints() }
                override func setupAccessibility() {}
            }
            """
        let model = LayoutModelBuilder.build(SourceText(source), readings: [])
        let card = model.viewTypes.first { $0.name == "CardView" }!
        XCTAssertEqual(card.methods.map(\.role), [.setup, .other, .other])
    }

    func testConventionsReplaceTheDefaultNames() throws {
        let configuration = try ConfigurationLoader.parse(
            """
            conventions:
              setup_functions: [_init, "setUp*"]
              constraint_helpers: [pin]
            """, path: ".uilint.yml", rootDirectory: "/")
        let conventions = configuration.conventions
        XCTAssertTrue(conventions.isSetupName("_init"))
        XCTAssertTrue(conventions.isSetupName("setUp_title"))
        XCTAssertFalse(conventions.isSetupName("setupTitle"), "the list replaces the defaults")
        XCTAssertFalse(conventions.isSetupName("setUpper"))
        XCTAssertEqual(conventions.constraintHelpers, ["pin"])
        XCTAssertTrue(conventions.isDataBindingName("configure"), "an absent key keeps its default")
    }

    func testTheStarterConfigurationShowsTheDefaultConventions() throws {
        let lines = StarterConfiguration.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try XCTUnwrap(lines.firstIndex(of: "# conventions:"))
        let uncommented = lines[start..<start + 5].map { String($0.dropFirst(2)) }.joined(separator: "\n")
        let configuration = try ConfigurationLoader.parse(uncommented, path: ".uilint.yml", rootDirectory: "/")
        XCTAssertEqual(configuration.conventions, Conventions())
        XCTAssertTrue(uncommented.contains("_functions: [\"setup*\""), uncommented)
    }

    func testBadConventionsNameLineAndColumn() {
        for (text, line, column, message) in [
            ("conventions:\n  setup_functions: [\"set*up\"]\n", 2, 21, "`set*up` is not a function name"),
            (
                "conventions:\n  setup_function: [setup]\n", 2, 3,
                "unknown key `conventions.setup_function` (did you mean `setup_functions`?)"
            ),
            ("conventions:\n  constraint_helpers: [\"pin*\"]\n", 2, 24, "`pin*` is not a member name"),
            ("conventions: [setup]\n", 1, 14, "`conventions` must be a mapping"),
        ] {
            XCTAssertThrowsError(try ConfigurationLoader.parse(text, path: ".uilint.yml", rootDirectory: "/"), text) {
                error in
                let error = error as! ConfigurationError
                XCTAssertEqual([error.line, error.column], [line, column], text)
                XCTAssertTrue(error.message.contains(message), error.message)
            }
        }
    }

    /// halloapp-ios-pub: a base cell in another file removes the forward button in its `prepareForReuse()`,
    /// which each reuse runs before the subclass's binding adds the button and its constraints again.
    func testABaseClassesPrepareForReuseInAnotherFileTakesTheBindingsConstraintsAway() throws {
        let repository = try GitSandbox()
        let base = "MessageCellBase.swift"
        try repository.write(
            base,
            """
            class MessageCellBase: UICollectionViewCell {
                let messageRow = UIView()
                let forwardButton = UIButton()

                override func prepareForReuse() {
                    super.prepareForReuse()
                    forwardButton.removeFromSuperview()
                }
            }

            """)
        try repository.write(
            "MediaMessageCell.swift",
            """
            final class MediaMessageCell: MessageCellBase {
                func configure(with message: ChatMessage) {
                    contentView.addSubview(forwardButton)
                    forwardButton.translatesAutoresizingMaskIntoConstraints = false
                    forwardButton.trailingAnchor.constraint(equalTo: messageRow.leadingAnchor).isActive = true
                }
            }

            """)
        let removed = try repository.uilint("--only", "repeated_activation", ".")
        XCTAssertFalse(removed.stdout.contains("repeated_activation"), removed.stdout)
        // Without the removal, every reuse adds another copy; the cached run must see the base class change.
        try repository.write(
            base,
            try repository.read(base).replacingOccurrences(
                of: "        forwardButton.removeFromSuperview()\n", with: ""))
        let kept = try repository.uilint("--only", "repeated_activation", ".")
        XCTAssertTrue(
            kept.stdout.contains("MediaMessageCell.swift:5:9: warning: `configure(with:)` runs many times"),
            kept.stdout)
    }

    func testAControllerExtendedInOtherFilesIsReportedOnceWhereItIsDeclared() throws {
        let repository = try GitSandbox()
        try repository.write(
            "ProfileViewController.swift",
            """
            final class ProfileViewController: UIViewController {
                private let nameLabel = UILabel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(nameLabel)
                }
            }

            """)
        try repository.write(
            "ProfileViewController+Style.swift",
            """
            extension ProfileViewController {
                func applyStyle() {
                    view.backgroundColor = .systemBackground
                }
            }

            """)
        let run = try repository.uilint(
            "--only", "layout_in_view_controller", "--enable", "layout_in_view_controller", ".")
        XCTAssertTrue(run.stdout.contains("ProfileViewController.swift:6:9: warning:"), run.stdout)
        XCTAssertFalse(run.stdout.contains("ProfileViewController+Style.swift"), run.stdout)
    }

    func testALeftRightRenameWaitsForTheSnapKitUpdateInAnotherFile() throws {
        let repository = try GitSandbox()
        let made = """
            final class BadgeView: UIView {
                let badge = UIView()

                func setUp() {
                    addSubview(badge)
                    badge.snp.makeConstraints { make in
                        make.left.equalToSuperview().offset(8)
                        make.top.equalToSuperview()
                    }
                }
            }

            """
        try repository.write("BadgeView.swift", made)
        try repository.write(
            "BadgeView+Motion.swift",
            """
            extension BadgeView {
                func nudge() {
                    badge.snp.updateConstraints { make in
                        make.left.equalToSuperview().offset(12)
                    }
                }
            }

            """)
        // Renaming `make.left` here alone would leave the extension's update matching nothing: SnapKit's fatalError.
        let run = try repository.uilint("--fix", "--only", "no_left_right_anchor", "BadgeView.swift")
        XCTAssertTrue(run.stdout.contains("BadgeView.swift:7:18: warning:"), run.stdout)
        XCTAssertEqual(try repository.read("BadgeView.swift"), made)
    }

    /// ost-wallet-sdk-ios's buttons hand themselves to a helper in another file that clears their flag: what a
    /// class calls on itself is a fact of the index, kept in the cache like the others.
    func testAClassThatHandsItselfToAnAutoLayoutHelperElsewhereClearsItsFlag() throws {
        let repository = try GitSandbox()
        try repository.write(
            "Styling.swift",
            """
            extension UIView {
                func apply(_ button: UIButton) {
                    button.translatesAutoresizingMaskIntoConstraints = false
                }
            }

            """)
        let base = """
            class BaseButton: UIButton {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    apply(self)
                }

                required init?(coder: NSCoder) { fatalError() }
            }

            """
        try repository.write("BaseButton.swift", base)
        try repository.write(
            "Panel.swift",
            """
            final class Panel: UIView {
                private let cancelButton = BaseButton()

                func setUp() {
                    addSubview(cancelButton)
                    cancelButton.topAnchor.constraint(equalTo: topAnchor).isActive = true
                }
            }

            """)
        for _ in 0..<2 {
            let run = try repository.uilint("--only", "missing_translates_autoresizing", "Panel.swift")
            XCTAssertFalse(run.stdout.contains("cancelButton"), run.stdout)
        }
        try repository.write("BaseButton.swift", base.replacingOccurrences(of: "        apply(self)\n", with: ""))
        let run = try repository.uilint("--only", "missing_translates_autoresizing", "Panel.swift")
        XCTAssertTrue(run.stdout.contains("Panel.swift:5:9: warning: `cancelButton`"), run.stdout)
    }

    /// SwiftComp_iOS_App lays its result cards out with free functions in another file. A free function's facts
    /// reached the index only when its body declared no local before its calls: the walk lost the function's scope.
    func testAFreeFunctionWithLocalsThatHandsAViewToAnAutoLayoutHelperClearsItsFlag() throws {
        let repository = try GitSandbox()
        try repository.write(
            "ResultCardDesign.swift",
            """
            func createResultCard(resultCard: UIView, under container: UIView) {
                let spacing: CGFloat = 16
                resultCard.resultCardViewDesign()
                resultCard.topAnchor.constraint(equalTo: container.topAnchor, constant: spacing).isActive = true
            }

            extension UIView {
                func resultCardViewDesign() {
                    translatesAutoresizingMaskIntoConstraints = false
                }
            }

            """)
        try repository.write(
            "ResultViewController.swift",
            """
            final class ResultViewController: UIViewController {
                private let card = UIView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(card)
                    createResultCard(resultCard: card, under: view)
                    card.bottomAnchor.constraint(equalTo: view.bottomAnchor).isActive = true
                }
            }

            """)
        let run = try repository.uilint("--no-cache", "--only", "missing_translates_autoresizing", ".")
        XCTAssertFalse(run.stdout.contains("`card`"), run.stdout)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
    }
}
