import XCTest

@testable import UILintCore

final class GlobPatternTests: XCTestCase {
    func testPlainPathsMatchThemselvesAndTheirContents() {
        XCTAssertTrue(GlobPattern("Pods").matches(relativePath: "Pods/Alamofire/Session.swift"))
        XCTAssertTrue(GlobPattern("Sources/").matches(relativePath: "Sources"))
        XCTAssertFalse(GlobPattern("Pods").matches(relativePath: "MyPods/File.swift"))
        XCTAssertTrue(GlobPattern("./App/Main.swift").matches(relativePath: "App/Main.swift"))
    }

    func testWildcards() {
        XCTAssertTrue(GlobPattern("**/Generated/**").matches(relativePath: "App/Generated/Assets.swift"))
        XCTAssertTrue(GlobPattern("**/Generated/**").matches(relativePath: "Generated/Assets.swift"))
        XCTAssertFalse(GlobPattern("**/Generated/**").matches(relativePath: "App/Generator.swift"))
        XCTAssertTrue(GlobPattern("**/*Palette*.swift").matches(relativePath: "UI/Theme/DarkPalette.swift"))
        XCTAssertTrue(GlobPattern("*.swift").matches(relativePath: "Main.swift"))
        XCTAssertFalse(GlobPattern("*.swift").matches(relativePath: "App/Main.swift"))
        XCTAssertTrue(GlobPattern("App/*/View?.swift").matches(relativePath: "App/Login/View1.swift"))
        XCTAssertTrue(GlobPattern("App/[LS]*").matches(relativePath: "App/Settings/X.swift"))
        XCTAssertFalse(GlobPattern("App/[!LS]*").matches(relativePath: "App/Settings/X.swift"))
    }
}
