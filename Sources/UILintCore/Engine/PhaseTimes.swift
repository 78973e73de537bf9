import Dispatch

/// Time spent in each phase of a run, summed over worker threads, in nanoseconds.
public struct PhaseTimes: Codable, Sendable {
    public var discover: UInt64 = 0
    public var read: UInt64 = 0
    public var preFilter: UInt64 = 0
    public var parse: UInt64 = 0
    public var model: UInt64 = 0
    public var rules: UInt64 = 0
    public var report: UInt64 = 0
    /// Building the project index: scanning and parsing files the run does not lint.
    public var index: UInt64 = 0
    /// Files the pre-filter let through to the parser.
    public var parsedFiles = 0
    /// Files parsed only for the project index.
    public var indexedFiles = 0

    public init() {}

    public static func + (lhs: PhaseTimes, rhs: PhaseTimes) -> PhaseTimes {
        var sum = lhs
        sum.discover += rhs.discover
        sum.read += rhs.read
        sum.preFilter += rhs.preFilter
        sum.parse += rhs.parse
        sum.model += rhs.model
        sum.rules += rhs.rules
        sum.report += rhs.report
        sum.index += rhs.index
        sum.parsedFiles += rhs.parsedFiles
        sum.indexedFiles += rhs.indexedFiles
        return sum
    }

    /// Runs `work`, adding its duration to the phase at `phase`.
    @inline(__always)
    public mutating func measure<T>(_ phase: WritableKeyPath<PhaseTimes, UInt64>, _ work: () throws -> T) rethrows -> T
    {
        let start = DispatchTime.now().uptimeNanoseconds
        defer { self[keyPath: phase] += DispatchTime.now().uptimeNanoseconds - start }
        return try work()
    }
}
