import Foundation
import XCTest

@testable import UILintCore

/// The index is demand-driven (docs/project-index.md, and the pre-filter keeps its worth): it parses only the
/// files that may declare a helper and those that declare a type the linted files name.
final class ProjectIndexingTests: XCTestCase {
    func testParsesOnlyTheFilesThatDeclareWhatTheLintedFilesName() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "Card.swift",
            """
            final class Card: BaseCard {
                let titleLabel = UILabel()
                let iconView = UIImageView()

                func setup() {
                    titleLabel.textColor = .red
                    iconView.tintColor = .red
                    addSubview(titleLabel)
                }
            }
            """)
        // Named by Card, holds no layout code: parsed for the index only.
        try folder.write("BaseCard.swift", "class BaseCard: Themed {}\nclass Themed: UIControl {}\n")
        // Named by nothing Card names, or no class: never parsed.
        try folder.write("Model.swift", "struct Unrelated { let name: String }\nclass Store {}\n")
        try folder.write("Extensions.swift", "extension String { var isBlank: Bool { isEmpty } }\n")
        let (result, whole) = try lint("Card.swift", andTheWholeProjectIn: folder)
        XCTAssertEqual(result.timings.indexedFiles, 1, "BaseCard.swift only")
        XCTAssertEqual(
            result.findings.map(\.ruleID), ["setup_function_grouping"], "Card is a view through BaseCard and Themed")
        XCTAssertEqual(whole, result.findings.map(\.message))
    }

    /// Found on StreamChat's tests, which each nest a `class TestView` in a test method: the whole
    /// project's run took another file's `TestView` (and its superclass) for this file's own.
    func testAFileSeesItsOwnDeclarationOfANameOthersDeclareToo() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "Alpha_Tests.swift",
            """
            final class AlphaTests {
                func testPlain() {
                    class TestView: Plain {
                        func setupViews() {}
                    }
                }
            }
            class Plain: UIView {}
            """)
        try folder.write(
            "Zulu_Tests.swift",
            """
            class Themed: UIView {
                func setUpAppearance() {}
            }
            final class ZuluTests {
                func testThemed() {
                    class TestView: Themed {
                        let titleLabel = UILabel()
                        let iconView = UIImageView()
                        override func setUpAppearance() {
                            titleLabel.textColor = .red
                            iconView.tintColor = .red
                        }
                    }
                }
            }
            """)
        let (one, whole) = try lint("Zulu_Tests.swift", andTheWholeProjectIn: folder)
        XCTAssertEqual(
            one.findings.map(\.ruleID), ["setup_function_grouping"], "an override of Themed's setup function")
        XCTAssertEqual(whole, one.findings.map(\.message))
    }

    func testTheScanFindsClassProtocolAndExtensionNames() {
        let source = """
            final class ProfileCard<T>: ThemedView {}
            public protocol LayoutItem: AnyObject {}
            extension UIKit.UIView {}
            extension   Spaced {}
            struct NotAView {}
            // class InComment
            """
        let found = DeclarationScan.scan(Array(source.utf8)).declarations
        XCTAssertEqual(found.classes, ["ProfileCard": [.inherits("ThemedView")], "InComment": [.unread]])
        XCTAssertEqual(found.protocols, ["LayoutItem"])
        XCTAssertEqual(found.extensions, ["UIView", "Spaced"])
        XCTAssertEqual(found.valueTypes, ["NotAView"])
    }

    func testTheScanReadsWhatAClassHeadInheritsFirst() {
        let source = """
            class Store {}
            final class Cache<Key: Hashable, Value>
                : Base.Storage, Sizing {}
            class Queue<T> where T: Equatable {}
            class Wrapped: /* a view? */ UIView {}
            """
        let found = DeclarationScan.scan(Array(source.utf8)).declarations
        XCTAssertEqual(
            found.classes, ["Store": [.root], "Cache": [.inherits("Storage")], "Queue": [.root], "Wrapped": [.unread]])
    }

    /// A view's view model, delegate protocol and services tell the index nothing: their files are
    /// not parsed, and the findings are those of a run that parses them.
    func testSkipsTheFilesOfClassesThatCannotBeViews() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "ProfileCard.swift",
            """
            final class ProfileCard: Panel, ProfileCardDelegate {
                let titleLabel = UILabel()
                let iconView = UIImageView()
                let model: ProfileModel
                let avatar: Avatar

                func setup() {
                    titleLabel.textColor = .red
                    iconView.tintColor = .red
                    addSubview(titleLabel)
                }
            }
            """)
        // Needed: Panel is a view through Surface, and Avatar through a view base.
        try folder.write("Panel.swift", "class Panel: Surface {}\n")
        try folder.write("Surface.swift", "class Surface: UIControl {}\n")
        try folder.write("Avatar.swift", "class Avatar: Circle {}\nclass Circle: UIImageView {}\n")
        // Not needed: a model class, its base, and a delegate protocol.
        try folder.write("ProfileModel.swift", "final class ProfileModel: Observed {}\nclass Observed: NSObject {}\n")
        try folder.write("Delegate.swift", "protocol ProfileCardDelegate: AnyObject {}\n")
        let (result, whole) = try lint("ProfileCard.swift", andTheWholeProjectIn: folder, parsingEveryFile: true)
        XCTAssertEqual(result.timings.indexedFiles, 3, "Panel.swift, Surface.swift and Avatar.swift")
        XCTAssertEqual(
            result.findings.map(\.ruleID), ["setup_function_grouping"],
            "ProfileCard is a view through Panel and Surface")
        XCTAssertEqual(whole, result.findings.map(\.message))
    }

    /// A type that cannot be a view is parsed when a rule asks about it (`IndexQuestion`), and only then:
    /// `no_left_right_anchor` asks for its anchors' receivers, which may declare anchors of their own.
    func testFollowsARulesQuestionOnlyWhenTheRuleRuns() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "Badge.swift",
            """
            final class Badge: UIView {
                let marker = EdgeMarker()
                let dot = UIView()

                func setup() {
                    dot.leftAnchor.constraint(equalTo: marker.leftAnchor).isActive = true
                }
            }
            """)
        // Declares its own left anchor and cannot be a view by its name: parsed only for the rule's question.
        try folder.write(
            "EdgeMarker.swift",
            """
            final class EdgeMarker {
                var leftAnchor: NSLayoutXAxisAnchor { fatalError() }
            }
            """)
        let runner = LintRunner(
            configuration: Configuration(rootDirectory: folder.url.path), currentDirectory: folder.url.path)
        let asked = try runner.run(RunOptions(paths: ["Badge.swift"], jobs: 1))
        XCTAssertEqual(asked.timings.indexedFiles, 1, "EdgeMarker.swift")
        XCTAssertEqual(asked.findings.map(\.ruleID), [], "the marker's left anchor is its own: not renamed")
        var withoutTheRule = RunOptions(paths: ["Badge.swift"], jobs: 1)
        withoutTheRule.overrides = RuleOverrides(disable: ["no_left_right_anchor"])
        XCTAssertEqual(try runner.run(withoutTheRule).timings.indexedFiles, 0, "no rule asks about EdgeMarker")
    }

    /// Windscribe fe83b57's main screen pages its scroll view by `contentOffset.x` in another file of the
    /// controller: the pages' left and right are physical on purpose there, so they are reported but not renamed.
    func testAControllerThatPagesByItsOffsetElsewhereKeepsItsSides() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "MainViewController+Layout.swift",
            """
            extension MainViewController {
                func layOutPages() {
                    secondPage.leftAnchor.constraint(equalTo: firstPage.rightAnchor).isActive = true
                }
            }
            """)
        try folder.write(
            "MainViewController.swift",
            """
            final class MainViewController: UIViewController {
                let scrollView = UIScrollView()
                let firstPage = UIView()
                let secondPage = UIView()
            }
            """)
        try folder.write(
            "MainViewController+Paging.swift",
            """
            extension MainViewController {
                var page: Int { Int(scrollView.contentOffset.x / view.frame.width) }
            }
            """)
        let runner = LintRunner(
            configuration: Configuration(rootDirectory: folder.url.path), currentDirectory: folder.url.path)
        var options = RunOptions(paths: ["MainViewController+Layout.swift"], jobs: 1)
        options.overrides = RuleOverrides(only: ["no_left_right_anchor"])
        let findings = try runner.run(options).findings
        XCTAssertEqual(findings.count, 2, "\(findings)")
        XCTAssertTrue(findings.allSatisfy { $0.fix == nil }, "the pages keep their physical sides")
    }

    /// The project fuzz target's first campaign: two of the input's files declare one controller (copies of a
    /// screen), so `ambiguous_layout` keeps quiet about it in the whole project's run; a run on one of the files
    /// did not parse the other, and reported.
    func testARunOnOneFileKnowsAnotherFileDeclaresItsTypeToo() throws {
        let input = try Repository.text("Tests/Regressions/fuzz-project-type-declared-in-two-files.swift")
        let folder = try TemporaryFolder()
        let parts = input.components(separatedBy: "\n//--\n")
        for (index, part) in parts.enumerated() { try folder.write("File\(index).swift", part) }
        let runner = LintRunner(
            configuration: Configuration(rootDirectory: folder.url.path), currentDirectory: folder.url.path)
        let everyRule = RuleOverrides(enable: RuleRegistry.ids)
        let whole = try runner.run(RunOptions(paths: ["."], jobs: 1, overrides: everyRule))
        for index in parts.indices {
            let alone = try runner.run(RunOptions(paths: ["File\(index).swift"], jobs: 1, overrides: everyRule))
            XCTAssertEqual(
                alone.findings.map(\.message).sorted(),
                whole.findings.filter { $0.path == "File\(index).swift" }.map(\.message).sorted(), "File\(index).swift")
        }
    }

    /// A run on `file` alone, and the messages a run on the whole project (parsing every file, if
    /// asked, so that nothing is left to the index) reports for that file.
    private func lint(
        _ file: String, andTheWholeProjectIn folder: TemporaryFolder,
        parsingEveryFile: Bool = false
    ) throws -> (one: RunResult, whole: [String]) {
        let runner = LintRunner(
            configuration: Configuration(rootDirectory: folder.url.path), currentDirectory: folder.url.path)
        var everyFile = RunOptions(paths: ["."], jobs: 1)
        everyFile.usesPreFilter = !parsingEveryFile
        let whole = try runner.run(everyFile).findings.filter { $0.path == file }.map(\.message)
        return (try runner.run(RunOptions(paths: [file], jobs: 1)), whole)
    }
}
