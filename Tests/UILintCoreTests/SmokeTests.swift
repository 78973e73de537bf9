import XCTest
@testable import UILintCore
final class SmokeTests: XCTestCase { func testVersion() { XCTAssertFalse(UILint.version.isEmpty) } }
