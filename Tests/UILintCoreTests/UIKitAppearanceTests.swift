import Foundation
import SwiftParser
import SwiftSyntax
import XCTest

@testable import UILintCore

/// Issue 28, item 1: the closed vocabulary names only what UIKit declares. Every entry of `UIKitAppearance` is
/// checked against the UIKit stand-ins, which mirror UIKit's own declarations.
final class UIKitAppearanceTests: XCTestCase {
    private static let standIns: StandInClasses = {
        let text = try! Repository.text("Tests/StandIns/UIKit.swift")
        let visitor = StandInClasses(viewMode: .sourceAccurate)
        visitor.walk(Parser.parse(source: text))
        return visitor
    }()

    func testEveryMemberIsDeclaredByItsClassInUIKit() {
        for (className, members) in UIKitAppearance.members {
            let declared = Self.standIns.members[className] ?? []
            XCTAssertFalse(declared.isEmpty, "\(className) is not a class of the stand-ins")
            for member in members.sorted() {
                XCTAssertTrue(declared.contains(member), "\(className) declares no `\(member)`")
            }
        }
    }

    func testEachSuperclassIsTheNearestOneTheTableKnows() {
        for (className, superclass) in UIKitAppearance.superclasses {
            var current = Self.standIns.superclasses[className]
            while let candidate = current, UIKitAppearance.superclasses[candidate] == nil {
                current = Self.standIns.superclasses[candidate]
            }
            XCTAssertEqual(current ?? "", superclass, "the class above \(className)")
        }
    }

    func testEveryPartIsAPropertyOfItsOwnerWithThatClass() {
        for (owner, parts) in UIKitAppearance.parts {
            for (property, partClass) in parts {
                XCTAssertEqual(Self.standIns.propertyTypes[owner]?[property], partClass, "\(owner).\(property)")
            }
        }
    }

    func testPartsAreReadThroughTheirOwners() {
        XCTAssertTrue(UIKitAppearance.isAppearance(ArraySlice(["layer", "cornerRadius"]), of: "UILabel"))
        XCTAssertTrue(UIKitAppearance.isAppearance(ArraySlice(["titleLabel", "font"]), of: "UIButton"))
        XCTAssertTrue(UIKitAppearance.isAppearance(ArraySlice(["textLabel", "text"]), of: "UITableViewCell"))
        XCTAssertTrue(UIKitAppearance.isAppearance(ArraySlice(["backgroundColor"]), of: "UITextView"))
        XCTAssertTrue(
            UIKitAppearance.isAppearance(ArraySlice(["configuration", "baseBackgroundColor"]), of: "UIButton"))
        XCTAssertFalse(UIKitAppearance.isAppearance(ArraySlice(["titleLabel", "font"]), of: "UIView"))
        XCTAssertFalse(UIKitAppearance.isAppearance(ArraySlice(["emptyDataSetSource"]), of: "UITableView"))
        XCTAssertFalse(UIKitAppearance.isAppearance(ArraySlice(["layer", "frame"]), of: "UIView"))
        XCTAssertFalse(UIKitAppearance.isAppearance(ArraySlice([]), of: "UIView"))
    }

    func testAProjectClassIsTheUIKitClassAboveIt() {
        let external = ["PaddedLabel": "UILabel", "ShimmerView": "SkeletonView"]
        let viewClass = {
            UIKitAppearance.viewClass(of: $0, externalSuperclass: { external[$0] }, isProjectType: { _ in false })
        }
        XCTAssertEqual(viewClass("UIButton"), "UIButton")
        XCTAssertEqual(viewClass("PaddedLabel"), "UILabel")
        XCTAssertEqual(viewClass("ShimmerView"), "UIView")
    }

    /// CakeWallet 6d5667b's `FloatingLabelTextField`, a dependency's class, is a text field: its `keyboardType` is
    /// configuration, as a `UITextField`'s is. A project's own `PageControl` protocol (SeulMae_iOS) is no page
    /// control.
    func testADependencysClassIsTheUIKitClassItsNameEndsWith() {
        let external = ["RoundedButton": "MDCFlatButton"]
        let projectTypes: Set = ["RoundedButton", "PageControl"]
        let viewClass = {
            UIKitAppearance.viewClass(
                of: $0, externalSuperclass: { external[$0] }, isProjectType: projectTypes.contains)
        }
        XCTAssertEqual(viewClass("FloatingLabelTextField"), "UITextField")
        XCTAssertEqual(viewClass("MDCTextField"), "UITextField")
        XCTAssertEqual(viewClass("RoundedButton"), "UIButton")
        XCTAssertEqual(viewClass("GrowingTextView"), "UITextView")
        XCTAssertEqual(viewClass("PageControl"), "UIView")
        XCTAssertEqual(viewClass("LottieAnimationView"), "UIView")
    }
}

/// The classes of the stand-ins: what each declares, in its body or an extension, and the class it inherits from.
private final class StandInClasses: SyntaxVisitor {
    var members: [String: Set<String>] = [:]
    var superclasses: [String: String] = [:]
    /// Each property's class, without optionality: `UIButton.titleLabel` is a `UILabel`.
    var propertyTypes: [String: [String: String]] = [:]

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        if let first = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription {
            superclasses[name] = first
        }
        record(node.memberBlock, of: name)
        return .skipChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node.memberBlock, of: node.extendedType.trimmedDescription)
        return .skipChildren
    }

    private func record(_ block: MemberBlockSyntax, of name: String) {
        // A nested type is named through its owner, as the table names it: `UIButton.Configuration`.
        var nestedTypes = Set<String>()
        for item in block.members {
            guard let structure = item.decl.as(StructDeclSyntax.self) else { continue }
            nestedTypes.insert(structure.name.text)
            record(structure.memberBlock, of: name + "." + structure.name.text)
        }
        for item in block.members {
            if let variable = item.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
                    members[name, default: []].insert(pattern.identifier.text)
                    if let type = binding.typeAnnotation?.type.trimmedDescription {
                        let typeName = type.trimmingCharacters(in: CharacterSet(charactersIn: "?!"))
                        propertyTypes[name, default: [:]][pattern.identifier.text] =
                            nestedTypes.contains(typeName) ? name + "." + typeName : typeName
                    }
                }
            } else if let function = item.decl.as(FunctionDeclSyntax.self) {
                members[name, default: []].insert(function.name.text)
            }
        }
    }
}
