import Foundation
import SeededRandom
import XCTest

@testable import UILintCore

/// The pre-filter skips files by their bytes; it must never lose a finding.
final class PreFilterTests: XCTestCase {
    func testFindingsAreTheSameWithAndWithoutThePreFilter() throws {
        let everyRule = RuleRegistry.ids.flatMap { ["--enable", $0] }
        for arguments in [["fixtures"], everyRule + ["fixtures"], ["--only", "parse_error", "fixtures"]] {
            let filtered = try Binary.run(["--reporter", "json"] + arguments, in: Repository.root)
            let unfiltered = try Binary.run(["--reporter", "json", "--no-prefilter"] + arguments, in: Repository.root)
            let findings = { (output: String) -> NSArray? in
                (try? JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])?["findings"] as? NSArray
            }
            XCTAssertNotNil(findings(filtered.stdout))
            XCTAssertEqual(findings(filtered.stdout), findings(unfiltered.stdout), "\(arguments)")
        }
    }

    func testFilesWithoutLayoutCodeAreSkippedAndDamagedFilesAreNot() throws {
        let rules = try Configuration(rootDirectory: "/").activeRules()
        let filter = PreFilter(rules: rules)
        XCTAssertFalse(
            filter.mustParse(Array("struct User: Codable { let viewModel: ViewModel; let name: String }\n".utf8)))
        XCTAssertFalse(filter.mustParse([]))
        XCTAssertTrue(filter.mustParse(Array("final class ProfileView: UIView {\n    func setup() {}\n}\n".utf8)))
        XCTAssertTrue(filter.mustParse(Array("let c = a.topAnchor\n".utf8)))
        XCTAssertTrue(filter.mustParse(Array("// uilint:disable all\n".utf8)))
        XCTAssertTrue(filter.mustParse([0x6C, 0x65, 0x74, 0x00]), "NUL bytes: a damaged file is parsed and reported")
        XCTAssertTrue(filter.mustParse([0x6C, 0xFF, 0xFE]), "invalid UTF-8 likewise")
        let onlyFonts = PreFilter(
            rules: try Configuration(rootDirectory: "/").activeRules(overrides: RuleOverrides(only: ["hardcoded_font"]))
        )
        XCTAssertFalse(
            onlyFonts.mustParse(Array("final class ProfileView: UIView {}\n".utf8)), "needles follow the enabled rules")
        XCTAssertTrue(onlyFonts.mustParse(Array("label.font = .boldSystemFont(ofSize: 3)\n".utf8)))
    }

    /// The hand-written validation agrees with the standard library's on every kind of sequence:
    /// overlong forms, surrogates, code points past U+10FFFF, and sequences cut short, at any offset
    /// of an eight-byte word.
    func testDamagedUTF8IsToldFromValidUTF8AsTheStandardLibraryTellsIt() throws {
        let filter = PreFilter(rules: try Configuration(rootDirectory: "/").activeRules())
        let pieces: [[UInt8]] = [
            Array("let x = 1 ".utf8), Array("©".utf8), Array("é".utf8), Array("€".utf8), Array("𝄞".utf8),
            [0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xF0, 0x8F, 0xBF, 0xBF],
            [0xE2, 0x82], [0xF0, 0x9D], [0x80], [0xBF, 0x41], [0xF8, 0x88, 0x80, 0x80, 0x80], [0xC2],
        ]
        var random = SeededGenerator(seed: 11)
        for _ in 0..<2_000 {
            let bytes = (0..<Int.random(in: 1...6, using: &random)).flatMap { _ in pieces.randomElement(using: &random)!
            }
            let isValid = String(validating: bytes, as: UTF8.self) != nil
            XCTAssertEqual(filter.mustParse(bytes), !isValid, "\(bytes)")
        }
    }

    /// Needles are looked for by their rarest byte, which may be anywhere in them.
    func testNeedlesAreFoundAtEitherEndOfAFileAndOnlyWholeWordEndingsCount() throws {
        let filter = PreFilter(rules: try Configuration(rootDirectory: "/").activeRules())
        XCTAssertTrue(filter.mustParse(Array("snp".utf8)))
        XCTAssertTrue(filter.mustParse(Array("x.snp".utf8)))
        XCTAssertTrue(filter.mustParse(Array("height.isActive = true".utf8)))
        XCTAssertTrue(filter.mustParse(Array("height.isActive\n    =\ttrue".utf8)), "across spaces and line breaks")
        XCTAssertTrue(
            filter.mustParse(Array("height.isActive = /* on */ true".utf8)), "a comment is left to the parser")
        XCTAssertFalse(
            filter.mustParse(Array("if location.isActive { isEnabled = false }; a.isActive == true".utf8)),
            "only setting it can be batched or swapped")
        XCTAssertFalse(filter.mustParse(Array("sn p isactive".utf8)))
        let controllers = PreFilter(
            rules: try Configuration(rootDirectory: "/")
                .activeRules(overrides: RuleOverrides(only: ["layout_in_view_controller"])))
        XCTAssertTrue(
            controllers.mustParse(Array("let model: ControllerModel; let screen: LoginController".utf8)),
            "the second `Controller` ends a word")
        XCTAssertFalse(controllers.mustParse(Array("let model: ControllerModel; let cells: VCModel".utf8)))
    }

    /// Setup-function rules need a view or controller class declared or extended in the file: a
    /// data source's `tableView` or SwiftUI's `some View` is none.
    func testViewLikeDeclarationsAreRecognisedByTheirHead() throws {
        let filter = PreFilter(
            rules: try Configuration(rootDirectory: "/")
                .activeRules(overrides: RuleOverrides(only: ["setup_function_grouping"])))
        let setup = "\n    func setup() {}\n"
        XCTAssertTrue(filter.mustParse(Array("final class ProfileCard: ThemedView {\(setup)}".utf8)))
        XCTAssertTrue(filter.mustParse(Array("extension ProfileViewController {\(setup)}".utf8)))
        XCTAssertTrue(
            filter.mustParse(Array("class Toggle<T>:\n    BaseSwitch,\n    Themed {\(setup)}".utf8)),
            "a head over several lines")
        XCTAssertFalse(
            filter.mustParse(Array("final class DataSource: NSObject {\n    var tableView: UITableView\(setup)}".utf8)))
        XCTAssertFalse(
            filter.mustParse(Array("struct ContentView: View {\n    var body: some View { Text(\"\") }\(setup)}".utf8)))
        XCTAssertFalse(
            filter.mustParse(Array("let subclass = 1; let view: LoginView\(setup)".utf8)), "`subclass` is no keyword")
        let leftRightOnly = PreFilter(
            rules: try Configuration(rootDirectory: "/")
                .activeRules(overrides: RuleOverrides(only: ["no_left_right_anchor"])))
        XCTAssertFalse(
            leftRightOnly.mustParse(Array("let c = a.topAnchor\n".utf8)), "`leftAnchor` is not shortened to `Anchor`")
        XCTAssertTrue(leftRightOnly.mustParse(Array("let c = a.leftAnchor\n".utf8)))
    }

    /// The rules about a view's own functions find nothing in a view type without them: a screen
    /// whose controller only wires a table, or a cell that only overrides UIKit's methods.
    func testViewTypesCountOnlyWithTheMembersTheirRulesRead() throws {
        let configuration = Configuration(rootDirectory: "/")
        let grouping = PreFilter(
            rules: try configuration.activeRules(overrides: RuleOverrides(only: ["setup_function_grouping"])))
        let layoutInConfig = PreFilter(
            rules: try configuration.activeRules(overrides: RuleOverrides(only: ["no_layout_in_config"])))
        let bare = "final class ProfileCell: UITableViewCell {\n    override func prepareForReuse() {}\n}\n"
        XCTAssertFalse(grouping.mustParse(Array(bare.utf8)))
        XCTAssertFalse(layoutInConfig.mustParse(Array(bare.utf8)))
        let withSetUp = "final class ProfileCell: UITableViewCell {\n    private func  setUpViews() {}\n}\n"
        XCTAssertTrue(grouping.mustParse(Array(withSetUp.utf8)), "`setUp*` is a setup function, after any spaces")
        XCTAssertFalse(
            grouping.mustParse(Array(withSetUp.replacingOccurrences(of: "setUpViews", with: "setUpperBound").utf8)),
            "a prefix counts only as a whole word")
        let binding = "final class ProfileCell: UITableViewCell {\n    func render(_ model: Profile) {}\n}\n"
        XCTAssertFalse(grouping.mustParse(Array(binding.utf8)), "grouping reads setup functions only")
        XCTAssertTrue(layoutInConfig.mustParse(Array(binding.utf8)), "no_layout_in_config reads data binding too")
        let closure =
            "final class ProfileCell: UITableViewCell {\n    let label: UILabel = {\n        UILabel()\n    } ( )\n}\n"
        XCTAssertTrue(layoutInConfig.mustParse(Array(closure.utf8)), "and a subview's initializer closure")
        XCTAssertFalse(grouping.mustParse(Array(closure.utf8)))
        let custom = "final class ProfileCell: UITableViewCell {\n    func _init() {}\n}\n"
        XCTAssertFalse(grouping.mustParse(Array(custom.utf8)))
        let conventions = Conventions(setupFunctions: ["_init"].compactMap(NamePattern.init))
        let customGrouping = PreFilter(
            rules: try configuration.activeRules(overrides: RuleOverrides(only: ["setup_function_grouping"])),
            conventions: conventions)
        XCTAssertTrue(
            customGrouping.mustParse(Array(custom.utf8)), "the project's conventions name its setup functions")
    }
}
