import Foundation

/// "uilint: 120/450 files" on one line of a terminal, redrawn in place, erased when
/// the run ends. It appears only once a run has taken `delay`, so that quick runs
/// (a hook on three files) never flicker.
public final class ProgressLine: RunProgress, @unchecked Sendable {
    private let write: @Sendable (String) -> Void
    private let clock: @Sendable () -> TimeInterval
    private let delay: TimeInterval
    private let redrawInterval: TimeInterval
    private let lock = NSLock()
    private var total = 0
    private var done = 0
    private var startTime: TimeInterval = 0
    private var lastDrawTime: TimeInterval?

    /// `write` receives text for the terminal (standard error); `clock` counts seconds.
    public init(
        delay: TimeInterval = 1, redrawInterval: TimeInterval = 0.1,
        clock: @escaping @Sendable () -> TimeInterval = { ProcessInfo.processInfo.systemUptime },
        write: @escaping @Sendable (String) -> Void
    ) {
        self.delay = delay
        self.redrawInterval = redrawInterval
        self.clock = clock
        self.write = write
    }

    public func begin(total: Int) {
        lock.withLock {
            self.total = total
            done = 0
            startTime = clock()
        }
    }

    public func fileDone() {
        lock.withLock {
            done += 1
            let now = clock()
            guard now - startTime >= delay else { return }
            if let lastDrawTime, now - lastDrawTime < redrawInterval, done < total { return }
            lastDrawTime = now
            write("\r\u{1B}[Kuilint: \(done)/\(total) files")
        }
    }

    public func end() {
        lock.withLock {
            // The report and summary that follow start on a clean line.
            if lastDrawTime != nil { write("\r\u{1B}[K") }
            lastDrawTime = nil
        }
    }
}
