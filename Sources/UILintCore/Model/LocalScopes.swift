/// Names declared in nested bodies (functions, closures, accessors), innermost last: a name
/// declared in an inner body hides the same name outside it, and goes when its body ends.
struct LocalScopes<Value> {
    private var scopes: [[String: Value]] = []
    /// How many names all open bodies declare, so that looking up a name costs nothing while there is none.
    private(set) var declaredCount = 0

    var isInBody: Bool { !scopes.isEmpty }

    mutating func enter() {
        scopes.append([:])
    }

    mutating func leave() {
        declaredCount -= scopes.removeLast().count
    }

    /// Declares `name` in the innermost body, which must be open.
    mutating func declare(_ name: String, as value: Value) {
        if scopes[scopes.count - 1].updateValue(value, forKey: name) == nil { declaredCount += 1 }
    }

    /// The value of the innermost declaration of `name`.
    func value(of name: String) -> Value? {
        guard declaredCount > 0 else { return nil }
        return scopes.reversed().lazy.compactMap { $0[name] }.first
    }
}
