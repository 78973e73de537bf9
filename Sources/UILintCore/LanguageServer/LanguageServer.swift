import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `uilint lsp`: a Language Server (LSP 3.17, JSON-RPC over standard input and output) that lints
/// buffers as they are typed, publishes and answers diagnostics, and offers fixes (docs/language-server.md).
///
/// One thread reads messages; one serial queue handles them, in order, and lints. Linting runs in a
/// worker process (`LintWorker`), which keeps each project's index in memory and whose crash costs
/// the document it was linting its diagnostics, never the server.
public final class LanguageServer: @unchecked Sendable {
    /// How long typing must pause before a buffer is linted.
    static let debounce = DispatchTimeInterval.milliseconds(120)

    private struct Document {
        var path: String
        var version: Int
        var text: String
        /// The diagnostics published for `version`, if they are of it.
        var diagnostics: [[String: Any]] = []
        var diagnosedVersion: Int?
    }

    private let reader: MessageReader
    private let writer: MessageWriter
    private let queue = DispatchQueue(label: "uilint.lsp")
    private let worker: LintWorkerClient
    private var documents: [String: Document] = [:]
    private var isInitialized = false
    private var isShuttingDown = false
    /// The status `exit` ended the session with; read and written on `queue`.
    private var exitCode: Int32 = 1
    private let cancellations = Cancellations()
    private var lastConfigurationError: [String: String] = [:]
    private var rootPath: String
    private var nextRequestID = 0
    private var pendingLint: [String: DispatchWorkItem] = [:]

    public init(
        input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, executable: String,
        currentDirectory: String = FileManager.default.currentDirectoryPath
    ) {
        reader = MessageReader(descriptor: input)
        writer = MessageWriter(descriptor: output)
        rootPath = currentDirectory
        worker = LintWorkerClient(executable: executable, currentDirectory: currentDirectory)
    }

    /// Serves until the client sends `exit` or closes the stream; returns the exit status.
    ///
    /// The reading thread hands each message to the queue and reads on, so that a `$/cancelRequest`
    /// is seen while the request it cancels is still being worked on.
    public func run() -> Int32 {
        signal(SIGPIPE, SIG_IGN)
        let exitStatus = DispatchSemaphore(value: 0)
        while true {
            let body: Data?
            do {
                body = try reader.next()
            } catch {
                queue.async { self.respondError(id: NSNull(), code: -32700, message: "Parse error: \(error)") }
                continue
            }
            guard let body else {
                return queue.sync { isShuttingDown ? 0 : 1 }
            }
            if let cancelled = Self.cancelledID(in: body) {
                cancellations.insert(cancelled)
                continue
            }
            queue.async {
                if let ended = self.handle(body) {
                    self.exitCode = ended
                    exitStatus.signal()
                }
            }
            if exitStatus.wait(timeout: .now()) == .success { return queue.sync { exitCode } }
            if Self.isExit(body) {
                exitStatus.wait()
                return queue.sync { exitCode }
            }
        }
    }

    /// The id a `$/cancelRequest` names, read on the reading thread.
    private static func cancelledID(in body: Data) -> String? {
        guard let message = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any],
            message["method"] as? String == "$/cancelRequest",
            let id = (message["params"] as? [String: Any])?["id"]
        else { return nil }
        return "\(id)"
    }

    private static func isExit(_ body: Data) -> Bool {
        ((try? JSONSerialization.jsonObject(with: body)) as? [String: Any])?["method"] as? String == "exit"
    }

    // MARK: - Messages

    /// Handles one message; returns an exit status when the client asked the server to exit.
    private func handle(_ body: Data) -> Int32? {
        guard let message = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] else {
            respondError(id: NSNull(), code: -32700, message: "Parse error: the message is not a JSON object")
            return nil
        }
        let id = message["id"]
        guard let method = message["method"] as? String else {
            // A response to a request of the server's (registering file watching): nothing to do.
            if id != nil, message["result"] != nil || message["error"] != nil { return nil }
            respondError(id: id ?? NSNull(), code: -32600, message: "Invalid request: no method")
            return nil
        }
        let params = message["params"] as? [String: Any] ?? [:]
        if method == "exit" { return isShuttingDown ? 0 : 1 }
        if !isInitialized, method != "initialize" {
            if let id { respondError(id: id, code: -32002, message: "Server not initialized") }
            return nil
        }
        switch method {
        case "initialize":
            guard let id else { return nil }
            initialize(id: id, params: params)
        case "initialized":
            registerFileWatching()
            lintOpenDocuments()
        case "shutdown":
            isShuttingDown = true
            if let id { respond(id: id, result: NSNull()) }
        case "textDocument/didOpen":
            guard let item = params["textDocument"] as? [String: Any], let uri = item["uri"] as? String,
                let path = Self.path(ofURI: uri)
            else { return nil }
            documents[uri] = Document(
                path: path, version: item["version"] as? Int ?? 0, text: item["text"] as? String ?? "")
            lint(uri)
        case "textDocument/didChange":
            guard let item = params["textDocument"] as? [String: Any], let uri = item["uri"] as? String,
                var document = documents[uri]
            else { return nil }
            for change in params["contentChanges"] as? [[String: Any]] ?? [] {
                if let text = change["text"] as? String {
                    document.text = change["range"] == nil ? text : Self.applying(change, to: document.text)
                }
            }
            document.version = item["version"] as? Int ?? document.version + 1
            documents[uri] = document
            scheduleLint(uri)
        case "textDocument/didSave":
            guard let item = params["textDocument"] as? [String: Any], let uri = item["uri"] as? String,
                let path = Self.path(ofURI: uri)
            else { return nil }
            filesChanged([path])
        case "textDocument/didClose":
            guard let item = params["textDocument"] as? [String: Any], let uri = item["uri"] as? String else {
                return nil
            }
            documents[uri] = nil
            pendingLint[uri]?.cancel()
            notify("textDocument/publishDiagnostics", ["uri": uri, "diagnostics": []])
        case "workspace/didChangeWatchedFiles":
            let paths = (params["changes"] as? [[String: Any]] ?? []).compactMap {
                ($0["uri"] as? String).flatMap(Self.path(ofURI:))
            }
            filesChanged(paths)
        case "textDocument/diagnostic":
            guard let id else { return nil }
            pullDiagnostics(id: id, params: params)
        case "textDocument/codeAction":
            guard let id else { return nil }
            codeActions(id: id, params: params)
        default:
            if let id { respondError(id: id, code: -32601, message: "Method not found: \(method)") }
        }
        return nil
    }

    private func initialize(id: Any, params: [String: Any]) {
        if let rootURI = params["rootUri"] as? String, let path = Self.path(ofURI: rootURI) {
            rootPath = path
        } else if let root = params["rootPath"] as? String {
            rootPath = root
        }
        var folders = (params["workspaceFolders"] as? [[String: Any]] ?? []).compactMap {
            ($0["uri"] as? String).flatMap(Self.path(ofURI:))
        }
        if folders.isEmpty { folders = [rootPath] }
        isInitialized = true
        respond(
            id: id,
            result: [
                "capabilities": [
                    "positionEncoding": "utf-16",
                    "textDocumentSync": ["openClose": true, "change": 1, "save": ["includeText": false]],
                    "codeActionProvider": ["codeActionKinds": ["quickfix", "source.fixAll.uilint"]],
                    "diagnosticProvider": [
                        "identifier": "uilint", "interFileDependencies": true, "workspaceDiagnostics": false,
                    ],
                ] as [String: Any],
                "serverInfo": ["name": "uilint", "version": UILintVersion.current],
            ])
        // The index of each workspace folder is read now, in the worker, before the first buffer needs it.
        for folder in folders { _ = try? worker.send(["method": "prepare", "folder": folder]) }
    }

    private func registerFileWatching() {
        nextRequestID += 1
        let watchers = ["**/*.swift", "**/\(ConfigurationLoader.fileName)", "**/*.xib", "**/*.storyboard"].map {
            ["globPattern": $0]
        }
        send([
            "jsonrpc": "2.0", "id": "uilint-\(nextRequestID)", "method": "client/registerCapability",
            "params": [
                "registrations": [
                    [
                        "id": "uilint-watch", "method": "workspace/didChangeWatchedFiles",
                        "registerOptions": ["watchers": watchers],
                    ]
                ]
            ],
        ])
    }

    // MARK: - Linting

    private func scheduleLint(_ uri: String) {
        pendingLint[uri]?.cancel()
        let work = DispatchWorkItem { [weak self] in self?.lint(uri) }
        pendingLint[uri] = work
        queue.asyncAfter(deadline: .now() + Self.debounce, execute: work)
    }

    private func lintOpenDocuments() {
        for uri in documents.keys.sorted() { lint(uri) }
    }

    /// Lints the document as it is now and publishes its diagnostics.
    private func lint(_ uri: String) {
        pendingLint[uri] = nil
        guard var document = documents[uri] else { return }
        document.diagnostics = diagnostics(of: document, uri: uri)
        document.diagnosedVersion = document.version
        documents[uri] = document
        notify(
            "textDocument/publishDiagnostics",
            ["uri": uri, "version": document.version, "diagnostics": document.diagnostics])
    }

    private func diagnostics(of document: Document, uri: String) -> [[String: Any]] {
        do {
            let response = try worker.send(["method": "lint", "path": document.path, "text": document.text])
            if let error = response["configurationError"] as? String {
                showConfigurationError(error, for: document.path)
                return []
            }
            lastConfigurationError[(document.path as NSString).deletingLastPathComponent] = nil
            if let error = response["error"] as? String {
                log(2, "uilint could not lint \(document.path): \(error)")
                return []
            }
            return response["diagnostics"] as? [[String: Any]] ?? []
        } catch LintWorkerClient.Failure.crashed(let ended) {
            let blame = ended.map {
                "`\($0.rule)` \($0.ending == .crashed ? "crashed" : "ran past the time limit") on \($0.path)"
            }
            log(
                1,
                "uilint's lint worker ended while linting \(document.path)"
                    + (blame.isEmpty ? "" : ": " + blame.joined(separator: "; "))
                    + "; its diagnostics are left out, and the rule is skipped there from now on")
            return []
        } catch {
            log(1, "uilint could not lint \(document.path): \(error)")
            return []
        }
    }

    /// A bad configuration is shown once; again only after a configuration file changed.
    private func showConfigurationError(_ error: String, for path: String) {
        let folder = (path as NSString).deletingLastPathComponent
        guard !lastConfigurationError.values.contains(error) else {
            lastConfigurationError[folder] = error
            return
        }
        lastConfigurationError[folder] = error
        notify("window/showMessage", ["type": 1, "message": "uilint: \(error)"])
    }

    private func filesChanged(_ paths: [String]) {
        guard !paths.isEmpty else { return }
        if paths.contains(where: { ($0 as NSString).lastPathComponent == ConfigurationLoader.fileName }) {
            lastConfigurationError = [:]
        }
        _ = try? worker.send(["method": "changed", "paths": paths])
        // What a buffer reports may depend on other files: every open one is linted again.
        lintOpenDocuments()
    }

    private func pullDiagnostics(id: Any, params: [String: Any]) {
        guard let item = params["textDocument"] as? [String: Any], let uri = item["uri"] as? String else {
            respondError(id: id, code: -32602, message: "Invalid params: no textDocument")
            return
        }
        guard let document = documents[uri] else {
            respond(id: id, result: ["kind": "full", "items": []])
            return
        }
        if document.diagnosedVersion != document.version { lint(uri) }
        guard !isCancelled(id, method: "textDocument/diagnostic") else { return }
        respond(id: id, result: ["kind": "full", "items": documents[uri]?.diagnostics ?? []])
    }

    private func codeActions(id: Any, params: [String: Any]) {
        guard let item = params["textDocument"] as? [String: Any], let uri = item["uri"] as? String,
            let document = documents[uri]
        else {
            respond(id: id, result: [])
            return
        }
        let only = (params["context"] as? [String: Any])?["only"] as? [String]
        func wants(_ kind: String) -> Bool {
            only.map { $0.contains { kind == $0 || kind.hasPrefix($0 + ".") } } ?? true
        }
        var actions: [[String: Any]] = []
        let requested = params["range"] as? [String: Any] ?? [:]
        // Fixes were made for the version diagnosed: for any other, none is offered.
        if wants("quickfix"), document.diagnosedVersion == document.version {
            for diagnostic in document.diagnostics {
                guard let fix = (diagnostic["data"] as? [String: Any])?["fix"] as? [[String: Any]],
                    let range = diagnostic["range"] as? [String: Any], LanguageServerProtocol.overlaps(range, requested)
                else { continue }
                actions.append([
                    "title":
                        "Fix: \(diagnostic["message"] as? String ?? "") (\(diagnostic["code"] as? String ?? "uilint"))",
                    "kind": "quickfix", "diagnostics": [diagnostic], "isPreferred": true,
                    "edit": edit(uri: uri, version: document.version, edits: fix),
                ])
            }
        }
        if wants("source.fixAll.uilint") {
            if let response = try? worker.send(["method": "fixAll", "path": document.path, "text": document.text]),
                let fixed = response["text"] as? String
            {
                actions.append([
                    "title": "Fix all uilint findings", "kind": "source.fixAll.uilint",
                    "edit": edit(
                        uri: uri, version: document.version,
                        edits: [
                            [
                                "range": LanguageServerProtocol.wholeDocument(document.text), "newText": fixed,
                            ]
                        ]),
                ])
            }
        }
        guard !isCancelled(id, method: "textDocument/codeAction") else { return }
        respond(id: id, result: actions)
    }

    /// An edit of one version of a document: a client applies it only to that version.
    private func edit(uri: String, version: Int, edits: [[String: Any]]) -> [String: Any] {
        ["documentChanges": [["textDocument": ["uri": uri, "version": version], "edits": edits]]]
    }

    // MARK: - Output

    /// Whether the client cancelled the request, which then gets the cancellation error. For the
    /// tests, `UILINT_LSP_HOLD=method` makes requests of that method wait for their cancellation.
    private func isCancelled(_ id: Any, method: String) -> Bool {
        if ProcessInfo.processInfo.environment["UILINT_LSP_HOLD"] == method {
            cancellations.wait(for: "\(id)", seconds: 10)
        }
        guard cancellations.remove("\(id)") else { return false }
        respondError(id: id, code: -32800, message: "Request cancelled")
        return true
    }

    private func respond(id: Any, result: Any) {
        send(["jsonrpc": "2.0", "id": id, "result": result])
    }

    private func respondError(id: Any, code: Int, message: String) {
        send(["jsonrpc": "2.0", "id": id, "error": ["code": code, "message": message]])
    }

    private func notify(_ method: String, _ params: [String: Any]) {
        send(["jsonrpc": "2.0", "method": method, "params": params])
    }

    /// `type`: 1 error, 2 warning, 3 info, 4 log.
    private func log(_ type: Int, _ message: String) {
        notify("window/logMessage", ["type": type, "message": message])
    }

    private func send(_ message: [String: Any]) {
        // A client that went away ends the read loop with end of input; nothing to do here.
        _ = writer.send(json: message)
    }

    // MARK: - Documents

    static func path(ofURI uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        return url.standardizedFileURL.path
    }

    /// A ranged change applied to the text (for clients that send them despite full sync).
    static func applying(_ change: [String: Any], to text: String) -> String {
        guard let range = change["range"] as? [String: Any], let replacement = change["text"] as? String else {
            return text
        }
        let source = SourceText(text)
        func offset(_ key: String) -> Int? {
            guard let position = range[key] as? [String: Any], let line = position["line"] as? Int,
                let character = position["character"] as? Int
            else { return nil }
            let lineRange = source.range(ofLine: line + 1)
            let lineText = source.text(in: lineRange)
            var utf16 = 0
            var bytes = 0
            for scalar in lineText.unicodeScalars {
                if utf16 >= character { break }
                utf16 += scalar.utf16.count
                bytes += scalar.utf8.count
            }
            return lineRange.start + bytes
        }
        guard let start = offset("start"), let end = offset("end"), start <= end else { return text }
        return source.text(in: ByteRange(start: 0, end: start)) + replacement
            + source.text(in: ByteRange(start: end, end: source.bytes.count))
    }
}

/// The ids of cancelled requests, written by the reading thread and read by the queue.
private final class Cancellations: @unchecked Sendable {
    private let condition = NSCondition()
    private var ids = Set<String>()

    func insert(_ id: String) {
        condition.lock()
        ids.insert(id)
        condition.broadcast()
        condition.unlock()
    }

    func remove(_ id: String) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        return ids.remove(id) != nil
    }

    func wait(for id: String, seconds: Double) {
        let deadline = Date().addingTimeInterval(seconds)
        condition.lock()
        while !ids.contains(id), condition.wait(until: deadline) {}
        condition.unlock()
    }
}
