import Foundation
import XCTest

/// `uilint lsp` at the protocol level (docs/language-server.md), driven over pipes as an editor drives it.
final class LanguageServerTests: XCTestCase {
    private static let view = """
        import UIKit

        final class BadgeView: UIView {
            private let icon = UIImageView()

            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(icon)
                icon.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    icon.widthAnchor.constraint(equalToConstant: 24),
                    icon.topAnchor.constraint(equalTo: topAnchor),
                ])
            }

            required init?(coder: NSCoder) { fatalError() }
        }

        """

    private func project(_ files: [String: String]) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        for (name, text) in files {
            try text.write(to: folder.url.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return folder
    }

    private func apply(_ edits: [[String: Any]], to text: String) -> String {
        // Applied last first, so earlier offsets stay good.
        var lines = text.components(separatedBy: "\n")
        func offset(_ position: [String: Any]) -> (Int, Int) {
            (position["line"] as! Int, position["character"] as! Int)
        }
        for edit in edits.sorted(by: {
            offset(($0["range"] as! [String: Any])["start"] as! [String: Any])
                > offset(($1["range"] as! [String: Any])["start"] as! [String: Any])
        }) {
            let range = edit["range"] as! [String: Any]
            let (startLine, startCharacter) = offset(range["start"] as! [String: Any])
            let (endLine, endCharacter) = offset(range["end"] as! [String: Any])
            let joined = lines.joined(separator: "\n")
            let startIndex = lines[..<startLine].reduce(0) { $0 + $1.utf16.count + 1 } + startCharacter
            let endIndex = lines[..<endLine].reduce(0) { $0 + $1.utf16.count + 1 } + endCharacter
            let utf16 = Array(joined.utf16)
            let replaced =
                String(decoding: utf16[..<startIndex], as: UTF16.self) + (edit["newText"] as! String)
                + String(decoding: utf16[endIndex...], as: UTF16.self)
            lines = replaced.components(separatedBy: "\n")
        }
        return lines.joined(separator: "\n")
    }

    func testDiagnosticsFollowTheBufferAndQuickFixesApplyToTheirVersion() throws {
        let folder = try project(["BadgeView.swift": Self.view])
        let session = try LanguageServerSession(folder: folder.url)
        try session.initialize()
        session.open("BadgeView.swift", text: Self.view)
        let first = try session.diagnostics("BadgeView.swift", version: 1)
        let order = try XCTUnwrap(first.first { $0["code"] as? String == "constraint_order" })
        XCTAssertEqual(order["source"] as? String, "uilint")
        XCTAssertEqual(order["severity"] as? Int, 2)
        XCTAssertEqual(
            (order["codeDescription"] as? [String: Any])?["href"] as? String,
            "https://github.com/uilint/uilint/blob/main/rules/constraint_order.md")
        XCTAssertEqual(((order["range"] as? [String: Any])?["start"] as? [String: Any])?["line"] as? Int, 11)

        // Typing a conflicting width: the buffer is linted, not the file on disk.
        let conflicting = Self.view.replacingOccurrences(
            of: "icon.topAnchor.constraint(equalTo: topAnchor),",
            with:
                "icon.topAnchor.constraint(equalTo: topAnchor),\n            icon.widthAnchor.constraint(equalToConstant: 40),"
        )
        session.change("BadgeView.swift", text: conflicting, version: 2)
        let second = try session.diagnostics("BadgeView.swift", version: 2)
        XCTAssertTrue(
            second.contains { $0["code"] as? String == "conflicting_constraints" && $0["severity"] as? Int == 1 })

        // A quick fix is an edit of the version it was made for.
        let actionsID = session.request(
            "textDocument/codeAction",
            [
                "textDocument": ["uri": session.uri("BadgeView.swift")],
                "range": ["start": ["line": 0, "character": 0], "end": ["line": 40, "character": 0]],
                "context": ["diagnostics": second, "only": ["quickfix"]],
            ])
        let actions = try XCTUnwrap(try session.response(to: actionsID)["result"] as? [[String: Any]])
        let fix = try XCTUnwrap(actions.first { ($0["title"] as? String)?.contains("constraint_order") == true })
        let change = try XCTUnwrap(((fix["edit"] as? [String: Any])?["documentChanges"] as? [[String: Any]])?.first)
        XCTAssertEqual((change["textDocument"] as? [String: Any])?["version"] as? Int, 2)
        let fixed = apply(try XCTUnwrap(change["edits"] as? [[String: Any]]), to: conflicting)
        session.change("BadgeView.swift", text: fixed, version: 3)
        let third = try session.diagnostics("BadgeView.swift", version: 3)
        XCTAssertFalse(third.contains { $0["code"] as? String == "constraint_order" }, "\(third)")

        // Before the next version is linted, no quick fix is offered for it.
        session.change("BadgeView.swift", text: conflicting, version: 4)
        let staleID = session.request(
            "textDocument/codeAction",
            [
                "textDocument": ["uri": session.uri("BadgeView.swift")],
                "range": ["start": ["line": 0, "character": 0], "end": ["line": 40, "character": 0]],
                "context": ["diagnostics": [], "only": ["quickfix"]],
            ])
        XCTAssertEqual((try session.response(to: staleID)["result"] as? [[String: Any]])?.count, 0)

        // Fix all gives what `uilint --fix` writes.
        _ = try session.diagnostics("BadgeView.swift", version: 4)
        let fixAllID = session.request(
            "textDocument/codeAction",
            [
                "textDocument": ["uri": session.uri("BadgeView.swift")],
                "range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]],
                "context": ["diagnostics": [], "only": ["source.fixAll"]],
            ])
        let fixAll = try XCTUnwrap((try session.response(to: fixAllID)["result"] as? [[String: Any]])?.first)
        XCTAssertEqual(fixAll["kind"] as? String, "source.fixAll.uilint")
        let allEdits = try XCTUnwrap(
            (((fixAll["edit"] as? [String: Any])?["documentChanges"] as? [[String: Any]])?.first)?["edits"]
                as? [[String: Any]])
        try conflicting.write(
            to: folder.url.appendingPathComponent("BadgeView.swift"), atomically: true, encoding: .utf8)
        _ = try Binary.run(["--fix", "--quiet", "BadgeView.swift"], in: folder.url)
        XCTAssertEqual(
            apply(allEdits, to: conflicting),
            try String(contentsOf: folder.url.appendingPathComponent("BadgeView.swift"), encoding: .utf8))

        // The pull model answers the same diagnostics.
        let pullID = session.request(
            "textDocument/diagnostic", ["textDocument": ["uri": session.uri("BadgeView.swift")]])
        let pulled = try XCTUnwrap(try session.response(to: pullID)["result"] as? [String: Any])
        XCTAssertEqual(pulled["kind"] as? String, "full")
        XCTAssertTrue(
            (pulled["items"] as? [[String: Any]])?.contains { $0["code"] as? String == "conflicting_constraints" }
                == true)
        XCTAssertEqual(try session.exit(), 0)
    }

    func testAFindingThatDependsOnAnotherFileIsTheCommandLinesAndFollowsItsSave() throws {
        let base = "import UIKit\n\nclass ThemedView: UIView {}\n"
        let card = """
            import UIKit

            final class Card: ThemedView {
                private let title = UILabel()
                private let subtitle = UILabel()

                func setupLabels() {
                    title.font = .systemFont(ofSize: 17)
                    subtitle.textColor = .gray
                    addSubview(title)
                    addSubview(subtitle)
                }
            }

            """
        let folder = try project(["Base.swift": base, "Card.swift": card])
        let session = try LanguageServerSession(folder: folder.url)
        try session.initialize()
        session.open("Card.swift", text: card)
        let codes = try session.diagnostics("Card.swift", version: 1).compactMap { $0["code"] as? String }.sorted()
        let cli = try Binary.run(["--reporter", "json", "--no-cache", "Card.swift"], in: folder.url)
        let report = try JSONSerialization.jsonObject(with: Data(cli.stdout.utf8)) as? [String: Any]
        XCTAssertEqual(
            codes, ((report?["findings"] as? [[String: Any]]) ?? []).compactMap { $0["rule"] as? String }.sorted())
        XCTAssertTrue(codes.contains("setup_function_grouping"), "\(codes)")

        // The base class stops being a view: saved and announced, it changes what the buffer reports.
        try "import Foundation\n\nclass ThemedView: NSObject {}\n".write(
            to: folder.url.appendingPathComponent("Base.swift"), atomically: true, encoding: .utf8)
        session.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": session.uri("Base.swift"), "type": 2]]])
        let after = try session.diagnostics("Card.swift", version: 1).compactMap { $0["code"] as? String }
        let cliAfter = try Binary.run(["--reporter", "json", "--no-cache", "Card.swift"], in: folder.url)
        let reportAfter = try JSONSerialization.jsonObject(with: Data(cliAfter.stdout.utf8)) as? [String: Any]
        XCTAssertEqual(
            after.sorted(),
            ((reportAfter?["findings"] as? [[String: Any]]) ?? []).compactMap { $0["rule"] as? String }.sorted())
        XCTAssertNotEqual(after.sorted(), codes)
        XCTAssertEqual(try session.exit(), 0)
    }

    func testABadConfigurationIsShownOnceAndAgainWhenItChanges() throws {
        let folder = try project(["BadgeView.swift": Self.view, ".uilint.yml": "disabled_rules: [no_such_rule]\n"])
        let session = try LanguageServerSession(folder: folder.url)
        try session.initialize()
        session.open("BadgeView.swift", text: Self.view)
        XCTAssertEqual(try session.diagnostics("BadgeView.swift", version: 1).count, 0)
        let message = try session.nextMessage("window/showMessage")
        XCTAssertTrue(message.contains(".uilint.yml:1:"), message)
        XCTAssertEqual(message.components(separatedBy: "error:").count, 2, "says error once: \(message)")
        session.change("BadgeView.swift", text: Self.view + "\n", version: 2)
        _ = try session.diagnostics("BadgeView.swift", version: 2)
        XCTAssertFalse(session.received.contains { $0["method"] as? String == "window/showMessage" }, "shown once")

        // Fixed while the server runs: takes effect without a restart.
        try "disabled_rules: [no_left_right_anchor]\n".write(
            to: folder.url.appendingPathComponent(".uilint.yml"), atomically: true, encoding: .utf8)
        session.notify(
            "workspace/didChangeWatchedFiles", ["changes": [["uri": session.uri(".uilint.yml"), "type": 2]]])
        let fixed = try session.diagnostics("BadgeView.swift", version: 2)
        XCTAssertTrue(fixed.contains { $0["code"] as? String == "constraint_order" }, "\(fixed)")

        // Broken again: shown again.
        try "disabled_rules: [no_such_rule]\n".write(
            to: folder.url.appendingPathComponent(".uilint.yml"), atomically: true, encoding: .utf8)
        session.notify(
            "workspace/didChangeWatchedFiles", ["changes": [["uri": session.uri(".uilint.yml"), "type": 2]]])
        _ = try session.next { $0["method"] as? String == "window/showMessage" }
        XCTAssertEqual(try session.exit(), 0)
    }

    func testMalformedInputGetsJSONRPCErrorsAndTheServerGoesOn() throws {
        let folder = try project([:])
        let session = try LanguageServerSession(folder: folder.url)
        let early = session.request("textDocument/diagnostic", ["textDocument": ["uri": session.uri("A.swift")]])
        XCTAssertEqual((try session.response(to: early)["error"] as? [String: Any])?["code"] as? Int, -32002)
        try session.initialize()
        session.sendRaw(Data("Content-Length: 9\r\n\r\n{not json".utf8))
        XCTAssertEqual((try session.next { $0["error"] != nil }["error"] as? [String: Any])?["code"] as? Int, -32700)
        session.sendRaw(Data("Content-Type: nothing\r\n\r\n".utf8))
        XCTAssertEqual((try session.next { $0["error"] != nil }["error"] as? [String: Any])?["code"] as? Int, -32700)
        session.send(["id": 7, "params": [:]])
        XCTAssertEqual((try session.response(to: 7)["error"] as? [String: Any])?["code"] as? Int, -32600)
        let unknown = session.request("textDocument/hover", [:])
        XCTAssertEqual((try session.response(to: unknown)["error"] as? [String: Any])?["code"] as? Int, -32601)
        session.notify("textDocument/didChange", ["textDocument": ["uri": session.uri("Never.swift"), "version": 2]])
        XCTAssertEqual(try session.exit(), 0)
    }

    func testACancelledRequestGetsTheCancellationError() throws {
        let folder = try project(["BadgeView.swift": Self.view])
        // The server holds pull requests until they are cancelled: the test needs no timing.
        let session = try LanguageServerSession(
            folder: folder.url, environment: ["UILINT_LSP_HOLD": "textDocument/diagnostic"])
        try session.initialize()
        session.open("BadgeView.swift", text: Self.view)
        _ = try session.diagnostics("BadgeView.swift", version: 1)
        let id = session.request("textDocument/diagnostic", ["textDocument": ["uri": session.uri("BadgeView.swift")]])
        session.notify("$/cancelRequest", ["id": id])
        XCTAssertEqual((try session.response(to: id)["error"] as? [String: Any])?["code"] as? Int, -32800)
        XCTAssertEqual(try session.exit(), 0)
    }

    func testACrashInARuleCostsThatDocumentItsDiagnosticsNotTheServer() throws {
        let folder = try project(["Crashy.swift": Self.view, "BadgeView.swift": Self.view])
        let session = try LanguageServerSession(
            folder: folder.url, environment: ["UILINT_DEBUG_CRASH": "constraint_order:Crashy"])
        try session.initialize()
        session.open("Crashy.swift", text: Self.view)
        XCTAssertEqual(try session.diagnostics("Crashy.swift", version: 1).count, 0)
        let text = try session.nextMessage("window/logMessage")
        XCTAssertTrue(text.contains("`constraint_order` crashed on Crashy.swift"), text)
        session.open("BadgeView.swift", text: Self.view)
        XCTAssertTrue(
            try session.diagnostics("BadgeView.swift", version: 1).contains {
                $0["code"] as? String == "constraint_order"
            })
        // The next worker skips the rule there.
        session.change("Crashy.swift", text: Self.view + "\n", version: 2)
        let again = try session.diagnostics("Crashy.swift", version: 2)
        XCTAssertTrue(again.contains { $0["code"] as? String == "internal_error" }, "\(again)")
        XCTAssertEqual(try session.exit(), 0)
    }
}
