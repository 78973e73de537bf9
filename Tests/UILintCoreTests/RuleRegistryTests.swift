import XCTest

@testable import UILintCore

final class RuleRegistryTests: XCTestCase {
    /// The registry records each rule's reading when uilint is compiled; a rule that declares a reading and lost it
    /// would read nothing from the walk and report nothing.
    func testEveryRuleWithAReadingHasItRecorded() {
        for entry in RuleRegistry.entries {
            let declared = (entry.type as? any ReadingRule.Type).map { ObjectIdentifier(readingType(of: $0)) }
            XCTAssertEqual(
                entry.readingType.map(ObjectIdentifier.init), declared, "\(entry.type.description.id)")
        }
        XCTAssertFalse(RuleRegistry.readingTypes.isEmpty)
    }

    private func readingType<R: ReadingRule>(of rule: R.Type) -> any SyntaxReading.Type { R.Reading.self }
}
