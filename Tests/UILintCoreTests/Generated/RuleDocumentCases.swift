// Generated from rules/*.md by `swift run uilint-generate`; do not edit.
import XCTest

/// The examples of each rule's document behave as documented.
final class RuleDocumentCases: XCTestCase {
    func testActivationOrder() throws {
        try RuleDocumentationTests.checkExamples(of: "activation_order")
    }

    func testAmbiguousLayout() throws {
        try RuleDocumentationTests.checkExamples(of: "ambiguous_layout")
    }

    func testConflictingConstraints() throws {
        try RuleDocumentationTests.checkExamples(of: "conflicting_constraints")
    }

    func testConstraintOrder() throws {
        try RuleDocumentationTests.checkExamples(of: "constraint_order")
    }

    func testDuplicateConstraint() throws {
        try RuleDocumentationTests.checkExamples(of: "duplicate_constraint")
    }

    func testHardcodedColor() throws {
        try RuleDocumentationTests.checkExamples(of: "hardcoded_color")
    }

    func testHardcodedFont() throws {
        try RuleDocumentationTests.checkExamples(of: "hardcoded_font")
    }

    func testLayoutInViewController() throws {
        try RuleDocumentationTests.checkExamples(of: "layout_in_view_controller")
    }

    func testMagicNumberInConstraint() throws {
        try RuleDocumentationTests.checkExamples(of: "magic_number_in_constraint")
    }

    func testMissingTranslatesAutoresizing() throws {
        try RuleDocumentationTests.checkExamples(of: "missing_translates_autoresizing")
    }

    func testMixedHorizontalAnchors() throws {
        try RuleDocumentationTests.checkExamples(of: "mixed_horizontal_anchors")
    }

    func testNegativeConstantStyle() throws {
        try RuleDocumentationTests.checkExamples(of: "negative_constant_style")
    }

    func testNoInterfaceBuilder() throws {
        try RuleDocumentationTests.checkExamples(of: "no_interface_builder")
    }

    func testNoLayoutInConfig() throws {
        try RuleDocumentationTests.checkExamples(of: "no_layout_in_config")
    }

    func testNoLeftRightAnchor() throws {
        try RuleDocumentationTests.checkExamples(of: "no_left_right_anchor")
    }

    func testParseError() throws {
        try RuleDocumentationTests.checkExamples(of: "parse_error")
    }

    func testPreferBatchActivation() throws {
        try RuleDocumentationTests.checkExamples(of: "prefer_batch_activation")
    }

    func testPriorityLiteral() throws {
        try RuleDocumentationTests.checkExamples(of: "priority_literal")
    }

    func testRepeatedActivation() throws {
        try RuleDocumentationTests.checkExamples(of: "repeated_activation")
    }

    func testSetupFunctionGrouping() throws {
        try RuleDocumentationTests.checkExamples(of: "setup_function_grouping")
    }

    func testSetupFunctionLength() throws {
        try RuleDocumentationTests.checkExamples(of: "setup_function_length")
    }

    func testSnapkitUpdateWithoutMake() throws {
        try RuleDocumentationTests.checkExamples(of: "snapkit_update_without_make")
    }

    func testSubviewOrder() throws {
        try RuleDocumentationTests.checkExamples(of: "subview_order")
    }

    func testUnactivatedConstraint() throws {
        try RuleDocumentationTests.checkExamples(of: "unactivated_constraint")
    }

    func testUnusedSuppression() throws {
        try RuleDocumentationTests.checkExamples(of: "unused_suppression")
    }
}
