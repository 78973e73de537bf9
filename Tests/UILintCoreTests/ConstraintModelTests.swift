import XCTest

@testable import UILintCore

/// The constraint model (docs/constraint-model.md): what each constraint says, how it is activated, and the exact
/// linear algebra the layout rules decide with.
final class ConstraintModelTests: XCTestCase {
    private func layout(_ code: String, type: String? = nil) throws -> TypeLayout {
        let model = Lint.model(code)
        let index = try XCTUnwrap(model.viewTypes.firstIndex { type == nil || $0.name == type })
        return model.typeLayouts[index]
    }

    private func texts(_ layout: TypeLayout, inForce: Bool = true) -> [String] {
        layout.entries.filter { $0.isInForce == inForce }.flatMap { entry in (entry.equations ?? []).map { $0.text() } }
    }

    func testSnapKitCompoundAttributesExpandAsSnapKitDefinesThem() throws {
        let layout = try layout(
            """
            final class Card: UIView {
                private let a = UIView()
                private let b = UIView()
                init() {
                    super.init(frame: .zero)
                    addSubview(a)
                    addSubview(b)
                    a.snp.makeConstraints { make in
                        make.edges.equalToSuperview().inset(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
                        make.size.equalTo(CGSize(width: 10, height: 20))
                        make.center.equalTo(b)
                    }
                    b.snp.makeConstraints { make in
                        make.directionalHorizontalEdges.equalToSuperview().inset(8)
                        make.width.equalTo(a.snp.height).multipliedBy(0.5).priority(.high)
                        make.centerX.equalTo(20)
                    }
                }
            }
            """)
        XCTAssertEqual(
            texts(layout),
            [
                "a.left == self.left + 2", "a.top == self.top + 1", "a.right == self.right - 4",
                "a.bottom == self.bottom - 3",
                "a.width == 10", "a.height == 20", "a.centerX == b.centerX", "a.centerY == b.centerY",
                "b.leading == self.leading + 8", "b.trailing == self.trailing - 8", "b.width == 0.5 × a.height",
                "b.centerX == self.left + 20",
            ])
        XCTAssertEqual(
            layout.entries.first {
                $0.constraint.range.start > 0 && $0.equations?.first?.firstAttribute.name == "width"
                    && $0.equations?.first?.firstItem == "b"
            }?.priority.number, Rational(750))
    }

    func testAnchorsResolveTheProjectsNumbersAndKeepSymbolsApart() throws {
        let layout = try layout(
            """
            enum Metrics { static let avatar: CGFloat = 40 }
            final class Row: UIView {
                private let avatar = UIImageView()
                private var spacing: CGFloat = 8
                init() {
                    super.init(frame: .zero)
                    let inset: CGFloat = 12
                    NSLayoutConstraint.activate([
                        avatar.widthAnchor.constraint(equalToConstant: Metrics.avatar),
                        avatar.leadingAnchor.constraint(equalTo: leadingAnchor, constant: inset * 2 - 4),
                        avatar.topAnchor.constraint(equalTo: topAnchor, constant: -spacing),
                        avatar.bottomAnchor.constraint(equalTo: bottomAnchor, constant: spacing * -1),
                    ])
                }
            }
            """)
        XCTAssertEqual(
            texts(layout),
            [
                "avatar.width == 40", "avatar.leading == self.leading + 20", "avatar.top == self.top - spacing",
                "avatar.bottom == self.bottom - spacing",
            ])
    }

    func testActivationContextsFollowTheSetUpPath() throws {
        let layout = try layout(
            """
            final class Panel: UIViewController {
                private let box = UIView()
                private var height: NSLayoutConstraint?
                private var isWide = false
                override func viewDidLoad() {
                    super.viewDidLoad()
                    setUpBox()
                    if isWide { box.widthAnchor.constraint(equalToConstant: 300).isActive = true }
                }
                private func setUpBox() {
                    box.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
                    height = box.heightAnchor.constraint(equalToConstant: 40)
                    height?.isActive = true
                }
                func collapse() {
                    box.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
                }
            }
            """)
        let contexts = layout.entries.map {
            "\($0.context.rawValue) \($0.isInForce) \($0.equations?.first?.firstAttribute.name ?? "?")"
        }
        XCTAssertEqual(
            contexts.sorted(),
            [
                "conditional false leading", "conditional false width", "installed true top",
                "stored true height",
            ])
    }

    /// iOS08_Acha 7fb1896 called `configureGameOverUI()` only as `self?.configureGameOverUI()` from an Rx
    /// closure, and SOPT-iOS b08a638 chose a layout with a ternary: neither runs on every set-up.
    func testCallsFromClosuresAndTernariesAreNotOnTheSetUpPath() throws {
        let layout = try layout(
            """
            final class GameViewController: UIViewController {
                private let board = UIView()
                private let isMain = true
                override func viewDidLoad() {
                    super.viewDidLoad()
                    feed.onEnd = { [weak self] in self?.configureGameOverUI() }
                    isMain ? layOutMain() : layOutDefault()
                }
                private func configureGameOverUI() {
                    board.widthAnchor.constraint(equalToConstant: 300).isActive = true
                }
                private func layOutMain() {
                    board.heightAnchor.constraint(equalToConstant: 40).isActive = true
                }
                private func layOutDefault() {
                    board.heightAnchor.constraint(equalToConstant: 50).isActive = true
                }
            }
            """)
        let contexts = layout.entries.map { "\($0.context.rawValue) \($0.equations?.first?.text() ?? "?")" }
        XCTAssertEqual(
            contexts.sorted(),
            [
                "conditional board.height == 40", "conditional board.height == 50",
                "conditional board.width == 300",
            ])
    }

    func testEliminationDecidesExactly() throws {
        func row(_ coefficients: [Int: Int], _ constant: Int, equal: Bool = true) -> LinearSystem.Row {
            LinearSystem.Row(
                coefficients: coefficients.mapValues(Rational.init), constant: Rational(constant), isEquality: equal)
        }
        // x = 40, x = 24
        XCTAssertEqual(LinearSystem.satisfiability(of: [row([0: 1], -40), row([0: 1], -24)]), .unsatisfiable)
        // x + y = 10 and x - y = 2: one solution
        XCTAssertEqual(
            LinearSystem.satisfiability(of: [row([0: 1, 1: 1], -10), row([0: 1, 1: -1], -2)]), .satisfiable)
        // x >= 5 (−x + 5 ≤ 0), x <= 3 (x − 3 ≤ 0)
        XCTAssertEqual(
            LinearSystem.satisfiability(of: [row([0: -1], 5, equal: false), row([0: 1], -3, equal: false)]),
            .unsatisfiable)
        // An unknown bounded on one side only says nothing.
        XCTAssertEqual(
            LinearSystem.satisfiability(of: [row([0: -1, 1: 1], 5, equal: false), row([0: 1], -3, equal: false)]),
            .satisfiable)
        XCTAssertEqual(LinearSystem.determines([row([0: 1, 1: -1], 0)], [0: .one]), false)
        XCTAssertEqual(LinearSystem.determinedValue([row([0: 1, 1: -1], 0), row([1: 1], -7)], [0: .one]), Rational(7))
        XCTAssertEqual(Rational(decimal: "0.25"), Rational(1, 4))
        XCTAssertNil(Rational(decimal: "0x10"))
        XCTAssertEqual(Rational(decimal: "-8.25"), Rational(-33, 4))
        XCTAssertEqual(Rational(decimal: "1_000.05"), Rational(20001, 20))
        for malformed in ["", "-", "5.", ".5", "1.2.3", "1e3", "--5", "12345678901234567.8"] {
            XCTAssertNil(Rational(decimal: Substring(malformed)), malformed)
        }
    }

    func testLayoutCommandPrintsEachAxisAndItsState() throws {
        let folder = try TemporaryFolder()
        try """
        import UIKit
        final class Badge: UIView {
            private let dot = UIView()
            init() {
                super.init(frame: .zero)
                addSubview(dot)
                dot.translatesAutoresizingMaskIntoConstraints = false
                dot.topAnchor.constraint(equalTo: topAnchor).isActive = true
                dot.widthAnchor.constraint(equalToConstant: 8).isActive = true
                dot.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """.write(to: folder.url.appendingPathComponent("Badge.swift"), atomically: true, encoding: .utf8)
        let text = try Binary.run(["layout", "Badge.swift"], in: folder.url)
        XCTAssertEqual(text.status, 0, text.stderr)
        XCTAssertEqual(
            text.stdout,
            """
            Badge.swift:2: Badge (view)
              dot: UIView
                horizontal: determined
                  installed   width == 8  line 9
                  installed   leading == self.leading  line 10
                vertical: ambiguous
                  installed   top == self.top  line 8

            """)
        let json = try Binary.run(["layout", "Badge.swift", "--type", "Badge", "--reporter", "json"], in: folder.url)
        let report = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        XCTAssertEqual((report?["types"] as? [[String: Any]])?.first?["name"] as? String, "Badge")
        let missing = try Binary.run(["layout", "Badge.swift", "--type", "Nothing"], in: folder.url)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("no view type named `Nothing`"), missing.stderr)
    }
}
