import Foundation
import XCTest

/// A client of `uilint lsp` over pipes, for the protocol tests: it sends messages and waits for the
/// ones it expects, keeping the others it reads for later questions.
final class LanguageServerSession {
    private let process = Process()
    private let input = Pipe(), output = Pipe()
    private var buffer = Data()
    private(set) var received: [[String: Any]] = []
    private var nextID = 100
    let folder: URL

    init(folder: URL, environment: [String: String] = [:]) throws {
        self.folder = folder
        process.executableURL = Binary.url
        process.arguments = ["lsp"]
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(
            Binary.environment.merging(environment) { $1 }
        ) { $1 }
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    func uri(_ name: String) -> String { folder.appendingPathComponent(name).absoluteURL.absoluteString }

    func sendRaw(_ bytes: Data) {
        input.fileHandleForWriting.write(bytes)
    }

    func send(_ message: [String: Any]) {
        var message = message
        message["jsonrpc"] = "2.0"
        let body = try! JSONSerialization.data(withJSONObject: message)
        sendRaw(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    @discardableResult
    func request(_ method: String, _ params: [String: Any]) -> Int {
        nextID += 1
        send(["id": nextID, "method": method, "params": params])
        return nextID
    }

    func notify(_ method: String, _ params: [String: Any]) {
        send(["method": method, "params": params])
    }

    func initialize() throws {
        let id = request("initialize", ["rootUri": folder.absoluteURL.absoluteString, "capabilities": [:]])
        _ = try response(to: id)
        notify("initialized", [:])
    }

    func open(_ name: String, text: String, version: Int = 1) {
        notify(
            "textDocument/didOpen",
            ["textDocument": ["uri": uri(name), "languageId": "swift", "version": version, "text": text]])
    }

    func change(_ name: String, text: String, version: Int) {
        notify(
            "textDocument/didChange",
            ["textDocument": ["uri": uri(name), "version": version], "contentChanges": [["text": text]]])
    }

    /// The next message that matches, read or already received; fails the test after a minute (a
    /// safety net against a hang, not a measure).
    func next(file: StaticString = #filePath, line: UInt = #line, where matches: ([String: Any]) -> Bool) throws
        -> [String: Any]
    {
        if let index = received.firstIndex(where: matches) { return received.remove(at: index) }
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            guard let message = try read() else { break }
            if matches(message) { return message }
            received.append(message)
        }
        XCTFail("no such message from the server", file: file, line: line)
        throw CancellationError()
    }

    /// The text of the next `window/showMessage` or `window/logMessage`.
    func nextMessage(_ method: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let notification = try next(file: file, line: line) { $0["method"] as? String == method }
        return try XCTUnwrap((notification["params"] as? [String: Any])?["message"] as? String, file: file, line: line)
    }

    func response(to id: Int) throws -> [String: Any] {
        try next { ($0["id"] as? Int) == id && $0["method"] == nil }
    }

    /// The next diagnostics published for the document, of the version when given.
    func diagnostics(_ name: String, version: Int? = nil) throws -> [[String: Any]] {
        let uri = uri(name)
        let message = try next { message in
            guard message["method"] as? String == "textDocument/publishDiagnostics",
                let params = message["params"] as? [String: Any], params["uri"] as? String == uri
            else { return false }
            return version == nil || params["version"] as? Int == version
        }
        return (message["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]] ?? []
    }

    private func read() throws -> [String: Any]? {
        while true {
            if let range = buffer.range(of: Data("\r\n\r\n".utf8)) {
                let header = String(decoding: buffer[..<range.lowerBound], as: UTF8.self)
                let length = Int(header.split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "") ?? 0
                if buffer.count - range.upperBound >= length {
                    let body = buffer[range.upperBound..<(range.upperBound + length)]
                    buffer.removeSubrange(..<(range.upperBound + length))
                    return try JSONSerialization.jsonObject(with: body) as? [String: Any]
                }
            }
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { return nil }
            buffer.append(chunk)
        }
    }

    func exit() throws -> Int32 {
        let id = request("shutdown", [:])
        _ = try response(to: id)
        notify("exit", [:])
        process.waitUntilExit()
        return process.terminationStatus
    }
}
