import Dispatch
import Foundation

/// Maps over an array on `jobs` threads; results keep the input order, so
/// output never depends on scheduling.
enum ParallelMap {
    static func map<Input, Output>(_ inputs: [Input], jobs: Int, _ transform: (Input) -> Output) -> [Output] {
        let workers = max(1, min(jobs, inputs.count))
        guard workers > 1 else { return inputs.map(transform) }
        var results = [Output?](repeating: nil, count: inputs.count)
        let lock = NSLock()
        var nextIndex = 0
        results.withUnsafeMutableBufferPointer { buffer in
            let storage = buffer
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
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
        }
        return results.map { $0! }
    }
}
