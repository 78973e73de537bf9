import Dispatch
import Foundation

/// Maps over an array on `jobs` threads; results keep the input order, so
/// output never depends on scheduling.
public enum ParallelMap {
    /// As deep as the worker's main thread: SwiftParser recurses once per nesting level, and
    /// its lookahead far deeper on some hostile inputs; a dispatch thread's 512 KiB overflowed.
    static let threadStackSize = 64 << 20

    /// `transform` escapes into the worker threads, which may be released after the map returns.
    public static func map<Input, Output>(_ inputs: [Input], jobs: Int, _ transform: @escaping (Input) -> Output)
        -> [Output]
    {
        let workers = max(1, min(jobs, inputs.count))
        guard workers > 1 else { return inputs.map(transform) }
        var results = [Output?](repeating: nil, count: inputs.count)
        let lock = NSLock()
        var nextIndex = 0
        results.withUnsafeMutableBufferPointer { buffer in
            let storage = buffer
            let work = {
                while true {
                    lock.lock()
                    let index = nextIndex
                    nextIndex += 1
                    lock.unlock()
                    guard index < inputs.count else { return }
                    // Each index is written by exactly one worker.
                    storage[index] = transform(inputs[index])
                }
            }
            let finished = DispatchGroup()
            for _ in 1..<workers {
                finished.enter()
                let thread = Thread {
                    work()
                    finished.leave()
                }
                thread.stackSize = threadStackSize
                thread.start()
            }
            work()
            finished.wait()
        }
        return results.map { $0! }
    }
}
