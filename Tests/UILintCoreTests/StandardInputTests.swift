import Foundation
import XCTest

/// `--stdin-path`: an editor lints the buffer it holds as the file it will become.
final class StandardInputTests: XCTestCase {
    func testUsesTheConfigurationThatGovernsThePathAndReportsItAsThePath() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/.uilint.yml", "rules:\n  no_left_right_anchor: error\n")
        let source = "let c = a.leftAnchor.constraint(equalTo: b.leftAnchor)\n"
        let result = try Binary.run(["--stdin-path", "App/Login/LoginView.swift"], in: folder.url, input: source)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(
            result.stdout,
            """
            App/Login/LoginView.swift:1:11: error: `leftAnchor` does not flip for right-to-left languages; use `leadingAnchor` [no_left_right_anchor]
            App/Login/LoginView.swift:1:44: error: `leftAnchor` does not flip for right-to-left languages; use `leadingAnchor` [no_left_right_anchor]

            """)
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("App/Login").path),
            "the path need not exist")

        let explicit = try Binary.run(
            ["--stdin-path", "App/LoginView.swift", "--config", "none.yml"], in: folder.url, input: source)
        XCTAssertEqual(explicit.status, 2, "--config wins over the nearest file")
        XCTAssertTrue(explicit.stderr.contains("none.yml: no such configuration file"), explicit.stderr)
    }

    func testFixWritesOnlyTheFixedSourceToStandardOutput() throws {
        let folder = try TemporaryFolder()
        let path = "LoginView.swift"
        try folder.write(path, "// on disk\n")
        let source = "let c = a.leftAnchor.constraint(equalTo: b.leadingAnchor)\nlet d = 1\n"
        let result = try Binary.run(["--stdin-path", path, "--fix"], in: folder.url, input: source)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "let c = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)\nlet d = 1\n")
        XCTAssertTrue(
            result.stderr.contains("1 file, 0 errors, 0 warnings (0 fixable with --fix), 2 fixed"), result.stderr)
        XCTAssertEqual(try folder.read(path), "// on disk\n", "nothing is written")

        let unfixable = "let s = UIStoryboard(name: \"Main\", bundle: nil)\n"
        let left = try Binary.run(["--stdin-path", path, "--fix", "--strict"], in: folder.url, input: unfixable)
        XCTAssertEqual(left.status, 1, "the exit code is that of what is left")
        XCTAssertEqual(left.stdout, unfixable, "standard output is always the whole source")
        XCTAssertTrue(
            left.stderr.contains("LoginView.swift:1:9: warning:"), "the report goes to standard error: \(left.stderr)")
    }

    /// An editor's buffer of an Interface Builder document is that document, as a run on the file says.
    func testAnInterfaceBuilderDocumentIsReportedAsOne() throws {
        let folder = try TemporaryFolder()
        let storyboard =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"storyboard\"><scenes/></document>\n"
        let lint = try Binary.run(["--stdin-path", "App/Main.storyboard"], in: folder.url, input: storyboard)
        XCTAssertEqual(lint.status, 0, "a warning: \(lint.stderr)")
        XCTAssertTrue(lint.stdout.contains("App/Main.storyboard:1:1: warning:"), lint.stdout)
        XCTAssertTrue(lint.stdout.contains("[no_interface_builder]"), lint.stdout)
        // iOS shows the launch screen before any code runs: it is no finding (issue 28).
        let launch = try Binary.run(["--stdin-path", "App/LaunchScreen.storyboard"], in: folder.url, input: storyboard)
        XCTAssertEqual(launch.stdout, "", launch.stderr)
        let fix = try Binary.run(["--stdin-path", "App/Main.storyboard", "--fix"], in: folder.url, input: storyboard)
        XCTAssertEqual(fix.stdout, storyboard, "the document comes back as it was")
    }

    /// Xcode marks the launch screen in its root element, whatever the file's name (Kimis 77d41b0's
    /// `Launcher.storyboard`): on disk and in an editor's buffer alike, it is no finding.
    func testAStoryboardMarkedAsTheLaunchScreenIsNotReported() throws {
        let folder = try TemporaryFolder()
        let launcher =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch."
            + "Storyboard.XIB\" version=\"3.0\" launchScreen=\"YES\" useAutolayout=\"YES\"><scenes/></document>\n"
        try folder.write("App/Launcher.storyboard", launcher)
        try folder.write("App/Main.storyboard", launcher.replacingOccurrences(of: " launchScreen=\"YES\"", with: ""))
        let run = try Binary.run(["App"], in: folder.url)
        XCTAssertFalse(run.stdout.contains("Launcher.storyboard"), run.stdout)
        XCTAssertTrue(run.stdout.contains("App/Main.storyboard:1:1: warning:"), run.stdout)
        let buffer = try Binary.run(["--stdin-path", "App/Launcher.storyboard"], in: folder.url, input: launcher)
        XCTAssertEqual(buffer.stdout, "", buffer.stderr)
    }

    func testExcludedPathIsPassedThroughUnlinted() throws {
        let folder = try TemporaryFolder()
        try folder.write(".uilint.yml", "excluded: [Generated]\n")
        let source = "let c = a.leftAnchor.constraint(equalTo: b.leadingAnchor)\n"
        let lint = try Binary.run(["--stdin-path", "Generated/Colors.swift"], in: folder.url, input: source)
        XCTAssertEqual(lint.status, 0)
        XCTAssertEqual(lint.stdout, "")
        XCTAssertTrue(lint.stderr.contains("Generated/Colors.swift: not linted"), lint.stderr)
        let fix = try Binary.run(
            ["--stdin-path", "Generated/Colors.swift", "--fix", "--quiet"], in: folder.url, input: source)
        XCTAssertEqual(fix.stdout, source)
        XCTAssertEqual(fix.stderr, "")
    }

    func testRejectsPathsAndStaged() throws {
        let folder = try TemporaryFolder()
        XCTAssertEqual(try Binary.run(["--stdin-path", "A.swift", "B.swift"], in: folder.url, input: "").status, 2)
        XCTAssertEqual(try Binary.run(["--stdin-path", "A.swift", "--staged"], in: folder.url, input: "").status, 2)
    }
}
