/// A path pattern from `included`/`excluded`: `**` spans folders, `*` and `?`
/// stay within one path component. A pattern without wildcards names a file
/// or a folder and everything in it.
struct GlobPattern: Sendable {
    private let components: [Substring]
    private let hasWildcards: Bool

    init(_ pattern: String) {
        var text = Substring(pattern)
        while text.hasPrefix("./") { text = text.dropFirst(2) }
        while text.hasSuffix("/"), text.count > 1 { text = text.dropLast() }
        components = text.split(separator: "/", omittingEmptySubsequences: true)
        hasWildcards = text.contains { "*?[".contains($0) }
    }

    /// Whether a path relative to the configuration's folder matches.
    func matches(relativePath: String) -> Bool {
        let path = relativePath.split(separator: "/", omittingEmptySubsequences: true)
        if !hasWildcards {
            // A plain path matches itself and everything below it.
            return path.count >= components.count && Array(path.prefix(components.count)) == components
        }
        // A pattern also matches everything inside what it matches (`**/Generated` covers the folder's files).
        return (1...max(1, path.count)).contains { Self.match(components[...], path.prefix($0)[...]) }
    }

    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            let rest = pattern.dropFirst()
            return (path.startIndex...path.endIndex).contains { match(rest, path[$0...]) }
        }
        guard let component = path.first, matchComponent(Array(first), Array(component)) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    private static func matchComponent(_ pattern: [Character], _ text: [Character]) -> Bool {
        var memo: [Int: Bool] = [:]
        func go(_ p: Int, _ t: Int) -> Bool {
            let key = p * (text.count + 1) + t
            if let known = memo[key] { return known }
            let result: Bool
            if p == pattern.count {
                result = t == text.count
            } else if pattern[p] == "*" {
                result = go(p + 1, t) || (t < text.count && go(p, t + 1))
            } else if t < text.count, pattern[p] == "?" || pattern[p] == text[t] {
                result = go(p + 1, t + 1)
            } else if pattern[p] == "[", let close = pattern[(p + 1)...].firstIndex(of: "]"), t < text.count {
                let set = pattern[(p + 1)..<close]
                let negated = set.first == "!" || set.first == "^"
                let contains = (negated ? set.dropFirst() : set[...]).contains(text[t])
                result = contains != negated && go(close + 1, t + 1)
            } else {
                result = false
            }
            memo[key] = result
            return result
        }
        return go(0, 0)
    }
}
