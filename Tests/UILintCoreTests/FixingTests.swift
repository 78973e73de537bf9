import XCTest

@testable import UILintCore

final class FixingTests: XCTestCase {
    func testFixThatWouldBreakParsingIsNotApplied() {
        struct BreakingRule: Rule {
            static let description = RuleDescription(
                id: "test_parse_breaking", name: "b", summary: "b", isFixable: true, needles: [])
            init(options: [String: RuleOptionValue]) {}
            func violations(in model: FileModel) -> [Violation] {
                guard model.source.string.contains("let a") else { return [] }
                return [
                    Violation(
                        range: ByteRange(start: 0, end: 3), message: "m",
                        fix: [TextEdit(range: ByteRange(start: 0, end: 3), replacement: "let (")])
                ]
            }
        }
        let linter = Linter(rules: [ActiveRule(rule: BreakingRule(options: [:]), severity: .warning)])
        let result = Fixer(linter: linter).fix(SourceText("let a = 1\n"), path: "A.swift")
        XCTAssertFalse(result.changed)
        XCTAssertEqual(result.remainingFindings.count, 1)
        XCTAssertTrue(result.notes.first?.contains("would parse worse") == true)
    }

    func testFixesThatNeverSettleLeaveTheFileUnchanged() {
        struct FlipFlopRule: Rule {
            static let description = RuleDescription(
                id: "test_flip_flopping", name: "f", summary: "f", isFixable: true, needles: [])
            init(options: [String: RuleOptionValue]) {}
            func violations(in model: FileModel) -> [Violation] {
                let next = model.source.string.hasPrefix("a") ? "b" : "a"
                return [
                    Violation(
                        range: ByteRange(start: 0, end: 1), message: "m",
                        fix: [TextEdit(range: ByteRange(start: 0, end: 1), replacement: next)])
                ]
            }
        }
        let linter = Linter(rules: [ActiveRule(rule: FlipFlopRule(options: [:]), severity: .warning)])
        let result = Fixer(linter: linter).fix(SourceText("a\n"), path: "A.swift")
        XCTAssertFalse(result.changed)
        XCTAssertTrue(result.notes.last?.contains("did not settle") == true)
    }

    func testOverlappingFixesLandInLaterPasses() throws {
        let fixed = try Lint.fixed(
            """
            NSLayoutConstraint.activate([
                a.rightAnchor.constraint(equalTo: rightAnchor),
                a.leftAnchor.constraint(equalTo: leftAnchor),
            ])
            """)
        XCTAssertEqual(
            fixed,
            """
            NSLayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: leadingAnchor),
                a.trailingAnchor.constraint(equalTo: trailingAnchor),
            ])
            """)
    }

    /// A later pass edits the text an earlier one wrote and the text beside it: the original's
    /// ranges the passes replaced are carried back through both.
    func testEditedRangesAreTheOriginalsRangesThroughEveryPass() {
        var text = Array("abcdefghij".utf8)
        var trail = EditTrail(originalLength: text.count)
        func pass(_ edits: [TextEdit]) {
            trail.record(edits, currentLength: text.count)
            text = FixApplier.apply(edits, to: text)
        }
        pass([
            TextEdit(range: ByteRange(start: 2, end: 4), replacement: "XYZ"),
            TextEdit(range: ByteRange(start: 8, end: 8), replacement: "!"),
        ])
        pass([TextEdit(range: ByteRange(start: 4, end: 6), replacement: "")])
        pass([TextEdit(range: ByteRange(start: 0, end: 0), replacement: "<")])
        XCTAssertEqual(String(decoding: text, as: UTF8.self), "<abXYfgh!ij")
        XCTAssertEqual(
            trail.editedRanges, [ByteRange(start: 0, end: 0), ByteRange(start: 2, end: 5), ByteRange(start: 8, end: 8)])
    }

    /// BulletinBoard 7b35bb9: two activations both moved one deactivation up; applying the second
    /// fix's insertion with the first's shared deletion wrote the deactivation twice.
    func testFixesSharingSomeEditsWaitForALaterPassInsteadOfRepeatingAStatement() {
        let deletion = TextEdit(range: ByteRange(start: 40, end: 60), replacement: "")
        let first = [TextEdit(range: ByteRange(start: 10, end: 10), replacement: "moved\n"), deletion]
        let second = [TextEdit(range: ByteRange(start: 25, end: 25), replacement: "moved\n"), deletion]
        XCTAssertEqual(FixApplier.compatibleEdits(of: [first, second]), first)
        // One fix proposed by two findings is applied once.
        XCTAssertEqual(FixApplier.compatibleEdits(of: [first, first]), first)
    }

    func testAControllerSwitchedToItsCompactLayoutDeactivatesTheRegularOneFirst() throws {
        let source = """
            final class CardController: UIViewController {
                private let card = UIView()
                private lazy var leading = card.leadingAnchor.constraint(equalTo: view.leadingAnchor)
                private lazy var trailing = card.trailingAnchor.constraint(equalTo: view.trailingAnchor)
                private lazy var centerX = card.centerXAnchor.constraint(equalTo: view.centerXAnchor)
                private lazy var width = card.widthAnchor.constraint(equalToConstant: 480)

                func useRegularLayout() {
                    leading.isActive = false
                    trailing.isActive = false
                    centerX.isActive = true
                    width.isActive = true
                }

                func useCompactLayout() {
                    leading.isActive = true
                    trailing.isActive = true
                    centerX.isActive = false
                    width.isActive = false
                }
            }

            """
        let fixed = try Lint.fixed(source)
        XCTAssertEqual(try Lint.fixed(fixed), fixed)
        XCTAssertTrue(
            fixed.contains(
                """
                        centerX.isActive = false
                        width.isActive = false
                        NSLayoutConstraint.activate([
                            leading,
                            trailing
                        ])
                """), fixed)
    }

    func testReorderingKeepsCommentsAndSingleLineLayout() throws {
        XCTAssertEqual(
            try Lint.fixed(
                "NSLayoutConstraint.activate([a.widthAnchor.constraint(equalToConstant: 1), a.topAnchor.constraint(equalTo: topAnchor)])\n"
            ),
            "NSLayoutConstraint.activate([a.topAnchor.constraint(equalTo: topAnchor), a.widthAnchor.constraint(equalToConstant: 1)])\n"
        )
        // A line comment cannot move in front of code on the same line: no fix then.
        let unsafe =
            "NSLayoutConstraint.activate([a.widthAnchor.constraint(equalToConstant: 1), // w\n a.topAnchor.constraint(equalTo: topAnchor), b.topAnchor.constraint(equalTo: topAnchor)])\n"
        XCTAssertEqual(try Lint.fixed(unsafe), unsafe)
        XCTAssertEqual(try Lint.findings(unsafe).first?.fix == nil, true)
    }

    func testAtomicWriteKeepsPermissionsAndRefusesChangedFiles() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("A.swift", "old\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file.path)
        try AtomicFileWriter.write(Array("new\n".utf8), to: file.path, expectedCurrent: Array("old\n".utf8))
        XCTAssertEqual(try folder.read("A.swift"), "new\n")
        let permissions = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        XCTAssertEqual(permissions, 0o640)
        XCTAssertThrowsError(
            try AtomicFileWriter.write(Array("x".utf8), to: file.path, expectedCurrent: Array("old\n".utf8)))
        XCTAssertEqual(try folder.read("A.swift"), "new\n")
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: folder.url.path), ["A.swift"], "no temporary files left"
        )
    }

    func testUnifiedDiff() {
        let diff = UnifiedDiff.diff(old: Array("a\nb\nc\n".utf8), new: Array("a\nB\nc\nd".utf8), path: "X.swift")
        XCTAssertEqual(
            diff,
            """
            --- a/X.swift
            +++ b/X.swift
            @@ -1,3 +1,4 @@
             a
            -b
            +B
             c
            +d
            \\ No newline at end of file

            """)
        XCTAssertEqual(UnifiedDiff.diff(old: Array("same\n".utf8), new: Array("same\n".utf8), path: "X"), "")
    }
}

/// A file that `--fix` changes is linted in later passes with the project index: its own declarations as they were
/// must not count as another file's.
final class FixingWithProjectIndexTests: XCTestCase {
    /// pollo-ios a5bdd88 (`CreateMCOptionCell`): once the extraction of a setup function changed the cell's members,
    /// the cell's old declarations looked like code elsewhere laying the button out with SnapKit's `right`. The
    /// rename, which waits for the reordering of the same block, was withheld, and a second `--fix` made it.
    func testASecondFixChangesNothingAfterAnExtraction() throws {
        let linter = try Lint.linter()
        func fixed(_ text: String) -> String {
            let source = SourceText(text)
            let index = ProjectIndex([linter.model(of: source).declarations])
            let bytes = Fixer(linter: linter, index: index).fix(source, path: "OptionCell.swift").fixed
            return String(decoding: bytes, as: UTF8.self)
        }
        let once = fixed(
            """
            import SnapKit
            import UIKit

            final class OptionCell: UICollectionViewCell {
                private let titleLabel = UILabel()
                private let trashButton = UIButton()

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    setupViews()
                }

                required init?(coder: NSCoder) { nil }

                private func setupViews() {
                    titleLabel.font = .systemFont(ofSize: 16)
                    trashButton.setImage(UIImage(named: "trash"), for: .normal)
                    contentView.addSubview(titleLabel)
                    contentView.addSubview(trashButton)
                    setupConstraints()
                }

                private func setupConstraints() {
                    trashButton.snp.makeConstraints { make in
                        make.centerY.equalToSuperview()
                        make.right.equalToSuperview().inset(8)
                    }
                }
            }

            """)
        XCTAssertTrue(once.contains("make.trailing.equalToSuperview().inset(8)"), once)
        XCTAssertTrue(once.contains("private func setupTrashButton()"), once)
        XCTAssertEqual(fixed(once), once, "a second --fix changes nothing")
    }
}
