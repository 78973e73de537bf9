/// Paths as URIs, percent-encoded the way SARIF consumers resolve them.
enum URIPath {
    /// Characters that stay as they are in a URI path (RFC 3986 unreserved, sub-delims, `/`, `:`, `@`).
    private static let allowed = Set(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@/".utf8)

    static func encode(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            if allowed.contains(byte) {
                result.append(Character(Unicode.Scalar(byte)))
            } else {
                result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return result
    }

    /// A path relative to the source root, as a relative URI reference.
    static func relativeURI(_ path: String) -> String {
        path.hasPrefix("/") ? "file://" + encode(path) : encode(path)
    }

    /// `file:///abs/folder/` with the trailing slash SARIF requires of base URIs.
    static func directoryURI(_ path: String) -> String {
        let folder = path.hasSuffix("/") ? path : path + "/"
        return "file://" + encode(folder)
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
