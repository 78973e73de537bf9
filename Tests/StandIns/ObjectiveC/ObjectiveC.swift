// Stand-in for Apple's ObjectiveC module: the compiler looks `Selector` up here for `#selector`.
@_exported import ObjCRoot

public struct Selector: ExpressibleByStringLiteral, Hashable {
    public init(_ name: String) {}
    public init(stringLiteral name: String) {}
}
