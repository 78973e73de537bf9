import XCTest

@testable import UILintCore

final class LayoutModelTests: XCTestCase {
    private func model(_ source: String) -> FileModel {
        LayoutModelBuilder.build(SourceText(source), readings: [])
    }

    func testAnchorConstraintItemsAttributesAndRelations() {
        let model = model(
            """
            let a = titleLabel.topAnchor.constraint(equalTo: topAnchor, constant: 8)
            let b = self.titleLabel.leadingAnchor.constraint(greaterThanOrEqualTo: view.safeAreaLayoutGuide.leadingAnchor)
            let c = widthAnchor.constraint(lessThanOrEqualToConstant: 20).withPriority(.defaultHigh)
            let d = view.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: bottomAnchor)
            """)
        XCTAssertEqual(model.constraints.map(\.item), ["titleLabel", "titleLabel", "self", "view.safeAreaLayoutGuide"])
        XCTAssertEqual(model.constraints.map(\.attribute.name), ["top", "leading", "width", "bottom"])
        XCTAssertEqual(model.constraints.map(\.relation), [.equal, .greaterThanOrEqual, .lessThanOrEqual, .equal])
        XCTAssertEqual(model.constraints.map(\.syntax), [.anchor, .anchor, .anchor, .anchor])
        let source = model.source
        XCTAssertEqual(
            source.text(in: model.constraints[2].range),
            "widthAnchor.constraint(lessThanOrEqualToConstant: 20).withPriority(.defaultHigh)",
            "a constraint extends over chained modifiers")
        XCTAssertEqual(model.constraints[1].secondSide.map(\.attribute.name), ["leading"])
    }

    /// iOS05-Village 2563cca writes `.init(item:…)` in an `activate` list: the type is inferred, the constraint the same.
    func testItemAttributeConstraintsWithAnInferredType() {
        let model = model(
            """
            NSLayoutConstraint.activate([
                .init(item: logo, attribute: .centerY, relatedBy: .equal, toItem: view, attribute: .centerY, multiplier: 0.8, constant: 0),
                NSLayoutConstraint.init(item: logo, attribute: .centerX, relatedBy: .equal, toItem: view, attribute: .centerX, multiplier: 1, constant: 0),
            ])
            super.init(frame: .zero)
            let point = CGPoint.init(x: 1, y: 2)
            """)
        XCTAssertEqual(model.constraints.map(\.item), ["logo", "logo"])
        XCTAssertEqual(model.constraints.map(\.attribute.name), ["centerY", "centerX"])
        XCTAssertEqual(model.constraints.map(\.syntax), [.itemAttribute, .itemAttribute])
    }

    func testEveryKindOfConstraintList() {
        let model = model(
            """
            NSLayoutConstraint.activate([a.topAnchor.constraint(equalTo: topAnchor)])
            NSLayoutConstraint.deactivate([a.topAnchor.constraint(equalTo: topAnchor)])
            addSubview(a, withConstraints: [a.topAnchor.constraint(equalTo: topAnchor)])
            constraints += [a.topAnchor.constraint(equalTo: topAnchor)]
            constraints.append(contentsOf: [a.topAnchor.constraint(equalTo: topAnchor)])
            let typed: [NSLayoutConstraint] = [a.topAnchor.constraint(equalTo: topAnchor)]
            a.snp.makeConstraints { make in make.top.equalToSuperview() }
            a.topAnchor.constraint(equalTo: topAnchor).isActive = true
            heightConstraint.isActive = true
            addConstraints([NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: self, attribute: .top, multiplier: 1, constant: 0)])
            let numbers = [1, 2, 3]
            """)
        XCTAssertEqual(
            model.constraintLists.map(\.kind),
            [
                .activateCall, .activateCall, .constraintsArgument, .appendedArray, .appendedArray, .constraintArray,
                .snapKitClosure, .isActiveRun, .activateCall,
            ])
        let run = model.constraintLists[7]
        XCTAssertEqual(run.elements.count, 2, "a named constraint continues an isActive run")
        XCTAssertNil(run.elements[1].constraint)
        XCTAssertEqual(model.constraintLists[6].elements.first?.constraint?.item, "a")
        XCTAssertEqual(model.constraintLists[8].elements.first?.constraint?.syntax, .itemAttribute)
    }

    func testOptionalChainingMakesAConstraintOptionalUntilParenthesesEndTheChain() {
        let model = model(
            """
            label?.topAnchor.constraint(equalTo: topAnchor).isActive = true
            label?.superview!.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
            (label?.bottomAnchor)!.constraint(equalTo: bottomAnchor).isActive = true
            label!.widthAnchor.constraint(equalToConstant: 8).isActive = true
            """)
        let run = model.constraintLists.first { $0.kind == .isActiveRun }
        XCTAssertEqual(run?.elements.map(\.isOptional), [true, true, false, false])
        XCTAssertEqual(
            model.constraints.map(\.item), ["label", "label?.superview", "label", "label"],
            "`label?` and `label!` constrain the view `label`")
    }

    func testSnapKitAttributesAndTargets() {
        let model = model(
            """
            avatar.snp.makeConstraints {
                $0.left.right.equalTo(other.snp.trailing).offset(8)
                $0.size.equalTo(40)
                print("not a constraint")
            }
            snp.updateConstraints { maker in maker.height.equalTo(10) }
            """)
        let closures = model.constraintLists.filter { $0.kind == .snapKitClosure }
        XCTAssertEqual(closures.count, 2)
        // The closure's other statements are elements too, unread, so that no sort goes around them.
        XCTAssertEqual(closures[0].elements.map { $0.constraint == nil }, [false, false, true])
        let first = closures[0].elements[0].constraint!
        XCTAssertEqual(first.firstSide.map(\.attribute.name), ["left", "right"])
        XCTAssertEqual(first.secondSide.map(\.attribute.name), ["trailing"])
        XCTAssertEqual(closures[0].elements[1].constraint?.attribute.orderingName, "height")
        XCTAssertEqual(closures[1].elements.first?.constraint?.item, "self")
    }

    func testViewTypesSubviewsAndFunctions() {
        let model = model(
            """
            final class ProfileView: UIView {
                private let nameLabel = UILabel()
                private lazy var avatarView: UIImageView = {
                    let view = UIImageView()
                    view.translatesAutoresizingMaskIntoConstraints = false
                    view.layer.cornerRadius = 8
                    return view
                }()
                private let spinner = UIActivityIndicatorView(style: .medium)
                static let shared = UILabel()
                var title: String = ""
                var computedView: UIView { UIView() }
                private let items: [UILabel] = []

                func setupNameLabel() {
                    nameLabel.font = .systemFont(ofSize: 12)
                    addSubview(nameLabel)
                    applyTheme()
                }
                func setUpperBound() {}
                func render(props: Props) { nameLabel.text = props.name }
                override func updateConfiguration(using state: UICellConfigurationState) {}
                func commonInit() {}
                func applyTheme() {}
            }
            extension ProfileView {
                func configure(with model: Model) {}
            }
            struct Props {}
            final class LoginVC: UIViewController {}
            """)
        XCTAssertEqual(model.viewTypes.map(\.name), ["ProfileView", "LoginVC"])
        let view = model.viewTypes[0]
        XCTAssertFalse(view.isController)
        XCTAssertTrue(model.viewTypes[1].isController)
        XCTAssertEqual(view.subviews.map(\.name), ["nameLabel", "avatarView", "spinner"])
        XCTAssertEqual(view.subviews.map(\.typeName), ["UILabel", "UIImageView", "UIActivityIndicatorView"])
        let closure = view.subviews[1].initializerClosure ?? []
        XCTAssertEqual(closure.filter { $0.depth == 0 }.count, 4)
        XCTAssertEqual(closure.map(\.layoutOperations), [[], [.disablesAutoresizingMask], [], []])
        let roles = Dictionary(uniqueKeysWithValues: view.methods.map { ($0.name, $0.role) })
        XCTAssertEqual(roles["setupNameLabel"], .setup)
        XCTAssertEqual(roles["setUpperBound"], .other)
        XCTAssertEqual(roles["render"], .dataBinding)
        XCTAssertEqual(roles["updateConfiguration"], .other, "overrides are neither setup nor data binding")
        XCTAssertEqual(roles["commonInit"], .setup)
        XCTAssertEqual(roles["configure"], .dataBinding, "extensions count as the type")

        let setup = view.methods.first { $0.name == "setupNameLabel" }!
        XCTAssertEqual(setup.statements.count, 3)
        guard case .assignment(let root, let member, _) = setup.statements[0].action else {
            return XCTFail("assignment")
        }
        XCTAssertEqual(root, "nameLabel")
        XCTAssertEqual(member, "font")
        XCTAssertFalse(setup.statements[0].isLayout)
        XCTAssertEqual(setup.statements[1].layoutOperations, [.changesHierarchy])
        guard case .call(let callRoot, let method, let explicit, let passesClosure) = setup.statements[2].action else {
            return XCTFail("call")
        }
        XCTAssertEqual([callRoot, method], ["self", "applyTheme"])
        XCTAssertFalse(explicit)
        XCTAssertFalse(passesClosure)
    }

    func testLayoutOperationsAreFoundInsideNestedCode() {
        let model = model(
            """
            class CardView: UIView {
                let badge = UILabel()
                func update(count: Int) {
                    if count > 0 {
                        [badge].forEach { addSubview($0) }
                    }
                    badge.frame = .zero
                    heightConstraint = badge.heightAnchor.constraint(equalToConstant: 10)
                    badge.snp.remakeConstraints { $0.top.equalToSuperview() }
                }
            }
            """)
        let statements = model.viewTypes[0].methods[0].statements
        let operations = statements.filter { $0.depth == 0 }.map { Set($0.layoutOperations) }
        XCTAssertEqual(
            operations,
            [[.changesHierarchy], [.setsGeometry], [.createsConstraint, .storesConstraint], [.usesSnapKit]])
    }

    func testSuppressionComments() {
        let model = model(
            """
            // uilint:disable constraint_order, no_left_right_anchor -- legacy screen
            let a = 1 /* uilint:disable:this all */
            // uilint:enable all
            // uilint:disable:next
            // not uilint:disable x
            /// uilint:disable:next constraint_order
            """)
        XCTAssertEqual(model.suppressions.map(\.command), [.disable, .disableThis, .enable])
        XCTAssertEqual(model.suppressions[0].ruleIDs, ["constraint_order", "no_left_right_anchor"])
        XCTAssertEqual(model.suppressions[0].justification, "legacy screen")
        XCTAssertEqual(model.suppressions.map(\.line), [1, 2, 3])
        XCTAssertEqual(model.source.text(in: model.suppressions[0].removalRange).hasSuffix("screen\n"), true)
    }

    func testLooseLeftRightAnchorsAndParseDiagnostics() {
        let model = model(
            """
            let edge = view.leftAnchor
            let inset = UIEdgeInsets(top: 0, left: 1, bottom: 0, right: 1)
            func f( {
            """)
        XCTAssertEqual(model.looseAbsoluteAnchors.map(\.attribute.name), ["left"])
        XCTAssertFalse(model.parseDiagnostics.isEmpty)
    }
}
