import Foundation
import ReportSamples
import XCTest

@testable import UILintCore

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Golden files for every report format, on findings with hostile content: quotes,
/// markup, newlines, `%`, commas and colons, unicode, spaces in paths.
final class ReportFormatTests: XCTestCase {
    static let hostilePath = ReportSamples.hostilePath

    static func hostileResult() -> RunResult {
        ReportSamples.hostileResult()
    }

    func testOneGoldenFilePerFormat() throws {
        XCTAssertEqual(
            Set(ReportSamples.goldenFiles.map(\.kind)).count, ReportSamples.goldenFiles.count,
            "one golden file per format")
    }

    func testXMLReportsParseAndKeepTheText() throws {
        for kind in [ReporterKind.checkstyle, .junit] {
            let xml = kind.makeReporter().report(Self.hostileResult())
            let collector = AttributeCollector()
            let parser = XMLParser(data: Data(xml.utf8))
            parser.delegate = collector
            XCTAssertTrue(parser.parse(), "\(kind) is well-formed XML: \(String(describing: parser.parserError))")
            XCTAssertTrue(collector.values.contains(Self.hostilePath), "\(kind) keeps the path")
            XCTAssertTrue(
                collector.values.contains { $0.contains("\"quotes\" <tags> 100% done, a:b\nsecond line") }, "\(kind)")
        }
    }

    func testGitHubCommandsEscapeWhatTheRunnerUnescapes() throws {
        let output = GitHubReporter().report(Self.hostileResult())
        let lines = output.split(separator: "\n")
        XCTAssertEqual(lines.count, 2, "one command per reported finding, suppressed ones left out")
        let first = String(lines[0])
        XCTAssertTrue(
            first.hasPrefix(
                "::warning file=Sources/Ünïcode Views/100%25 \"Done\"%2C <Card>.swift,line=3,col=5,endLine=3,endColumn=15,"
            ))
        let message = String(first[first.range(of: "::", options: .backwards)!.upperBound...])
        XCTAssertEqual(
            Self.unescape(message), "`leftAnchor` & \"quotes\" <tags> 100% done, a:b\nsecond line\r\tend — ✓")
        XCTAssertFalse(message.contains("\n"))
    }

    private static func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "%0A", with: "\n").replacingOccurrences(of: "%0D", with: "\r")
            .replacingOccurrences(of: "%3A", with: ":").replacingOccurrences(of: "%2C", with: ",")
            .replacingOccurrences(of: "%25", with: "%")
    }

    func testSARIFCarriesRulesFixesSuppressionsAndFingerprints() throws {
        let sarif = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(SARIFReporter().report(Self.hostileResult()).utf8))
                as? [String: Any])
        let run = try XCTUnwrap((sarif["runs"] as? [[String: Any]])?.first)
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.compactMap { $0["id"] as? String }, RuleRegistry.ids)
        XCTAssertTrue(rules.allSatisfy { ($0["helpUri"] as? String)?.hasSuffix(".md") == true })
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, 3)
        let location = try XCTUnwrap(
            ((results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?[
                "artifactLocation"] as? [String: Any])
        XCTAssertEqual(
            location["uri"] as? String, "Sources/%C3%9Cn%C3%AFcode%20Views/100%25%20%22Done%22,%20%3CCard%3E.swift")
        XCTAssertEqual(location["uriBaseId"] as? String, "%SRCROOT%")
        XCTAssertNotNil(results.first { $0["ruleId"] as? String == "no_left_right_anchor" }?["fixes"])
        let suppressed = results.first { $0["ruleId"] as? String == "constraint_order" }
        XCTAssertEqual((suppressed?["suppressions"] as? [[String: Any]])?.first?["kind"] as? String, "inSource")
        XCTAssertEqual(
            (suppressed?["suppressions"] as? [[String: Any]])?.first?["justification"] as? String,
            "legacy <screen> & co")
        let roots = try XCTUnwrap(run["originalUriBaseIds"] as? [String: [String: String]])
        XCTAssertEqual(roots["%SRCROOT%"]?["uri"], "file:///work/my%20project/")
    }
}

/// Collects every attribute value and text node of an XML document.
private final class AttributeCollector: NSObject, XMLParserDelegate {
    var values: [String] = []

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String] = [:]
    ) {
        values += attributes.values
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        values.append(string)
    }
}
