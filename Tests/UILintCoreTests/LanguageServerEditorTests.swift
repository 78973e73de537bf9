import Foundation
import XCTest

/// `uilint lsp` with a real client (docs/language-server.md): Neovim's built-in LSP client, headless, opens a view of
/// the demo, receives uilint's diagnostics, applies a quick fix, saves, and the diagnostic goes
/// (`Tests/Editors/neovim.lua`). `.ci/run` installs Debian's `neovim` and makes this required.
final class LanguageServerEditorTests: XCTestCase {
    func testNeovimReceivesDiagnosticsAndAppliesAQuickFix() throws {
        let probe = try Shell.run(["sh", "-c", "command -v nvim"], in: Repository.root)
        guard probe.status == 0 else {
            if ProcessInfo.processInfo.environment["UILINT_REQUIRE_NEOVIM"] != nil { XCTFail("nvim is not installed") }
            throw XCTSkip("Neovim is not installed (Debian: apt-get install neovim)")
        }
        let folder = try TemporaryFolder()
        let file = folder.url.appendingPathComponent("LoginView.swift")
        try FileManager.default.copyItem(at: Repository.url("fixtures/demo/DemoApp/Login/LoginView.swift"), to: file)
        let original = try String(contentsOf: file, encoding: .utf8)
        let out = folder.url.appendingPathComponent("result.json")
        let run = try Shell.run(
            [
                "nvim", "--headless", "-u", "NONE", "-i", "NONE", "-n", "-c",
                "luafile " + Repository.url("Tests/Editors/neovim.lua").path,
            ],
            in: folder.url,
            environment: Binary.environment.merging([
                "UILINT": Binary.url.path, "ROOT": folder.url.path, "FILE": file.path, "RULE": "constraint_order",
                "OUT": out.path,
            ]) { $1 })
        XCTAssertEqual(run.status, 0, run.stderr)
        let result = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: out)) as? [String: Any])
        XCTAssertEqual(result["errors"] as? [String] ?? [], [])
        let before = try XCTUnwrap(result["before"] as? [String])
        let after = try XCTUnwrap(result["after"] as? [String])
        XCTAssertEqual(before.filter { $0 == "constraint_order" }.count, 2, "\(before)")
        XCTAssertEqual(after.filter { $0 == "constraint_order" }.count, 1, "\(after)")
        XCTAssertTrue((result["applied"] as? String)?.contains("constraint_order") == true)
        // The buffer was saved with the fix.
        XCTAssertNotEqual(try String(contentsOf: file, encoding: .utf8), original)
    }
}
