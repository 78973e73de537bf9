import XCTest

@testable import UILintCore

/// Every fixable rule, with comments, `// MARK:` lines, blank lines and trailing
/// commas on every side of what its fix moves or rewrites.
final class FixTriviaTests: XCTestCase {
    private func assertFix(
        _ rule: String, _ before: String, _ after: String, enabling: [String] = [],
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let linter = try Lint.linter(enabling: [rule] + enabling)
        let fixed = Lint.fixed(before, linter: linter, onlyFixing: [rule])
        XCTAssertEqual(fixed, after, file: file, line: line)
        XCTAssertEqual(
            Lint.fixed(fixed, linter: linter, onlyFixing: [rule]), fixed, "idempotent", file: file, line: line)
    }

    func testConstraintOrderCarriesCommentsAndKeepsLayout() throws {
        try assertFix(
            "constraint_order",
            """
            // MARK: - Layout
            NSLayoutConstraint.activate([ // open
                /* leading block */ a.centerYAnchor.constraint(equalTo: centerYAnchor), // y
                // x first?
                a.leadingAnchor.constraint(equalTo: leadingAnchor),   // x
                b.topAnchor.constraint(equalTo: topAnchor),
                a.topAnchor.constraint(equalTo: topAnchor) /* top */,
            ]) // close
            """,
            """
            // MARK: - Layout
            NSLayoutConstraint.activate([ // open
                a.topAnchor.constraint(equalTo: topAnchor) /* top */,
                // x first?
                a.leadingAnchor.constraint(equalTo: leadingAnchor),   // x
                b.topAnchor.constraint(equalTo: topAnchor),
                /* leading block */ a.centerYAnchor.constraint(equalTo: centerYAnchor), // y
            ]) // close
            """)
    }

    /// A heading stays; the constraint moving under it brings its own comment on a line of its own.
    func testConstraintOrderKeepsHeadingsAboveIncomingComments() throws {
        try assertFix(
            "constraint_order",
            """
            func layout() {
                // iconView
                iconView.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
                iconView.widthAnchor.constraint(equalToConstant: 20).isActive = true
                // Under the bar.
                iconView.topAnchor.constraint(equalTo: topAnchor).isActive = true
            }
            """,
            """
            func layout() {
                // iconView
                // Under the bar.
                iconView.topAnchor.constraint(equalTo: topAnchor).isActive = true
                iconView.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
                iconView.widthAnchor.constraint(equalToConstant: 20).isActive = true
            }
            """)
    }

    /// A scroll view's `contentView` is an ordinary subview: its constraints on the scroll view do
    /// not stop the scroll view's own from being sorted (seen on corona-warn-app).
    func testConstraintOrderSortsAroundAContentViewSubview() throws {
        try assertFix(
            "constraint_order",
            """
            NSLayoutConstraint.activate([
                scrollView.leadingAnchor.constraint(equalTo: leadingAnchor),
                contentView.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
                scrollView.topAnchor.constraint(equalTo: topAnchor),
            ])
            """,
            """
            NSLayoutConstraint.activate([
                scrollView.topAnchor.constraint(equalTo: topAnchor),
                contentView.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
                scrollView.leadingAnchor.constraint(equalTo: leadingAnchor),
            ])
            """)
    }

    /// Comments stay where they are; the continuation aligned under the parenthesis moves with the longer name.
    func testLeftRightRenamesKeepEverythingAround() throws {
        try assertFix(
            "no_left_right_anchor",
            """
            a.leftAnchor /* L */ .constraint(equalTo: b.rightAnchor, // R
                                             constant: 8).isActive = true // end
            """,
            """
            a.leadingAnchor /* L */ .constraint(equalTo: b.trailingAnchor, // R
                                                constant: 8).isActive = true // end
            """)
        try assertFix(
            "mixed_horizontal_anchors",
            """
            // why
            NSLayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: b, attribute: /* x */ .right, multiplier: 1, constant: 0)
            """,
            """
            // why
            NSLayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: b, attribute: /* x */ .trailing, multiplier: 1, constant: 0)
            """)
    }

    func testBatchActivationKeepsCommentsBlankLinesAndSuppressions() throws {
        try assertFix(
            "prefer_batch_activation",
            """
            func layout() {
                // Pin the badge.
                badge.topAnchor.constraint(equalTo: topAnchor).isActive = true // top

                /* the width */
                badge.widthAnchor.constraint(equalToConstant: 8).isActive = true
                badge.leftAnchor.constraint(equalTo: leftAnchor).isActive = true // uilint:disable:this no_left_right_anchor
                layoutIfNeeded()
            }
            """,
            """
            func layout() {
                // Pin the badge.
                NSLayoutConstraint.activate([
                    badge.topAnchor.constraint(equalTo: topAnchor), // top

                    /* the width */
                    badge.widthAnchor.constraint(equalToConstant: 8),
                    badge.leftAnchor.constraint(equalTo: leftAnchor) // uilint:disable:this no_left_right_anchor
                ])
                layoutIfNeeded()
            }
            """)
    }

    /// Aidoku's toolbar extension: one `func` line indented three spaces in a four-space file.
    func testBatchActivationIgnoresAStrayIndentation() throws {
        try assertFix(
            "prefer_batch_activation",
            """
            extension UIToolbar {
               func fit() {
                    stack.leadingAnchor.constraint(equalTo: content.leadingAnchor).isActive = true
                    stack.widthAnchor.constraint(equalTo: content.widthAnchor).isActive = true
                }

                func other() {
                    layoutIfNeeded()
                }
            }
            """,
            """
            extension UIToolbar {
               func fit() {
                    NSLayoutConstraint.activate([
                        stack.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                        stack.widthAnchor.constraint(equalTo: content.widthAnchor)
                    ])
                }

                func other() {
                    layoutIfNeeded()
                }
            }
            """)
    }

    /// Zinley-dev ios-app's `ModView.swift` steps by four spaces, but a few of its lines stand two spaces in: the
    /// merged list steps by four.
    func testBatchActivationStepsAsTheFileDoes() throws {
        try assertFix(
            "prefer_batch_activation",
            """
            extension UIView
            {
                func fix(in container: UIView) {
                    topAnchor.constraint(equalTo: container.topAnchor).isActive = true
                    bottomAnchor.constraint(equalTo: container.bottomAnchor).isActive = true
                }
            }
              // kept from an older version
              // of this file
            """,
            """
            extension UIView
            {
                func fix(in container: UIView) {
                    NSLayoutConstraint.activate([
                        topAnchor.constraint(equalTo: container.topAnchor),
                        bottomAnchor.constraint(equalTo: container.bottomAnchor)
                    ])
                }
            }
              // kept from an older version
              // of this file
            """)
    }

    func testHoistingConfigurationMovesCommentLines() throws {
        try assertFix(
            "no_layout_in_config",
            """
            final class V: UIView {
                private let label = UILabel()

                func setupLabel() {
                    // MARK: Hierarchy
                    addSubview(label)

                    // The brand colour.
                    label.textColor = .tintColor // tint
                    label.numberOfLines = 0
                }
            }
            """,
            """
            final class V: UIView {
                private let label = UILabel()

                func setupLabel() {
                    // The brand colour.
                    label.textColor = .tintColor // tint
                    label.numberOfLines = 0
                    // MARK: Hierarchy
                    addSubview(label)
                }
            }
            """)
    }

    /// ello's omnibar: the text view's configuration was a group of its own below the layout.
    func testHoistedConfigurationStaysAGroup() throws {
        try assertFix(
            "no_layout_in_config",
            """
            final class V: UIView {
                private let scrollView = UIScrollView()
                private let container = UIView()
                private let textView = UITextView()

                func setupTextView() {
                    scrollView.addSubview(container)
                    scrollView.addSubview(textView)
                    scrollView.isHidden = true

                    textView.clipsToBounds = false
                    textView.isEditable = true
                }
            }
            """,
            """
            final class V: UIView {
                private let scrollView = UIScrollView()
                private let container = UIView()
                private let textView = UITextView()

                func setupTextView() {
                    scrollView.addSubview(container)

                    textView.clipsToBounds = false
                    textView.isEditable = true
                    scrollView.addSubview(textView)
                    scrollView.isHidden = true
                }
            }
            """)
        // WooCommerce's prologue page: a titled section keeps its blank line wherever it lands.
        try assertFix(
            "no_layout_in_config",
            """
            final class V: UIView {
                private let scrollView = UIScrollView()
                private let stackView = UIStackView()

                func setupStackView() {
                    scrollView.delegate = self
                    scrollView.addSubview(stackView)

                    // Stack view layout
                    stackView.axis = .vertical
                }
            }
            """,
            """
            final class V: UIView {
                private let scrollView = UIScrollView()
                private let stackView = UIStackView()

                func setupStackView() {
                    scrollView.delegate = self

                    // Stack view layout
                    stackView.axis = .vertical
                    scrollView.addSubview(stackView)
                }
            }
            """)
    }

    func testExtractionMovesCommentsWithTheirStatements() throws {
        try assertFix(
            "setup_function_grouping",
            """
            final class V: UIView {
                private let a = UILabel()
                private let b = UILabel()

                // MARK: - Setup

                private func setup() {
                    // a's font
                    a.font = .preferredFont(forTextStyle: .body) // body
                    b.numberOfLines = 2 /* two */
                    a.textColor = .label
                }
            }
            """,
            """
            final class V: UIView {
                private let a = UILabel()
                private let b = UILabel()

                // MARK: - Setup

                private func setup() {
                    setupA()
                    setupB()
                }

                private func setupA() {
                    // a's font
                    a.font = .preferredFont(forTextStyle: .body) // body
                    a.textColor = .label
                }

                private func setupB() {
                    b.numberOfLines = 2 /* two */
                }
            }
            """)
    }

    /// Xcode leaves the indentation on blank lines; an extraction writes its blank lines the same way (tokend
    /// ios-app 3c54fe0's `OrderBookCard`). `~` stands for a blank line's four spaces.
    func testExtractionWritesBlankLinesAsTheFileDoes() throws {
        func xcodeStyle(_ text: String) -> String { text.replacingOccurrences(of: "~", with: "    ") }
        try assertFix(
            "setup_function_grouping",
            xcodeStyle(
                """
                final class V: UIView {
                    private let a = UILabel()
                    private let b = UILabel()
                ~
                    private func setup() {
                        a.font = .preferredFont(forTextStyle: .body)
                        b.numberOfLines = 2
                    }
                }
                """),
            xcodeStyle(
                """
                final class V: UIView {
                    private let a = UILabel()
                    private let b = UILabel()
                ~
                    private func setup() {
                        setupA()
                        setupB()
                    }
                ~
                    private func setupA() {
                        a.font = .preferredFont(forTextStyle: .body)
                    }
                ~
                    private func setupB() {
                        b.numberOfLines = 2
                    }
                }
                """))
    }

    /// bimba 6de136e's `TimeCell`: the blank lines parted the labels' fonts from their colours, not one label from the
    /// other, so none is left between the calls.
    func testExtractionDropsBlankLinesInsideOneSubviewsStatements() throws {
        try assertFix(
            "setup_function_grouping",
            """
            final class V: UIView {
                private let a = UILabel()
                private let b = UILabel()

                private func setup() {
                    a.textAlignment = .center

                    a.font = .preferredFont(forTextStyle: .body)
                    b.font = .preferredFont(forTextStyle: .body)

                    a.numberOfLines = 2
                    b.numberOfLines = 2
                }
            }
            """,
            """
            final class V: UIView {
                private let a = UILabel()
                private let b = UILabel()

                private func setup() {
                    setupA()
                    setupB()
                }

                private func setupA() {
                    a.textAlignment = .center
                    a.font = .preferredFont(forTextStyle: .body)
                    a.numberOfLines = 2
                }

                private func setupB() {
                    b.font = .preferredFont(forTextStyle: .body)
                    b.numberOfLines = 2
                }
            }
            """)
    }

    /// SsgSag_iOS b9ef3e2's `MenuBar`: a line commented out from the start of the line, as Xcode does, stays as it is;
    /// blank lines keep the file's indentation.
    func testMergedRunKeepsLinesCommentedOutAtTheStartOfTheLine() throws {
        // Swift's multi-line literals cannot hold a line that starts left of their closing delimiter.
        func commentedOut(_ text: String) -> String {
            text.replacingOccurrences(of: "#", with: "").replacingOccurrences(of: "~", with: "        ")
        }
        try assertFix(
            "prefer_batch_activation",
            commentedOut(
                """
                final class V: UIView {
                    private let bar = UIView()
                ~
                    private func setUp() {
                        bar.bottomAnchor.constraint(equalTo: bottomAnchor).isActive = true
                ~
                #//        bar.widthAnchor.constraint(equalToConstant: 40).isActive = true
                        bar.heightAnchor.constraint(equalToConstant: 3).isActive = true
                    }
                }
                """),
            commentedOut(
                """
                final class V: UIView {
                    private let bar = UIView()
                ~
                    private func setUp() {
                        NSLayoutConstraint.activate([
                            bar.bottomAnchor.constraint(equalTo: bottomAnchor),
                ~    
                #//        bar.widthAnchor.constraint(equalToConstant: 40).isActive = true
                            bar.heightAnchor.constraint(equalToConstant: 3)
                        ])
                    }
                }
                """))
    }

    func testInsertedLinesKeepIndentation() throws {
        try assertFix(
            "missing_translates_autoresizing",
            """
            final class V: UIView {
                private let icon = UIImageView()
                func setupIcon() {
                        // deeper indentation
                        addSubview(icon) // add
                    icon.topAnchor.constraint(equalTo: topAnchor).isActive = true
                }
            }
            """,
            """
            final class V: UIView {
                private let icon = UIImageView()
                func setupIcon() {
                        // deeper indentation
                        icon.translatesAutoresizingMaskIntoConstraints = false
                        addSubview(icon) // add
                    icon.topAnchor.constraint(equalTo: topAnchor).isActive = true
                }
            }
            """)
    }

    func testLiteralRewritesKeepSurroundingTrivia() throws {
        try assertFix(
            "priority_literal",
            """
            func f() {
                c.priority = /* why */ 750 // high
                label.setContentHuggingPriority(UILayoutPriority(rawValue: 250) /* low */, for: .vertical)
            }
            """,
            """
            func f() {
                c.priority = /* why */ .defaultHigh // high
                label.setContentHuggingPriority(.defaultLow /* low */, for: .vertical)
            }
            """)
        try assertFix(
            "negative_constant_style",
            """
            a.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -1.0 * inset /* gap */).isActive = true
            """,
            """
            a.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -inset /* gap */).isActive = true
            """)
    }

    func testUnusedSuppressionRemovalKeepsNeighbours() throws {
        try assertFix(
            "unused_suppression",
            """
            // A comment above.
                // uilint:disable:next constraint_order
            let a = 1 // uilint:disable:this no_left_right_anchor
            // A comment below.
            """,
            """
            // A comment above.
            let a = 1
            // A comment below.
            """)
    }

    func testLineBreaksByteOrderMarkAndFinalNewlineSurvive() throws {
        let crlf =
            "final class V: UIView {\r\n    private let icon = UIImageView()\r\n    func setupIcon() {\r\n        addSubview(icon)\r\n"
            + "        icon.widthAnchor.constraint(equalToConstant: 1).isActive = true\r\n"
            + "        icon.topAnchor.constraint(equalTo: topAnchor).isActive = true\r\n    }\r\n}"
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let result = Fixer(linter: try Lint.linter()).fix(SourceText(bytes: bom + Array(crlf.utf8)), path: "V.swift")
        XCTAssertTrue(result.changed)
        XCTAssertEqual(Array(result.fixed.prefix(3)), bom, "byte-order mark kept")
        let text = String(decoding: result.fixed.dropFirst(3), as: UTF8.self)
        XCTAssertFalse(
            text.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "every line break is still \\r\\n")
        XCTAssertTrue(text.contains("NSLayoutConstraint.activate([\r\n"))
        XCTAssertTrue(text.hasSuffix("}"), "no final newline added")
        assertKeepsUneditedBytes(result, "the \\r\\n file")
        XCTAssertEqual(result.remainingFindings.filter(\.isFixable).count, 0)
    }
}
