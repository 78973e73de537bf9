import Foundation

/// uilint's findings in the shapes of the Language Server Protocol 3.17: positions are 0-based
/// lines and UTF-16 columns, as LSP counts them unless a client asks otherwise.
enum LanguageServerProtocol {
    static let documentationBase = "https://github.com/uilint/uilint/blob/main/rules/"

    static func position(of offset: Int, in source: SourceText) -> [String: Any] {
        ["line": source.line(of: offset) - 1, "character": source.utf16Column(of: offset) - 1]
    }

    static func range(_ range: ByteRange, in source: SourceText) -> [String: Any] {
        ["start": position(of: range.start, in: source), "end": position(of: range.end, in: source)]
    }

    /// A diagnostic with the rule as its code, a link to the rule's document, and the fix as `data`.
    static func diagnostic(_ finding: Finding, in source: SourceText) -> [String: Any] {
        var diagnostic: [String: Any] = [
            "range": range(finding.range, in: source),
            "severity": finding.severity == .error ? 1 : 2,
            "code": finding.ruleID,
            "source": "uilint",
            "message": finding.message,
        ]
        if RuleRegistry.ruleType(id: finding.ruleID) != nil {
            diagnostic["codeDescription"] = ["href": documentationBase + finding.ruleID + ".md"]
        }
        if let fix = finding.fix {
            diagnostic["data"] = [
                "fix": fix.map { edit in
                    ["range": range(edit.range, in: source), "newText": edit.replacement] as [String: Any]
                }
            ]
        }
        return diagnostic
    }

    /// The range of a whole document, for an edit that replaces it.
    static func wholeDocument(_ text: String) -> [String: Any] {
        let source = SourceText(text)
        return ["start": ["line": 0, "character": 0], "end": position(of: source.bytes.count, in: source)]
    }

    /// Whether two LSP ranges overlap or touch.
    static func overlaps(_ a: [String: Any], _ b: [String: Any]) -> Bool {
        func point(_ range: [String: Any], _ key: String) -> (Int, Int) {
            let position = range[key] as? [String: Any] ?? [:]
            return (position["line"] as? Int ?? 0, position["character"] as? Int ?? 0)
        }
        return !(point(a, "end") < point(b, "start") || point(b, "end") < point(a, "start"))
    }
}
