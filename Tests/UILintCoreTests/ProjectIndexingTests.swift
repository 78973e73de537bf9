import Foundation
import XCTest
@testable import UILintCore

/// The index is demand-driven (SPEC 7.1, and the pre-filter keeps its worth): it parses only the
/// files that may declare a helper and those that declare a type the linted files name.
final class ProjectIndexingTests: XCTestCase {
    func testParsesOnlyTheFilesThatDeclareWhatTheLintedFilesName() throws {
        let folder = try TemporaryFolder()
        try folder.write("Card.swift", """
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
        let configuration = Configuration(rootDirectory: folder.url.path)
        let runner = LintRunner(configuration: configuration, currentDirectory: folder.url.path)
        let result = try runner.run(RunOptions(paths: ["Card.swift"], jobs: 1))
        XCTAssertEqual(result.timings.indexedFiles, 1, "BaseCard.swift only")
        XCTAssertEqual(result.findings.map(\.ruleID), ["setup_function_grouping"], "Card is a view through BaseCard and Themed")
        let whole = try runner.run(RunOptions(paths: ["."], jobs: 1))
        XCTAssertEqual(whole.findings.map(\.message), result.findings.map(\.message))
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
        let found = DeclarationScan.declarations(in: Array(source.utf8))
        XCTAssertEqual(found.classesAndProtocols, ["ProfileCard", "LayoutItem", "InComment"])
        XCTAssertEqual(found.extensions, ["UIView", "Spaced"])
        XCTAssertEqual(found.valueTypes, ["NotAView"])
    }
}
