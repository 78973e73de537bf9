@_spi(RawSyntax) import SwiftSyntax
import XCTest

@testable import UILintCore

/// `SourceNames` tells most names apart by length and first byte before hashing: those checks must never turn away
/// a name it holds.
final class SourceNamesTests: XCTestCase {
    func testHoldsExactlyItsNames() {
        let long: StaticString = "aNameLongerThanSixtyThreeBytesWhichSharesTheLastLengthBitWithEveryOtherOne"
        let names = SourceNames(["left", "rightAnchor", "_private", "Ünicode", long])
        for held: StaticString in ["left", "rightAnchor", "_private", "Ünicode", long] {
            XCTAssertTrue(names.contains(SyntaxText(stringLiteral: held)), "\(held)")
        }
        let otherLong: StaticString = "aNameLongerThanSixtyThreeBytesWhichSharesTheLastLengthBitWithEveryOtherTwo"
        for other: StaticString in ["lefT", "Left", "leftt", "", "rightAnchoR", "_privatE", otherLong] {
            XCTAssertFalse(names.contains(SyntaxText(stringLiteral: other)), "\(other)")
        }
    }
}
