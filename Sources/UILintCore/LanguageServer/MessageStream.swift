import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// JSON-RPC messages framed as LSP frames them over a byte stream: `Content-Length: N` and other
/// headers, a blank line, then N bytes of JSON. Used between the editor and `uilint lsp`, and between
/// the server and its lint worker.
final class MessageReader: @unchecked Sendable {
    enum Failure: Error, Equatable {
        /// The headers had no usable `Content-Length`; what they held is skipped.
        case badHeader(String)
    }

    private let descriptor: Int32
    private var buffer: [UInt8] = []
    /// Bodies larger than this are refused rather than buffered.
    static let maximumLength = 64 << 20

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// The next message's body; nil at the end of the stream. A malformed header throws, and the
    /// reader resumes at the next message.
    func next() throws -> Data? {
        while true {
            if let end = headerEnd() {
                let header = String(decoding: buffer[..<end], as: UTF8.self)
                buffer.removeFirst(end + 4)
                guard let length = Self.contentLength(in: header), length >= 0, length <= Self.maximumLength else {
                    throw Failure.badHeader(header)
                }
                while buffer.count < length {
                    guard fill() else { return nil }
                }
                let body = Data(buffer[..<length])
                buffer.removeFirst(length)
                return body
            }
            guard fill() else { return nil }
        }
    }

    private func headerEnd() -> Int? {
        guard buffer.count >= 4 else { return nil }
        for index in 0...(buffer.count - 4)
        where buffer[index] == 13 && buffer[index + 1] == 10 && buffer[index + 2] == 13 && buffer[index + 3] == 10 {
            return index
        }
        return nil
    }

    private static func contentLength(in header: String) -> Int? {
        for line in header.split(whereSeparator: { $0 == "\r" || $0 == "\n" }) {
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces).lowercased() == "content-length" {
                return Int(parts[1].trimmingCharacters(in: .whitespaces))
            }
        }
        return nil
    }

    /// Reads what is available; false at the end of the stream.
    private func fill() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = read(descriptor, &chunk, chunk.count)
            if count > 0 {
                buffer.append(contentsOf: chunk[..<count])
                return true
            }
            if count < 0, errno == EINTR { continue }
            return false
        }
    }
}

/// Writes framed messages; safe to call from several threads.
final class MessageWriter: @unchecked Sendable {
    private let descriptor: Int32
    private let lock = NSLock()

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// False when the other end is gone.
    @discardableResult
    func send(_ body: Data) -> Bool {
        let frame = Array("Content-Length: \(body.count)\r\n\r\n".utf8) + [UInt8](body)
        lock.lock()
        defer { lock.unlock() }
        var written = 0
        while written < frame.count {
            let count = frame[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            written += count
        }
        return true
    }

    func send(json object: Any) -> Bool {
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else {
            return false
        }
        return send(data)
    }
}
